// SPDX-License-Identifier: MIT
import RxRelay
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

private final class Owner {
    var received: [Int] = []
}

/// Curried binders, the shape `bind(to:curriedArgument:)` takes.
private func collect(_ source: Infallible<Int>) -> (Owner) -> Disposable {
    { owner in source.subscribe(onNext: { owner.received.append($0) }) }
}

/// The `Infallible` API RxSwift code uses that is checked here, written as RxSwift code writes it: relays as
/// infallibles, the `bind` forms, the observer typealias, the higher-order operators that accept any
/// observable-convertible sequence, `concat`, `take(until:)` with an infallible, and the closures RxSwift declares
/// `throws`.
final class InfallibleDropInAPITests: RxTestCase {
    /// The subscriptions of the source in the last `run`.
    private var sourceSubscriptions: [Subscription] = []

    /// A hot source (1 at 210, 3 at 230, completed at 260) on a fresh scheduler, handed to `create`; returns the
    /// events recorded from 200 to 1000.
    private func run<Element: Equatable>(
        _ create: @escaping (Infallible<Int>, TestScheduler) -> Infallible<Element>
    ) -> [Recorded<Event<Element>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
        let events = scheduler.start { create(xs.asInfallible(onErrorJustReturn: 0), scheduler).asObservable() }.events
        sourceSubscriptions = xs.subscriptions
        return events
    }

    // MARK: Relays

    func test_relaysAsInfallible_deliverWhatEachRelayReplaysThenTheAcceptedValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        scheduler.scheduleAt(150) {
            publish.accept(-1)
            replay.accept(-2)
            replay.accept(-3)
            replay.accept(-4)
        }
        scheduler.scheduleAt(210) {
            publish.accept(1)
            behavior.accept(1)
            replay.accept(1)
        }
        let fromPublish = scheduler.start(disposed: 300) { publish.asInfallible().asObservable() }
        let scheduler2 = TestScheduler(initialClock: 0)
        scheduler2.scheduleAt(210) { behavior.accept(2) }
        let fromBehavior = scheduler2.start(disposed: 300) { behavior.asInfallible().asObservable() }
        let scheduler3 = TestScheduler(initialClock: 0)
        scheduler3.scheduleAt(210) { replay.accept(2) }
        let fromReplay = scheduler3.start(disposed: 300) { replay.asInfallible().asObservable() }
        XCTAssertEqual(fromPublish.events, [.next(210, 1)])
        XCTAssertEqual(fromBehavior.events, [.next(200, 1), .next(210, 2)])
        XCTAssertEqual(fromReplay.events, [.next(200, -4), .next(200, 1), .next(210, 2)])
    }

    func test_relayAsInfallible_usesTheInfallibleOperators() {
        let relay = BehaviorRelay(value: 1)
        var received: [String] = []
        let subscription = relay.asInfallible().map { "\($0)" }.subscribe(onNext: { received.append($0) })
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(received, ["1", "2"])
    }

    // MARK: bind

    func test_bindWithObject_callsOnNextWhileTheObjectLives() {
        let relay = PublishRelay<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var calls = 0
        let subscription = relay.asInfallible().bind(with: owner!) { owner, value in
            calls += 1
            owner.received.append(value)
        }
        relay.accept(1)
        XCTAssertEqual(owner?.received, [1])
        owner = nil
        XCTAssertNil(weakOwner, "bind(with:) must not retain the object")
        relay.accept(2)
        XCTAssertEqual(calls, 1)
        subscription.dispose()
    }

    func test_bindToFunction_andCurriedBind() {
        let owner = Owner()
        let source = Infallible.of(1, 2, 3)
        let first = source.bind(to: { infallible in infallible.subscribe(onNext: { owner.received.append($0 * 10) }) })
        let second = source.bind(to: collect, curriedArgument: owner)
        XCTAssertEqual(owner.received, [10, 20, 30, 1, 2, 3])
        first.dispose()
        second.dispose()
        let count: Int = source.bind(to: { _ in 7 })
        XCTAssertEqual(count, 7)
    }

    func test_infallibleObserverTypealias_isWhatCreateHandsOver() {
        let subscribe: (@escaping Infallible<Int>.InfallibleObserver) -> Disposable = { observer in
            observer(.next(1))
            observer(.completed)
            return Disposables.create()
        }
        var received: [Int] = []
        var completed = false
        _ = Infallible<Int>.create(subscribe: subscribe)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(received, [1])
        XCTAssertTrue(completed)
    }

    // MARK: Higher-order operators with any observable-convertible inner sequence

    func test_flatMapFamily_acceptObservableSingleAndDriverInnerSequences() {
        // Inner observables emit 10× their value 10 ticks after they are subscribed and complete 15 after.
        func inner(_ scheduler: TestScheduler) -> (Int) -> Observable<Int> {
            { value in scheduler.createColdObservable([.next(10, value * 10), .completed(15)]).asObservable() }
        }
        XCTAssertEqual(
            run { xs, scheduler in xs.flatMap(inner(scheduler)) },
            [.next(220, 10), .next(240, 30), .completed(260)]
        )
        XCTAssertEqual(sourceSubscriptions, [Subscription(200, 260)])
        XCTAssertEqual(
            run { xs, scheduler in xs.flatMapLatest(inner(scheduler)) },
            [.next(220, 10), .next(240, 30), .completed(260)]
        )
        XCTAssertEqual(
            run { xs, scheduler in xs.flatMapFirst(inner(scheduler)) },
            [.next(220, 10), .next(240, 30), .completed(260)]
        )
        XCTAssertEqual(
            run { xs, scheduler in xs.concatMap(inner(scheduler)) },
            [.next(220, 10), .next(240, 30), .completed(260)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.flatMap { Single.just($0 + 1) } },
            [.next(210, 2), .next(230, 4), .completed(260)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.flatMapLatest { Infallible.just("\($0)") } },
            [.next(210, "1"), .next(230, "3"), .completed(260)]
        )
    }

    func test_flatMap_innerObservableError_isPassedOn_asInRxSwift() {
        XCTAssertEqual(run { xs, _ in xs.flatMap { _ in Observable<Int>.error(testError) } }, [.error(210, testError)])
        XCTAssertEqual(sourceSubscriptions, [Subscription(200, 210)])
    }

    func test_concat_withAnObservable_andStaticVariadicConcat() {
        XCTAssertEqual(
            run { xs, scheduler in
                xs.concat(scheduler.createColdObservable([.next(10, 5), .completed(20)]).asObservable())
            },
            [.next(210, 1), .next(230, 3), .next(270, 5), .completed(280)]
        )
        XCTAssertEqual(
            run { xs, _ in Infallible.concat(xs, Infallible.just(7), Infallible.of(8, 9)) },
            [.next(210, 1), .next(230, 3), .next(260, 7), .next(260, 8), .next(260, 9), .completed(260)]
        )
        XCTAssertEqual(run { _, _ in Infallible<Int>.concat() }, [.completed(200)])
    }

    func test_takeUntilInfallible_completesAtItsFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
        let stop = scheduler.createHotObservable([.next(220, ()), .completed(300)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .take(until: stop.asInfallible(onErrorJustReturn: ()))
                .asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 220)])
    }

    // MARK: Closures RxSwift declares `throws`

    private func key(_ value: Int) throws -> Int { value / 2 }

    func test_throwingClosures_acceptTry() {
        XCTAssertEqual(
            run { xs, _ in xs.distinctUntilChanged { try self.key($0) } },
            [.next(210, 1), .next(230, 3), .completed(260)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.distinctUntilChanged { try self.key($0) == self.key($1) } },
            [.next(210, 1), .next(230, 3), .completed(260)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.distinctUntilChanged({ try self.key($0) }, comparer: { $0 == $1 }) },
            [.next(210, 1), .next(230, 3), .completed(260)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.take(while: { try self.key($0) == 0 }) },
            [.next(210, 1), .completed(230)]
        )
        XCTAssertEqual(
            run { xs, _ in xs.take(until: { try self.key($0) == 1 }, behavior: .inclusive) },
            [.next(210, 1), .next(230, 3), .completed(230)]
        )
        XCTAssertEqual(run { xs, _ in xs.skip(while: { try self.key($0) == 0 }) }, [.next(230, 3), .completed(260)])
        XCTAssertEqual(
            run { xs, _ in xs.withLatestFrom(Infallible.just(10)) { try self.key($0) + $1 } },
            [.next(210, 10), .next(230, 11), .completed(260)]
        )
        var log: [Int] = []
        XCTAssertEqual(
            run { xs, _ in xs.do(onNext: { log.append(try self.key($0)) }) },
            [.next(210, 1), .next(230, 3), .completed(260)]
        )
        XCTAssertEqual(log, [0, 1])
        XCTAssertEqual(
            run { _, _ in Infallible.deferred { Infallible.just(try self.key(4)) } },
            [.next(200, 2), .completed(200)]
        )
    }

    func test_thrownError_isPassedOnAsAnErrorEvent_asInRxSwift() {
        XCTAssertEqual(run { xs, _ in xs.skip(while: { _ in throw testError }) }, [.error(210, testError)])
        XCTAssertEqual(sourceSubscriptions, [Subscription(200, 210)])
        XCTAssertEqual(run { xs, _ in xs.do(onNext: { _ in throw testError }) }, [.error(210, testError)])
        XCTAssertEqual(run { _, _ in Infallible<Int>.deferred { throw testError } }, [.error(200, testError)])
    }
}
