// SPDX-License-Identifier: MIT
import RxCore

/// A 4-ary min-heap of scheduled items, ordered by (time key, scheduling order).
///
/// The heap holds plain values only: each slot is the ordering key and a handle, the index of the item in
/// `entries`, where the item stays put while it waits. Sifting therefore moves no reference (no retain, no
/// release, no pointer chasing) and needs no unsafe code; four children per node halve the depth, and so the
/// cache misses, of a binary heap holding a million actions. Deliberately not generic: an unspecialised generic
/// heap reads its array through coroutine accessors that allocate.
struct PriorityQueue {
    struct Slot {
        let key: Double
        let order: Int
        /// The item's index in `entries`.
        let handle: Int
    }

    private var heap: [Slot] = []
    /// The waiting items, by handle; `nil` marks a handle that is free for the next item.
    private var entries: [VirtualSchedulerEntry?] = []
    private var freeHandles: [Int] = []

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }

    func peek() -> VirtualSchedulerEntry? {
        guard let first = heap.first else { return nil }
        return entries[first.handle]
    }

    private static func precedes(_ lhs: Slot, _ rhs: Slot) -> Bool {
        lhs.key < rhs.key || (lhs.key == rhs.key && lhs.order < rhs.order)
    }

    mutating func enqueue(_ entry: VirtualSchedulerEntry, key: Double, order: Int) {
        let handle: Int
        if let free = freeHandles.popLast() {
            entries[free] = entry
            handle = free
        } else {
            handle = entries.count
            entries.append(entry)
        }
        let slot = Slot(key: key, order: order, handle: handle)
        heap.append(slot)
        // Sift the new slot up: its parents move down into the hole until it finds its place.
        var index = heap.count - 1
        while index > 0 {
            let parent = (index - 1) / 4
            guard Self.precedes(slot, heap[parent]) else { break }
            heap[index] = heap[parent]
            index = parent
        }
        heap[index] = slot
    }

    @discardableResult
    mutating func dequeue() -> VirtualSchedulerEntry? {
        guard let first = heap.first else { return nil }
        let last = heap.removeLast()
        let count = heap.count
        if count > 0 {
            // Sift the hole at the root down to where `last` goes.
            var index = 0
            while true {
                let firstChild = 4 * index + 1
                if firstChild >= count { break }
                var child = firstChild
                var candidate = firstChild + 1
                let end = Swift.min(firstChild + 4, count)
                while candidate < end {
                    if Self.precedes(heap[candidate], heap[child]) { child = candidate }
                    candidate += 1
                }
                guard Self.precedes(heap[child], last) else { break }
                heap[index] = heap[child]
                index = child
            }
            heap[index] = last
        }
        let entry = entries[first.handle]
        if count == 0 {
            // Nothing waits: start the handles afresh rather than keep a free list as long as the longest queue.
            entries.removeAll(keepingCapacity: true)
            freeHandles.removeAll(keepingCapacity: true)
        } else {
            entries[first.handle] = nil
            freeHandles.append(first.handle)
        }
        return entry
    }
}
