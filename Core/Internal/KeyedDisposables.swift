/// Disposables kept under increasing keys, disposed together in insertion order; the storage behind
/// ``CompositeDisposable`` and the inner subscriptions of `merge`/`flatMap`.
///
/// Keys only grow, so the entries stay sorted by key: insertion appends, removal finds its entry by binary search and
/// leaves a hole that is dropped when it reaches either end or when holes outnumber live entries. The common
/// patterns (the newest entry removed first, as with synchronous inner sequences, or the oldest first) therefore
/// cost no hashing and no shifting. Not thread-safe: the owner guards it with its lock.
@usableFromInline
struct KeyedDisposables {
    @usableFromInline
    struct Entry {
        @usableFromInline let key: UInt64
        @usableFromInline var disposable: Disposable?

        @inlinable
        init(key: UInt64, disposable: Disposable) {
            self.key = key
            self.disposable = disposable
        }
    }

    @usableFromInline var entries = ContiguousArray<Entry>()
    /// The index of the first entry that may be live; the ones before it are holes.
    @usableFromInline var head = 0
    @usableFromInline var nextKey: UInt64 = 0
    @usableFromInline var count = 0
    /// Set by `removeAll()`; from then on nothing is kept.
    @usableFromInline var isDisposed = false

    @inlinable
    init() {}

    /// Keeps `disposable` and returns its key, or returns `nil` (keeping nothing) after `removeAll()`.
    @inlinable
    mutating func insert(_ disposable: Disposable) -> UInt64? {
        if isDisposed { return nil }
        let key = nextKey
        nextKey += 1
        entries.append(Entry(key: key, disposable: disposable))
        count += 1
        return key
    }

    /// Removes and returns the disposable kept under `key`, if it is still kept.
    @inlinable
    mutating func remove(for key: UInt64) -> Disposable? {
        guard let index = index(of: key), let removed = entries[index].disposable else { return nil }
        entries[index].disposable = nil
        count -= 1
        dropHoles()
        return removed
    }

    /// Removes everything, in insertion order, and refuses later insertions.
    @inlinable
    mutating func removeAll() -> [Disposable] {
        isDisposed = true
        let removed = entries[head...].compactMap(\.disposable)
        entries = []
        head = 0
        count = 0
        return removed
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
        while let last = entries.last, last.disposable == nil, entries.count > head { entries.removeLast() }
        while head < entries.count, entries[head].disposable == nil { head += 1 }
        if head == entries.count {
            entries.removeAll(keepingCapacity: entries.capacity <= 64)
            head = 0
        } else if entries.count - head > 32 && entries.count - head > 2 * count {
            // Holes in the middle outnumber the live entries: compact; keys stay sorted.
            entries = ContiguousArray(entries[head...].filter { $0.disposable != nil })
            head = 0
        } else if head > 32 && head * 2 > entries.count {
            entries.removeFirst(head)
            head = 0
        }
    }
}
