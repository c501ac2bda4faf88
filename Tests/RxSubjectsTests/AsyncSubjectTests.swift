// SPDX-License-Identifier: MIT
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

final class AsyncSubjectTests: RxTestCase {
    func test_emitsLastElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        scheduler.scheduleAt(150) { subject.onNext(1) }
        scheduler.scheduleAt(210) { subject.onNext(2) }
        scheduler.scheduleAt(220) { subject.onNext(3) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(300, 3), .completed(300)])
    }

    func test_marbles_lastElementAndCompletionInOneFrame() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<String>()
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-c-|")
        scheduler.scheduleAt(150) { _ = xs.subscribe(subject) }
        XCTAssertMarbles(scheduler.start { subject }, "^-------(c|)")
    }

    func test_completionWithoutElements_completesOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        scheduler.scheduleAt(300) { subject.onCompleted() }
        XCTAssertEqual(scheduler.start { subject }.events, [.completed(300)])
    }

    func test_error_dropsTheLastElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onError(testError) }
        XCTAssertEqual(scheduler.start { subject }.events, [.error(300, testError)])
    }

    func test_lateSubscriberAfterCompletion_receivesLastAndCompletion() {
        let subject = AsyncSubject<Int>()
        subject.onNext(7)
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(7), .completed])
    }

    func test_disposedSubject_failsSubscribers() {
        let subject = AsyncSubject<Int>()
        subject.dispose()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        guard case .error(RxError.disposed)? = events.first else { return XCTFail("\(events)") }
    }

    /// RxSwift's async subject cannot be disposed; ours, once disposed, ignores a terminal event as the behavior and
    /// replay subjects do.
    func test_terminalEventAfterDispose_isIgnored_laterSubscribersStillFail() {
        let subject = AsyncSubject<Int>()
        subject.onNext(1)
        subject.dispose()
        _ = Observable.just(2).subscribe(subject)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        guard case .error(RxError.disposed)? = events.first, events.count == 1 else { return XCTFail("\(events)") }
    }
}
