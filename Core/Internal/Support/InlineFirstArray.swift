// SPDX-License-Identifier: MIT
/// A short list whose first item is stored inline: no allocation until a second item arrives.
///
/// For lists that are nearly always empty or hold one item, such as a subject's replays in progress (one per thread
/// subscribing at that moment) or the elements of a `zip` source waiting for their partners. An item's index is its position: 0 is the inline item. Removing an item shifts the
/// later ones down, as an array's `remove(at:)` does, so indices are good only until the next change.
@usableFromInline
struct InlineFirstArray<Item> {
    /// The first item; nil only when the list is empty.
    @usableFromInline var first: Item?
    /// The items after the first.
    @usableFromInline var rest: [Item] = []

    @inlinable
    init() {}

    /// How many items the list holds.
    @inlinable
    var count: Int {
        first == nil ? 0 : 1 + rest.count
    }

    /// Whether the list holds no item.
    @inlinable
    var isEmpty: Bool {
        first == nil
    }

    /// Adds `item` at the end.
    @inlinable
    mutating func append(_ item: Item) {
        if first == nil {
            first = item
        } else {
            rest.append(item)
        }
    }

    /// The item at `index`, which must be below ``count``.
    @inlinable
    subscript(index: Int) -> Item {
        get {
            guard index > 0 else { return first! }
            return rest[index - 1]
        }
        _modify {
            if index == 0 {
                yield &first!
            } else {
                yield &rest[index - 1]
            }
        }
    }

    /// Removes and returns the item at `index`, which must be below ``count``.
    @inlinable
    mutating func remove(at index: Int) -> Item {
        guard index == 0 else { return rest.remove(at: index - 1) }
        return removeFirst()
    }

    /// Removes and returns the first item.
    ///
    /// - Precondition: The list is not empty.
    @inlinable
    mutating func removeFirst() -> Item {
        guard let item = first else { preconditionFailure("removeFirst() on an empty InlineFirstArray") }
        first = rest.isEmpty ? nil : rest.removeFirst()
        return item
    }

    /// The index of the first item for which `predicate` holds. A loop rather than a `Collection` algorithm: the
    /// list is read from unspecialised code too, where the generic algorithms read each item through a protocol
    /// witness.
    @inlinable
    func firstIndex(where predicate: (Item) -> Bool) -> Int? {
        guard let first else { return nil }
        if predicate(first) { return 0 }
        for index in rest.indices where predicate(rest[index]) { return index + 1 }
        return nil
    }
}
