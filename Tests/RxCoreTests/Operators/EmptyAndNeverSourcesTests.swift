// SPDX-License-Identifier: MIT
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

/// Every single-source operator against an empty source (completes at 250) and a silent one (never emits):
/// the empty source's completion arrives at its time (or what the operator specifies instead), and a silent
/// source leaves the operator silent and subscribed until the disposal at 1000.
final class EmptyAndNeverSourcesTests: RxTestCase {
    private typealias Operator = (Observable<Int>, TestScheduler) -> Observable<Int>

    private let operators: [(name: String, apply: Operator, onEmpty: [Recorded<Event<Int>>])] = [
        ("map", { source, _ in source.map { $0 + 1 } }, [.completed(250)]),
        ("compactMap", { source, _ in source.compactMap { $0 } }, [.completed(250)]),
        ("filter", { source, _ in source.filter { _ in true } }, [.completed(250)]),
        ("scan", { source, _ in source.scan(0, accumulator: +) }, [.completed(250)]),
        ("distinctUntilChanged", { source, _ in source.distinctUntilChanged() }, [.completed(250)]),
        ("skip", { source, _ in source.skip(1) }, [.completed(250)]),
        ("take", { source, _ in source.take(2) }, [.completed(250)]),
        ("takeLast", { source, _ in source.takeLast(2) }, [.completed(250)]),
        ("take(while:)", { source, _ in source.take(while: { _ in true }) }, [.completed(250)]),
        ("skip(while:)", { source, _ in source.skip(while: { _ in true }) }, [.completed(250)]),
        ("element(at:)", { source, _ in source.element(at: 0) }, [.error(250, RxError.argumentOutOfRange)]),
        ("single", { source, _ in source.single() }, [.error(250, RxError.noElements)]),
        ("ifEmpty", { source, _ in source.ifEmpty(default: 7) }, [.next(250, 7), .completed(250)]),
        ("reduce", { source, _ in source.reduce(0, accumulator: +) }, [.next(250, 0), .completed(250)]),
        ("startWith", { source, _ in source.startWith(1) }, [.next(200, 1), .completed(250)]),
        ("do", { source, _ in source.do(onNext: { _ in }) }, [.completed(250)]),
        ("catchAndReturn", { source, _ in source.catchAndReturn(0) }, [.completed(250)]),
        ("retry", { source, _ in source.retry(2) }, [.completed(250)]),
        ("flatMap", { source, _ in source.flatMap { Observable.just($0) } }, [.completed(250)]),
        ("flatMapLatest", { source, _ in source.flatMapLatest { Observable.just($0) } }, [.completed(250)]),
        ("concatMap", { source, _ in source.concatMap { Observable.just($0) } }, [.completed(250)]),
        ("share", { source, _ in source.share(replay: 1) }, [.completed(250)]),
        ("delay", { source, scheduler in source.delay(.seconds(5), scheduler: scheduler) }, [.completed(255)]),
        ("debounce", { source, scheduler in source.debounce(.seconds(5), scheduler: scheduler) }, [.completed(250)]),
        ("throttle", { source, scheduler in source.throttle(.seconds(5), scheduler: scheduler) }, [.completed(250)]),
        ("observe(on:)", { source, scheduler in source.observe(on: scheduler) }, [.completed(251)]),
        ("enumerated", { source, _ in source.enumerated().map { $0.element } }, [.completed(250)]),
        ("materialize", { source, _ in source.materialize().map { _ in 0 } }, [.next(250, 0), .completed(250)]),
    ]

    func test_emptySource() {
        for (name, apply, onEmpty) in operators {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
            let res = scheduler.start { apply(xs.asObservable(), scheduler) }
            XCTAssertEqual(res.events, onEmpty, name)
        }
    }

    func test_neverSource() {
        for (name, apply, _) in operators where name != "startWith" {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
            let res = scheduler.start { apply(xs.asObservable(), scheduler) }
            XCTAssertEqual(res.events, [], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)], name)
        }
    }
}
