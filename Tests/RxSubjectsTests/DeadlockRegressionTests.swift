// SPDX-License-Identifier: MIT
import Dispatch
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

/// The shapes that deadlock RxSwift (it forwards events while holding recursive locks). Each test runs with a
/// deadline: a deadlock fails the wait instead of hanging the suite.
final class DeadlockRegressionTests: RxTestCase {
    func test_take1_shareReplay1_zip_subscribedFromSeveralThreads() {
        for _ in 0..<50 {
            let subject = BehaviorSubject(value: 0)
            let shared = subject.take(1).share(replay: 1)
            let group = DispatchGroup()
            let results = Counter()
            for _ in 0..<4 {
                group.enter()
                DispatchQueue.global().async {
                    _ = Observable.zip(shared, shared) { $0 + $1 }.subscribe(
                        onNext: { _ in results.increment() },
                        onDisposed: { group.leave() }
                    )
                }
            }
            DispatchQueue.global().async { subject.onNext(1) }
            XCTAssertEqual(group.wait(timeout: .now() + 10), .success, "deadlock or lost completion")
            XCTAssertEqual(results.value, 4)
        }
    }

    func test_subjectFeedingItselfThroughFlatMapLatestOnAnotherThread() {
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let scheduler = SerialQueueScheduler()
        let subscription =
            subject
            .flatMapLatest { value in
                Observable.just(value).observe(on: scheduler)
            }
            .subscribe(onNext: { value in
                if value < 1_000 {
                    subject.onNext(value + 1)
                } else {
                    done.signal()
                }
            })
        subject.onNext(0)
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success, "deadlock: the loop stopped before 1,000")
        subscription.dispose()
    }

    func test_observerDisposingAnotherSubscriptionWhileASecondThreadSends() {
        for _ in 0..<100 {
            let subject = PublishSubject<Int>()
            var second: Disposable?
            let lock = NSLock()
            let first = subject.subscribe(onNext: { _ in
                lock.lock()
                let toDispose = second
                lock.unlock()
                toDispose?.dispose()
            })
            lock.lock()
            second = subject.subscribe(onNext: { _ in })
            lock.unlock()
            let group = DispatchGroup()
            for value in 0..<4 {
                group.enter()
                DispatchQueue.global().async {
                    subject.onNext(value)
                    group.leave()
                }
            }
            XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
            first.dispose()
            lock.lock()
            second = nil
            lock.unlock()
        }
    }
}

/// A serial background scheduler for the tests (RxSubjectsTests does not depend on RxSchedulers).
private struct SerialQueueScheduler: ImmediateSchedulerType {
    private let queue = DispatchQueue(label: "deadlock-regression")

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        nonisolated(unsafe) let work = (state, action)
        queue.async {
            if !cancel.isDisposed { cancel.setDisposable(work.1(work.0)) }
        }
        return cancel
    }
}
