// SPDX-License-Identifier: MIT
import RxCore

// The single-source operators of `Driver` and `Signal`, on `SharedSequenceConvertibleType` as in RxCocoa, so that
// every shared-sequence type (and `extension SharedSequenceConvertibleType where …` code) has them. Each forwards to the `ObservableType` operator of the
// same name (see it for timing and marble diagrams) and shares the result by the sequence's strategy. Closures
// cannot throw, so no operator can introduce an error; timed operators run on the sharing scheduler.

extension SharedSequenceConvertibleType {
    /// Transforms each element.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(asObservable().map(transform))
    }

    /// Transforms each element, dropping `nil` results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<
        SharingStrategy, Result
    > {
        SharedSequence<SharingStrategy, Result>(asObservable().compactMap(transform))
    }

    /// Keeps the elements that satisfy `predicate`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    /// Accumulates the elements, emitting each intermediate result.
    @inlinable
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed)
        -> SharedSequence<SharingStrategy, Seed>
    {
        SharedSequence<SharingStrategy, Seed>(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Accumulates the elements into a mutable value, emitting it after each element.
    @inlinable
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void)
        -> SharedSequence<SharingStrategy, Seed>
    {
        SharedSequence<SharingStrategy, Seed>(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Emits `elements`, in order, before the elements of the sequence; see `ObservableType.startWith(_:)`.
    ///
    /// - Parameter elements: Emitted on the subscribing thread while the result is being subscribed.
    /// - Returns: A sequence of the same trait that subscribes to `self` right after emitting `elements`, even
    ///   when the subscriber left during them (it is then disposed at once), as RxCocoa does.
    @inlinable
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(startingWith(asObservable(), elements))
    }

    /// Drops the first `count` elements.
    ///
    /// - Precondition: `count >= 0`.
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }

    /// Drops consecutive elements whose `keySelector` results are equal.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops consecutive elements that `comparer` reports equal.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops consecutive elements whose keys `comparer` reports equal.
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) -> Key,
        comparer: @escaping (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops consecutive elements whose property at `keyPath` is equal.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Emits at most one element per `dueTime`, measured on the sharing scheduler; see
    /// `ObservableType.throttle(_:latest:scheduler:)`, also for a negative (lets everything through) or `.never`
    /// `dueTime`.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Emits an element only after `dueTime` passed without another, measured on the sharing scheduler. A negative
    /// `dueTime` acts as zero and with `.never` only completion emits, as in `ObservableType.debounce(_:scheduler:)`.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Shifts every event by `dueTime` on the sharing scheduler. A negative `dueTime` acts as zero and `.never`
    /// holds every event, as in `ObservableType.delay(_:scheduler:)`.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence<SharingStrategy, Out>(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<
        SharingStrategy, (Object, Element)
    > {
        SharedSequence<SharingStrategy, (Object, Element)>(asObservable().withUnretained(object))
    }

    /// Runs side effects for the events and the subscription's lifetime; see `ObservableType.do`.
    @inlinable
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().do(
                onNext: onNext,
                afterNext: afterNext,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }

    /// Prints every event, subscription and disposal; see `ObservableType.debug`.
    @inlinable
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops consecutive duplicates.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}
