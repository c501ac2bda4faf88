// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// `map`, `filter` and `compactMap` applied one after another share one subscription (see `FusedProducer`). These
/// tests check that a fused chain behaves exactly like the operators one by one.
final class MapFilterFusionTests: RxTestCase {
    func test_longMixedChain_emitsWhatEachOperatorWouldInTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300),
        ])
        let res = scheduler.start { () -> Observable<Int> in
            let tripled: Observable<Int> = xs.map { $0 * 3 }.filter { $0 != 9 }  // 3 6 12 15
            let text: Observable<String> = tripled.map { String($0) }  // "3" "6" "12" "15"
            let digits: Observable<Int> = text.compactMap { $0.count == 1 ? Int($0) : nil }  // 3 6
            return digits.map { $0 + 1 }  // 4 7
        }
        XCTAssertEqual(res.events, [.next(210, 4), .next(220, 7), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_marbles_mapFilterMap() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-^-b-c-d-#", values: ["a": 1, "b": 2, "c": 3, "d": 4])
        let res = scheduler.start { xs.map { $0 * 10 }.filter { $0 != 30 }.map { $0 + 1 } }
        XCTAssertMarbles(res, "^-x---y-#", values: ["x": 21, "y": 41])
        XCTAssertSubscriptions(xs, "^-------!")
    }

    func test_fusedChain_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, "2")]
            )
        ) { xs, _ in
            xs.map { $0 * 2 }.filter { $0 > 0 }.compactMap { String($0) }
        }
    }

    func test_errorThrownInAMiddleStage_skipsTheLaterStagesAndUnsubscribesAtThatTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        var firstStage: [Int] = []
        var lastStage: [Int] = []
        let res = scheduler.start {
            xs.map { value -> Int in
                firstStage.append(value)
                return value
            }
            .filter { value in
                if value == 2 { throw testError }
                return true
            }
            .map { value -> Int in
                lastStage.append(value)
                return value * 10
            }
        }
        XCTAssertEqual(res.events, [.next(210, 10), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(firstStage, [1, 2])
        XCTAssertEqual(lastStage, [1])
    }

    func test_disposingFromInsideAStage_stopsTheElementAtThatStage() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        var laterStage: [Int] = []
        var received: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription =
                xs
                .map { value -> Int in
                    if value == 2 { subscription?.dispose() }
                    return value
                }
                .map { value -> Int in
                    laterStage.append(value)
                    return value
                }
                .subscribe(onNext: { received.append($0) })
        }
        scheduler.start()
        XCTAssertEqual(laterStage, [1])
        XCTAssertEqual(received, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_intermediateObservables_stayIndependentSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let doubled = xs.map { $0 * 2 }
        let even = doubled.filter { $0 % 4 == 0 }
        let described = doubled.map { "<\($0)>" }
        let doubledObserver = scheduler.createObserver(Int.self)
        let evenObserver = scheduler.createObserver(Int.self)
        let describedObserver = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = doubled.subscribe(doubledObserver)
            _ = even.subscribe(evenObserver)
            _ = described.subscribe(describedObserver)
        }
        scheduler.start()
        XCTAssertEqual(doubledObserver.events, [.next(210, 2), .next(220, 4), .completed(230)])
        XCTAssertEqual(evenObserver.events, [.next(220, 4), .completed(230)])
        XCTAssertEqual(describedObserver.events, [.next(210, "<2>"), .next(220, "<4>"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, Array(repeating: Subscription(200, 230), count: 3))
    }

    func test_chainThroughAnotherOperator_restartsFusionAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .completed(240)])
        let res = scheduler.start {
            xs.map { $0 * 2 }.distinctUntilChanged().map { $0 + 1 }.filter { $0 > 3 }
        }
        XCTAssertEqual(res.events, [.next(230, 5), .completed(240)])
    }

    func test_reentrantSend_isDeliveredInOrderThroughTheChain() {
        var source: AnyObserver<Int>?
        var received: [Int] = []
        let subscription = Observable<Int>.create { observer in
            source = observer
            return Disposables.create()
        }
        .map { $0 * 10 }
        .filter { $0 > 0 }
        .subscribe(onNext: { value in
            received.append(value)
            if value == 10 { source?.onNext(2) }
        })
        source?.onNext(1)
        source?.onNext(3)
        XCTAssertEqual(received, [10, 20, 30])
        subscription.dispose()
        source = nil
    }

    func test_liveSubscriptionToAFusedChain_holdsOneSink() {
        let before = Resources.total
        let single = Observable<Int>.never().map { $0 }.subscribe()
        let oneOperator = Resources.total - before
        let chain = Observable<Int>.never()
            .map { $0 + 1 }.filter { $0 > 0 }.compactMap { $0 }.map { $0 - 1 }.filter { $0 < 0 }
            .subscribe()
        XCTAssertEqual(Resources.total - before - oneOperator, oneOperator)
        single.dispose()
        chain.dispose()
        XCTAssertEqual(Resources.total, before)
    }

    func test_referenceAndAddressOnlyElements_passThroughAndAreReleased() {
        final class Payload {
            let id: Int
            init(_ id: Int) { self.id = id }
        }
        weak var released: Payload?
        var received: [String] = []
        do {
            let payloads = [Payload(1), Payload(2), Payload(3)]
            released = payloads[1]
            _ = Observable.from(payloads)
                .filter { $0.id != 1 }
                .map { payload -> Any in (payload, "#\(payload.id)") }
                .compactMap { $0 as? (Payload, String) }
                .map { $0.1 }
                .subscribe(onNext: { received.append($0) })
        }
        XCTAssertEqual(received, ["#2", "#3"])
        XCTAssertNil(released, "an element that went through the chain is still retained")
    }

    func test_resubscription_runsTheStagesForEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        var calls = 0
        let chain = xs.map { value -> Int in
            calls += 1
            return value
        }
        .filter { $0 > 1 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = chain.subscribe(first) }
        scheduler.scheduleAt(200) { _ = chain.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(120, 2), .completed(130)])
        XCTAssertEqual(second.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(calls, 4)
    }

    func test_stress_firstSubscriptionsFromManyThreads_eachSeeTheWholeChain() {
        // The stages are linked on the first subscription; threads that race to subscribe a fresh chain must all
        // run the same, complete chain.
        for round in 0..<200 {
            let chain = Observable.from(Array(0..<100))
                .map { $0 + round }.filter { $0 % 2 == 0 }.map { $0 * 3 }.compactMap { $0 }
            let shifted: [Int] = (0..<100).map { $0 + round }
            let expected = shifted.filter { $0 % 2 == 0 }.map { $0 * 3 }.reduce(0, +)
            let sums = Recorder<Int>()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let sum = Counter()
                _ = chain.subscribe(onNext: { sum.add($0) })
                sums.append(sum.value)
            }
            XCTAssertEqual(sums.values, Array(repeating: expected, count: 8), "round \(round)")
        }
    }
}
