// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// The RxSwift 4/5 names, reached through a protocol so that calling them does not warn in this test target
/// (the deprecation warnings are for user code).
private protocol LegacyOperators {
    func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Int>
    func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Int>
    func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Int>) -> Observable<Int>
    func catchErrorJustReturn(_ element: Int) -> Observable<Int>
    func elementAt(_ index: Int) -> Observable<Int>
    func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Int>
    func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Int) throws -> Bool) -> Observable<Int>
    func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Int>
    func skipWhile(_ predicate: @escaping (Int) throws -> Bool) -> Observable<Int>
    func takeWhile(_ predicate: @escaping (Int) throws -> Bool) -> Observable<Int>
    func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int>
    func retryWhen(_ handler: @escaping (Observable<TestError>) throws -> Observable<Int>) -> Observable<Int>
}

/// Forwards to the deprecated names from deprecated methods, which satisfy the protocol without a warning.
private struct Legacy: LegacyOperators {
    let source: Observable<Int>

    @available(*, deprecated)
    func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Int> { source.observeOn(scheduler) }
    @available(*, deprecated)
    func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Int> { source.subscribeOn(scheduler) }
    @available(*, deprecated)
    func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Int>) -> Observable<Int> {
        source.catchError(handler)
    }
    @available(*, deprecated)
    func catchErrorJustReturn(_ element: Int) -> Observable<Int> { source.catchErrorJustReturn(element) }
    @available(*, deprecated)
    func elementAt(_ index: Int) -> Observable<Int> { source.elementAt(index) }
    @available(*, deprecated)
    func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Int> { source.takeUntil(other) }
    @available(*, deprecated)
    func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Int) throws -> Bool) -> Observable<Int> {
        source.takeUntil(behavior, predicate: predicate)
    }
    @available(*, deprecated)
    func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Int> { source.skipUntil(other) }
    @available(*, deprecated)
    func skipWhile(_ predicate: @escaping (Int) throws -> Bool) -> Observable<Int> { source.skipWhile(predicate) }
    @available(*, deprecated)
    func takeWhile(_ predicate: @escaping (Int) throws -> Bool) -> Observable<Int> { source.takeWhile(predicate) }
    @available(*, deprecated)
    func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
        source.take(duration, scheduler: scheduler)
    }
    @available(*, deprecated)
    func retryWhen(_ handler: @escaping (Observable<TestError>) throws -> Observable<Int>) -> Observable<Int> {
        source.retryWhen(handler)
    }
}

final class DeprecatedTests: RxTestCase {
    private func legacy(_ source: Observable<Int>) -> any LegacyOperators { Legacy(source: source) }

    private func values(_ source: Observable<Int>) -> [Event<Int>] {
        var events: [Event<Int>] = []
        _ = source.subscribe { events.append($0) }
        return events
    }

    func test_oldNamesBehaveLikeTheNewOnes() {
        let source = Observable.of(1, 2, 3)
        XCTAssertEqual(
            values(legacy(source).observeOn(ImmediateScheduler.instance)),
            [.next(1), .next(2), .next(3), .completed]
        )
        XCTAssertEqual(
            values(legacy(source).subscribeOn(ImmediateScheduler.instance)),
            [.next(1), .next(2), .next(3), .completed]
        )
        XCTAssertEqual(values(legacy(.error(testError)).catchError { _ in .just(9) }), [.next(9), .completed])
        XCTAssertEqual(values(legacy(.error(testError)).catchErrorJustReturn(8)), [.next(8), .completed])
        XCTAssertEqual(values(legacy(source).elementAt(1)), [.next(2), .completed])
        XCTAssertEqual(
            values(legacy(source).takeUntil(Observable<Int>.never())),
            [.next(1), .next(2), .next(3), .completed]
        )
        XCTAssertEqual(values(legacy(source).takeUntil(.inclusive) { $0 == 2 }), [.next(1), .next(2), .completed])
        XCTAssertEqual(
            values(legacy(source).skipUntil(Observable.just(0))),
            [.next(1), .next(2), .next(3), .completed]
        )
        XCTAssertEqual(values(legacy(source).skipWhile { $0 < 3 }), [.next(3), .completed])
        XCTAssertEqual(values(legacy(source).takeWhile { $0 < 2 }), [.next(1), .completed])
        XCTAssertEqual(values(legacy(source).retryWhen { _ in .never() }), [.next(1), .next(2), .next(3), .completed])
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let res = scheduler.start { self.legacy(xs.asObservable()).take(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
    }
}
