// SPDX-License-Identifier: MIT
/// The last `limit` elements (or all, without a limit), in a ring so that adding one is O(1) and allocation-free
/// once full.
@usableFromInline
package struct ReplayBuffer<Element> {
    @usableFromInline package var storage = ContiguousArray<Element>()
    @usableFromInline package var head = 0
    @usableFromInline package let limit: Int?

    @usableFromInline
    package init(limit: Int?) {
        self.limit = limit
    }

    @inlinable
    package mutating func append(_ element: Element) {
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
    @inlinable
    package var elements: [Element] {
        Array(storage[head...] + storage[..<head])
    }

    /// Calls `body` with each element, oldest first, without copying them out.
    @inlinable
    package func forEach(_ body: (Element) -> Void) {
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
    }
}
