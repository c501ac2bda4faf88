// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

final class MaybeOperatorsTests: RxTestCase {
    private func run<Result: Equatable>(
        _ create: @escaping (TestScheduler) -> PrimitiveSequence<some Any, Result>
    ) -> [Recorded<Event<Result>>] {
        let scheduler = TestScheduler(initialClock: 0)
        return scheduler.start { create(scheduler).asObservable() }.events
    }

    private func maybe(_ scheduler: TestScheduler, _ value: Int?, at time: TestTime = 10) -> Maybe<Int> {
        if let value {
            return scheduler.createColdObservable([.next(time, value), .completed(time)]).asMaybe()
        }
        return scheduler.createColdObservable([Recorded<Event<Int>>.completed(time)]).asMaybe()
    }

    func test_mapCompactMapFilterFlatMap() {
        XCTAssertEqual(run { self.maybe($0, 2).map { $0 * 10 } }, [.next(210, 20), .completed(210)])
        XCTAssertEqual(run { self.maybe($0, nil).map { $0 * 10 } }, [.completed(210)])
        XCTAssertEqual(run { self.maybe($0, 2).compactMap { _ -> Int? in nil } }, [.completed(210)])
        XCTAssertEqual(run { self.maybe($0, 2).filter { _ in throw testError } }, [.error(210, testError)])
        XCTAssertEqual(
            run { scheduler in self.maybe(scheduler, 2).flatMap { self.maybe(scheduler, $0 + 1) } },
            [.next(220, 3), .completed(220)]
        )
    }

    func test_ifEmptyAndCatchAndReturn() {
        XCTAssertEqual(run { self.maybe($0, nil).ifEmpty(default: 5) }, [.next(210, 5), .completed(210)])
        XCTAssertEqual(run { self.maybe($0, 1).ifEmpty(default: 5) }, [.next(210, 1), .completed(210)])
        XCTAssertEqual(
            run { scheduler in self.maybe(scheduler, nil).ifEmpty(switchTo: self.maybe(scheduler, 6)) },
            [.next(220, 6), .completed(220)]
        )
        XCTAssertEqual(
            run { scheduler in self.maybe(scheduler, nil).ifEmpty(switchTo: Single.just(7)) },
            [.next(210, 7), .completed(210)]
        )
        XCTAssertEqual(run { _ in Maybe<Int>.error(testError).catchAndReturn(8) }, [.next(200, 8), .completed(200)])
        XCTAssertEqual(run { self.maybe($0, 1).asCompletable() }, [Recorded<Event<Never>>.completed(210)])
    }

    func test_do() {
        var log: [String] = []
        XCTAssertEqual(
            run { scheduler in
                self.maybe(scheduler, nil).do(
                    onNext: { log.append("next \($0)") },
                    onCompleted: { log.append("completed") },
                    afterCompleted: { log.append("after completed") },
                    onSubscribe: { log.append("subscribe") },
                    onDispose: { log.append("dispose") }
                )
            },
            [.completed(210)]
        )
        XCTAssertEqual(log, ["subscribe", "completed", "after completed", "dispose"])
    }

    func test_zip_completesEmptyWhenOneIsEmpty() {
        XCTAssertEqual(
            run { scheduler in Maybe.zip(self.maybe(scheduler, 1), self.maybe(scheduler, 2, at: 20)) { $0 * 10 + $1 } },
            [.next(220, 12), .completed(220)]
        )
        XCTAssertEqual(
            run { scheduler in Maybe.zip(self.maybe(scheduler, 1), self.maybe(scheduler, 2)).map { $0.0 + $0.1 } },
            [.next(210, 3), .completed(210)]
        )
        XCTAssertEqual(
            run { scheduler in
                Maybe.zip(self.maybe(scheduler, nil), self.maybe(scheduler, 2, at: 20)).map { $0.0 + $0.1 }
            },
            // As RxSwift's zip: the empty maybe ends the zip once the other one has ended too.
            [.completed(220)]
        )
        XCTAssertEqual(
            run { scheduler in Maybe.zip([self.maybe(scheduler, 1), self.maybe(scheduler, 2)]) },
            [.next(210, [1, 2]), .completed(210)]
        )
        XCTAssertEqual(run { _ in Maybe<Int>.zip([Maybe<Int>]()) }, [.next(200, []), .completed(200)])
    }

    func test_subscribeWith() {
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        _ = Maybe.just(1).subscribe(with: owner, onSuccess: { owner, value in owner.log.append("success \(value)") })
        _ = Maybe<Int>.empty().subscribe(with: owner, onCompleted: { owner in owner.log.append("completed") })
        _ = Maybe<Int>.error(testError).subscribe(with: owner, onError: { owner, _ in owner.log.append("error") })
        XCTAssertEqual(owner.log, ["success 1", "completed", "error"])
    }
}

final class CompletableOperatorsTests: RxTestCase {
    private func run<Result: Equatable>(
        _ create: @escaping (TestScheduler) -> PrimitiveSequence<some Any, Result>
    ) -> [Recorded<Event<Result>>] {
        let scheduler = TestScheduler(initialClock: 0)
        return scheduler.start { create(scheduler).asObservable() }.events
    }

    private func completable(_ scheduler: TestScheduler, at time: TestTime = 10) -> Completable {
        scheduler.createColdObservable([.completed(time)]).asCompletable()
    }

    private func failing(_ scheduler: TestScheduler, at time: TestTime = 10) -> Completable {
        scheduler.createColdObservable([.error(time, testError)]).asCompletable()
    }

    func test_andThen_eachTrait() {
        XCTAssertEqual(
            run { scheduler in self.completable(scheduler).andThen(self.completable(scheduler)) },
            [Recorded<Event<Never>>.completed(220)]
        )
        XCTAssertEqual(run { self.completable($0).andThen(Single.just(1)) }, [.next(210, 1), .completed(210)])
        XCTAssertEqual(run { self.completable($0).andThen(Maybe<Int>.empty()) }, [.completed(210)])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Completable.empty().andThen(Observable.of(1, 2)) }.events,
            [.next(200, 1), .next(200, 2), .completed(200)]
        )
        XCTAssertEqual(run { self.failing($0).andThen(Single.just(1)) }, [.error(210, testError)])
    }

    func test_andThen_disposesTheFirstAtItsCompletion_andSubscribesTheSecondThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let second = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let res = scheduler.start { first.asCompletable().andThen(second.asCompletable()) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])

        let other = TestScheduler(initialClock: 0)
        let completable = other.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let single = other.createColdObservable([.next(20, 1), .completed(20)])
        let disposedEarly = other.start(disposed: 220) { completable.asCompletable().andThen(single.asSingle()) }
        XCTAssertEqual(disposedEarly.events, [])
        XCTAssertEqual(completable.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(single.subscriptions, [Subscription(210, 220)])
    }

    func test_andThen_releasesTheFirstOnceItCompleted_whileTheSecondRuns() {
        final class Resource {}
        let scheduler = TestScheduler(initialClock: 0)
        weak var resourceOfTheFirst: Resource?
        let second = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        var alive: [Bool] = []
        scheduler.scheduleAt(200) {
            // Only the subscription is kept, as by a dispose bag: the first completable, and what it captured, are
            // held by nothing else once it completed.
            let resource = Resource()
            resourceOfTheFirst = resource
            subscription = Completable.create { observer in
                scheduler.scheduleRelative(resource, dueTime: .seconds(10)) { _ in
                    observer(.completed)
                    return Disposables.create()
                }
            }
            .andThen(second.asObservable())
            .subscribe(observer)
        }
        scheduler.scheduleAt(205) { alive.append(resourceOfTheFirst != nil) }
        scheduler.scheduleAt(230) { alive.append(resourceOfTheFirst != nil) }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(260, 1), .completed(260)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 260)])
        XCTAssertEqual(alive, [true, false], "the first completable must be released once it completed")
    }

    func test_concat_runsOneAfterTheOther() {
        let expected: [Recorded<Event<Never>>] = [.completed(230)]
        XCTAssertEqual(
            run { scheduler in self.completable(scheduler).concat(self.completable(scheduler, at: 20)) },
            expected
        )
        XCTAssertEqual(
            run { scheduler in Completable.concat(self.completable(scheduler), self.completable(scheduler, at: 20)) },
            expected
        )
        XCTAssertEqual(
            run { scheduler in Completable.concat([self.completable(scheduler), self.completable(scheduler, at: 20)]) },
            expected
        )
        XCTAssertEqual(
            run { scheduler in Completable.concat(self.failing(scheduler), self.completable(scheduler)) },
            [.error(210, testError)]
        )
    }

    func test_zip_runsAtOnce() {
        let expected: [Recorded<Event<Never>>] = [.completed(220)]
        XCTAssertEqual(
            run { scheduler in Completable.zip(self.completable(scheduler), self.completable(scheduler, at: 20)) },
            expected
        )
        XCTAssertEqual(
            run { scheduler in Completable.zip([self.completable(scheduler), self.completable(scheduler, at: 20)]) },
            expected
        )
        XCTAssertEqual(
            run { scheduler in Completable.zip(self.failing(scheduler, at: 5), self.completable(scheduler, at: 20)) },
            [.error(205, testError)]
        )
    }

    func test_do_andSubscribeWith() {
        var log: [String] = []
        XCTAssertEqual(
            run { scheduler in
                self.failing(scheduler).do(
                    onError: { _ in log.append("error") },
                    afterError: { _ in log.append("after error") },
                    onSubscribed: { log.append("subscribed") },
                    onDispose: { log.append("dispose") }
                )
            },
            [.error(210, testError)]
        )
        XCTAssertEqual(log, ["subscribed", "error", "after error", "dispose"])
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        _ = Completable.empty().subscribe(with: owner, onCompleted: { owner in owner.log.append("completed") })
        _ = Completable.error(testError).subscribe(with: owner, onError: { owner, _ in owner.log.append("error") })
        XCTAssertEqual(owner.log, ["completed", "error"])
    }
}
