// SPDX-License-Identifier: MIT
/// A 4-ary min-heap of scheduled items, ordered by (time key, scheduling order).
///
/// The ordering key is stored inline, so sifting never touches the items themselves (no pointer chasing, no
/// reference counting, no generic calls); four children per node halve the depth, and so the cache misses, of a
/// binary heap holding a million actions. Deliberately not generic: an unspecialised generic heap reads its array
/// through coroutine accessors that allocate.
struct PriorityQueue {
    struct Slot {
        let key: Double
        let order: Int
        let entry: VirtualSchedulerEntry
    }

    private var slots: [Slot] = []

    var isEmpty: Bool { slots.isEmpty }
    var count: Int { slots.count }

    func peek() -> VirtualSchedulerEntry? { slots.first?.entry }

    private static func precedes(_ lhsKey: Double, _ lhsOrder: Int, _ rhsKey: Double, _ rhsOrder: Int) -> Bool {
        lhsKey < rhsKey || (lhsKey == rhsKey && lhsOrder < rhsOrder)
    }

    // Both sifts move a hole through the heap with `moveInitialize`: a slot moved that way is not retained and
    // released, so an item's memory is touched only when it is scheduled and when it is run.

    mutating func enqueue(_ entry: VirtualSchedulerEntry, key: Double, order: Int) {
        slots.append(Slot(key: key, order: order, entry: entry))
        unsafe slots.withUnsafeMutableBufferPointer { heap in
            let base = unsafe heap.baseAddress.unsafelyUnwrapped
            var index = heap.count - 1
            var parent = (index - 1) / 4
            guard index > 0, unsafe Self.precedes(key, order, base[parent].key, base[parent].order) else { return }
            // The new slot is at the end: take it out, leaving the hole there.
            let taken = unsafe (base + index).move()
            repeat {
                unsafe (base + index).moveInitialize(from: base + parent, count: 1)
                index = parent
                parent = (index - 1) / 4
            } while unsafe index > 0 && Self.precedes(key, order, base[parent].key, base[parent].order)
            unsafe (base + index).initialize(to: taken)
        }
    }

    @discardableResult
    mutating func dequeue() -> VirtualSchedulerEntry? {
        guard !slots.isEmpty else { return nil }
        let last = slots.removeLast()
        if slots.isEmpty { return last.entry }
        return unsafe slots.withUnsafeMutableBufferPointer { heap in
            let base = unsafe heap.baseAddress.unsafelyUnwrapped
            let count = heap.count
            // Take the first slot out, leaving the hole at the root, and sift the hole down to where `last` goes.
            let first = unsafe base.move()
            var index = 0
            while true {
                let firstChild = 4 * index + 1
                if firstChild >= count { break }
                var child = firstChild
                var candidate = firstChild + 1
                let end = Swift.min(firstChild + 4, count)
                while candidate < end {
                    if unsafe Self.precedes(
                        base[candidate].key,
                        base[candidate].order,
                        base[child].key,
                        base[child].order
                    ) {
                        child = candidate
                    }
                    candidate += 1
                }
                guard unsafe Self.precedes(base[child].key, base[child].order, last.key, last.order) else { break }
                unsafe (base + index).moveInitialize(from: base + child, count: 1)
                index = child
            }
            unsafe (base + index).initialize(to: last)
            return first.entry
        }
    }
}
