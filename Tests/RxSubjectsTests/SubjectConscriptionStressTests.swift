// SPDX-License-Identifier: MIT
import Foundation
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

/// `observable` and `send` as the stress scenarios of `RxTestSupport` see a subject.
func stressSubject(_ observable: Observable<Int>, send: @escaping @Sendable (Int) -> Void) -> StressSubject {
    StressSubject(
        subscribe: { onNext in
            let subscription = observable.subscribe(onNext: onNext)
            return { subscription.dispose() }
        },
        subscribeFirst: { onNext in
            let subscription = observable.take(1).subscribe(onNext: onNext)
            return { subscription.dispose() }
        },
        send: send
    )
}

/// The subjects' promises to threads that do not send, as stress tests: a thread that only subscribes or disposes never
/// delivers another thread's events and returns in bounded time; a new subscriber's replay arrives before
/// `subscribe` returns, and concurrent events follow it, in order; the queue behind a slow observer is bounded.
/// Each test is bounded in sends and iterations; the time limits are generous (shared machines, the sanitizer).
/// The relays' versions are in RxRelayTests.
final class SubjectConscriptionStressTests: RxTestCase {
    // MARK: Item 1: no conscription

    func test_publishSubject_disposingThreadNeverDeliversTheSendersEvents() {
        let subject = PublishSubject<Int>()
        XCTAssertEqual(conscriptionProblems(stressSubject(subject.asObservable(), send: subject.onNext)), [])
    }

    func test_behaviorSubject_subscribingThreadNeverDeliversTheSendersEvents() {
        let subject = BehaviorSubject(value: 0)
        XCTAssertEqual(conscriptionProblems(stressSubject(subject.asObservable(), send: subject.onNext)), [])
    }

    func test_replaySubject_subscribingThreadNeverDeliversTheSendersEvents() {
        let subject = ReplaySubject<Int>.create(bufferSize: 4)
        XCTAssertEqual(conscriptionProblems(stressSubject(subject.asObservable(), send: subject.onNext)), [])
    }

    func test_shareReplay1_subscribingThreadNeverDeliversTheSendersEvents() {
        let subject = PublishSubject<Int>()
        XCTAssertEqual(conscriptionProblems(stressSubject(subject.share(replay: 1), send: subject.onNext)), [])
    }

    // MARK: Item 2: synchronous replay, in order

    func test_behaviorSubject_replayArrivesBeforeSubscribeReturns_thenLaterValuesInOrder() {
        let subject = BehaviorSubject(value: -1)
        XCTAssertEqual(replayProblems(stressSubject(subject.asObservable(), send: subject.onNext)), [])
    }

    func test_replaySubject_replayArrivesBeforeSubscribeReturns_thenLaterValuesInOrder() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(-1)
        XCTAssertEqual(replayProblems(stressSubject(subject.asObservable(), send: subject.onNext)), [])
    }

    func test_shareReplay1_replayArrivesBeforeSubscribeReturns_thenLaterValuesInOrder() {
        let subject = BehaviorSubject(value: -1)
        let shared = subject.share(replay: 1)
        let keepConnected = shared.subscribe()
        XCTAssertEqual(replayProblems(stressSubject(shared, send: subject.onNext)), [])
        keepConnected.dispose()
    }

    /// A subscriber whose observer sends to the subject during its own replay, while another thread sends: no
    /// deadlock, its replay arrives before `subscribe` returns, and its deliveries never overlap.
    func test_observerSendingDuringItsReplay_whileAnotherThreadSends_neitherDeadlocksNorOverlaps() {
        let subject = BehaviorSubject(value: 0)
        let problems = Counter()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            whileSending(maxSends: 100_000, { _ in subject.onNext(1) }, workers: 2) { _ in
                for _ in 0..<200 {
                    let log = DeliveryLog()
                    let received = Recorder<Int>()
                    var sentDuringReplay = false
                    let subscription = subject.subscribe(onNext: { value in
                        log.enter()
                        received.append(value)
                        if !sentDuringReplay {
                            sentDuringReplay = true
                            subject.onNext(2)
                        }
                        log.leave()
                    })
                    subscription.dispose()
                    if received.values.isEmpty { problems.increment() }
                    problems.add(log.overlaps)
                }
            }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "deadlock")
        XCTAssertEqual(problems.value, 0)
    }

    /// The subscribing thread's observer sends during its replay while no delivery runs: the thread becomes the
    /// deliverer, delivers the new element to the other observers, and to its own observer right after the replay,
    /// never nested inside it.
    func test_elementSentDuringOwnReplay_reachesTheNewObserverAfterTheReplay_notNested() {
        let subject = BehaviorSubject(value: 1)
        var earlier: [Int] = []
        let first = subject.subscribe(onNext: { earlier.append($0) })
        var received: [Int] = []
        var depth = 0
        var nested = false
        let second = subject.subscribe(onNext: { value in
            depth += 1
            if depth > 1 { nested = true }
            received.append(value)
            if value == 1 { subject.onNext(2) }
            depth -= 1
        })
        XCTAssertEqual(received, [1, 2])
        XCTAssertFalse(nested)
        XCTAssertEqual(earlier, [1, 2])
        first.dispose()
        second.dispose()
    }

    // MARK: Backpressure

    /// Three threads send as fast as they can to a slow observer: the events sent and not yet delivered stay
    /// bounded (the queue limit, 1,024, twice: the queue and the batch being delivered), and every event arrives
    /// once, serially.
    func test_sendersWaitWhenTheQueueBehindASlowObserverIsFull() {
        let subject = PublishSubject<Int>()
        let delivered = Counter()
        let maxBacklog = Counter()
        let returned = Counter()
        let log = DeliveryLog()
        let sum = Counter()
        let subscription = subject.subscribe(onNext: { value in
            log.enter()
            let spinUntil = DispatchTime.now().uptimeNanoseconds + 5_000
            while DispatchTime.now().uptimeNanoseconds < spinUntil {}
            sum.add(value)
            delivered.increment()
            log.leave()
        })
        let perSender = 1_500
        DispatchQueue.concurrentPerform(iterations: 3) { sender in
            for index in 0..<perSender {
                subject.onNext(sender * perSender + index)
                returned.increment()
                let backlog = returned.value - delivered.value
                if backlog > maxBacklog.value { maxBacklog.add(backlog - maxBacklog.value) }
            }
        }
        subscription.dispose()
        let total = 3 * perSender
        XCTAssertEqual(delivered.value, total)
        XCTAssertEqual(sum.value, (0..<total).reduce(0, +))
        XCTAssertEqual(log.overlaps, 0)
        // At most 1,024 events wait in the queue, and at most 1,024 more in the batch the deliverer took from it;
        // each sender may be counted once more while it decides to wait.
        XCTAssertLessThanOrEqual(maxBacklog.value, 2 * 1_024 + 3 + 3, "the queue grew past its limit")
    }
}
