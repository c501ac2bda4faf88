// SPDX-License-Identifier: MIT
/// One observer of a subject and its subscription, as the registry keeps them. Immutable, so that the thread
/// delivering an event reads both through a borrowed reference without retaining anything.
@usableFromInline
package final class SubjectObserverSlot<Element> {
    @usableFromInline package let observer: AnyObserver<Element>
    @usableFromInline package let subscription: SubjectSubscription<Element>

    @usableFromInline
    package init(observer: AnyObserver<Element>, subscription: SubjectSubscription<Element>) {
        self.observer = observer
        self.subscription = subscription
    }
}

/// The observers of a subject, in subscription order: a tombstoned array, trimmed at both ends and compacted
/// when needed.
///
/// - Inserting appends (amortised O(1): when the storage is full, the live range moves down over the holes at the
///   front if they fill half of it, otherwise the storage doubles).
/// - Removing clears the slot at the index the subscription remembers (O(1)). Holes at either end are dropped at
///   once (the front moves up), so disposing in subscription order or in reverse never moves an entry. When holes
///   in the middle outnumber the live observers (and number more than 16), the live observers are compacted, in
///   order: O(live), at most once per that many removals, so O(1) amortised.
/// - Delivering walks the live range in order, skipping holes; slots hold unmanaged references, so the walk
///   retains nothing.
///
/// A subscription remembers a *logical* index, its physical index plus ``offset``: moving the live range down
/// only changes `offset`, without touching every subscription; only compaction renumbers them.
///
/// Compaction keeps the relative order, so observers always receive an event in the order they subscribed.
///
/// Not thread-safe: only the thread holding the subject's emitter role reads or changes it (see ``SubjectCore``).
// Unsafe throughout: it owns manually allocated storage of unmanaged references, which its owner must
// `deallocate()` once; copying the struct would share them. Only `SubjectCore` holds one (see SubjectEngine.md).
@usableFromInline @unsafe
package struct ObserverRegistry<Element> {
    @usableFromInline package typealias Slot = SubjectObserverSlot<Element>

    /// The slots; `nil` is a hole. Each non-nil slot holds one retain of its object.
    @usableFromInline package var base: UnsafeMutablePointer<Unmanaged<Slot>?>?
    /// The first slot that may be live: the ones before it are holes.
    @usableFromInline package var head = 0
    /// The end of the slots in use: the slot before it is live, unless the registry is empty.
    @usableFromInline package var count = 0
    @usableFromInline package var capacity = 0
    /// Non-nil slots.
    @usableFromInline package var live = 0
    /// Logical index = physical index + offset.
    @usableFromInline package var offset = 0

    @inlinable
    package init() {}

    /// Appends `slot` and records its logical index in its subscription.
    @inlinable
    package mutating func insert(_ slot: Slot) {
        if unsafe count == capacity { unsafe grow() }
        unsafe base![count] = unsafe Unmanaged.passRetained(slot)
        unsafe slot.subscription.slot = count + offset
        unsafe count += 1
        unsafe live += 1
    }

    /// Removes the slot of `subscription`, if it is still here, and returns it (still retained: the caller
    /// releases it outside any lock, since releasing an observer runs code).
    @inlinable
    package mutating func remove(_ subscription: SubjectSubscription<Element>) -> Unmanaged<Slot>? {
        guard unsafe subscription.slot >= 0 else { return nil }
        let index = unsafe subscription.slot - offset
        guard unsafe index >= head, unsafe index < count, let slot = unsafe base![index] else {
            rxInternalInconsistency(
                unsafe "a registered subscription's slot \(index) is not in the registry (\(head)..<\(count))"
            )
        }
        unsafe base![index] = nil
        unsafe subscription.slot = -1
        unsafe live -= 1
        if unsafe live == 0 {
            // Empty: start again at the bottom; logical indices keep growing.
            unsafe offset += count
            unsafe head = 0
            unsafe count = 0
            return unsafe slot
        }
        while unsafe base![count - 1] == nil { unsafe count -= 1 }
        while unsafe base![head] == nil { unsafe head += 1 }
        let holes = unsafe count - head - live
        if unsafe holes > 16 && holes > live { unsafe compact() }
        return unsafe slot
    }

    /// Removes every slot and releases it, in order, without an array of them: for the owner's `deinit`, where no
    /// release can reach the registry again. The `deinit` of a generic class runs unspecialised, and there
    /// ``removeAll()``'s array looks up the metadata of four generic types.
    @inlinable @inline(__always)
    package mutating func releaseAll() {
        for index in unsafe head..<count {
            if let slot = unsafe base![index] {
                unsafe slot._withUnsafeGuaranteedRef { unsafe $0.subscription.slot = -1 }
                unsafe base![index] = nil
                unsafe slot.release()
            }
        }
        unsafe offset += count
        unsafe head = 0
        unsafe count = 0
        unsafe live = 0
    }

    /// Removes every slot and returns them (still retained), in order.
    @inlinable
    package mutating func removeAll() -> [Unmanaged<Slot>] {
        var removed: [Unmanaged<Slot>] = unsafe []
        unsafe removed.reserveCapacity(live)
        for index in unsafe head..<count {
            if let slot = unsafe base![index] {
                unsafe slot._withUnsafeGuaranteedRef { unsafe $0.subscription.slot = -1 }
                unsafe removed.append(slot)
                unsafe base![index] = nil
            }
        }
        unsafe offset += count
        unsafe head = 0
        unsafe count = 0
        unsafe live = 0
        return unsafe removed
    }

    /// Frees the storage; call once, after ``removeAll()``.
    @inlinable @inline(__always)
    package mutating func deallocate() {
        unsafe base?.deallocate()
        unsafe base = nil
        unsafe capacity = 0
    }

    /// Moves the live slots to the front, in order, and renumbers them.
    @inlinable
    mutating func compact() {
        unsafe offset += count
        var target = 0
        for index in unsafe head..<count {
            guard let slot = unsafe base![index] else { continue }
            unsafe base![index] = nil
            unsafe base![target] = unsafe slot
            unsafe slot._withUnsafeGuaranteedRef { unsafe $0.subscription.slot = target + offset }
            target += 1
        }
        unsafe head = 0
        unsafe count = target
    }

    @inlinable
    mutating func grow() {
        if unsafe head * 2 >= count && head > 0 {
            // Half the storage or more is holes at the front: move the live range down; indices shift by `head`.
            let length = unsafe count - head
            for index in 0..<length { unsafe base![index] = unsafe base![head + index] }
            for index in unsafe length..<count { unsafe base![index] = nil }
            unsafe offset += head
            unsafe count = length
            unsafe head = 0
            return
        }
        let newCapacity = unsafe Swift.max(4, capacity * 2)
        let storage = UnsafeMutablePointer<Unmanaged<Slot>?>.allocate(capacity: newCapacity)
        if let base = unsafe base {
            unsafe storage.moveInitialize(from: base, count: count)
            unsafe base.deallocate()
        }
        unsafe (storage + count).initialize(repeating: nil, count: newCapacity - count)
        unsafe base = unsafe storage
        unsafe capacity = newCapacity
    }
}
