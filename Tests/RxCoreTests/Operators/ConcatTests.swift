// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class ConcatTests: RxTestCase {
    /// RxSwift splices a nested `concat` into the outer one (its tail-recursion optimisation); without splicing, the
    /// nested empty `concat` completes at once and the outer moves on: the same events and subscriptions.
    func test_nestedEmptyConcat_movesOnToTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start { Observable.concat([Observable.concat([Observable<Int>]()), xs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 7), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_nestedConcat_runsItsSourcesThenTheOuterOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.concat([
                Observable.concat([a.asObservable(), Observable.concat([Observable<Int>]()), b.asObservable()]),
                Observable.concat([Observable<Int>]()),
                c.asObservable(),
            ])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(240, 260)])
    }

    func test_nestedSynchronousConcats_completeAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.concat([
                Observable.concat([Observable.just(1), Observable<Int>.empty()]),
                Observable.concat([Observable<Int>]()),
                Observable.just(2),
            ])
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    /// RxSwift: `take(1)`'s disposal cannot reach `concat` before `concat`'s subscribe returns, so the completion of
    /// a first source that emits while being subscribed moves on, and the next source is subscribed and disposed
    /// at once.
    func test_take1OverASynchronousFirstSource_subscribesTheNextSourceAndDisposesItAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.concat([Observable.just(1), ys.asObservable()]).take(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    /// `of` emits on the current-thread trampoline, after the subscriptions were set up: `take(1)` disposes
    /// `concat` before the first source completes, and the next source is never subscribed (as in RxSwift).
    func test_take1OverAFirstSourceOnTheCurrentThreadScheduler_neverSubscribesTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.concat([Observable.of(1, 2), ys.asObservable()]).take(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func test_subscriberDisposingAtTheFirstSourcesElement_neverSubscribesTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.concat([xs.asObservable(), ys.asObservable()]).take(1) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [])

        let synchronousLater = TestScheduler(initialClock: 0)
        let zs = synchronousLater.createColdObservable([.next(10, 2), .completed(20)])
        let first = Observable<Int>.create { observer in
            synchronousLater.scheduleRelative((), dueTime: .seconds(10)) { _ in
                observer.onNext(1)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        let res2 = synchronousLater.start { Observable.concat([first, zs.asObservable()]).take(1) }
        XCTAssertEqual(res2.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(zs.subscriptions, [])
    }
}

/// An array of sources is read by index (`SourceArrayIterator`); any other collection is still iterated lazily, once
/// per subscription.
extension ConcatTests {
    func test_arrayOfSources_disposedAtAnExactTime_withASynchronousSourceBetween() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(30, 3)])
        let res = scheduler.start(disposed: 240) {
            Observable.concat([xs.asObservable(), .just(5), ys.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 5), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func test_arrayOfSynchronousSources_completesWhileSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).concat(Observable.of(2, 3)) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func test_arrayOfSources_disposedFromInsideTheFirstSourcesDelivery_subscribesNoOther() {
        let first = HandDrivenSource<Int>()
        let second = HandDrivenSource<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = Observable.concat([first.observable, second.observable])
            .subscribe(onNext: { value in
                received.append(value)
                subscription?.dispose()
            })
        first.send(1)
        first.complete()
        XCTAssertEqual(received, [1])
        XCTAssertFalse(first.isSubscribed)
        XCTAssertFalse(second.isSubscribed)
    }

    func test_lazyCollectionOfSources_isIteratedOncePerSubscription() {
        let made = Counter()
        let sources = (0..<2).lazy.map { index -> Observable<Int> in
            made.increment()
            return .just(index)
        }
        let concatenated = Observable.concat(sources)
        XCTAssertEqual(made.value, 0)
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { concatenated }.events,
            [.next(200, 0), .next(200, 1), .completed(200)]
        )
        _ = concatenated.subscribe()
        XCTAssertEqual(made.value, 4)
    }
}
