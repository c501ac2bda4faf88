// SPDX-License-Identifier: MIT
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

final class PublishSubjectTests: RxTestCase {
    func test_subscribersReceiveEventsSentWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(early)) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(200) { subscriptions.append(subject.subscribe(late)) }
        scheduler.scheduleAt(210) { subject.onNext(2) }
        scheduler.scheduleAt(250) { subscriptions[0].dispose() }
        scheduler.scheduleAt(260) { subject.onNext(3) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.scheduleAt(310) { subject.onNext(4) }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(110, 1), .next(210, 2)])
        XCTAssertEqual(late.events, [.next(210, 2), .next(260, 3), .completed(300)])
    }

    func test_marbles_hotSourceThroughSubject() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("-a-^-b-c-|")
        let subject = PublishSubject<String>()
        scheduler.scheduleAt(150) { _ = xs.subscribe(subject) }
        let res = scheduler.start { subject }
        XCTAssertMarbles(res, "^-b-c-|")
    }

    func test_lateSubscriberAfterCompletion_receivesCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(150) {
            subject.onNext(1); subject.onCompleted()
        }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func test_lateSubscriberAfterError_receivesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(150) { subject.onError(testError) }
        scheduler.scheduleAt(160) { subject.onNext(5) }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_disposedSubject_failsSubscribersAndIgnoresEvents() {
        let subject = PublishSubject<Int>()
        var received: [Event<Int>] = []
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        subject.onNext(1)
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received.count, 1)
        guard case .error(RxError.disposed(let object))? = received.first else { return XCTFail("\(received)") }
        XCTAssertTrue(object === subject)
    }

    /// Whether `events` is exactly one `RxError.disposed` naming `subject`, at `time`.
    private func isDisposedError(_ events: [Recorded<Event<Int>>], at time: TestTime, subject: AnyObject) -> Bool {
        guard events.count == 1, events[0].time == time,
            case .error(RxError.disposed(let object)) = events[0].value
        else { return false }
        return object === subject
    }

    func test_terminalEventAfterDispose_isKept_andALaterSubscriberReceivesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300), .next(310, 3)])
        let subject = PublishSubject<Int>()
        let beforeTheEnd = scheduler.createObserver(Int.self)
        let afterTheEnd = scheduler.createObserver(Int.self)
        var connection: Disposable?
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { connection = xs.subscribe(subject) }
        scheduler.scheduleAt(250) { subject.dispose() }
        scheduler.scheduleAt(270) { subscriptions.append(subject.subscribe(beforeTheEnd)) }
        scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(afterTheEnd)) }
        scheduler.scheduleAt(500) { connection?.dispose() }
        scheduler.scheduleAt(600) { subscriptions.forEach { $0.dispose() } }
        let res = scheduler.start { subject }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertTrue(isDisposedError(beforeTheEnd.events, at: 270, subject: subject), "\(beforeTheEnd.events)")
        XCTAssertEqual(afterTheEnd.events, [.completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 500)])
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
    }

    func test_terminalEventAfterDispose_fromSynchronousSources() {
        let completed = PublishSubject<Int>()
        completed.dispose()
        _ = Observable.just(1).subscribe(completed)
        var received: [Event<Int>] = []
        _ = completed.subscribe { received.append($0) }
        XCTAssertEqual(received, [.completed])

        let failed = PublishSubject<Int>()
        failed.dispose()
        _ = Observable<Int>.error(testError).subscribe(failed)
        _ = Observable<Int>.empty().subscribe(failed)
        received = []
        _ = failed.subscribe { received.append($0) }
        XCTAssertEqual(received, [.error(testError)])
    }

    func test_disposeAfterTheEnd_forgetsIt_andATerminalEventSentAfterIsKept() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
        scheduler.scheduleAt(150) { subject.onCompleted() }
        scheduler.scheduleAt(200) { _ = subject.subscribe(observers[0]) }
        scheduler.scheduleAt(250) { subject.dispose() }
        scheduler.scheduleAt(300) { _ = subject.subscribe(observers[1]) }
        scheduler.scheduleAt(350) { subject.onError(testError) }
        scheduler.scheduleAt(360) { subject.onCompleted() }
        scheduler.scheduleAt(400) { _ = subject.subscribe(observers[2]) }
        scheduler.scheduleAt(450) { subject.dispose() }
        scheduler.scheduleAt(500) { _ = subject.subscribe(observers[3]) }
        scheduler.start()
        XCTAssertEqual(observers[0].events, [.completed(200)])
        XCTAssertTrue(isDisposedError(observers[1].events, at: 300, subject: subject), "\(observers[1].events)")
        XCTAssertEqual(observers[2].events, [.error(400, testError)])
        XCTAssertTrue(isDisposedError(observers[3].events, at: 500, subject: subject), "\(observers[3].events)")
    }

    func test_hasObservers_tracksSubscriptions() {
        let subject = PublishSubject<Int>()
        XCTAssertFalse(subject.hasObservers)
        let first = subject.subscribe()
        let second = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertTrue(subject.asObserver() === subject)
    }

    func test_reentrantSend_isQueuedAndDeliveredToEveryoneAfterTheCurrentEvent() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onNext(2) }
            log.append("A\(value) done")
        })
        let second = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        XCTAssertEqual(log, ["A1", "A1 done", "B1", "A2", "A2 done", "B2"])
        first.dispose()
        second.dispose()
    }

    func test_observerMaySubscribeAndDisposeFromInsideDelivery() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var inner: Disposable?
        var outer: Disposable?
        outer = subject.subscribe(onNext: { value in
            log.append("outer \(value)")
            if value == 1 {
                inner = subject.subscribe(onNext: { log.append("inner \($0)") })
            }
            if value == 2 { outer?.dispose() }
        })
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertEqual(log, ["outer 1", "outer 2", "inner 2", "inner 3"])
        inner?.dispose()
    }

    func test_stress_manySendersAndSubscribers_keepGrammarAndPerSenderOrder() {
        let subject = PublishSubject<(sender: Int, index: Int)>()
        let senders = 4
        let perSender = 2_000
        let stayer = Recorder<(sender: Int, index: Int)>()
        let stayerTerminal = Counter()
        let stay = subject.subscribe(onNext: { stayer.append($0) }, onCompleted: { stayerTerminal.increment() })
        let violations = Counter()
        DispatchQueue.concurrentPerform(iterations: senders + 2) { worker in
            if worker < senders {
                for index in 0..<perSender { subject.onNext((worker, index)) }
            } else {
                // Churn: subscribe and dispose while events flow; each churner checks its own order.
                for _ in 0..<300 {
                    var last = [Int](repeating: -1, count: senders)
                    let subscription = subject.subscribe(onNext: { pair in
                        if pair.index <= last[pair.sender] { violations.increment() }
                        last[pair.sender] = pair.index
                    })
                    subscription.dispose()
                }
            }
        }
        subject.onCompleted()
        stay.dispose()
        XCTAssertEqual(violations.value, 0)
        XCTAssertEqual(stayerTerminal.value, 1)
        let received = stayer.values
        XCTAssertEqual(received.count, senders * perSender, "a subscriber that stayed lost events")
        for sender in 0..<senders {
            XCTAssertEqual(received.filter { $0.sender == sender }.map(\.index), Array(0..<perSender))
        }
    }

    func test_stress_deliveryIsNeverConcurrent() {
        let subject = PublishSubject<Int>()
        let inside = Counter()
        let overlaps = Counter()
        let subscription = subject.subscribe(onNext: { _ in
            inside.increment()
            if inside.value > 1 { overlaps.increment() }
            inside.add(-1)
        })
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for value in 0..<5_000 { subject.onNext(value) }
        }
        subscription.dispose()
        XCTAssertEqual(overlaps.value, 0)
    }

    func test_stress_nothingAcceptedAfterDisposeReturnsArrives() {
        for _ in 0..<100 {
            let subject = PublishSubject<Int>()
            let sent = Counter()
            let received = Recorder<Int>()
            let running = DispatchSemaphore(value: 0)
            let done = DispatchSemaphore(value: 0)
            let stop = BooleanDisposable()
            let subscription = subject.subscribe(onNext: { received.append($0) })
            DispatchQueue.global().async {
                running.signal()
                while !stop.isDisposed {
                    sent.increment()
                    subject.onNext(sent.value)
                }
                done.signal()
            }
            running.wait()
            subscription.dispose()
            let lastSentBeforeDispose = sent.value
            stop.dispose()
            done.wait()
            XCTAssertLessThanOrEqual(received.values.max() ?? 0, lastSentBeforeDispose)
        }
    }
}
