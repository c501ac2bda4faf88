// SPDX-License-Identifier: MIT
/// The subscriptions of a sink's sources, one ``SourceSubscription`` per source, kept without an object per source:
/// `combineLatest` and `zip` of three sources or more (``InputSerializingSourcesSink``), and the sinks with a second
/// sequence (``OtherSequenceSinkBase``). Each source's subscription can be disposed on its own (a source that ends),
/// and one disposed before it is set is disposed as soon as it is set.
///
/// Two kinds: ``InlineSourceSubscriptions``, a fixed number stored in the sink itself (no allocation at all: the forms
/// of 3 to 8 sources, and the two of `sample`, `take(until:)`, `skip(until:)`, `withLatestFrom`), and ``SourceSubscriptionBuffer``, any number in one buffer (one allocation for all of them: the
/// collection and parameter-pack forms, whose number of sources is known only when they are subscribed).
///
/// The storage is layer storage: a `final` stored property of its sink, whose address the sink passes (see the
/// synchronization layer's README); ``withSubscription(at:in:_:)`` finds one source's subscription from it.
@usableFromInline
protocol SourceSubscriptionStorage {
    /// How many sources there are.
    var count: Int { get }

    /// Runs `body` with the address of the subscription of source `index` (counted from 0), in the storage at
    /// `storage`, for the length of the call.
    static func withSubscription<Result>(
        at index: Int,
        in storage: UnsafePointer<Self>,
        _ body: (UnsafePointer<SourceSubscription.Storage>) -> Result
    ) -> Result
}

extension SourceSubscriptionStorage {
    /// Holds `disposable` as the subscription of source `index`, or disposes it at once when that was disposed first.
    @inlinable
    static func set(_ disposable: Disposable, at index: Int, in storage: UnsafePointer<Self>) {
        unsafe withSubscription(at: index, in: storage) { unsafe SourceSubscription.set($0, disposable) }
    }

    /// Disposes the subscription of source `index`, now or as soon as it is set; idempotent and safe from any thread.
    @inlinable
    static func dispose(at index: Int, in storage: UnsafePointer<Self>) {
        unsafe withSubscription(at: index, in: storage) { unsafe SourceSubscription.dispose($0) }
    }
}

/// A fixed number of source subscriptions stored inline, as a tuple of ``SourceSubscription/Storage`` values, one per
/// source: `(SourceSubscription.Storage, SourceSubscription.Storage, SourceSubscription.Storage)` for three sources.
/// Stored in the sink, it costs no allocation.
///
/// **Why the access is sound.** A tuple of one element type is laid out as consecutive elements, one stride apart, and
/// memory bound to it is bound to its element type too, so source `index`'s subscription is the element at `index`
/// from the tuple's start, which is this struct's start (its only stored property). The initialiser checks that
/// `Slots` has that layout.
@usableFromInline
struct InlineSourceSubscriptions<Slots>: SourceSubscriptionStorage {
    /// One ``SourceSubscription/Storage`` per source.
    @usableFromInline var slots: Slots

    /// Holds `slots`, a tuple of ``SourceSubscription/make()`` values, one per source.
    @inlinable
    init(_ slots: consuming Slots) {
        let stride = MemoryLayout<SourceSubscription.Storage>.stride
        precondition(
            MemoryLayout<Slots>.size == MemoryLayout<SourceSubscription.Storage>.size + (Self.slotCount - 1) * stride
                && MemoryLayout<Slots>.alignment == MemoryLayout<SourceSubscription.Storage>.alignment,
            "InlineSourceSubscriptions holds a tuple of SourceSubscription.Storage values."
        )
        self.slots = slots
        assert(MemoryLayout<Self>.offset(of: \Self.slots) == 0)
    }

    /// How many subscriptions a tuple of `Slots`' size holds.
    @inlinable
    static var slotCount: Int {
        let stride = MemoryLayout<SourceSubscription.Storage>.stride
        return (MemoryLayout<Slots>.size + stride - 1) / stride
    }

    @inlinable
    var count: Int { Self.slotCount }

    @inlinable @inline(__always)
    static func withSubscription<Result>(
        at index: Int,
        in storage: UnsafePointer<Self>,
        _ body: (UnsafePointer<SourceSubscription.Storage>) -> Result
    ) -> Result {
        assert(index >= 0 && index < slotCount, "no source \(index) of \(slotCount)")
        // Unsafe: the slots are the struct's only stored property, a tuple of `SourceSubscription.Storage`s (checked
        // by the initialiser): the element at `index` is `index` strides from the start.
        return unsafe body(UnsafeRawPointer(storage).assumingMemoryBound(to: SourceSubscription.Storage.self) + index)
    }
}

/// Any number of source subscriptions in one buffer (``SourceSubscriptionList``), made when the sink is: one allocation
/// for all of them, where a ``SingleAssignmentDisposable`` per source and their array took one more than there are
/// sources.
@usableFromInline
struct SourceSubscriptionBuffer: SourceSubscriptionStorage {
    @usableFromInline let list: SourceSubscriptionList

    /// A buffer of `count` subscriptions, none set yet.
    @inlinable
    init(count: Int) {
        list = SourceSubscriptionList.make(count: count)
    }

    @inlinable
    var count: Int { list.header }

    @inlinable
    static func withSubscription<Result>(
        at index: Int,
        in storage: UnsafePointer<Self>,
        _ body: (UnsafePointer<SourceSubscription.Storage>) -> Result
    ) -> Result {
        let list = unsafe storage.pointee.list
        precondition(index >= 0 && index < list.header, "no source \(index) of \(list.header)")
        // Unsafe: the buffer's elements live as long as the buffer, which `list` keeps for the call; each is reached
        // only through `SourceSubscription`'s lock.
        return unsafe list.withUnsafeMutablePointerToElements { unsafe body($0 + index) }
    }
}

/// The buffer of a ``SourceSubscriptionBuffer``: its header is the number of subscriptions, its elements the
/// subscriptions, each made by ``SourceSubscription/make()`` and destroyed with the buffer.
@usableFromInline
final class SourceSubscriptionList: ManagedBuffer<Int, SourceSubscription.Storage> {
    /// A buffer of `count` subscriptions, none set yet.
    @inlinable
    static func make(count: Int) -> SourceSubscriptionList {
        let buffer = create(minimumCapacity: count) { _ in count }
        unsafe buffer.withUnsafeMutablePointerToElements {
            unsafe $0.initialize(repeating: SourceSubscription.make(), count: count)
        }
        // Unsafe: `create` called on this class makes an instance of it.
        return unsafe unsafeDowncast(buffer, to: SourceSubscriptionList.self)
    }

    deinit {
        unsafe withUnsafeMutablePointers { count, subscriptions in
            _ = unsafe subscriptions.deinitialize(count: count.pointee)
        }
    }
}
