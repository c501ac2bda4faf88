/// A binary min-heap of scheduled items, ordered by (time key, scheduling order).
///
/// The ordering key is stored inline, so sifting never touches the items themselves (no pointer chasing, no
/// reference counting, no generic calls). Deliberately not generic: an unspecialised generic heap reads its
/// array through coroutine accessors that allocate.
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
                let parent = (index - 1) / 2
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
                let left = 2 * index + 1
                if left >= count { break }
                let right = left + 1
                let child = right < count && Self.precedes(heap[right], heap[left]) ? right : left
                guard Self.precedes(heap[child], last) else { break }
                heap[index] = heap[child]
                index = child
            }
            heap[index] = last
        }
        return first.entry
    }
}
