// SPDX-License-Identifier: MIT
import Foundation
import RxRelay
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// The promises of the Driver documentation: it never fails, it delivers on the main thread, and it shares one
/// subscription to its source among all its observers, replaying the latest element.
final class DriverGuaranteesTests: RxTestCase {
    /// The autocomplete example of the documentation: a throttled query, one request per query (the previous one
    /// cancelled), errors replaced by an empty result, and two UI bindings that share the whole chain.
    func test_autocomplete_twoDrivesShareOneSubscriptionAndOneRequestPerQuery() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([
                .next(210, "r"), .next(215, "rx"), .next(300, "rxs"), .next(400, "fail"),
            ])
            var requests: [String] = []
            func fetchAutoCompleteItems(_ query: String) -> Observable<[String]> {
                requests.append(query)
                if query == "fail" { return .error(testError) }
                return scheduler.createColdObservable([.next(20, [query + "1", query + "2"]), .completed(20)])
                    .asObservable()
            }
            let results =
                query
                .throttle(.milliseconds(50_000), scheduler: scheduler)
                .flatMapLatest { query in fetchAutoCompleteItems(query).catchAndReturn([]) }
                .asDriver(onErrorJustReturn: [])
            let resultCount = scheduler.createObserver(String.self)
            let resultsTable = scheduler.createObserver([String].self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(results.map { "\($0.count)" }.drive(resultCount))
                subscriptions.append(results.drive(resultsTable))
            }
            scheduler.scheduleAt(1_000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()

            XCTAssertEqual(query.subscriptions, [Subscription(200, 1_000)], "one subscription for both bindings")
            // The throttle lets "r" through at once and "rx" at the end of its window (260); "rxs" arrives inside
            // the next window and leaves at its end (310).
            XCTAssertEqual(
                requests,
                ["r", "rx", "rxs", "fail"],
                "one request per throttled query, not one per binding"
            )
            XCTAssertEqual(
                resultsTable.events,
                [
                    .next(231, ["r1", "r2"]), .next(281, ["rx1", "rx2"]), .next(331, ["rxs1", "rxs2"]), .next(401, []),
                ]
            )
            XCTAssertEqual(resultCount.events, [.next(231, "2"), .next(281, "2"), .next(331, "2"), .next(401, "0")])
        }
    }

    func test_neverFails_theErrorIsReplacedByEachConversion() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
            let conversions: [(String, Driver<Int>)] = [
                ("justReturn", xs.asDriver(onErrorJustReturn: -1)),
                ("driveWith", xs.asDriver(onErrorDriveWith: Driver.just(-2))),
                ("recover", xs.asDriver(onErrorRecover: { _ in Driver.of(-3, -4) })),
            ]
            let observers = conversions.map { _ in scheduler.createObserver(Int.self) }
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                for (index, conversion) in conversions.enumerated() {
                    subscriptions.append(conversion.1.drive(observers[index]))
                }
            }
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
            XCTAssertEqual(observers[0].events, [.next(211, 1), .next(221, -1), .completed(221)])
            XCTAssertEqual(observers[1].events, [.next(211, 1), .next(222, -2), .completed(222)])
            XCTAssertEqual(observers[2].events, [.next(211, 1), .next(222, -3), .next(223, -4), .completed(224)])
        }
    }

    func test_deliversOnTheMainThread_whenTheSourceEmitsOnBackgroundThreads() {
        let source = PublishSubject<Int>()
        var values: [Int] = []
        var offMain = 0
        let driving = source.asDriver(onErrorJustReturn: -1).drive(onNext: { value in
            if !Thread.isMainThread { offMain += 1 }
            values.append(value)
        })
        let group = DispatchGroup()
        for thread in 0..<4 {
            DispatchQueue.global().async(group: group) {
                for index in 0..<50 { source.onNext(thread * 100 + index) }
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 20), .success)
        runMainLoop(until: { values.count == 200 })
        XCTAssertEqual(offMain, 0)
        XCTAssertEqual(Set(values).count, 200)
        driving.dispose()
    }

    func test_signal_sharesWithoutReplay_driver_replaysTheLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
            let driver = xs.asDriver(onErrorJustReturn: 0)
            let signal = xs.asSignal(onErrorJustReturn: 0)
            let early = scheduler.createObserver(Int.self)
            let lateDriver = scheduler.createObserver(Int.self)
            let lateSignal = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(driver.drive(early))
                subscriptions.append(signal.emit(to: early))
            }
            scheduler.scheduleAt(220) {
                subscriptions.append(driver.drive(lateDriver))
                subscriptions.append(signal.emit(to: lateSignal))
            }
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
            XCTAssertEqual(early.events, [.next(211, 1), .next(211, 1), .next(231, 2), .next(231, 2)])
            XCTAssertEqual(lateDriver.events, [.next(220, 1), .next(231, 2)])
            XCTAssertEqual(lateSignal.events, [.next(231, 2)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 231), Subscription(200, 231)])
        }
    }

    /// Drives started synchronously from inside another drive, on the main thread: every main scheduler that
    /// `SharingScheduler.make()` returns is a new one, so each delivers inline and the relay's driver sees every
    /// value at once, in order, as in RxSwift.
    func test_nestedSynchronousDrives_deliverInline_inOrder() {
        func synchronousDriver(_ value: String) -> Driver<String> {
            Observable.create { observer in
                observer.onNext(value)
                observer.onCompleted()
                return Disposables.create()
            }
            .asDriver(onErrorJustReturn: "")
        }
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        let relay = BehaviorRelay(value: "initial")
        var bag = DisposeBag()
        relay.asDriver().drive(observer).disposed(by: bag)
        synchronousDriver("first").drive(relay).disposed(by: bag)
        synchronousDriver("second").drive(relay).disposed(by: bag)
        Observable.just("third").bind(to: relay).disposed(by: bag)
        bag = DisposeBag()
        XCTAssertEqual(
            observer.events,
            [.next(0, "initial"), .next(0, "first"), .next(0, "second"), .next(0, "third")]
        )
        XCTAssertFalse((SharingScheduler.make() as AnyObject) === (SharingScheduler.make() as AnyObject))
    }

    func test_asSharedSequence_withAnExplicitStrategy_isTheSameConversion() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
            let driver = xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
            XCTAssertEqual(
                scheduler.start { driver.asObservable() }.events,
                [.next(211, 1), .next(221, -1), .completed(221)]
            )
            let recover = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: recover) {
                let ys = recover.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
                let signal: Signal<Int> = ys.asSharedSequence(onErrorRecover: { _ in .just(5) })
                let fallback: Signal<Int> = ys.asSharedSequence(onErrorDriveWith: .just(6))
                XCTAssertEqual(
                    recover.start { Signal.merge(signal, fallback).asObservable() }.events,
                    [.next(212, 5), .next(212, 6), .completed(212)]
                )
            }
        }
    }
}
