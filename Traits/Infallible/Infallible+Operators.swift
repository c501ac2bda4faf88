// SPDX-License-Identifier: MIT
import RxCore

// The single-source operators of `Infallible`. Each forwards to the `ObservableType` operator of the same name
// (see its documentation for timing and marble diagrams) and keeps the trait: closures cannot throw, so no
// operator can introduce an error.

extension InfallibleType {
    /// Transforms each element with `transform`.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Transforms each element with `transform`, dropping `nil` results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Keeps the elements that satisfy `predicate`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Accumulates the elements, emitting each intermediate result; see `ObservableType.scan(_:accumulator:)`.
    @inlinable
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Accumulates the elements into a mutable value, emitting it after each element.
    @inlinable
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Emits `elements`, in order, before the elements of the sequence; see `ObservableType.startWith(_:)`.
    ///
    /// ```
    /// self:            ----c--|
    /// startWith(a, b): (ab)c--|
    /// ```
    ///
    /// - Parameter elements: Emitted on the subscribing thread while the result is being subscribed.
    /// - Returns: An infallible sequence that subscribes to `self` right after emitting `elements`, even when the
    ///   subscriber left during them (it is then disposed at once), as RxSwift does.
    public func startWith(_ elements: Element...) -> Infallible<Element> {
        Infallible(startingWith(asObservable(), elements))
    }

    /// Drops consecutive elements whose `keySelector` results are equal.
    ///
    /// - Parameter keySelector: Computes the key compared with the previous element's. As in RxSwift it may
    ///   throw, but an error it throws is passed downstream as an `error` event, which an infallible sequence
    ///   promises never to send: don't throw.
    /// - Returns: An infallible sequence; elements arrive on the source's thread.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops consecutive elements that `comparer` reports equal.
    ///
    /// - Parameter comparer: Whether an element equals the previous one. As in RxSwift it may throw, but an error
    ///   it throws is passed downstream as an `error` event, which an infallible sequence promises never to send:
    ///   don't throw.
    /// - Returns: An infallible sequence; elements arrive on the source's thread.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops consecutive elements whose keys `comparer` reports equal.
    ///
    /// - Parameters:
    ///   - keySelector: Computes each element's key.
    ///   - comparer: Whether a key equals the previous one.
    /// - Returns: An infallible sequence; elements arrive on the source's thread.
    /// - Note: As in RxSwift both closures may throw, but an error they throw is passed downstream as an `error`
    ///   event, which an infallible sequence promises never to send: don't throw.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops consecutive elements whose property at `keyPath` is equal.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Emits the first `count` elements, then completes.
    ///
    /// - Precondition: `count >= 0`.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Emits elements while `predicate` holds; see `ObservableType.take(while:behavior:)`.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element. As in RxSwift it may throw, but an error it throws is passed
    ///     downstream as an `error` event, which an infallible sequence promises never to send: don't throw.
    ///   - behavior: Whether the first element that fails the test is emitted too.
    /// - Returns: An infallible sequence; elements arrive on the source's thread.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Emits elements until `other` emits an element or completes.
    ///
    /// - Parameter other: The sequence whose first element ends the result; subscribed before the source.
    /// - Returns: An infallible sequence that fails if `other` fails.
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// Emits elements until the infallible sequence `other` emits an element.
    ///
    /// ```
    /// self:   -1-2-3-4-
    /// other:  ------x-
    /// result: -1-2-3|
    /// ```
    ///
    /// - Parameter other: The sequence whose first element completes the result; subscribed before the source.
    /// - Returns: An infallible sequence; events arrive on the thread of the source or of `other`.
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Emits elements until one satisfies `predicate`; see `ObservableType.take(until:behavior:)`.
    ///
    /// - Parameters:
    ///   - predicate: Tested on each element. As in RxSwift it may throw, but an error it throws is passed
    ///     downstream as an `error` event, which an infallible sequence promises never to send: don't throw.
    ///   - behavior: Whether the element that satisfies the test is emitted too.
    /// - Returns: An infallible sequence; elements arrive on the source's thread.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Emits the elements that arrive within `duration` of the subscription, then completes. A negative `duration`
    /// acts as zero and `.never` takes everything, as in `ObservableType.take(for:scheduler:)`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Drops the first `count` elements.
    ///
    /// - Precondition: `count >= 0`.
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Drops elements while `predicate` holds.
    ///
    /// - Parameter predicate: Tested on each element until it first fails. As in RxSwift it may throw, but an
    ///   error it throws is passed downstream as an `error` event, which an infallible sequence promises never to
    ///   send: don't throw.
    /// - Returns: An infallible sequence; elements arrive on the source's thread.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` emits.
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }

    /// Emits an element only after `dueTime` passed without another one; see `ObservableType.debounce`, also for
    /// a negative (acts as zero) or `.never` `dueTime`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Emits at most one element per `dueTime`; see `ObservableType.throttle(_:latest:scheduler:)`, also for a
    /// negative (lets everything through) or `.never` `dueTime`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Infallible<
        Element
    > {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// Shifts every event by `dueTime` on `scheduler`. A negative `dueTime` acts as zero and `.never` holds every
    /// event, as in `ObservableType.delay(_:scheduler:)`.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes to the sequence `dueTime` after the subscription.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Delivers the events on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().observe(on: scheduler))
    }

    /// Subscribes (and disposes) on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(asObservable().subscribe(on: scheduler))
    }

    /// Shares one subscription among the subscribers, replaying the latest `replay` elements.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(object, resultSelector: resultSelector))
    }

    /// Pairs each element with `object`, held weakly; completes once `object` is gone.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(object))
    }

    /// Runs side effects for the events and the subscription's lifetime; see `ObservableType.do`.
    ///
    /// - Parameters:
    ///   - onNext: Runs before each element is delivered.
    ///   - afterNext: Runs after each element is delivered.
    ///   - onCompleted: Runs before the completion is delivered.
    ///   - afterCompleted: Runs after the completion is delivered.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs when the subscription ends.
    /// - Returns: An infallible sequence; the closures run on the thread that emits, subscribes or disposes.
    /// - Note: As in RxSwift the `on…`/`after…` event closures may throw, but an error they throw is passed
    ///   downstream as an `error` event, which an infallible sequence promises never to send: don't throw.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(
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
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension InfallibleType where Element: Equatable {
    /// Drops consecutive duplicates.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}
