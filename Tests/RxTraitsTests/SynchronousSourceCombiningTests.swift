// SPDX-License-Identifier: MIT
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
        let res = scheduler.start {
            Single.zip(Single.just(1), Single.just(2), Single.just(3)) { $0 + $1 + $2 }.asObservable()
        }
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
            scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)]).asDriver(
                onErrorJustReturn: 0
            )
        }
        XCTAssertEqual(
            drive { Driver.merge(Driver.just(5), hot($0)).asObservable() },
            [.next(201, 5), .next(211, 1), .next(231, 3), .completed(261)]
        )
        XCTAssertEqual(
            drive { Driver.combineLatest(Driver.just(10), hot($0)) { $0 + $1 }.asObservable() },
            [.next(211, 11), .next(231, 13), .completed(261)]
        )
        XCTAssertEqual(
            drive { hot($0).withLatestFrom(Driver.just(10)) { $0 + $1 }.asObservable() },
            [.next(211, 11), .next(231, 13), .completed(261)]
        )
        XCTAssertEqual(
            drive { hot($0).flatMap { Driver.just($0 * 10) }.asObservable() },
            [.next(212, 10), .next(232, 30), .completed(261)]
        )
    }

    func test_signal_synchronousSourceBesideAHotOne() {
        XCTAssertEqual(
            drive { scheduler in
                let hot = scheduler.createHotObservable([.next(210, 1), .completed(260)]).asSignal(onErrorJustReturn: 0)
                return Signal.merge(Signal.just(5), hot).asObservable()
            },
            [.next(201, 5), .next(211, 1), .completed(261)]
        )
    }

    // MARK: - Each source's subscription ends when that source ends (RxSwift 6.10.2's Zip.swift, CombineLatest.swift,
    // WithLatestFrom.swift, which the traits' forms forward to)

    func test_singleZip_eachSourceDisposedAtItsOwnEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let ys = scheduler.createHotObservable([.next(300, 2), .completed(300)])
        let res = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 * 10 + $1 }.asObservable() }
        XCTAssertEqual(res.events, [.next(300, 12), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        let three = TestScheduler(initialClock: 0)
        let a = three.createHotObservable([.next(210, 1), .completed(210)])
        let b = three.createHotObservable([.next(250, 2), .completed(250)])
        let c = three.createHotObservable([.next(300, 3), .completed(300)])
        let tuple = three.start {
            Single.zip(a.asSingle(), b.asSingle(), c.asSingle()).map { $0 + $1 + $2 }.asObservable()
        }
        XCTAssertEqual(tuple.events, [.next(300, 6), .completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func test_maybeZip_emptyMaybe_endsTheZipOnlyWhenTheOthersEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(300, 2), .completed(300)])
        let res = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 }.asObservable() }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        // An empty maybe beside one that never ends: nothing, and the other stays subscribed.
        let never = TestScheduler(initialClock: 0)
        let zs = never.createHotObservable([Recorded<Event<Int>>]())
        let waiting = never.start {
            Maybe.zip(Maybe<Int>.empty(), zs.asMaybe(), Maybe.just(1)) { $0 + $1 + $2 }.asObservable()
        }
        XCTAssertEqual(waiting.events, [])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 1000)])
    }

    func test_driverZip_completesWhenEverySourceCompleted_eachDisposedAtItsOwnEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Int>>] = []
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            events =
                scheduler.start {
                    Driver.zip(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)) { $0 * 10 + $1 }
                        .asObservable()
                }.events
        }
        // `xs` completed with nothing queued at 230: the zip still ends only when `ys` does.
        XCTAssertEqual(events, [.next(221, 12), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([.next(210, 1), .completed(230)])
        let b = other.createHotObservable([.next(220, 2), .next(240, 4)])
        SharingScheduler.mock(scheduler: other) {
            events =
                other.start {
                    Signal.zip(a.asSignal(onErrorJustReturn: 0), b.asSignal(onErrorJustReturn: 0)) { $0 * 10 + $1 }
                        .asObservable()
                }.events
        }
        XCTAssertEqual(events, [.next(221, 12)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 1000)])
    }

    func test_driverCombineLatest_eachSourceDisposedAtItsOwnEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Int>>] = []
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(300)])
        SharingScheduler.mock(scheduler: scheduler) {
            events =
                scheduler.start {
                    Driver.combineLatest(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)) {
                        $0 * 10 + $1
                    }.asObservable()
                }.events
        }
        XCTAssertEqual(events, [.next(221, 12), .next(261, 13), .completed(301)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let b = other.createHotObservable([.next(220, 2), .completed(300)])
        SharingScheduler.mock(scheduler: other) {
            events =
                other.start {
                    Signal.combineLatest(a.asSignal(onErrorJustReturn: 0), b.asSignal(onErrorJustReturn: 0)) { $0 + $1 }
                        .asObservable()
                }.events
        }
        // `a` ended without an element: `b`'s first element ends the result.
        XCTAssertEqual(events, [.completed(221)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 221)])
    }

    func test_driverWithLatestFrom_secondDisposedWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Int>>] = []
        let xs = scheduler.createHotObservable([.next(300, 1), .next(500, 2), .completed(590)])
        let ys = scheduler.createHotObservable([.next(250, 10), .completed(400)])
        SharingScheduler.mock(scheduler: scheduler) {
            events =
                scheduler.start {
                    xs.asDriver(onErrorJustReturn: 0).withLatestFrom(ys.asDriver(onErrorJustReturn: 0)) { $0 + $1 }
                        .asObservable()
                }.events
        }
        XCTAssertEqual(events, [.next(301, 11), .next(501, 12), .completed(591)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([.next(300, 1), .completed(590)])
        let b = other.createHotObservable([.next(250, 10), .completed(400)])
        SharingScheduler.mock(scheduler: other) {
            events =
                other.start {
                    a.asSignal(onErrorJustReturn: 0).withLatestFrom(b.asSignal(onErrorJustReturn: 0)).asObservable()
                }.events
        }
        XCTAssertEqual(events, [.next(301, 10), .completed(591)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 400)])
    }
}
