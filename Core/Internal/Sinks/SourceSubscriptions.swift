// SPDX-License-Identifier: MIT
/// The subscriptions of a sink's sources, one ``SourceSubscription`` per source, kept without an object per source:
/// `combineLatest` and `zip` of three sources or more (``InputSerializingSourcesSink``), and the sinks with a second
/// sequence (``OtherSequenceSinkBase``). Each source's subscription can be disposed on its own (a source that ends),
/// and one disposed before it is set is disposed as soon as it is set.
///
/// Two kinds: ``InlineSourceSubscriptions``, a fixed number stored in the sink itself (no allocation at all: the forms
/// of 3 to 8 sources, and the two of `sample`, `take(until:)`, `skip(until:)`, `withLatestFrom`), and ``SourceSlots``,
/// any number in one buffer, each beside a value of the sink's own for its source (one allocation for all of them:
/// the collection forms, whose latest or queued elements share it, and the parameter-pack forms, which keep nothing
/// there, ``SourceSubscriptionBuffer``; their number of sources is known only when they are subscribed).
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

/// Any number of source subscriptions in one buffer, made when the sink is: one allocation for all of them, where a
/// ``SingleAssignmentDisposable`` per source and their array took one more than there are sources. The
/// parameter-pack forms, which keep nothing else per source there.
@usableFromInline
typealias SourceSubscriptionBuffer = SourceSlots<Void>

extension SourceSlots<Void> {
    /// A buffer of `count` subscriptions, none set yet.
    @inlinable
    init(count: Int) {
        self.init(SourceSlotList.make(count: count, payload: ()))
    }
}

/// Any number of source subscriptions, each beside a value of the sink's own for its source (`Payload`), in one buffer
/// (``SourceSlotList``) made when the sink is: `combineLatest` and `zip` of a collection keep each source's latest or
/// queued elements there, so that the subscriptions and the elements take one allocation, not one each.
@usableFromInline
struct SourceSlots<Payload>: SourceSubscriptionStorage {
    @usableFromInline let list: SourceSlotList<Payload>

    /// The storage of the subscriptions of `list`.
    @inlinable
    init(_ list: SourceSlotList<Payload>) {
        self.list = list
    }

    @inlinable
    var count: Int { list.count }

    @inlinable
    static func withSubscription<Result>(
        at index: Int,
        in storage: UnsafePointer<Self>,
        _ body: (UnsafePointer<SourceSubscription.Storage>) -> Result
    ) -> Result {
        // Unsafe: the buffer's slots live as long as the buffer, which `list` keeps for the call; a slot's
        // subscription is its first stored property, so at the slot's address (checked when the buffer is made), and
        // is reached only through `SourceSubscription`'s lock.
        let list = unsafe storage.pointee.list
        return unsafe list.withSlot(at: index) {
            unsafe body(UnsafeRawPointer($0).assumingMemoryBound(to: SourceSubscription.Storage.self))
        }
    }
}

/// One source's slot in a ``SourceSlotList``: its subscription, first so that its address is the slot's, and the
/// sink's value for it.
@usableFromInline
struct SourceSlot<Payload> {
    @usableFromInline var subscription: SourceSubscription.Storage
    @usableFromInline var payload: Payload

    @inlinable
    init(payload: Payload) {
        subscription = SourceSubscription.make()
        self.payload = payload
    }

    /// Where `payload` starts: right after the subscription, rounded up to `Payload`'s alignment, as Swift lays out a
    /// struct's stored properties (checked when a ``SourceSlotList`` is made, in debug builds).
    @inlinable @inline(__always)
    static var payloadOffset: Int {
        let alignment = MemoryLayout<Payload>.alignment
        return (MemoryLayout<SourceSubscription.Storage>.size + alignment - 1) & ~(alignment - 1)
    }
}

/// The buffer of a ``SourceSlots``: its header is the number of sources, its elements one ``SourceSlot`` per source,
/// destroyed with the buffer.
///
/// A slot's two parts belong to two parties: its subscription to ``SourceSubscription``'s lock (any thread), its
/// payload to the sink's input role (see ``InputSerializingSink``), which reaches it with ``withPayload(at:_:)``.
/// Each is reached through a pointer to it alone, never through the whole slot, whose address is the lock's.
@usableFromInline
final class SourceSlotList<Payload>: ManagedBuffer<Int, SourceSlot<Payload>> {
    /// A buffer of `count` slots, each with `payload` and a subscription not yet set.
    @inlinable
    static func make(count: Int, payload: Payload) -> SourceSlotList<Payload> {
        assert(
            MemoryLayout<SourceSlot<Payload>>.offset(of: \.subscription) == 0
                && MemoryLayout<SourceSlot<Payload>>.offset(of: \.payload) == SourceSlot<Payload>.payloadOffset
        )
        let buffer = create(minimumCapacity: count) { _ in count }
        unsafe buffer.withUnsafeMutablePointerToElements {
            unsafe $0.initialize(repeating: SourceSlot(payload: payload), count: count)
        }
        // Unsafe: `create` called on this class makes an instance of it.
        return unsafe unsafeDowncast(buffer, to: SourceSlotList<Payload>.self)
    }

    /// How many sources there are.
    @inlinable
    final var count: Int {
        // Unsafe: the header, read through its address for the length of the call (`header`, a stored property of a
        // class of another module, is read with a run-time exclusivity check).
        unsafe withUnsafeMutablePointerToHeader { unsafe $0.pointee }
    }

    /// Runs `body` with the payload of source `index` (counted from 0), in place. Called only by the holder of the
    /// sink's input role, which owns every payload, and never across a call that can come back into the sink.
    @inlinable @inline(__always)
    final func withPayload<Result>(at index: Int, _ body: (inout Payload) -> Result) -> Result {
        // Unsafe: the payload is reached through a pointer to it alone, and only by the role holder. An `inout` access
        // through the slot's `pointee` would begin at the slot's address, its subscription's lock's, and the Thread
        // Sanitizer would report it against other threads' atomic operations on the lock.
        unsafe withSlot(at: index) { slot in
            let payload = unsafe (UnsafeMutableRawPointer(slot) + SourceSlot<Payload>.payloadOffset)
                .assumingMemoryBound(to: Payload.self)
            return unsafe body(&payload.pointee)
        }
    }

    /// Runs `body` with the address of the slot of source `index`, for the length of the call.
    @inlinable @inline(__always)
    final func withSlot<Result>(
        at index: Int,
        _ body: (UnsafeMutablePointer<SourceSlot<Payload>>) -> Result
    ) -> Result {
        // Unsafe: the slots live as long as the buffer, which the caller keeps; `index` is checked against the count.
        unsafe withUnsafeMutablePointers { count, slots in
            let count = unsafe count.pointee
            precondition(index >= 0 && index < count, "no source \(index) of \(count)")
            return unsafe body(slots + index)
        }
    }

    deinit {
        unsafe withUnsafeMutablePointers { count, slots in
            _ = unsafe slots.deinitialize(count: count.pointee)
        }
    }
}
