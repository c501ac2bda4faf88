#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

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

/// The observers of a subject, in subscription order: a tombstoned array compacted when needed.
///
/// - Inserting appends (amortised O(1): the storage doubles when full, dropping the holes as it moves).
/// - Removing clears the slot at the index the subscription remembers (O(1)); trailing holes are dropped at once,
///   and when holes outnumber live observers (and number more than 16) the array is compacted, which costs
///   O(live) and happens at most once per that many removals: O(1) amortised.
/// - Delivering walks the slots in order, skipping holes; slots hold unmanaged references, so the walk retains
///   nothing.
///
/// Compaction keeps the relative order, so observers always receive an event in the order they subscribed.
///
/// Not thread-safe: only the thread holding the subject's emitter role reads or changes it (see ``SubjectCore``).
@usableFromInline
package struct ObserverRegistry<Element> {
    @usableFromInline package typealias Slot = SubjectObserverSlot<Element>

    /// The slots; `nil` is a hole. Each non-nil slot holds one retain of its object.
    @usableFromInline package var base: UnsafeMutablePointer<Unmanaged<Slot>?>?
    /// Slots in use, holes included.
    @usableFromInline package var count = 0
    @usableFromInline package var capacity = 0
    /// Non-nil slots.
    @usableFromInline package var live = 0

    @inlinable
    package init() {}

    /// Appends `slot` and records its index in its subscription.
    @usableFromInline
    package mutating func insert(_ slot: Slot) {
        if count == capacity { grow() }
        base![count] = Unmanaged.passRetained(slot)
        slot.subscription.slot = count
        count += 1
        live += 1
    }

    /// Removes the slot of `subscription`, if it is still here, and returns it (still retained: the caller
    /// releases it outside any lock, since releasing an observer runs code).
    @usableFromInline
    package mutating func remove(_ subscription: SubjectSubscription<Element>) -> Unmanaged<Slot>? {
        let index = subscription.slot
        guard index >= 0, index < count, let slot = base![index],
            slot._withUnsafeGuaranteedRef({ $0.subscription === subscription })
        else { return nil }
        base![index] = nil
        subscription.slot = -1
        live -= 1
        while count > 0 && base![count - 1] == nil { count -= 1 }
        let holes = count - live
        if holes > 16 && holes > live { compact() }
        return slot
    }

    /// Removes every slot and returns them (still retained), in order.
    @usableFromInline
    package mutating func removeAll() -> [Unmanaged<Slot>] {
        var removed: [Unmanaged<Slot>] = []
        removed.reserveCapacity(live)
        for index in 0..<count {
            if let slot = base![index] {
                slot._withUnsafeGuaranteedRef { $0.subscription.slot = -1 }
                removed.append(slot)
                base![index] = nil
            }
        }
        count = 0
        live = 0
        return removed
    }

    /// Frees the storage; call once, after ``removeAll()``.
    @usableFromInline
    package mutating func deallocate() {
        base?.deallocate()
        base = nil
        capacity = 0
    }

    /// Moves the live slots to the front, in order.
    @usableFromInline
    mutating func compact() {
        var target = 0
        for index in 0..<count {
            guard let slot = base![index] else { continue }
            if target != index {
                base![target] = slot
                base![index] = nil
                slot._withUnsafeGuaranteedRef { $0.subscription.slot = target }
            }
            target += 1
        }
        count = target
    }

    @usableFromInline
    mutating func grow() {
        // Compacting first pays off only when it frees at least half the slots; otherwise double.
        if (count - live) * 2 >= count && live < count {
            compact()
            return
        }
        let newCapacity = Swift.max(4, capacity * 2)
        let storage = UnsafeMutablePointer<Unmanaged<Slot>?>.allocate(capacity: newCapacity)
        if let base {
            storage.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        (storage + count).initialize(repeating: nil, count: newCapacity - count)
        base = storage
        capacity = newCapacity
    }
}

/// An identifier of the calling thread, never 0.
@inlinable
package func rxCurrentThreadID() -> UInt {
    #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
    #else
    return UInt(pthread_self())
    #endif
}
