// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// The single-source operators of `Infallible`: each keeps the elements' virtual times of the `Observable`
/// operator it forwards to, and disposes its source at the requested time.
final class InfallibleOperatorsTests: RxTestCase {
    /// The subscriptions of the source in the last `run`.
    private var sourceSubscriptions: [Subscription] = []

    /// Runs `create` on a fresh scheduler and source (subscribed at 200, disposed at `disposed`).
    private func run<Element: Equatable>(
        disposed: TestTime = 1_000,
        _ create: @escaping (Infallible<Int>, TestScheduler) -> Infallible<Element>
    ) -> [Recorded<Event<Element>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .completed(250),
        ])
        let events = scheduler.start(disposed: disposed) {
            create(source.asInfallible(onErrorJustReturn: -1), scheduler).asObservable()
        }.events
        sourceSubscriptions = source.subscriptions
        return events
    }

    func test_mapCompactMapFilter() {
        XCTAssertEqual(
            run { xs, _ in xs.map { $0 * 10 } },
            [.next(210, 10), .next(220, 20), .next(230, 20), .next(240, 30), .completed(250)]
        )
        XCTAssertEqual(sourceSubscriptions, [Subscription(200, 250)])
        XCTAssertEqual(
            run { xs, _ in xs.compactMap { $0 == 2 ? nil : "\($0)" } },
            [.next(210, "1"), .next(240, "3"), .completed(250)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.filter { $0 > 1 } },
            [.next(220, 2), .next(230, 2), .next(240, 3), .completed(250)]
        )
    }

    func test_map_disposalAtAnExactTime() {
        XCTAssertEqual(run(disposed: 225) { xs, _ in xs.map { $0 + 1 } }, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(sourceSubscriptions, [Subscription(200, 225)])
    }

    func test_scanAndScanInto() {
        XCTAssertEqual(
            run { xs, _ in xs.scan(0, accumulator: +) },
            [.next(210, 1), .next(220, 3), .next(230, 5), .next(240, 8), .completed(250)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.scan(into: [Int]()) { $0.append($1) }.map { $0.count } },
            [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)]
        )
    }

    func test_startWithAndDistinctUntilChanged() {
        XCTAssertEqual(
            run { xs, _ in xs.startWith(-2, -1) },
            [
                .next(200, -2), .next(200, -1), .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3),
                .completed(250),
            ]
        )
        XCTAssertEqual(
            run { xs, _ in xs.distinctUntilChanged() },
            [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.distinctUntilChanged { $0 % 2 } },
            [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.distinctUntilChanged { $1 - $0 < 1 } },
            [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.distinctUntilChanged({ $0 / 2 }, comparer: ==) },
            [.next(210, 1), .next(220, 2), .completed(250)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.map { (value: $0, half: $0 / 2) }.distinctUntilChanged(at: \.half).map(\.value) },
            [.next(210, 1), .next(220, 2), .completed(250)]
        )
    }

    func test_takeAndSkip() {
        XCTAssertEqual(run { xs, _ in xs.take(2) }, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(run { xs, _ in xs.skip(3) }, [.next(240, 3), .completed(250)])
        XCTAssertEqual(run { xs, _ in xs.take(while: { $0 < 2 }) }, [.next(210, 1), .completed(220)])
        XCTAssertEqual(
            run { xs, _ in xs.take(while: { $0 < 2 }, behavior: .inclusive) },
            [.next(210, 1), .next(220, 2), .completed(220)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.take(until: { $0 == 2 }, behavior: .inclusive) },
            [.next(210, 1), .next(220, 2), .completed(220)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.skip(while: { $0 < 2 }) },
            [.next(220, 2), .next(230, 2), .next(240, 3), .completed(250)]
        )
        XCTAssertEqual(
            run { xs, scheduler in xs.take(for: .seconds(25), scheduler: scheduler) },
            [.next(210, 1), .next(220, 2), .completed(225)]
        )
    }

    func test_takeUntilAndSkipUntilAnotherSequence() {
        var others: [TestableObservable<String>] = []
        func other(_ scheduler: TestScheduler) -> TestableObservable<String> {
            let other = scheduler.createHotObservable([.next(225, "stop")])
            others.append(other)
            return other
        }
        XCTAssertEqual(
            run { xs, scheduler in xs.take(until: other(scheduler)) },
            [.next(210, 1), .next(220, 2), .completed(225)]
        )
        XCTAssertEqual(sourceSubscriptions, [Subscription(200, 225)])
        XCTAssertEqual(
            run { xs, scheduler in xs.skip(until: other(scheduler)) },
            [.next(230, 2), .next(240, 3), .completed(250)]
        )
        XCTAssertEqual(others.map(\.subscriptions), [[Subscription(200, 225)], [Subscription(200, 225)]])
    }

    func test_timeShiftingOperators() {
        XCTAssertEqual(
            run { xs, scheduler in xs.delay(.seconds(5), scheduler: scheduler) },
            [.next(215, 1), .next(225, 2), .next(235, 2), .next(245, 3), .completed(255)]
        )
        XCTAssertEqual(
            run { xs, scheduler in xs.debounce(.seconds(15), scheduler: scheduler) },
            [.next(250, 3), .completed(250)]
        )
        XCTAssertEqual(
            run { xs, scheduler in xs.throttle(.seconds(25), latest: false, scheduler: scheduler) },
            [.next(210, 1), .next(240, 3), .completed(250)]
        )
        XCTAssertEqual(
            run { xs, scheduler in xs.delaySubscription(.seconds(25), scheduler: scheduler) },
            [.next(230, 2), .next(240, 3), .completed(250)]
        )
        XCTAssertEqual(
            run { xs, scheduler in xs.observe(on: scheduler) },
            [.next(211, 1), .next(221, 2), .next(231, 2), .next(241, 3), .completed(251)]
        )
        XCTAssertEqual(
            run { xs, scheduler in xs.subscribe(on: scheduler) },
            [.next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .completed(250)]
        )
    }

    func test_shareSubscribesOnceAndReplays() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .completed(250),
        ])
        let shared = source.asInfallible(onErrorJustReturn: -1).share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.asObservable().subscribe(first) }
        scheduler.scheduleAt(225) { _ = shared.asObservable().subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(second.events, [.next(225, 2), .next(230, 2), .next(240, 3), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func test_doAndWithUnretained() {
        final class Owner {}
        var owner: Owner? = Owner()
        var log: [String] = []
        let res = run { xs, _ in
            xs
                .do(
                    onNext: { log.append("next \($0)") },
                    afterNext: { log.append("after \($0)") },
                    onCompleted: { log.append("completed") },
                    afterCompleted: { log.append("after completed") },
                    onSubscribe: { log.append("subscribe") },
                    onSubscribed: { log.append("subscribed") },
                    onDispose: { log.append("dispose") }
                )
                .take(1)
                .withUnretained(owner!) { _, value in value * 2 }
        }
        XCTAssertEqual(res, [.next(210, 2), .completed(210)])
        XCTAssertEqual(log, ["subscribe", "subscribed", "next 1", "dispose", "after 1"])
        owner = nil
        let afterRelease = run { _, _ in Infallible.just(1).withUnretained(Owner()).map { $1 } }
        XCTAssertEqual(afterRelease, [.completed(200)])
    }

    func test_debugForwardsTheEvents() {
        XCTAssertEqual(run { xs, _ in xs.debug("infallible").take(1) }, [.next(210, 1), .completed(210)])
    }
}
