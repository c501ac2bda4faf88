// SPDX-License-Identifier: MIT
import RxCore

// The operators every trait of `PrimitiveSequence` shares. Each forwards to the `ObservableType` operator of the same
// name (see it for timing and threading) and keeps the trait.

extension PrimitiveSequence {
    /// Returns a sequence that calls `factory` for every subscriber and subscribes to its result; an error thrown
    /// by the factory fails the sequence.
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable.deferred { try factory().asObservable() })
    }

    /// Delivers the events on `scheduler`; see `ObservableType.observe(on:)`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes (and disposes) on `scheduler`; see `ObservableType.subscribe(on:)`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Delays the events by `dueTime`; errors are not delayed. A negative `dueTime` acts as zero and `.never`
    /// holds the result forever, as in `ObservableType.delay(_:scheduler:)`.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Subscribes after `dueTime`.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Fails with `RxError.timeout` if the sequence does not finish within `dueTime`. A negative `dueTime` acts as
    /// zero and `.never` never times out, as in `ObservableType.timeout(_:scheduler:)`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
    }

    /// Resubscribes after a failure, up to `maxAttemptCount` subscriptions in all.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// Resubscribes after every failure.
    public func retry() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry())
    }

    /// Continues with the sequence `handler` returns for an error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// Prints the events; see `ObservableType.debug(_:trimOutput:file:line:function:)`.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }

    /// Continues with `other` if the sequence does not finish within `dueTime`. A negative `dueTime` acts as zero
    /// and `.never` never switches, as in `ObservableType.timeout(_:other:scheduler:)`.
    public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.asObservable(), scheduler: scheduler))
    }

    /// Resubscribes after a failure when the sequence `notificationHandler` builds from the errors emits; see
    /// `ObservableType.retry(when:)`.
    ///
    /// Only errors of type `Error` are handed to the handler; any other error fails the sequence at once.
    ///
    /// - Parameter notificationHandler: Receives the source's errors of type `Error` and returns the trigger: its
    ///   next element resubscribes, its completion completes the sequence and its error fails it. Called once per
    ///   subscription; an error it throws fails the sequence.
    /// - Returns: A sequence of the same trait.
    /// - Note: Events arrive on the thread that delivers the source's events (or the trigger's terminal event).
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) throws -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after a failure when the sequence `notificationHandler` builds from the errors emits; every
    /// error is handed to the handler, whatever its type.
    ///
    /// This is the form a closure without a type annotation picks:
    ///
    /// ```swift
    /// single.retry(when: { errors in errors.take(2) })
    /// ```
    ///
    /// - Parameter notificationHandler: Receives the source's errors and returns the trigger: its next element
    ///   resubscribes, its completion completes the sequence and its error fails it. Called once per subscription;
    ///   an error it throws fails the sequence.
    /// - Returns: A sequence of the same trait.
    /// - Note: Events arrive on the thread that delivers the source's events (or the trigger's terminal event).
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) throws -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Creates a resource for each subscription, builds the sequence from it, and disposes the resource when the
    /// subscription ends.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).asObservable() })
    }

    /// `zip` of a collection of sequences of this trait (`Single.zip(_:resultSelector:)`,
    /// `Maybe.zip(_:resultSelector:)`): the elements of the same index combined with `resultSelector`, or, for an
    /// empty collection, `resultSelector([])` on subscription (`Observable.zip` of no sources completes without
    /// calling it).
    static func zipCollection<Sources: Collection, Result>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Sources.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            let selected = Observable.deferred { Observable.just(try resultSelector([])) }
            return PrimitiveSequence<Trait, Result>(raw: selected)
        }
        return PrimitiveSequence<Trait, Result>(raw: Observable.zip(collection, resultSelector: resultSelector))
    }
}

// RxSwift 5 spellings, kept so older code compiles with a fix-it.
extension PrimitiveSequence {
    /// Deprecated spelling of ``observe(on:)``: delivers the events on `scheduler`.
    ///
    /// - Parameter scheduler: Where the events are delivered.
    /// - Returns: A sequence of the same trait.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Deprecated spelling of ``subscribe(on:)``: subscribes (and disposes) on `scheduler`.
    ///
    /// - Parameter scheduler: Where the subscription and the disposal run.
    /// - Returns: A sequence of the same trait.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Deprecated spelling of ``catch(_:)``: continues with the sequence `handler` returns for an error.
    ///
    /// - Parameter handler: Called with the error, on the thread that delivered it; an error it throws fails the
    ///   sequence.
    /// - Returns: A sequence of the same trait.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        `catch`(handler)
    }

    /// Deprecated spelling of `retry(when:)`: resubscribes when the
    /// trigger built from the errors of type `Error` emits.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the errors; called once per subscription.
    /// - Returns: A sequence of the same trait.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) throws -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Deprecated spelling of `retry(when:)`: resubscribes when
    /// the trigger built from every error emits.
    ///
    /// - Parameter notificationHandler: Builds the trigger from the errors; called once per subscription.
    /// - Returns: A sequence of the same trait.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) throws -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// A sequence that emits 0 after `dueTime` on `scheduler`, then completes: `Single<Int>.timer(…)`,
    /// `Maybe<Int>.timer(…)`.
    ///
    /// ```
    /// timer(3): ---(0|)
    /// ```
    ///
    /// A negative `dueTime` acts as zero (the element comes on the scheduler's next turn); with `.never` nothing is
    /// emitted, as in `ObservableType.timer(_:period:scheduler:)`.
    ///
    /// - Parameters:
    ///   - dueTime: How long after the subscription the element is emitted.
    ///   - scheduler: Runs the timer; the element and the completion are delivered on it.
    /// - Returns: A sequence of the trait of `Self`.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.timer(dueTime, scheduler: scheduler))
    }
}
