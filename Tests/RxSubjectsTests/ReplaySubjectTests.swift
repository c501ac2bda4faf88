// SPDX-License-Identifier: MIT
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

final class ReplaySubjectTests: RxTestCase {
    func test_boundedBuffer_replaysLastElementsThenLiveEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(130) { subject.onNext(3) }
        scheduler.scheduleAt(210) { subject.onNext(4) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3), .next(210, 4), .completed(300)])
    }

    func test_marbles_unboundedBufferReplaysEverything() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<String>.createUnbounded()
        scheduler.scheduleAt(110) {
            subject.onNext("a"); subject.onNext("b")
        }
        scheduler.scheduleAt(240) { subject.onNext("c") }
        XCTAssertMarbles(scheduler.start { subject }, "(ab)c")
    }

    func test_afterCompletion_replaysBufferThenCompletion() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        [1, 2, 3, 4].forEach(subject.onNext)
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(2), .next(3), .next(4), .completed])
    }

    func test_afterError_replaysBufferThenError() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.onError(testError)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .error(testError)])
    }

    // A buffer of one keeps its element inline (no ring): the same events as any other size.

    func test_bufferOfOne_replaysTheLatestElementToEachLateSubscriber_thenLiveEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var lateSubscription: Disposable?
        scheduler.scheduleAt(100) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(200) { lateSubscription = subject.subscribe(late) }
        scheduler.scheduleAt(210) { subject.onNext(3) }
        scheduler.scheduleAt(250) { lateSubscription?.dispose() }
        scheduler.scheduleAt(260) { subject.onNext(4) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(110, 1), .next(120, 2), .next(210, 3), .next(260, 4)])
        XCTAssertEqual(late.events, [.next(200, 2), .next(210, 3)])
    }

    func test_bufferOfOne_emptyBeforeTheFirstElement_andForgottenOnDispose() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        var first: [Event<Int>] = []
        _ = subject.subscribe { first.append($0) }
        XCTAssertEqual(first, [])
        subject.onNext(7)
        subject.onCompleted()
        var afterCompletion: [Event<Int>] = []
        _ = subject.subscribe { afterCompletion.append($0) }
        XCTAssertEqual(afterCompletion, [.next(7), .completed])
        subject.dispose()
        var afterDispose: [Event<Int>] = []
        _ = subject.subscribe { afterDispose.append($0) }
        XCTAssertEqual(afterDispose.count, 1)
        guard case .error(let error)? = afterDispose.first, case RxError.disposed = error else {
            return XCTFail("expected RxError.disposed, got \(afterDispose)")
        }
    }

    func test_zeroBuffer_behavesLikePublish() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        var values: [Int] = []
        let subscription = subject.subscribe(onNext: { values.append($0) })
        subject.onNext(2)
        subscription.dispose()
        XCTAssertEqual(values, [2])
    }

    func test_dispose_failsSubscribersAndDropsBuffer() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.dispose()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        guard case .error(RxError.disposed)? = events.first, events.count == 1 else { return XCTFail("\(events)") }
    }

    /// Unlike a publish subject, a disposed replay subject ignores a terminal event, as RxSwift's does.
    func test_terminalEventAfterDispose_isIgnored_laterSubscribersStillFail() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        subject.dispose()
        _ = Observable.just(2).subscribe(subject)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        guard case .error(RxError.disposed)? = events.first, events.count == 1 else { return XCTFail("\(events)") }
    }

    /// Subscribers racing a sender see the replayed elements, then the live ones, without a gap or a repeat.
    func test_stress_replayAndLiveEventsNeverOverlapOrReorder() {
        let subject = ReplaySubject<Int>.create(bufferSize: 50)
        let violations = orderViolationsWhileSending(
            subscribeTo: subject.asObservable(),
            send: { subject.onNext($0) },
            subscriptions: 500,
            follows: { previous, value in previous < 0 || value == previous + 1 }
        )
        XCTAssertEqual(violations, 0, "a subscriber saw a gap or a repeat between the replay and live events")
    }
}

final class ReplaySubjectPreconditionTests: XCTestCase {
    func test_create_negativeBufferSize_stopsWithAMessage() {
        expectPreconditionFailure("ReplaySubject.create(bufferSize:): bufferSize must not be negative, got -1.") {
            _ = ReplaySubject<Int>.create(bufferSize: -1)
        }
    }
}
