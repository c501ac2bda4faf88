// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// The four sources every operator is run against (subscribed at 200):
/// - `empty`: completes at 250;
/// - `never`: sends nothing after the subscription;
/// - `failing`: fails with `testError` at 250;
/// - `disposed`: sends 1 at 210 and 2 at 400, never completes, and is disposed at 300.
enum StandardSource: CaseIterable {
    case empty, never, failing, disposed

    var events: [Recorded<Event<Int>>] {
        switch self {
        case .empty: [.next(150, 0), .completed(250)]
        case .never: [.next(150, 0)]
        case .failing: [.next(150, 0), .error(250, testError)]
        case .disposed: [.next(150, 0), .next(210, 1), .next(400, 2)]
        }
    }

    var disposedAt: TestTime { self == .disposed ? 300 : 1_000 }
}

/// What an operator must do with each ``StandardSource``: the events it emits and the subscriptions its source
/// records.
struct StandardExpectation<Element: Equatable> {
    var empty: [Recorded<Event<Element>>]
    var never: [Recorded<Event<Element>>] = []
    var failing: [Recorded<Event<Element>>] = [.error(250, testError)]
    var disposed: [Recorded<Event<Element>>]
    var emptySubscriptions = [Subscription(200, 250)]
    var neverSubscriptions = [Subscription(200, 1_000)]
    var failingSubscriptions = [Subscription(200, 250)]
    var disposedSubscriptions = [Subscription(200, 300)]
}

extension XCTestCase {
    /// Runs `operation` on each ``StandardSource`` (a fresh `TestScheduler` each time) and checks the emitted
    /// events and the source's subscriptions against `expected`; then checks re-subscription: two subscriptions to
    /// the same operator over a cold source (at 200 and at 400) each subscribe to the source and see the same
    /// events, 200 ticks apart.
    func assertStandardCases<Element: Equatable>(
        _ expected: StandardExpectation<Element>,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ operation: @escaping (Observable<Int>, TestScheduler) -> Observable<Element>
    ) {
        for source in StandardSource.allCases {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(source.events)
            let res = scheduler.start(disposed: source.disposedAt) { operation(xs.asObservable(), scheduler) }
            let (events, subscriptions): ([Recorded<Event<Element>>], [Subscription]) =
                switch source {
                case .empty: (expected.empty, expected.emptySubscriptions)
                case .never: (expected.never, expected.neverSubscriptions)
                case .failing: (expected.failing, expected.failingSubscriptions)
                case .disposed: (expected.disposed, expected.disposedSubscriptions)
                }
            XCTAssertEqual(res.events, events, "events with the \(source) source", file: file, line: line)
            XCTAssertEqual(
                xs.subscriptions,
                subscriptions,
                "subscriptions of the \(source) source",
                file: file,
                line: line
            )
        }
        assertResubscription(file: file, line: line, operation)
    }

    private func assertResubscription<Element: Equatable>(
        file: StaticString,
        line: UInt,
        _ operation: @escaping (Observable<Int>, TestScheduler) -> Observable<Element>
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let observable = operation(xs.asObservable(), scheduler)
        let first = scheduler.createObserver(Element.self)
        let second = scheduler.createObserver(Element.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(observable.subscribe(first)) }
        scheduler.scheduleAt(400) { subscriptions.append(observable.subscribe(second)) }
        scheduler.scheduleAt(1_000) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        let shifted = first.events.map { Recorded(time: $0.time + 200, value: $0.value) }
        XCTAssertEqual(second.events, shifted, "the second subscription sees the same events", file: file, line: line)
        XCTAssertEqual(
            xs.subscriptions.map(\.subscribe),
            [200, 400],
            "each subscription subscribes to the source",
            file: file,
            line: line
        )
    }
}
