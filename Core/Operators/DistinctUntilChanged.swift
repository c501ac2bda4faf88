// SPDX-License-Identifier: MIT
extension ObservableType where Element: Equatable {
    /// Emits an element only when it differs from the previous one.
    ///
    /// ```
    /// source:                 --a--a--b--a--|
    /// distinctUntilChanged(): --a-----b--a--|
    /// ```
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        // Nothing to keep but the source: the producer holds it, and the closures are literals made where the sink
        // is, so they capture nothing (one allocation per operator applied, where a closure's context made two).
        StatefulProducer(asObservable()) { source, observer in
            DistinctUntilChangedSink(observer: observer, keySelector: { $0 }, comparer: { $0 == $1 }).run(source)
        }
    }
}

extension ObservableType {
    /// Emits an element only when its key differs from the previous element's key.
    ///
    /// - Parameter keySelector: Computes the key to compare; an error it throws is emitted as `error`.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Emits an element only when `comparer` says it differs from the previous one.
    ///
    /// - Parameter comparer: Returns `true` when two consecutive elements are equal; an error it throws is
    ///   emitted as `error`.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Emits an element only when the value at `keyPath` differs from the previous element's.
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element>
    {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }

    /// Emits an element only when its key differs, by `comparer`, from the previous element's key.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key to compare.
    ///   - comparer: Returns `true` when two keys are equal.
    /// - Returns: An observable without consecutive duplicates. Errors thrown by either closure are emitted as
    ///   `error`.
    /// - Note: No scheduler: emits synchronously on the source's thread.
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            DistinctUntilChangedSink(observer: observer, keySelector: keySelector, comparer: comparer).run(source)
        }
    }
}

// Inlinable, with its operators: compiled for the element type where the operator is applied, the sink reads and
// compares its keys without the runtime's generic metadata look-ups on every element.
// The state is the previous element's key, `nil` before the first element.
// Unchecked: the state is only touched by `on(_:)`, which the Rx contract serialises (see `StatefulSink`).
@usableFromInline
final class DistinctUntilChangedSink<Element, Key>: StatefulSink<Element, Key?>, SinkObserving, @unchecked Sendable {
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool

    @inlinable
    init(
        observer: AnyObserver<Element>,
        keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer, state: nil)
    }

    @inlinable
    func onNext(_ element: Element) {
        do {
            let key = try keySelector(element)
            if let previousKey = state, try comparer(previousKey, key) { return }
            state = key
            forwardNext(element)
        } catch {
            forwardTerminal(.error(error))
        }
    }
}
