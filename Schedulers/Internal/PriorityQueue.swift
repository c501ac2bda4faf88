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

    private static func precedes(_ lhs: Slot, _ rhs: Slot) -> Bool {
        lhs.key < rhs.key || (lhs.key == rhs.key && lhs.order < rhs.order)
    }

    mutating func enqueue(_ entry: VirtualSchedulerEntry, key: Double, order: Int) {
        slots.append(Slot(key: key, order: order, entry: entry))
        slots.withUnsafeMutableBufferPointer { heap in
            var index = heap.count - 1
            let moving = heap[index]
            while index > 0 {
                let parent = (index - 1) / 4
                guard Self.precedes(moving, heap[parent]) else { break }
                heap[index] = heap[parent]
                index = parent
            }
            heap[index] = moving
        }
    }

    @discardableResult
    mutating func dequeue() -> VirtualSchedulerEntry? {
        guard let first = slots.first else { return nil }
        let last = slots.removeLast()
        if slots.isEmpty { return first.entry }
        slots.withUnsafeMutableBufferPointer { heap in
            let count = heap.count
            var index = 0
            while true {
                let first = 4 * index + 1
                if first >= count { break }
                var child = first
                var candidate = first + 1
                while candidate < Swift.min(first + 4, count) {
                    if Self.precedes(heap[candidate], heap[child]) { child = candidate }
                    candidate += 1
                }
                guard Self.precedes(heap[child], last) else { break }
                heap[index] = heap[child]
                index = child
            }
            heap[index] = last
        }
        return first.entry
    }
}
