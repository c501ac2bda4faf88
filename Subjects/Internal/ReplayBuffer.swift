/// The last `limit` elements (or all, without a limit), in a ring so that adding one is O(1) and allocation-free
/// once full.
@usableFromInline
struct ReplayBuffer<Element> {
    @usableFromInline var storage = ContiguousArray<Element>()
    @usableFromInline var head = 0
    @usableFromInline let limit: Int?

    @usableFromInline
    init(limit: Int?) {
        self.limit = limit
    }

    @inlinable
    mutating func append(_ element: Element) {
        guard let limit else {
            storage.append(element)
            return
        }
        if limit == 0 { return }
        if storage.count < limit {
            storage.append(element)
        } else {
            storage[head] = element
            head = head + 1 == limit ? 0 : head + 1
        }
    }

    /// The elements, oldest first.
    @usableFromInline
    var elements: [Element] {
        Array(storage[head...] + storage[..<head])
    }

    @usableFromInline
    mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}
