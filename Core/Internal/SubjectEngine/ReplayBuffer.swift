// SPDX-License-Identifier: MIT
/// The last `limit` elements (or all, without a limit), in a ring so that adding one is O(1) and allocation-free
/// once full. A buffer of one element (`share(replay: 1)`, the usual case, and each `Driver` operator's) keeps it
/// inline, without the ring's storage: one allocation fewer per connection.
@usableFromInline
package struct ReplayBuffer<Element> {
    @usableFromInline package var storage = ContiguousArray<Element>()
    @usableFromInline package var head = 0
    @usableFromInline package let limit: Int?
    /// The element of a buffer whose limit is 1.
    @usableFromInline package var single: Element?

    @inlinable
    package init(limit: Int?) {
        self.limit = limit
    }

    @inlinable
    package mutating func append(_ element: Element) {
        guard let limit else {
            storage.append(element)
            return
        }
        if limit == 1 {
            single = element
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
    @inlinable
    package var elements: [Element] {
        if limit == 1 { return single.map { [$0] } ?? [] }
        return Array(storage[head...] + storage[..<head])
    }

    /// Whether the buffer holds no element.
    @inlinable
    package var isEmpty: Bool {
        limit == 1 ? single == nil : storage.isEmpty
    }

    /// Calls `body` with each element, oldest first, without copying them out.
    @inlinable
    package func forEach(_ body: (Element) -> Void) {
        if limit == 1 {
            if let single { body(single) }
            return
        }
        var index = head
        for _ in 0..<storage.count {
            body(storage[index])
            index = index + 1 == storage.count ? 0 : index + 1
        }
    }

    @usableFromInline
    package mutating func removeAll() {
        storage.removeAll()
        head = 0
        single = nil
    }
}
