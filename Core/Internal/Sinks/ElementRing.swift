// SPDX-License-Identifier: MIT
/// The elements of one source kept for code that runs unspecialised: the slots of the parameter-pack forms of
/// `combineLatest` and `zip` (`CombineSink`), whose sink knows none of its sources' element types. This base knows only
/// how many elements it holds; ``ElementRing`` holds them, typed, and code that knows the element type (made where the
/// pack's types are known) reaches it through ``typed(as:)``.
///
/// Not thread-safe: its owner's serialisation guards it (the sink's input role, whose compare-and-exchanges order
/// successive holders).
@usableFromInline
// Unchecked: owned by the holder of its owner's role (see above).
class AnyElementRing: @unchecked Sendable {
    // Unsafe: owned by the holder of the owner's role, and every access is one load or store, through `count` (see the
    // type's discussion): the run-time exclusivity check, which the code inlined into the pack forms' callers would
    // make on every access, would only cost.
    @usableFromInline @exclusivity(unchecked) final var storedCount = 0

    /// How many elements it holds: 0 or 1 for a latest element, the queue's length for a queue.
    @inlinable
    final var count: Int {
        get { unsafe storedCount }
        set { unsafe storedCount = newValue }
    }

    @usableFromInline
    init() {}

    /// Stores an element that was boxed into `Any` (to be queued by the owner): appends it to the queue
    /// (`queueing`) or replaces the latest element; returns whether the ring held none before.
    ///
    /// - Precondition: `element` is of the ring's element type.
    func store(boxed element: Any, queueing: Bool) -> Bool {
        rxAbstractMethod()
    }

    /// This ring as the ``ElementRing`` of `Element`s it was made as.
    ///
    /// - Precondition: It was made as an `ElementRing<Element>`; debug builds check it, release builds trust it.
    @inlinable @inline(__always)
    final func typed<Element>(as type: Element.Type) -> ElementRing<Element> {
        // Unsafe: the precondition above, which the pack forms keep by making each slot and the code that reads it
        // from the same element type (`combinePack`); `unsafeDowncast` checks it in debug builds. A checked cast
        // would cost one runtime call per source and combination on the element path.
        unsafe unsafeDowncast(self, to: ElementRing<Element>.self)
    }
}

/// The typed elements of an ``AnyElementRing``: a ring of `capacity` elements, of which `count` from `head` are
/// initialised; a latest element is one, replaced in place. It has no memory until its first element (`capacity` 0), so
/// a subscription allocates none for a source that has not emitted.
///
/// Manually managed memory, so that unspecialised code copies an element with its type's value witnesses only, where
/// an `Optional` or an `Array` of it would look up their metadata on every access.
// Unchecked: owned by the holder of its owner's role, as its base.
// Safe: the memory is owned here alone, released once, by `deinit`, and every access stays within `capacity` and among
// the initialised elements, given the preconditions of `latest` and `dequeue()`, which the owner keeps by its count of the
// rings that hold an element.
@safe
@usableFromInline
final class ElementRing<Element>: AnyElementRing, @unchecked Sendable {
    // Unsafe: manually managed (see the type's discussion); allocated by `grow()` (the first time at the first element:
    // until then a placeholder, never read, written or freed while `capacity` is 0), freed by `deinit`. Owned by
    // the holder of the owner's role, each access one load or store, as `count`: no run-time exclusivity check, which
    // `latest` and `dequeue()`, inlined into the pack forms' callers, would make on every access.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var elements: UnsafeMutablePointer<Element>
    @usableFromInline @exclusivity(unchecked) var capacity: Int
    @usableFromInline @exclusivity(unchecked) var head = 0

    @usableFromInline
    override init() {
        unsafe capacity = 0
        // Unsafe: a placeholder, non-null and aligned, for the memory `grow()` allocates at the first element.
        unsafe elements = UnsafeMutablePointer<Element>(bitPattern: MemoryLayout<Element>.alignment)!
    }

    deinit {
        for offset in 0..<count { unsafe (elements + (head + offset) % capacity).deinitialize(count: 1) }
        // Unsafe: allocated by `grow()` once `capacity` is above 0, and every element deinitialised above.
        if unsafe capacity > 0 { unsafe elements.deallocate() }
    }

    /// Replaces the latest element; returns whether there was none.
    @inline(__always)
    func storeLatest(_ element: Element) -> Bool {
        if count == 0 {
            // The first element, or one after none: only the first finds no memory.
            if unsafe capacity == 0 { grow() }
            unsafe elements.initialize(to: element)
            count = 1
            return true
        }
        unsafe elements.pointee = element
        return false
    }

    /// The latest element.
    ///
    /// - Precondition: The ring holds one (``storeLatest(_:)`` was called).
    @inlinable @inline(__always)
    var latest: Element { unsafe elements.pointee }

    /// Queues an element; returns whether the queue was empty.
    @inline(__always)
    func enqueue(_ element: Element) -> Bool {
        if unsafe count == capacity { grow() }
        var tail = unsafe head + count
        if unsafe tail >= capacity { unsafe tail -= capacity }
        unsafe (elements + tail).initialize(to: element)
        count += 1
        return count == 1
    }

    /// Takes the first queued element.
    ///
    /// - Precondition: The queue holds one.
    @inlinable @inline(__always)
    func dequeue() -> Element {
        let element = unsafe (elements + head).move()
        unsafe head += 1
        if unsafe head == capacity { unsafe head = 0 }
        count -= 1
        return element
    }

    /// Doubles the capacity (from none to one), keeping the queued elements in order.
    private func grow() {
        let larger = unsafe capacity == 0 ? 1 : capacity * 2
        // Unsafe: freed in `deinit` or by the next `grow()`; the elements move over, in order.
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        let firstRun = unsafe min(count, capacity - head)
        unsafe moved.moveInitialize(from: elements + head, count: firstRun)
        unsafe (moved + firstRun).moveInitialize(from: elements, count: count - firstRun)
        // Unsafe: every element moved out above; the placeholder (`capacity` 0) was never allocated.
        if unsafe capacity > 0 { unsafe elements.deallocate() }
        unsafe elements = moved
        unsafe capacity = larger
        unsafe head = 0
    }

    override func store(boxed element: Any, queueing: Bool) -> Bool {
        // Only this ring's elements are boxed for it (the precondition).
        let element = element as! Element
        return queueing ? enqueue(element) : storeLatest(element)
    }
}
