// SPDX-License-Identifier: MIT
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

final class BehaviorSubjectTests: RxTestCase {
    func test_newSubscriberReceivesLatestThenFollowingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 100)
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(210) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2), .completed(300)])
    }

    func test_marbles_initialValueThenEvents() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: "i")
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-|")
        scheduler.scheduleAt(190) { _ = xs.subscribe(subject) }
        XCTAssertMarbles(scheduler.start { subject }, "i-a-b-|")
    }

    func test_valueReflectsLatestAndThrowsAfterErrorOrDispose() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        XCTAssertEqual(try subject.value(), 2)
        subject.onError(testError)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, testError) }
        let disposed = BehaviorSubject(value: 1)
        disposed.dispose()
        XCTAssertThrowsError(try disposed.value()) { error in
            guard case RxError.disposed = error else { return XCTFail("\(error)") }
        }
    }

    func test_valueAfterCompletion_isStillTheLatest() throws {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(try subject.value(), 3)
    }

    func test_lateSubscriberAfterTermination_receivesOnlyTheTerminalEvent() {
        let completed = BehaviorSubject(value: 1)
        completed.onCompleted()
        var events: [Event<Int>] = []
        _ = completed.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
        let failed = BehaviorSubject(value: 1)
        failed.onError(testError)
        var errorEvents: [Event<Int>] = []
        _ = failed.subscribe { errorEvents.append($0) }
        XCTAssertEqual(errorEvents, [.error(testError)])
    }

    func test_disposedSubject_failsSubscribers() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        guard case .error(RxError.disposed)? = events.first, events.count == 1 else { return XCTFail("\(events)") }
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
    }

    /// Unlike a publish subject, a disposed behavior subject ignores a terminal event, as RxSwift's does.
    func test_terminalEventAfterDispose_isIgnored_laterSubscribersStillFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let subject = BehaviorSubject(value: 0)
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(100) { connection = xs.subscribe(subject) }
        scheduler.scheduleAt(250) { subject.dispose() }
        scheduler.scheduleAt(400) { _ = subject.subscribe(late) }
        scheduler.scheduleAt(500) { connection?.dispose() }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1)])
        XCTAssertEqual(late.events.count, 1)
        guard case .error(RxError.disposed)? = late.events.first?.value, late.events.first?.time == 400 else {
            return XCTFail("\(late.events)")
        }
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 500)])
        subject.onError(testError)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        guard case .error(RxError.disposed)? = events.first, events.count == 1 else { return XCTFail("\(events)") }
    }

    func test_subscribingFromInsideDelivery_receivesTheValueBeingDeliveredAfterwards() {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        var inner: Disposable?
        let outer = subject.subscribe(onNext: { value in
            log.append("outer \(value)")
            if value == 1 { inner = subject.subscribe(onNext: { log.append("inner \($0)") }) }
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["outer 0", "outer 1", "inner 1", "outer 2", "inner 2"])
        outer.dispose()
        inner?.dispose()
    }

    /// Subscribers racing a sender see the latest value first, then only newer ones.
    func test_stress_subscribersSeeIncreasingValuesWhileAnotherThreadSends() {
        let subject = BehaviorSubject(value: 0)
        let violations = orderViolationsWhileSending(
            subscribeTo: subject.asObservable(),
            send: { subject.onNext($0 + 1) },
            subscriptions: 500,
            follows: { previous, value in value > previous }
        )
        XCTAssertEqual(violations, 0, "a subscriber saw a value that was not newer than the previous one")
    }
}
