// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

final class SingleTests: RxTestCase {
    func test_createSucceedsOnce_andSubscribeForms() {
        var log: [String] = []
        let single = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(testError))
            return Disposables.create { log.append("disposed") }
        }
        _ = single.subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { log.append("failure \($0)") })
        var results: [String] = []
        _ = single.subscribe { results.append("\($0)") }
        XCTAssertEqual(log, ["success 1", "disposed", "disposed"])
        XCTAssertEqual(results, ["success(1)"])
    }

    func test_subscribeClosures_successFailureDisposalAndUnhandledFailure() {
        var log: [String] = []
        _ = Single.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        _ = Single<Int>.error(testError).subscribe(
            onSuccess: { log.append("success \($0)") },
            onFailure: { log.append("failure \($0)") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["success 1", "disposed", "failure TestError(1)", "disposed"])

        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let unhandled = Recorder<String>()
        Hooks.defaultErrorHandler = { _, error in unhandled.append("\(error)") }
        _ = Single<Int>.error(testError).subscribe(onSuccess: { _ in })
        XCTAssertEqual(unhandled.values, ["TestError(1)"])
    }

    func test_failureAndVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.just(5, scheduler: scheduler).map { $0 * 2 }.asObservable() }
        XCTAssertEqual(res.events, [.next(201, 10), .completed(202)])
        var failure: Error?
        _ = Single<Int>.error(testError).subscribe(onFailure: { failure = $0 })
        XCTAssertEqual(failure as? TestError, testError)
    }

    func test_operators() {
        var values: [String] = []
        _ = Single.just(2).flatMap { Single.just($0 + 1) }.subscribe(onSuccess: { values.append("flat \($0)") })
        _ = Single.just(2).filter { $0 > 5 }.subscribe(
            onSuccess: { values.append("kept \($0)") },
            onCompleted: { values.append("filtered out") }
        )
        _ = Single<Int>.error(testError).catchAndReturn(9).subscribe(onSuccess: { values.append("caught \($0)") })
        _ = Single.zip(Single.just(1), Single.just("a")) { "\($0)\($1)" }.subscribe(onSuccess: { values.append($0) })
        _ = Single<Int>.deferred { .just(4) }.subscribe(onSuccess: { values.append("deferred \($0)") })
        XCTAssertEqual(values, ["flat 3", "filtered out", "caught 9", "1a", "deferred 4"])
    }

    func test_subscribeWith_holdsTheObjectWeakly() {
        final class Owner { var values: [Int] = [] }
        let owner = Owner()
        _ = Single.just(3).subscribe(with: owner, onSuccess: { owner, value in owner.values.append(value) })
        XCTAssertEqual(owner.values, [3])
    }
}

final class MaybeTests: RxTestCase {
    func test_successCompletionAndError() {
        var log: [String] = []
        _ = Maybe.just(1).subscribe(
            onSuccess: { log.append("success \($0)") },
            onCompleted: { log.append("completed") }
        )
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { log.append("success \($0)") },
            onCompleted: { log.append("completed") }
        )
        _ = Maybe<Int>.error(testError).subscribe(onError: { log.append("error \($0)") })
        _ = Maybe<Int>.create { observer in
            observer(.success(5))
            observer(.completed)
            return Disposables.create()
        }.map { $0 + 1 }.subscribe(
            onSuccess: { log.append("created \($0)") },
            onCompleted: { log.append("extra completion") }
        )
        _ = Maybe<Int>.empty().ifEmpty(default: 7).subscribe(onSuccess: { log.append("default \($0)") })
        XCTAssertEqual(log, ["success 1", "completed", "error TestError(1)", "created 6", "default 7"])
    }
}

final class CompletableTests: RxTestCase {
    func test_completionErrorAndAndThen() {
        var log: [String] = []
        _ = Completable.empty().andThen(
            Completable.create { observer in
                log.append("second subscribed")
                observer(.completed)
                return Disposables.create()
            }
        ).subscribe(onCompleted: { log.append("completed") })
        _ = Completable.error(testError).subscribe(onError: { log.append("error \($0)") })
        _ = Completable.empty().andThen(Single.just(3)).subscribe(onSuccess: { log.append("then \($0)") })
        _ = Completable.zip(.empty(), .empty()).subscribe(onCompleted: { log.append("zipped") })
        XCTAssertEqual(log, ["second subscribed", "completed", "error TestError(1)", "then 3", "zipped"])
    }
}

final class ObservableToPrimitiveTests: RxTestCase {
    func test_asSingle_waitsForCompletion_andValidatesCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertEqual(scheduler.start { xs.asSingle().asObservable() }.events, [.next(250, 1), .completed(250)])
        let empty = TestScheduler(initialClock: 0)
        let ys = empty.createHotObservable([Recorded<Event<Int>>.completed(250)])
        XCTAssertEqual(empty.start { ys.asSingle().asObservable() }.events, [.error(250, RxError.noElements)])
        let many = TestScheduler(initialClock: 0)
        let zs = many.createHotObservable([.next(210, 1), .next(220, 2)])
        XCTAssertEqual(many.start { zs.asSingle().asObservable() }.events, [.error(220, RxError.moreThanOneElement)])
    }

    func test_asMaybe_firstAsCompletableToArray() {
        var log: [String] = []
        _ = Observable<Int>.empty().asMaybe().subscribe(onCompleted: { log.append("maybe empty") })
        _ = Observable.of(1, 2, 3).first().subscribe(onSuccess: { log.append("first \(String(describing: $0))") })
        _ = Observable<Int>.empty().first().subscribe(onSuccess: { log.append("first \(String(describing: $0))") })
        _ = Observable.of(1, 2).ignoreElements().asCompletable().subscribe(onCompleted: { log.append("completable") })
        _ = Observable.of(1, 2, 3).toArray().subscribe(onSuccess: { log.append("array \($0)") })
        XCTAssertEqual(log, ["maybe empty", "first Optional(1)", "first nil", "completable", "array [1, 2, 3]"])
    }
}
