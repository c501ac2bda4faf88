// SPDX-License-Identifier: MIT
/// Values kept under increasing keys and taken out together in insertion order; the storage behind
/// ``CompositeDisposable`` (of disposables) and the inner subscriptions of `merge`/`flatMap` (of their sinks, kept
/// as class references so that no existential is copied per inner sequence).
///
/// Keys only grow, so the entries stay sorted by key: insertion appends, removal finds its entry by binary search and
/// leaves a hole that is dropped when it reaches either end or when holes outnumber live entries. The common
/// patterns (the newest entry removed first, as with synchronous inner sequences, or the oldest first) therefore
/// cost no hashing and no shifting. Not thread-safe: the owner guards it with its lock.
///
/// A value inserted while the store is empty is kept inline (``inline``), not in ``entries``: a `flatMap` whose inner
/// sequences run one at a time, or a group of one disposable, then allocates no storage. The inline value is always
/// the oldest one kept, so insertion order is the inline value, then ``entries``.
@usableFromInline
struct KeyedStore<Value> {
    @usableFromInline
    struct Entry {
        @usableFromInline let key: UInt64
        @usableFromInline var value: Value?

        @inlinable
        init(key: UInt64, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The oldest value kept, when it was inserted into an empty store; its key is ``inlineKey``, below every key of
    /// ``entries``.
    @usableFromInline var inline: Value?
    @usableFromInline var inlineKey: UInt64 = 0
    @usableFromInline var entries = ContiguousArray<Entry>()
    /// The index of the first entry that may be live; the ones before it are holes.
    @usableFromInline var head = 0
    @usableFromInline var nextKey: UInt64 = 0
    @usableFromInline var count = 0
    /// Set by `takeAll()`; from then on nothing is kept.
    @usableFromInline var isClosed = false

    @inlinable
    init() {}

    /// Makes room for `count` values in one allocation: for an owner that knows how many it will keep (a static
    /// `merge`), where growing by appending would reallocate on the second and third. The first of them goes inline
    /// when the store is empty.
    @inlinable
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(self.count == 0 ? count - 1 : count)
    }

    /// Keeps `value` and returns its key, or returns `nil` (keeping nothing) after `takeAll()`.
    @inlinable
    mutating func insert(_ value: Value) -> UInt64? {
        if isClosed { return nil }
        let key = nextKey
        nextKey += 1
        keep(value, under: key)
        return key
    }

    /// Makes a value with the key it will be kept under, keeps it and returns it; or returns `nil`, making nothing,
    /// after `takeAll()`. For a value that holds its own key as a constant (`merge`'s inner subscriptions).
    @inlinable
    mutating func insert(making make: (UInt64) -> Value) -> Value? {
        if isClosed { return nil }
        let key = nextKey
        nextKey += 1
        let value = make(key)
        keep(value, under: key)
        return value
    }

    /// Keeps `value` under `key`, the newest key: inline when nothing else is kept (every entry left is a hole, and
    /// `dropHoles` has dropped those), else at the end of ``entries``.
    @inlinable
    mutating func keep(_ value: Value, under key: UInt64) {
        if count == 0 {
            inline = value
            inlineKey = key
        } else {
            entries.append(Entry(key: key, value: value))
        }
        count += 1
    }

    /// Removes and returns the value kept under `key`, if it is still kept.
    @inlinable
    mutating func remove(for key: UInt64) -> Value? {
        if key == inlineKey, let removed = inline.take() {
            count -= 1
            return removed
        }
        guard let index = index(of: key), let removed = entries[index].value.take() else { return nil }
        count -= 1
        dropHoles()
        return removed
    }

    /// Takes everything out and refuses later insertions: the store's own storage is handed over, so taking
    /// allocates nothing. Go through what was taken with
    /// ``Taken/forEach(_:)``, in insertion order.
    @inlinable
    mutating func takeAll() -> Taken {
        isClosed = true
        var taken = ContiguousArray<Entry>()
        swap(&taken, &entries)
        let start = head
        head = 0
        count = 0
        return Taken(inline: inline.take(), entries: taken, head: start)
    }

    /// What ``takeAll()`` took out of a store.
    @usableFromInline
    struct Taken {
        @usableFromInline let inline: Value?
        @usableFromInline let entries: ContiguousArray<Entry>
        @usableFromInline let head: Int

        @inlinable
        init(inline: Value?, entries: ContiguousArray<Entry>, head: Int) {
            self.inline = inline
            self.entries = entries
            self.head = head
        }

        /// Calls `body` with each value taken, in insertion order.
        @inlinable
        func forEach(_ body: (Value) throws -> Void) rethrows {
            if let inline { try body(inline) }
            for index in head..<entries.count {
                if let value = entries[index].value { try body(value) }
            }
        }
    }

    @inlinable
    func index(of key: UInt64) -> Int? {
        var low = head
        var high = entries.count
        while low < high {
            let middle = low + (high - low) / 2
            if entries[middle].key < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < entries.count && entries[low].key == key ? low : nil
    }

    @inlinable
    mutating func dropHoles() {
        while entries.count > head, entries[entries.count - 1].value == nil { entries.removeLast() }
        while head < entries.count, entries[head].value == nil { head += 1 }
        if head == entries.count {
            entries.removeAll(keepingCapacity: entries.capacity <= 64)
            head = 0
        } else if entries.count - head > 32 && entries.count - head > 2 * count {
            // Holes in the middle outnumber the live entries: compact; keys stay sorted.
            entries = ContiguousArray(entries[head...].filter { $0.value != nil })
            head = 0
        } else if head > 32 && head * 2 > entries.count {
            entries.removeFirst(head)
            head = 0
        }
    }
}
