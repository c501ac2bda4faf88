// SPDX-License-Identifier: MIT
// The names RxSwift 4 and 5 used, which tutorials and older code still call. Each forwards to the RxSwift 6
// operator and carries a fix-it.

extension ObservableType {
    /// Deprecated: use ``observe(on:)``.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }

    /// Deprecated: use ``subscribe(on:)``.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }

    /// Deprecated: use ``catch(_:)``.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// Deprecated: use ``catchAndReturn(_:)``.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// Deprecated: use ``catch(sequence:)``.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }

    /// Deprecated: use ``element(at:)``.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }

    /// Deprecated: use `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    /// Deprecated: use `take(until:behavior:)`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<
        Element
    > {
        take(until: predicate, behavior: behavior)
    }

    /// Deprecated: use `skip(until:)`.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }

    /// Deprecated: use `skip(while:)`.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }

    /// Deprecated: use `take(while:behavior:)`.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Deprecated: use `take(for:scheduler:)`, which this forwards to (a negative `duration` acts as zero there).
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}
