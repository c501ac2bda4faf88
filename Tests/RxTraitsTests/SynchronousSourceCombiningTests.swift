import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// The trait forms of `merge`, `flatMap`, `combineLatest`, `zip` and `withLatestFrom` with sources that emit, end or
/// fail while they are being subscribed, with RxSwift 6.10.2's events and subscription logs.
final class SynchronousSourceCombiningTests: RxTestCase {
    // MARK: - Single, Maybe, Completable

    func test_singleZip_synchronousFailure_stillSubscribesAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let two = scheduler.start { Single.zip(Single<Int>.error(testError), xs.asSingle()) { $0 + $1 }.asObservable() }
        XCTAssertEqual(two.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(210, 1), .completed(210)])
        let three = other.start {
            Single.zip(ys.asSingle(), Single<Int>.error(testError), ys.asSingle()) { $0 + $1 + $2 }.asObservable()
        }
        XCTAssertEqual(three.events, [.error(200, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200), Subscription(200, 200)])
    }

    func test_singleZip_synchronousSuccesses() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.zip(Single.just(1), Single.just(2), Single.just(3)) { $0 + $1 + $2 }.asObservable() }
        XCTAssertEqual(res.events, [.next(200, 6), .completed(200)])
        let collection = TestScheduler(initialClock: 0).start { Single.zip([Single.just(1), .just(2)]).asObservable() }
        XCTAssertEqual(collection.events, [.next(200, [1, 2]), .completed(200)])
    }

    func test_maybeZip_synchronousEmpty_andFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let failing = scheduler.start {
            Maybe.zip(Maybe<Int>.error(testError), xs.asMaybe(), xs.asMaybe()) { $0 + $1 + $2 }.asObservable()
        }
        XCTAssertEqual(failing.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200), Subscription(200, 200)])
        let both = TestScheduler(initialClock: 0).start {
            Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just(3)) { $0 + $1 + $2 }.asObservable()
        }
        XCTAssertEqual(both.events, [.next(200, 6), .completed(200)])
    }

    func test_completableZip_synchronousFailure_stillSubscribesAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(230)])
        let res = scheduler.start { Completable.zip(Completable.error(testError), xs.asCompletable()).asObservable() }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    // MARK: - Infallible

    func test_infallible_synchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let hot = xs.asInfallible(onErrorJustReturn: 0)
        let merged = scheduler.start { Infallible.merge(Infallible.just(5), hot).asObservable() }
        XCTAssertEqual(merged.events, [.next(200, 5), .next(210, 1), .completed(230)])
        let combined = TestScheduler(initialClock: 0).start {
            Infallible.combineLatest(Infallible.just(1), Infallible.just(2), Infallible.just(3)) { $0 + $1 + $2 }
                .asObservable()
        }
        XCTAssertEqual(combined.events, [.next(200, 6), .completed(200)])
        let zipped = TestScheduler(initialClock: 0).start {
            Infallible.zip(Infallible.just(1), Infallible.just(2)) { $0 + $1 }.asObservable()
        }
        XCTAssertEqual(zipped.events, [.next(200, 3), .completed(200)])
        let flattened = TestScheduler(initialClock: 0).start {
            Infallible.just(1).flatMapLatest { value in Infallible.just(value * 10) }.asObservable()
        }
        XCTAssertEqual(flattened.events, [.next(200, 10), .completed(200)])
        let latest = TestScheduler(initialClock: 0).start {
            Infallible.just(1).withLatestFrom(Infallible.just(2)) { $0 * 10 + $1 }.asObservable()
        }
        XCTAssertEqual(latest.events, [.next(200, 12), .completed(200)])
    }

    // MARK: - Driver and Signal (delivered on the mocked sharing scheduler, one tick after the source acts)

    private func drive<Element: Equatable>(
        _ create: @escaping (TestScheduler) -> Observable<Element>
    ) -> [Recorded<Event<Element>>] {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Element>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            events = scheduler.start { create(scheduler) }.events
        }
        return events
    }

    func test_driver_synchronousSourceBesideAHotOne() {
        func hot(_ scheduler: TestScheduler) -> Driver<Int> {
            scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)]).asDriver(onErrorJustReturn: 0)
        }
        XCTAssertEqual(
            drive { Driver.merge(Driver.just(5), hot($0)).asObservable() },
            [.next(201, 5), .next(211, 1), .next(231, 3), .completed(261)])
        XCTAssertEqual(
            drive { Driver.combineLatest(Driver.just(10), hot($0)) { $0 + $1 }.asObservable() },
            [.next(211, 11), .next(231, 13), .completed(261)])
        XCTAssertEqual(
            drive { hot($0).withLatestFrom(Driver.just(10)) { $0 + $1 }.asObservable() },
            [.next(211, 11), .next(231, 13), .completed(261)])
        XCTAssertEqual(
            drive { hot($0).flatMap { Driver.just($0 * 10) }.asObservable() },
            [.next(212, 10), .next(232, 30), .completed(261)])
    }

    func test_signal_synchronousSourceBesideAHotOne() {
        XCTAssertEqual(
            drive { scheduler in
                let hot = scheduler.createHotObservable([.next(210, 1), .completed(260)]).asSignal(onErrorJustReturn: 0)
                return Signal.merge(Signal.just(5), hot).asObservable()
            },
            [.next(201, 5), .next(211, 1), .completed(261)])
    }
}
