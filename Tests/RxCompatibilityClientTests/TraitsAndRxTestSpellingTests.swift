// SPDX-License-Identifier: MIT
import Foundation
import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

// Trait and RxTest code written exactly as RxSwift-era suites write it.

private enum LoadError: Error {
    case offline
}

/// A service in the RxSwift style: the observer typealiases name the `create` closures' parameters.
private final class Service {
    func load(_ value: Int) -> Maybe<Int> {
        Maybe.create { (observer: @escaping Maybe<Int>.MaybeObserver) in
            observer(value > 0 ? .success(value) : .completed)
            return Disposables.create()
        }
    }

    func save() -> Completable {
        Completable.create { (observer: @escaping Completable.CompletableObserver) in
            observer(.completed)
            return Disposables.create()
        }
    }

    func fetch() -> Single<String> {
        Single.create { (observer: @escaping Single<String>.SingleObserver) in
            observer(.success("ok"))
            return Disposables.create()
        }
    }
}

final class TraitsAndRxTestSpellingTests: XCTestCase {
    func testMaybeAndCompletableEventSubscribe() {
        let service = Service()
        var maybeEvents: [MaybeEvent<Int>] = []
        var completableEvents: [CompletableEvent] = []
        var singleEvents: [SingleEvent<String>] = []
        _ = service.load(1).subscribe { event in maybeEvents.append(event) }
        _ = service.load(0).subscribe { event in maybeEvents.append(event) }
        _ = service.save().subscribe { event in completableEvents.append(event) }
        _ = service.fetch().subscribe { event in singleEvents.append(event) }
        XCTAssertEqual(maybeEvents, [.success(1), .completed])
        XCTAssertEqual(completableEvents, [.completed])
        XCTAssertEqual(singleEvents, [.success("ok")])
    }

    func testRxTestSchedulerAndTraitFactories() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1.0, simulateProcessingDelay: true)
        let just = scheduler.start { Maybe.just(7, scheduler: scheduler).asObservable() }
        XCTAssertEqual(just.events, Recorded.events([.next(201, 7), .completed(202)]))

        let timerScheduler = TestScheduler(initialClock: 0)
        let timer = timerScheduler.start { Maybe<Int>.timer(.seconds(3), scheduler: timerScheduler).asObservable() }
        XCTAssertEqual(timer.events, [.next(203, 0), .completed(203)])
    }

    func testColdCompletableInfersItsType() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            scheduler.createColdObservable([.completed(20)]).asCompletable().asObservable()
        }
        XCTAssertEqual(res.events, [.completed(220)])
    }

    func testRetryWhenWithAnUntypedHandler() {
        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(LoadError.offline) : .just(attempts)
        }
        let value =
            try? flaky
            .retry(when: { errors in errors.map { _ in () } })
            .asObservable()
            .toBlocking()
            .single()
        XCTAssertEqual(value, 3)
    }

    func testInfallibleFromRelaysAndBinding() {
        let source = PublishRelay<Int>()
        let target = BehaviorRelay<Int>(value: 0)
        let bag = DisposeBag()
        source.asInfallible()
            .flatMapLatest { Observable.just($0 * 10) }
            .bind(to: target)
            .disposed(by: bag)
        source.accept(2)
        XCTAssertEqual(target.value, 20)

        var owned: [Int] = []
        let owner = NSObject()
        BehaviorRelay(value: 5).asInfallible()
            .bind(with: owner) { _, value in owned.append(value) }
            .disposed(by: bag)
        XCTAssertEqual(owned, [5])

        let count = ReplayRelay<Int>.create(bufferSize: 1).asInfallible().bind(to: { (_: Infallible<Int>) in 3 })
        XCTAssertEqual(count, 3)
    }

    func testPublishRelayAsDriver() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = PublishRelay<String>()
            let driver: Driver<String> = relay.asDriver()
            let observer = scheduler.createObserver(String.self)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { driver.drive(observer).disposed(by: bag) }
            scheduler.scheduleAt(210) { relay.accept("a") }
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(211, "a")])
        }
    }
}
