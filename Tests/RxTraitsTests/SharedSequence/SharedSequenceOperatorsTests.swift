// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// The single-source operators of `Driver` (and, where they differ, `Signal`), on a `TestScheduler` installed with
/// `SharingScheduler.mock`. The source's elements arrive at 210, 220, 230, 240 and it completes at 250; delivery
/// on the sharing scheduler adds one tick.
final class SharedSequenceOperatorsTests: RxTestCase {
    private var sourceSubscriptions: [Subscription] = []

    private func run<Element: Equatable>(
        disposed: TestTime = 1_000,
        _ create: @escaping (Driver<Int>, TestScheduler) -> Driver<Element>
    ) -> [Recorded<Event<Element>>] {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Element>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([
                .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .completed(250),
            ])
            events =
                scheduler.start(disposed: disposed) {
                    create(source.asDriver(onErrorJustReturn: -1), scheduler).asObservable()
                }.events
            sourceSubscriptions = source.subscriptions
        }
        return events
    }

    func test_mapCompactMapFilter() {
        XCTAssertEqual(
            run { xs, _ in xs.map { $0 * 10 } },
            [.next(211, 10), .next(221, 20), .next(231, 20), .next(241, 30), .completed(251)]
        )
        // As with RxTest, the test observable's subscription ends when it completes (250), before the completion
        // reaches the sharing scheduler.
        XCTAssertEqual(sourceSubscriptions, [Subscription(200, 250)])
        XCTAssertEqual(
            run { xs, _ in xs.compactMap { $0 == 2 ? nil : "\($0)" } },
            [.next(211, "1"), .next(241, "3"), .completed(251)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.filter { $0 > 1 } },
            [.next(221, 2), .next(231, 2), .next(241, 3), .completed(251)]
        )
    }

    func test_disposalAtAnExactTime() {
        XCTAssertEqual(run(disposed: 225) { xs, _ in xs.map { $0 + 1 } }, [.next(211, 2), .next(221, 3)])
        XCTAssertEqual(sourceSubscriptions, [Subscription(200, 225)])
    }

    func test_errorOfTheSourceIsReplacedAsTheConversionSays() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 * 2 }.asObservable() }
            XCTAssertEqual(res.events, [.next(211, 2), .next(221, -2), .completed(221)])
            // The test observable's subscription ends when it fails (220), as with RxTest; the error reaches the
            // catch after the hop to the sharing scheduler (221).
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_scanStartWithSkip() {
        XCTAssertEqual(
            run { xs, _ in xs.scan(0, accumulator: +) },
            [.next(211, 1), .next(221, 3), .next(231, 5), .next(241, 8), .completed(251)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.scan(into: [Int]()) { $0.append($1) }.map(\.count) },
            [.next(211, 1), .next(221, 2), .next(231, 3), .next(241, 4), .completed(251)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.startWith(-2, -1) },
            [
                .next(200, -2), .next(200, -1), .next(211, 1), .next(221, 2), .next(231, 2), .next(241, 3),
                .completed(251),
            ]
        )
        XCTAssertEqual(run { xs, _ in xs.skip(2) }, [.next(231, 2), .next(241, 3), .completed(251)])
    }

    func test_distinctUntilChanged_allForms() {
        let distinct: [Recorded<Event<Int>>] = [.next(211, 1), .next(221, 2), .next(241, 3), .completed(251)]
        XCTAssertEqual(run { xs, _ in xs.distinctUntilChanged() }, distinct)
        XCTAssertEqual(run { xs, _ in xs.distinctUntilChanged { $0 } }, distinct)
        XCTAssertEqual(run { xs, _ in xs.distinctUntilChanged { $0 == $1 } }, distinct)
        XCTAssertEqual(
            run { xs, _ in xs.distinctUntilChanged({ $0 / 2 }, comparer: ==) },
            [.next(211, 1), .next(221, 2), .completed(251)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.map { (value: $0, half: $0 / 2) }.distinctUntilChanged(at: \.half).map(\.value) },
            [.next(211, 1), .next(221, 2), .completed(251)]
        )
    }

    func test_timedOperatorsRunOnTheSharingScheduler() {
        XCTAssertEqual(
            run { xs, _ in xs.throttle(.seconds(25), latest: false) },
            [.next(211, 1), .next(241, 3), .completed(251)]
        )
        XCTAssertEqual(run { xs, _ in xs.debounce(.seconds(15)) }, [.next(251, 3), .completed(251)])
        XCTAssertEqual(
            run { xs, _ in xs.delay(.seconds(5)) },
            [.next(216, 1), .next(226, 2), .next(236, 2), .next(246, 3), .completed(256)]
        )
    }

    func test_doDebugAndWithUnretained() {
        final class Owner {}
        let owner = Owner()
        var log: [String] = []
        let res = run { xs, _ in
            xs.do(
                onNext: { log.append("next \($0)") },
                afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("completed") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
            .debug("driver")
            .skip(3)
            .withUnretained(owner) { _, value in value * 2 }
        }
        XCTAssertEqual(res, [.next(241, 6), .completed(251)])
        XCTAssertEqual(
            log,
            [
                "subscribe", "subscribed", "next 1", "after 1", "next 2", "after 2", "next 2", "after 2", "next 3",
                // The completion ends the shared connection (disposing the source) before `afterCompleted` runs.
                "after 3", "completed", "dispose", "after completed",
            ]
        )
        XCTAssertEqual(run { xs, _ in xs.withUnretained(owner).map { $1 } }.count, 5)
    }
}

final class SharedSequenceCreationTests: RxTestCase {
    private func run<Element: Equatable>(
        disposed: TestTime = 1_000,
        _ create: @escaping () -> Driver<Element>
    ) -> [Recorded<Event<Element>>] {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Element>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            events = scheduler.start(disposed: disposed) { create().asObservable() }.events
        }
        return events
    }

    func test_factoriesDeliverOnTheSharingScheduler() {
        XCTAssertEqual(run { Driver.just(1) }, [.next(201, 1), .completed(201)])
        XCTAssertEqual(run { Driver<Int>.empty() }, [.completed(201)])
        XCTAssertEqual(run { Driver<Int>.never() }, [])
        XCTAssertEqual(run { Driver.of(1, 2) }, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(run { Driver.from([1, 2]) }, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(run { Driver.from(1...2) }, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(run { Driver.from(optional: 3) }, [.next(201, 3), .completed(202)])
        XCTAssertEqual(run { Driver<Int>.from(optional: nil) }, [.completed(201)])
        XCTAssertEqual(run(disposed: 350) { Driver<Int>.interval(.seconds(50)) }, [.next(250, 0), .next(300, 1)])
        XCTAssertEqual(run { Driver<Int>.timer(.seconds(30)) }, [.next(230, 0), .completed(230)])
        XCTAssertEqual(
            run(disposed: 255) { Driver<Int>.timer(.seconds(30), period: .seconds(10)) },
            [.next(230, 0), .next(240, 1), .next(250, 2)]
        )
    }

    func test_fromOptional_completesOneTickAfterTheElement_asObservableFromOptionalOnAScheduler() {
        // As RxSwift: the element is one action on the sharing scheduler, the completion the next one.
        XCTAssertEqual(run { Driver.from(optional: 3) }, [.next(201, 3), .completed(202)])
        // Disposed at 202, before the completion's action at that tick: the element only.
        XCTAssertEqual(run(disposed: 202) { Driver.from(optional: 3) }, [.next(201, 3)])
        // Without an element, the completion comes in the first action.
        XCTAssertEqual(run { Driver<Int>.from(optional: nil) }, [.completed(201)])
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Signal.from(optional: 3).asObservable() }
            XCTAssertEqual(res.events, [.next(201, 3), .completed(202)])
        }
        let empty = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: empty) {
            let res = empty.start { Signal<Int>.from(optional: nil).asObservable() }
            XCTAssertEqual(res.events, [.completed(201)])
        }
    }

    func test_deferredCallsTheFactoryOncePerConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var calls = 0
            let driver = Driver<Int>.deferred {
                calls += 1
                return .just(calls)
            }
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(driver.asObservable().subscribe(first))
                subscriptions.append(driver.asObservable().subscribe(second))
            }
            scheduler.scheduleAt(300) { subscriptions.append(driver.asObservable().subscribe(first)) }
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
            XCTAssertEqual(calls, 2)
            XCTAssertEqual(first.events, [.next(201, 1), .completed(201), .next(301, 2), .completed(301)])
            XCTAssertEqual(second.events, [.next(201, 1), .completed(201)])
        }
    }
}
