// SPDX-License-Identifier: MIT
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

/// The observer registry removes a disposed observer in O(1) (tombstones, trimmed at both ends,
/// compacted when holes in the middle outnumber live observers). Whatever the pattern of subscriptions and
/// disposals, observers receive each event in the order they subscribed, as the Contract article says.
final class SubjectDeliveryOrderTests: RxTestCase {
    /// A subject's elements without its replay, and how to send.
    private typealias Subject = (observable: Observable<Int>, send: (Int) -> Void)

    private static var subjects: [(name: String, make: () -> Subject)] {
        [
            (
                "PublishSubject",
                {
                    let s = PublishSubject<Int>(); return (s.asObservable(), s.onNext)
                }
            ),
            (
                "BehaviorSubject",
                {
                    let s = BehaviorSubject(value: 0); return (s.skip(1), s.onNext)
                }
            ),
            (
                "ReplaySubject",
                {
                    let s = ReplaySubject<Int>.create(bufferSize: 1); return (s.skip(1), s.onNext)
                }
            ),
        ]
    }

    func test_observersReceiveEachEventInSubscriptionOrder_underRandomSubscriptionsAndDisposals() {
        for (name, make) in Self.subjects {
            var random = SplitMix64(seed: 21)
            let subject = make()
            subject.send(-1)
            var order: [Int] = []
            var live: [(id: Int, subscription: Disposable)] = []
            var nextID = 0
            for round in 0..<60 {
                // Subscribe a few, dispose a random share (sometimes in order, sometimes in reverse, sometimes
                // anywhere), then check one event's delivery order.
                for _ in 0..<Int.random(in: 0...40, using: &random) {
                    let id = nextID
                    nextID += 1
                    live.append((id, subject.observable.subscribe(onNext: { _ in order.append(id) })))
                }
                let disposals = Int.random(in: 0...live.count, using: &random)
                for _ in 0..<disposals {
                    let index: Int
                    switch round % 3 {
                    case 0: index = 0
                    case 1: index = live.count - 1
                    default: index = Int.random(in: 0..<live.count, using: &random)
                    }
                    live.remove(at: index).subscription.dispose()
                }
                order.removeAll()
                subject.send(round)
                XCTAssertEqual(order, live.map(\.id), "\(name), round \(round)")
            }
            live.forEach { $0.subscription.dispose() }
        }
    }

    func test_disposingAnotherObserverDuringDelivery_keepsTheOrderAndSkipsIt() {
        let subject = PublishSubject<Int>()
        var order: [Int] = []
        var subscriptions: [Disposable] = []
        for id in 0..<100 {
            subscriptions.append(
                subject.subscribe(onNext: { value in
                    order.append(id)
                    // Observer 10 disposes every odd observer after it: they receive nothing more, even this event.
                    if id == 10 && value == 1 {
                        for other in stride(from: 11, to: 100, by: 2) { subscriptions[other].dispose() }
                    }
                })
            )
        }
        subject.onNext(1)
        XCTAssertEqual(order, Array(0...10) + stride(from: 12, to: 100, by: 2))
        order.removeAll()
        subject.onNext(2)
        XCTAssertEqual(order, Array(0...10) + stride(from: 12, to: 100, by: 2))
        subscriptions.forEach { $0.dispose() }
        XCTAssertFalse(subject.hasObservers)
    }

    func test_disposingManySubscriptionsInOrder_andInReverse_leavesNoObserver() {
        for reversed in [false, true] {
            let subject = PublishSubject<Int>()
            let received = Counter()
            var subscriptions = (0..<5_000).map { _ in subject.subscribe(onNext: { _ in received.increment() }) }
            if reversed { subscriptions.reverse() }
            for (index, subscription) in subscriptions.enumerated() {
                subscription.dispose()
                if index == 2_500 {
                    subject.onNext(0)
                    XCTAssertEqual(received.value, 5_000 - 2_501)
                }
            }
            XCTAssertFalse(subject.hasObservers)
            subject.onNext(1)
            XCTAssertEqual(received.value, 5_000 - 2_501)
        }
    }
}
