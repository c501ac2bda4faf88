// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// The operators of `Single` on virtual time: each single below succeeds (or fails) 10 ticks after its
/// subscription at 200.
final class SingleOperatorsTests: RxTestCase {
    private func run<Result: Equatable>(
        disposed: TestTime = 1_000,
        _ create: @escaping (TestScheduler) -> PrimitiveSequence<some Any, Result>
    ) -> [Recorded<Event<Result>>] {
        let scheduler = TestScheduler(initialClock: 0)
        return scheduler.start(disposed: disposed) { create(scheduler).asObservable() }.events
    }

    private func single(_ scheduler: TestScheduler, _ value: Int, at time: TestTime = 10) -> Single<Int> {
        scheduler.createColdObservable([.next(time, value), .completed(time)]).asSingle()
    }

    private func failing(_ scheduler: TestScheduler, at time: TestTime = 10) -> Single<Int> {
        scheduler.createColdObservable([.error(time, testError)]).asSingle()
    }

    func test_mapCompactMapFilter() {
        XCTAssertEqual(run { self.single($0, 2).map { $0 * 10 } }, [.next(210, 20), .completed(210)])
        XCTAssertEqual(run { self.single($0, 2).map { _ -> Int in throw testError } }, [.error(210, testError)])
        XCTAssertEqual(
            run { self.single($0, 2).compactMap { $0 > 1 ? "\($0)" : nil } },
            [.next(210, "2"), .completed(210)]
        )
        XCTAssertEqual(run { self.single($0, 2).compactMap { $0 > 5 ? "\($0)" : nil } }, [.completed(210)])
        XCTAssertEqual(run { self.single($0, 2).filter { $0 > 5 } }, [.completed(210)])
        XCTAssertEqual(run { self.single($0, 2).filter { _ in throw testError } }, [.error(210, testError)])
    }

    func test_flatMapFamily() {
        XCTAssertEqual(
            run { scheduler in self.single(scheduler, 2).flatMap { self.single(scheduler, $0 * 10) } },
            [.next(220, 20), .completed(220)]
        )
        XCTAssertEqual(
            run { scheduler in self.single(scheduler, 2).flatMapMaybe { _ in Maybe<Int>.empty() } },
            [.completed(210)]
        )
        XCTAssertEqual(
            run { scheduler in self.single(scheduler, 2).flatMapMaybe { Maybe.just($0 + 1) } },
            [.next(210, 3), .completed(210)]
        )
        XCTAssertEqual(
            run { scheduler in
                self.single(scheduler, 2).flatMapCompletable { _ in self.single(scheduler, 0).asCompletable() }
            },
            [.completed(220)]
        )
        XCTAssertEqual(
            run { scheduler in self.single(scheduler, 2).flatMap { _ -> Single<Int> in throw testError } },
            [.error(210, testError)]
        )
    }

    func test_catchAndReturnCatchAndRetry() {
        XCTAssertEqual(run { self.failing($0).catchAndReturn(7) }, [.next(210, 7), .completed(210)])
        XCTAssertEqual(
            run { scheduler in self.failing(scheduler).catch { _ in self.single(scheduler, 8) } },
            [.next(220, 8), .completed(220)]
        )
        XCTAssertEqual(run { self.failing($0).retry(3) }, [.error(230, testError)])
        XCTAssertEqual(
            run { scheduler in
                self.failing(scheduler).retry { (errors: Observable<TestError>) in errors.take(2) }
            },
            // The second failure (220) is the trigger's second element: a third attempt starts, and the trigger
            // completes while no failure waits for it. The third failure (230) then finds it completed, as in RxSwift.
            [.completed(230)]
        )
    }

    func test_timingOperators() {
        // As in RxSwift, `delay` emits one event per timer: the completion comes a tick after the element.
        XCTAssertEqual(run { self.single($0, 1).delay(.seconds(5), scheduler: $0) }, [.next(215, 1), .completed(216)])
        XCTAssertEqual(
            run { self.single($0, 1).delaySubscription(.seconds(5), scheduler: $0) },
            [.next(215, 1), .completed(215)]
        )
        XCTAssertEqual(
            run { self.single($0, 1, at: 50).timeout(.seconds(20), scheduler: $0) },
            [.error(220, RxError.timeout)]
        )
        XCTAssertEqual(
            run { scheduler in
                self.single(scheduler, 1, at: 50).timeout(.seconds(20), other: .just(9), scheduler: scheduler)
            },
            [.next(220, 9), .completed(220)]
        )
        XCTAssertEqual(run { self.single($0, 1).observe(on: $0) }, [.next(211, 1), .completed(212)])
        XCTAssertEqual(run { self.single($0, 1).subscribe(on: $0) }, [.next(211, 1), .completed(211)])
        XCTAssertEqual(run { Single<Int>.timer(.seconds(30), scheduler: $0) }, [.next(230, 0), .completed(230)])
    }

    func test_disposalAtAnExactTime_disposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let res = scheduler.start(disposed: 230) { xs.asSingle().map { $0 + 1 }.asObservable() }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_do_runsEachHandlerInOrder() {
        var log: [String] = []
        let events = run { scheduler in
            self.single(scheduler, 1).do(
                onSuccess: { log.append("success \($0)") },
                afterSuccess: { log.append("after success \($0)") },
                onError: { _ in log.append("error") },
                afterError: { _ in log.append("after error") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
        }
        XCTAssertEqual(events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(log, ["subscribe", "subscribed", "success 1", "after success 1", "dispose"])
        XCTAssertEqual(run { self.single($0, 1).do(onSuccess: { _ in throw testError }) }, [.error(210, testError)])
    }

    func test_zipCollection_resultOfAnotherType_asRxSwiftArrangesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.zip([Single.just(1), Single.just(2)]) { "\($0.reduce(0, +))" }
        }
        XCTAssertEqual(res.events, [.next(200, "3"), .completed(200)])
        let maybes = TestScheduler(initialClock: 0)
        let maybeRes = maybes.start { Maybe<Int>.zip([Maybe.just(4), Maybe.just(5)]) { $0.map(String.init).joined() } }
        XCTAssertEqual(maybeRes.events, [.next(200, "45"), .completed(200)])
    }

    func test_zip_everyArityTupleAndCollectionForm() {
        XCTAssertEqual(
            run { scheduler in Single.zip(self.single(scheduler, 1), self.single(scheduler, 2, at: 20)) { $0 + $1 } },
            [.next(220, 3), .completed(220)]
        )
        XCTAssertEqual(
            run { scheduler in
                Single.zip(self.single(scheduler, 1), self.single(scheduler, 2), self.single(scheduler, 3, at: 30)) {
                    $0 + $1 + $2
                }
            },
            [.next(230, 6), .completed(230)]
        )
        XCTAssertEqual(
            run { scheduler in Single.zip(self.single(scheduler, 1), self.single(scheduler, 2)).map { "\($0.0)\($0.1)" }
            },
            [.next(210, "12"), .completed(210)]
        )
        XCTAssertEqual(
            run { scheduler in
                let s = { (value: Int) in self.single(scheduler, value) }
                return Single.zip(s(1), s(2), s(3), s(4), s(5), s(6), s(7), s(8)).map { $0.0 + $0.7 }
            },
            [.next(210, 9), .completed(210)]
        )
        XCTAssertEqual(
            run { scheduler in Single.zip([self.single(scheduler, 1), self.single(scheduler, 2)]) },
            [.next(210, [1, 2]), .completed(210)]
        )
        XCTAssertEqual(run { _ in Single<Int>.zip([Single<Int>]()) }, [.next(200, []), .completed(200)])
        XCTAssertEqual(
            run { scheduler in Single.zip([self.single(scheduler, 1), self.failing(scheduler, at: 5)]) },
            [.error(205, testError)]
        )
        XCTAssertEqual(
            run { scheduler in
                Single.zip(self.single(scheduler, 1), self.single(scheduler, 2)) { _, _ -> Int in throw testError }
            },
            [.error(210, testError)]
        )
    }

    func test_usingDisposesTheResourceWithTheSubscription() {
        let resource = BooleanDisposable()
        XCTAssertEqual(
            run { scheduler in
                Single.using({ resource }, primitiveSequenceFactory: { _ in self.single(scheduler, 4) })
            },
            [.next(210, 4), .completed(210)]
        )
        XCTAssertTrue(resource.isDisposed)
    }

    func test_resubscribingRunsTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let single = xs.asSingle().map { $0 * 2 }
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = single.asObservable().subscribe(observer) }
        scheduler.scheduleAt(300) { _ = single.asObservable().subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(110, 2), .completed(110), .next(310, 2), .completed(310)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 110), Subscription(300, 310)])
    }
}
