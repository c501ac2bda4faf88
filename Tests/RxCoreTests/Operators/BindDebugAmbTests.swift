import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class BindTests: RxTestCase {
    func test_bindToObservers_sendsEveryEventToEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        _ = Observable.of(1, 2).bind(to: first, second)
        XCTAssertEqual(first.events, [.next(0, 1), .next(0, 2), .completed(0)])
        XCTAssertEqual(second.events, first.events)
    }

    func test_bindToOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let optional = scheduler.createObserver(Int?.self)
        _ = Observable.just(3).bind(to: optional)
        XCTAssertEqual(optional.events, [.next(0, 3), .completed(0)])
    }

    func test_bindOnNext_andBinderFunctions() {
        var values: [Int] = []
        _ = Observable.of(1, 2).bind(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
        let count = Observable.of(1, 2, 3).bind(to: { (source: Observable<Int>) -> Int in
            var total = 0
            _ = source.subscribe(onNext: { total += $0 })
            return total
        })
        XCTAssertEqual(count, 6)
        let curried = Observable.just(5).bind(to: { (source: Observable<Int>) in { (offset: Int) -> Int in
            var result = 0
            _ = source.subscribe(onNext: { result = $0 + offset })
            return result
        } }, curriedArgument: 10)
        XCTAssertEqual(curried, 15)
    }

    func test_disposingTheBindingStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let observer = scheduler.createObserver(Int.self)
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(to: observer) }
        scheduler.scheduleAt(220) { binding?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}

final class DebugTests: RxTestCase {
    func test_logsSubscriptionEventsAndDisposal_andPassesEventsThrough() {
        let lines = Recorder<String>()
        let previous = DebugOutput.replaceWriter { lines.append($0) }
        defer { _ = DebugOutput.replaceWriter(previous) }
        var values: [Int] = []
        _ = Observable.of(1, 2).debug("numbers").subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
        let suffixes = lines.values.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }
        XCTAssertEqual(suffixes, [
            "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
            "numbers -> Event completed", "numbers -> isDisposed",
        ])
    }

    func test_trimOutput_andDefaultIdentifier() {
        let lines = Recorder<String>()
        let previous = DebugOutput.replaceWriter { lines.append($0) }
        defer { _ = DebugOutput.replaceWriter(previous) }
        _ = Observable.just(String(repeating: "x", count: 60)).debug(trimOutput: true).subscribe()
        let event = lines.values.first { $0.contains("Event next") } ?? ""
        XCTAssertTrue(event.contains("..."), event)
        XCTAssertTrue(event.contains("BindDebugAmbTests.swift"), event)
    }
}

final class AmbTests: RxTestCase {
    func test_mirrorsTheFirstToEmit_andUnsubscribesTheOther() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let left: TestableObservable<String> = try scheduler.createHotObservable("^----a-b-|")
        let right: TestableObservable<String> = try scheduler.createHotObservable("^--x-y-|")
        XCTAssertMarbles(scheduler.start { left.amb(right) }, "^--x-y-|")
        XCTAssertSubscriptions(left, "^--!")
    }

    func test_errorCanWin_andEmptyCollectionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        let right = scheduler.createHotObservable([.next(220, 1)])
        XCTAssertEqual(scheduler.start { Observable.amb([left.asObservable(), right.asObservable()]) }.events,
                       [.error(210, testError)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
        var completed = false
        _ = Observable<Int>.amb([]).subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }

    func test_disposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([Recorded<Event<Int>>.next(260, 1)])
        let right = scheduler.createHotObservable([Recorded<Event<Int>>.next(270, 2)])
        XCTAssertEqual(scheduler.start(disposed: 250) { left.amb(right) }.events, [])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
    }
}
