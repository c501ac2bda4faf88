// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// `asSingle()`, `asMaybe()` and `first()` of an observable (RxSwift 6.10.2's `AsSingle`, `AsMaybe` and `First`
/// sinks): the events at exact virtual times, the source's subscription log, and the order of the subscriber's
/// closures and the source's disposal around the end.
final class AsSingleAsMaybeFirstTests: RxTestCase {
    private typealias Convert = (Observable<Int>) -> Observable<Int>

    private let asSingle: Convert = { $0.asSingle().asObservable() }
    private let asMaybe: Convert = { $0.asMaybe().asObservable() }
    /// `first()`, with `nil` recorded as -1.
    private let first: Convert = { $0.first().asObservable().map { $0 ?? -1 } }

    private func run(
        _ events: [Recorded<Event<Int>>],
        disposed: TestTime = 1000,
        _ convert: @escaping Convert
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let observer = scheduler.start(disposed: disposed) { convert(xs.asObservable()) }
        return (observer.events, xs.subscriptions)
    }

    // MARK: - Values, completion, errors

    func test_oneElementThenCompletion() {
        let events: [Recorded<Event<Int>>] = [.next(150, 0), .next(210, 1), .completed(250)]
        for (convert, expected) in [
            (asSingle, [Recorded.next(250, 1), .completed(250)]),
            (asMaybe, [.next(250, 1), .completed(250)]),
            (first, [.next(210, 1), .completed(210)]),
        ] {
            let (recorded, subscriptions) = run(events, convert)
            XCTAssertEqual(recorded, expected)
            XCTAssertEqual(subscriptions, [Subscription(200, expected[0].time)])
        }
    }

    func test_emptySource() {
        let events: [Recorded<Event<Int>>] = [.completed(250)]
        XCTAssertEqual(run(events, asSingle).events, [.error(250, RxError.noElements)])
        XCTAssertEqual(run(events, asMaybe).events, [.completed(250)])
        XCTAssertEqual(run(events, first).events, [.next(250, -1), .completed(250)])
        for convert in [asSingle, asMaybe, first] {
            XCTAssertEqual(run(events, convert).subscriptions, [Subscription(200, 250)])
        }
    }

    func test_secondElement_failsSingleAndMaybe_firstHasEndedBefore() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)]
        for convert in [asSingle, asMaybe] {
            let (recorded, subscriptions) = run(events, convert)
            XCTAssertEqual(recorded, [.error(220, RxError.moreThanOneElement)])
            XCTAssertEqual(subscriptions, [Subscription(200, 220)])
        }
        let (recorded, subscriptions) = run(events, first)
        XCTAssertEqual(recorded, [.next(210, 1), .completed(210)])
        XCTAssertEqual(subscriptions, [Subscription(200, 210)])
    }

    func test_sourceError_isForwarded() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .error(240, testError)]
        for convert in [asSingle, asMaybe] {
            let (recorded, subscriptions) = run(events, convert)
            XCTAssertEqual(recorded, [.error(240, testError)])
            XCTAssertEqual(subscriptions, [Subscription(200, 240)])
        }
        let onlyError = run([.error(240, testError)], first)
        XCTAssertEqual(onlyError.events, [.error(240, testError)])
        XCTAssertEqual(onlyError.subscriptions, [Subscription(200, 240)])
    }

    // MARK: - Disposal

    func test_disposedAtAnExactTime_beforeTheEnd() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(500)]
        for convert in [asSingle, asMaybe] {
            let (recorded, subscriptions) = run(events, disposed: 400, convert)
            XCTAssertEqual(recorded, [])
            XCTAssertEqual(subscriptions, [Subscription(200, 400)])
        }
        let (recorded, subscriptions) = run([.next(450, 1)], disposed: 400, first)
        XCTAssertEqual(recorded, [])
        XCTAssertEqual(subscriptions, [Subscription(200, 400)])
    }

    func test_disposalOrder_aroundTheEnd() {
        func order(_ events: [Recorded<Event<Int>>], _ convert: @escaping Convert) -> [String] {
            recordDisposalOrder(events) { source, log in subscribeLogging(convert(source), to: log) }.log
        }
        let success: [Recorded<Event<Int>>] = [.next(210, 1), .completed(250)]
        let expected = ["next 1", "completed", "disposed", "source disposed"]
        XCTAssertEqual(order(success, asSingle), expected)
        XCTAssertEqual(order(success, asMaybe), expected)
        XCTAssertEqual(order(success, first), expected)
        let twice: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2)]
        XCTAssertEqual(order(twice, asSingle), ["error", "disposed", "source disposed"])
        XCTAssertEqual(order([.completed(250)], asSingle), ["error", "disposed", "source disposed"])
        XCTAssertEqual(order([.completed(250)], asMaybe), ["completed", "disposed", "source disposed"])
        XCTAssertEqual(order([.error(250, testError)], first), ["error", "disposed", "source disposed"])
    }

    // MARK: - Synchronous sources and re-subscription

    func test_synchronousSources() {
        let sources:
            [(
                Observable<Int>, single: [Recorded<Event<Int>>], maybe: [Recorded<Event<Int>>],
                first: [Recorded<Event<Int>>]
            )] = [
                (
                    .just(1), [.next(200, 1), .completed(200)], [.next(200, 1), .completed(200)],
                    [.next(200, 1), .completed(200)]
                ),
                (.empty(), [.error(200, RxError.noElements)], [.completed(200)], [.next(200, -1), .completed(200)]),
                (.error(testError), [.error(200, testError)], [.error(200, testError)], [.error(200, testError)]),
                (
                    .of(1, 2), [.error(200, RxError.moreThanOneElement)], [.error(200, RxError.moreThanOneElement)],
                    [.next(200, 1), .completed(200)]
                ),
                (
                    .create { observer in
                        observer.onNext(7)
                        observer.onCompleted()
                        return Disposables.create()
                    }, [.next(200, 7), .completed(200)], [.next(200, 7), .completed(200)],
                    [.next(200, 7), .completed(200)]
                ),
            ]
        for (source, single, maybe, firstEvents) in sources {
            for (convert, expected) in [(asSingle, single), (asMaybe, maybe), (first, firstEvents)] {
                let scheduler = TestScheduler(initialClock: 0)
                XCTAssertEqual(scheduler.start { convert(source) }.events, expected)
            }
        }
    }

    func test_eachSubscriptionHasItsOwnState() {
        for (convert, end) in [(asSingle, TestTime(20)), (asMaybe, 20), (first, 10)] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let converted = convert(xs.asObservable())
            let observers = [scheduler.createObserver(Int.self), scheduler.createObserver(Int.self)]
            scheduler.scheduleAt(200) { _ = converted.subscribe(observers[0]) }
            scheduler.scheduleAt(205) { _ = converted.subscribe(observers[1]) }
            scheduler.start()
            XCTAssertEqual(observers[0].events, [.next(200 + end, 1), .completed(200 + end)])
            XCTAssertEqual(observers[1].events, [.next(205 + end, 1), .completed(205 + end)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 200 + end), Subscription(205, 205 + end)])
        }
    }
}
