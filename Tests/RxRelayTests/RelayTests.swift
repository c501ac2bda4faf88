// SPDX-License-Identifier: MIT
import RxRelay
import RxTestSupport
import RxTesting
import XCTest

final class PublishRelayTests: RxTestCase {
    func test_acceptSendsToCurrentSubscribersOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        scheduler.scheduleAt(220) { relay.accept(3) }
        let res = scheduler.start(disposed: 215) { relay.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 2)])
    }

    func test_marbles_relayNeverTerminates() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<String>()
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-|")
        scheduler.scheduleAt(150) { _ = xs.bind(to: relay) }
        XCTAssertMarbles(scheduler.start { relay.asObservable() }, "^-a-b")
    }
}

final class BehaviorRelayTests: RxTestCase {
    func test_valueAndReplayOfLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        XCTAssertEqual(relay.value, 0)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        let res = scheduler.start { relay.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2)])
        XCTAssertEqual(relay.value, 2)
    }

    func test_subscribeObserverDirectly() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: "x")
        let observer = scheduler.createObserver(String.self)
        let subscription = relay.subscribe(observer)
        relay.accept("y")
        subscription.dispose()
        relay.accept("z")
        XCTAssertEqual(observer.events, [.next(0, "x"), .next(0, "y")])
    }

    func test_stress_concurrentAcceptsKeepValueConsistent() {
        let relay = BehaviorRelay(value: 0)
        let received = Counter()
        let subscription = relay.subscribe(onNext: { _ in received.increment() })
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0..<2_000 { relay.accept(worker * 10_000 + index) }
        }
        subscription.dispose()
        XCTAssertEqual(received.value, 8_001)
        XCTAssertEqual(relay.value % 10_000, 1_999)
    }
}

final class ReplayRelayTests: RxTestCase {
    func test_boundedReplay() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        [1, 2, 3].forEach(relay.accept)
        var values: [Int] = []
        let subscription = relay.subscribe(onNext: { values.append($0) })
        relay.accept(4)
        subscription.dispose()
        XCTAssertEqual(values, [2, 3, 4])
    }

    func test_unboundReplay() {
        let relay = ReplayRelay<Int>.createUnbound()
        [1, 2, 3].forEach(relay.accept)
        var values: [Int] = []
        _ = relay.subscribe(onNext: { values.append($0) }).dispose()
        XCTAssertEqual(values, [1, 2, 3])
    }
}

final class BindToRelayTests: RxTestCase {
    func test_bindToSeveralRelaysOfEachKind() {
        let publish1 = PublishRelay<Int>()
        let publish2 = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.createUnbound()
        var published: [Int] = []
        let observing = Observable.merge2(publish1.asObservable(), publish2.asObservable())
            .subscribe(onNext: { published.append($0) })
        _ = Observable.of(1, 2).bind(to: publish1, publish2)
        _ = Observable.of(3).bind(to: behavior)
        _ = Observable.of(4, 5).bind(to: replay)
        observing.dispose()
        XCTAssertEqual(published, [1, 1, 2, 2])
        XCTAssertEqual(behavior.value, 3)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [4, 5])
    }

    func test_bindToOptionalRelays() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.createUnbound()
        var published: [Int?] = []
        let observing = publish.subscribe(onNext: { published.append($0) })
        _ = Observable.of(1).bind(to: publish)
        _ = Observable.of(2).bind(to: behavior)
        _ = Observable.of(3).bind(to: replay)
        observing.dispose()
        XCTAssertEqual(published, [1])
        XCTAssertEqual(behavior.value, 2)
        var replayed: [Int?] = []
        _ = replay.subscribe(onNext: { replayed.append($0) }).dispose()
        XCTAssertEqual(replayed, [3])
    }

    func test_completionEndsTheBindingWithoutTerminatingTheRelay() {
        let relay = BehaviorRelay(value: 0)
        var events: [Event<Int>] = []
        let observing = relay.subscribe { events.append($0) }
        let binding = Observable.of(1).bind(to: relay)
        relay.accept(2)
        observing.dispose()
        binding.dispose()
        XCTAssertEqual(events, [.next(0), .next(1), .next(2)])
    }
}

private extension Observable {
    /// Merges two sources by hand for the test, forwarding their elements only (written before `merge` existed).
    static func merge2(_ first: Observable<Element>, _ second: Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            Disposables.create(first.subscribe(onNext: observer.onNext), second.subscribe(onNext: observer.onNext))
        }
    }
}
