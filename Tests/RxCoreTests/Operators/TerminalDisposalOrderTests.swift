// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// When each operator disposes what it holds around a terminal event, pinned to RxSwift 6.10.2's order: the full log
/// of `do` callbacks, subscriptions and disposals, recorded from RxSwift by running the same pipelines.
///
/// The rule most sinks follow is "forward the terminal event, then dispose what is left"; a source that ends has its
/// own subscription disposed when it ends, before the event goes on (`zip`, `combineLatest`, `flatMap`'s outer
/// sequence), except where RxSwift's operator does otherwise, as these tests show (OperatorTemplates.md states the
/// rules).
final class TerminalDisposalOrderTests: RxTestCase {
    /// `concatMap` and `merge(maxConcurrent:)`: an outer sequence that completes while no inner one runs or waits
    /// completes the result first, then its own subscription is disposed (RxSwift's `MergeLimitedSink`).
    func test_concatMap_outerCompletingWhileIdle_completesBeforeDisposingIt() {
        let log = CallbackLog()
        let subscription = subscribeLogging(
            Observable.of(1, 2).logEveryCallback("outer", to: log).concatMap { Observable.just($0 * 10) },
            to: log.callAsFunction
        )
        subscription.dispose()
        XCTAssertEqual(
            log.lines,
            [
                "outer onSubscribe",
                "outer onSubscribed",
                "outer onNext 1",
                "next 10",
                "outer afterNext 1",
                "outer onNext 2",
                "next 20",
                "outer afterNext 2",
                "outer onCompleted",
                "completed",
                "disposed",
                "outer onDispose",
                "outer afterCompleted",
            ]
        )
    }

    /// The same operators release the outer subscription at once when it completes while an inner sequence runs.
    func test_mergeMaxConcurrent_outerCompletingWhileBusy_disposesItFirst() {
        let log = recordCallbacks { scheduler, log in
            let inner = scheduler.createHotObservable([.next(220, 5), .completed(230)])
            return Observable.of(inner.asObservable()).logEveryCallback("outer", to: log).merge(maxConcurrent: 1)
        }
        XCTAssertEqual(
            log.lines,
            [
                "200 outer onSubscribe",
                "200 outer onSubscribed",
                "200 outer onNext a sequence",
                "200 outer afterNext a sequence",
                "200 outer onCompleted",
                "200 outer onDispose",
                "200 outer afterCompleted",
                "220 next 5",
                "230 completed",
                "230 disposed",
            ]
        )
    }

    /// The next queued inner sequence is subscribed through the current-thread queue: after the ended one's
    /// `afterCompleted`, not from inside its completion.
    func test_concat_nextSequenceStartsThroughTheCurrentThreadQueue() {
        let log = CallbackLog()
        let outer = loggedCreate("outer", log) { (observer: AnyObserver<Observable<Int>>) in
            observer.onNext(Observable.of(1, 2).logEveryCallback("first", to: log))
            observer.onNext(Observable.just(3).logEveryCallback("second", to: log))
            observer.onCompleted()
        }
        let subscription = subscribeLogging(
            outer.concat(),
            to: log.callAsFunction
        )
        subscription.dispose()
        XCTAssertEqual(
            log.lines,
            [
                "outer subscribed",
                "first onSubscribe",
                "first onSubscribed",
                "outer disposed",
                "first onNext 1",
                "next 1",
                "first afterNext 1",
                "first onNext 2",
                "next 2",
                "first afterNext 2",
                "first onCompleted",
                "first onDispose",
                "first afterCompleted",
                "second onSubscribe",
                "second onNext 3",
                "next 3",
                "second afterNext 3",
                "second onCompleted",
                "completed",
                "disposed",
                "second afterCompleted",
                "second onSubscribed",
                "second onDispose",
            ]
        )
    }

    /// `zip` and `combineLatest` of a fixed number of sources: a source that fails has its own subscription disposed
    /// before the error goes on; the others are disposed after it.
    func test_zip3_failingSourceIsDisposedBeforeTheError_theOthersAfter() {
        let log = recordCallbacks { scheduler, log in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
            let ys = scheduler.createHotObservable([.next(215, 2)])
            return Observable.zip(
                loggedSubscription("xs", log, xs.asObservable()),
                loggedSubscription("ys", log, ys.asObservable()),
                loggedCreate("zs", log) { (observer: AnyObserver<Int>) in
                    observer.onNext(3)
                    observer.onCompleted()
                }
            ) { $0 + $1 + $2 }
        }
        XCTAssertEqual(
            log.lines,
            [
                "200 xs subscribed",
                "200 ys subscribed",
                "200 zs subscribed",
                "200 zs disposed",
                "215 next 6",
                "220 xs disposed",
                "220 error",
                "220 disposed",
                "220 ys disposed",
            ]
        )
    }

    /// The two-source sinks follow the same rule.
    func test_combineLatest2_failingSourceIsDisposedBeforeTheError() {
        let log = recordCallbacks { scheduler, log in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
            let ys = scheduler.createHotObservable([.next(215, 2), .error(230, testError)])
            return Observable.combineLatest(
                loggedSubscription("xs", log, xs.asObservable()),
                loggedSubscription("ys", log, ys.asObservable())
            ) { $0 + $1 }
        }
        XCTAssertEqual(
            log.lines,
            [
                "200 xs subscribed",
                "200 ys subscribed",
                "215 next 3",
                "230 ys disposed",
                "230 error",
                "230 disposed",
                "230 xs disposed",
            ]
        )
    }

    /// And the generated sinks of 3 to 8 sources.
    func test_combineLatest4_failingSourceIsDisposedBeforeTheError() {
        let log = recordCallbacks { scheduler, log in
            let sources = (1...4).map { index in
                loggedSubscription(
                    "s\(index)",
                    log,
                    scheduler.createHotObservable(
                        index == 4
                            ? [.next(210 + index, index), .error(240, testError)]
                            : [.next(210 + index, index), .completed(220 + index)]
                    ).asObservable()
                )
            }
            return Observable.combineLatest(sources[0], sources[1], sources[2], sources[3]) { $0 + $1 + $2 + $3 }
        }
        XCTAssertEqual(
            log.lines,
            [
                "200 s1 subscribed",
                "200 s2 subscribed",
                "200 s3 subscribed",
                "200 s4 subscribed",
                "214 next 10",
                "221 s1 disposed",
                "222 s2 disposed",
                "223 s3 disposed",
                "240 s4 disposed",
                "240 error",
                "240 disposed",
            ]
        )
    }

    /// The collection forms follow RxSwift's collection sinks instead: the error goes on first, then every
    /// subscription is disposed.
    func test_combineLatestCollection_failingSourceIsDisposedAfterTheError() {
        let log = recordCallbacks { scheduler, log in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
            let ys = scheduler.createHotObservable([.next(215, 2)])
            return Observable.combineLatest([
                loggedSubscription("xs", log, xs.asObservable()),
                loggedSubscription("ys", log, ys.asObservable()),
            ]).map { $0.reduce(0, +) }
        }
        XCTAssertEqual(
            log.lines,
            [
                "200 xs subscribed",
                "200 ys subscribed",
                "215 next 3",
                "230 error",
                "230 disposed",
                "230 xs disposed",
                "230 ys disposed",
            ]
        )
    }

    /// And the last source to complete is disposed after the completion goes on (earlier ones when they complete).
    func test_zipCollection_lastSourceToCompleteIsDisposedAfterTheCompletion() {
        let log = recordCallbacks { scheduler, log in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let ys = scheduler.createHotObservable([.next(215, 2), .completed(240)])
            return Observable.zip([
                loggedSubscription("xs", log, xs.asObservable()),
                loggedSubscription("ys", log, ys.asObservable()),
            ]).map { $0.reduce(0, +) }
        }
        XCTAssertEqual(
            log.lines,
            [
                "200 xs subscribed",
                "200 ys subscribed",
                "215 next 3",
                "230 xs disposed",
                "240 completed",
                "240 disposed",
                "240 ys disposed",
            ]
        )
    }

    /// `share(replay:scope: .forever)` is RxSwift's `multicast(...).refCount()`: its subscription runs on the
    /// current-thread trampoline, so a source that emits on that trampoline (`of`) emits once the subscription has
    /// returned, and its connection disposes the source before the subject forwards the end.
    func test_shareForever_sourceEndingWhileBeingSubscribed_isDisposedBeforeTheSubscribersGetTheEnd() {
        let log = CallbackLog()
        let shared = Observable.of(1, 2).logEveryCallback("source", to: log).share(replay: 1, scope: .forever)
        let first = subscribeLogging(
            shared.take(1),
            to: log.callAsFunction
        )
        let second = subscribeLogging(
            shared,
            to: log.callAsFunction
        )
        first.dispose()
        second.dispose()
        XCTAssertEqual(
            log.lines,
            [
                "source onSubscribe",
                "source onSubscribed",
                "source onNext 1",
                "next 1",
                "completed",
                "disposed",
                "source onDispose",
                "source afterNext 1",
                "next 1",
                "source onSubscribe",
                "source onSubscribed",
                "source onNext 1",
                "next 1",
                "source afterNext 1",
                "source onNext 2",
                "next 2",
                "source afterNext 2",
                "source onCompleted",
                "source onDispose",
                "completed",
                "disposed",
                "source afterCompleted",
            ]
        )
    }

    /// `share(replay: 2, scope: .forever)` reached through `catchAndReturn` inside `flatMap`, two subscribers arriving
    /// at the same virtual time: the events and the source's subscription log.
    func test_shareForever_catchAndReturnInsideFlatMap_subscriptionLog() {
        var sourceSubscriptions: () -> [Subscription] = { [] }
        let log = recordCallbacks { scheduler, log in
            let xs = scheduler.createColdObservable([.next(0, 1), .next(0, 2), .completed(200)])
            sourceSubscriptions = { xs.subscriptions }
            let shared = xs.asObservable().share(replay: 2, scope: .forever)
            let outer = scheduler.createHotObservable([.next(575, 0), .next(575, 1)])
            return outer.asObservable().flatMap { _ in shared.take(1).catchAndReturn(-1) }
        }
        log("subscriptions \(sourceSubscriptions())")
        XCTAssertEqual(
            log.lines,
            [
                "575 next 1",
                "575 next 1",
                "1000 disposed",
                "1000 subscriptions [(575: 575)]",
            ]
        )
    }

    /// A listed difference (migration article): in RxSwift 6.10.2 the right-hand source's observer holds the
    /// left-hand subscription as its own, so a right source that ends while being subscribed, after the left one
    /// won, disposes the winner (`left disposed` before `right disposed`). Ours disposes only the right one.
    func test_amb_rightSourceEndingWhileBeingSubscribed() {
        let log = CallbackLog()
        let left = loggedCreate("left", log) { (observer: AnyObserver<Int>) in observer.onNext(1) }
        let right = loggedCreate("right", log) { (observer: AnyObserver<Int>) in observer.onCompleted() }
        let subscription = subscribeLogging(
            left.amb(right),
            to: log.callAsFunction
        )
        log("unsubscribing")
        subscription.dispose()
        XCTAssertEqual(
            log.lines,
            [
                "left subscribed",
                "next 1",
                "right subscribed",
                "right disposed",
                "unsubscribing",
                "left disposed",
                "disposed",
            ]
        )
    }

    /// A listed difference (migration article): RxSwift's `share(replay: 0 or 1, scope: .whileConnected)` never
    /// disposes the source subscription after its end, leaving that to the source's own sink, so a `do` right under
    /// it runs `afterCompleted` before `onDispose`. Ours disposes it right after forwarding the end, so that a
    /// subscriber that subscribes again from the end never meets two subscriptions of the source at once.
    func test_shareWhileConnected_hotSourceCompleting() {
        let log = recordCallbacks { scheduler, log in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let shared = xs.asObservable().logEveryCallback("source", to: log).share()
            return shared
        }
        XCTAssertEqual(
            log.lines,
            [
                "200 source onSubscribe",
                "200 source onSubscribed",
                "210 source onNext 1",
                "210 next 1",
                "210 source afterNext 1",
                "220 source onCompleted",
                "220 completed",
                "220 disposed",
                "220 source onDispose",
                "220 source afterCompleted",
            ]
        )
    }

    /// `switchLatest` whose outer sequence fails while an inner one runs: the error goes on, then the outer
    /// subscription and the inner one are disposed, in that order.
    func test_switchLatest_outerFailingWhileAnInnerRuns() {
        let log = recordCallbacks { scheduler, log in
            let inner = scheduler.createHotObservable([.next(230, 7)])
            let outer = scheduler.createHotObservable([
                .next(210, loggedSubscription("inner", log, inner.asObservable())), .error(250, testError),
            ])
            return loggedSubscription("outer", log, outer.asObservable()).switchLatest().logEveryCallback(
                "result",
                to: log
            )
        }
        XCTAssertEqual(
            log.lines,
            [
                "200 result onSubscribe",
                "200 outer subscribed",
                "200 result onSubscribed",
                "210 inner subscribed",
                "230 result onNext 7",
                "230 next 7",
                "230 result afterNext 7",
                "250 result onError",
                "250 error",
                "250 disposed",
                "250 result afterError",
                "250 outer disposed",
                "250 inner disposed",
                "250 result onDispose",
            ]
        )
    }

    /// `do(onSubscribed:onDispose:)` around inner sequences built with `retry(when:)`, switched.
    func test_switchLatest_innerSequencesRetriedWhen() {
        let log = recordCallbacks { scheduler, log in
            let outer = scheduler.createHotObservable([
                .next(210, retriedOnce("first", log)), .next(220, retriedOnce("second", log)), .completed(230),
            ])
            return outer.asObservable().switchLatest()
        }
        XCTAssertEqual(
            log.lines,
            [
                "210 first onSubscribe",
                "210 first subscribed",
                "210 first onNext 1",
                "210 next 1",
                "210 first afterNext 1",
                "210 first disposed",
                "210 first subscribed",
                "210 first onNext 2",
                "210 next 2",
                "210 first afterNext 2",
                "210 first onCompleted",
                "210 first afterCompleted",
                "210 first disposed",
                "210 first onSubscribed",
                "210 first onDispose",
                "220 second onSubscribe",
                "220 second subscribed",
                "220 second onNext 1",
                "220 next 1",
                "220 second afterNext 1",
                "220 second disposed",
                "220 second subscribed",
                "220 second onNext 2",
                "220 next 2",
                "220 second afterNext 2",
                "220 second onCompleted",
                "220 second afterCompleted",
                "220 second disposed",
                "220 second onSubscribed",
                "220 second onDispose",
                "230 completed",
                "230 disposed",
            ]
        )
    }

    /// The same inner sequences, concatenated.
    func test_concat_innerSequencesRetriedWhen() {
        let log = recordCallbacks { scheduler, log in
            return Observable.concat(retriedOnce("first", log), retriedOnce("second", log))
        }
        XCTAssertEqual(
            log.lines,
            [
                "200 first onSubscribe",
                "200 first subscribed",
                "200 first onNext 1",
                "200 next 1",
                "200 first afterNext 1",
                "200 first disposed",
                "200 first subscribed",
                "200 first onNext 2",
                "200 next 2",
                "200 first afterNext 2",
                "200 first onCompleted",
                "200 first afterCompleted",
                "200 first disposed",
                "200 first onSubscribed",
                "200 first onDispose",
                "200 second onSubscribe",
                "200 second subscribed",
                "200 second onNext 1",
                "200 next 1",
                "200 second afterNext 1",
                "200 second disposed",
                "200 second subscribed",
                "200 second onNext 2",
                "200 next 2",
                "200 second afterNext 2",
                "200 second onCompleted",
                "200 second afterCompleted",
                "200 second disposed",
                "200 second onSubscribed",
                "200 second onDispose",
                "200 completed",
                "200 disposed",
            ]
        )
    }

    /// The same sequences, zipped.
    func test_zip_sourcesRetriedWhen() {
        let log = recordCallbacks { scheduler, log in
            return Observable.zip(retriedOnce("first", log), retriedOnce("second", log)) { $0 + $1 }
        }
        XCTAssertEqual(
            log.lines,
            [
                "200 first onSubscribe",
                "200 first subscribed",
                "200 first onNext 1",
                "200 first afterNext 1",
                "200 first disposed",
                "200 first subscribed",
                "200 first onNext 2",
                "200 first afterNext 2",
                "200 first onCompleted",
                "200 first afterCompleted",
                "200 first disposed",
                "200 first onSubscribed",
                "200 first onDispose",
                "200 second onSubscribe",
                "200 second subscribed",
                "200 second onNext 1",
                "200 next 2",
                "200 second afterNext 1",
                "200 second disposed",
                "200 second subscribed",
                "200 second onNext 2",
                "200 next 4",
                "200 second afterNext 2",
                "200 second onCompleted",
                "200 completed",
                "200 disposed",
                "200 second afterCompleted",
                "200 second disposed",
                "200 second onSubscribed",
                "200 second onDispose",
            ]
        )
    }

    /// `share(replay: 1)` over a `do` over a `just`, with a subscriber that leaves after one element and one that
    /// stays: each connection's source runs `afterCompleted` before the share disposes it (`onDispose` last).
    func test_shareReplay1_doOverJust() {
        let log = CallbackLog()
        let shared = Observable.just(1).logEveryCallback("source", to: log).share(replay: 1)
        let first = subscribeLogging(shared.take(1), to: log.callAsFunction)
        let second = subscribeLogging(shared, to: log.callAsFunction)
        first.dispose()
        second.dispose()
        XCTAssertEqual(
            log.lines,
            [
                "source onSubscribe",
                "source onNext 1",
                "next 1",
                "completed",
                "disposed",
                "source afterNext 1",
                "source onCompleted",
                "source afterCompleted",
                "source onSubscribed",
                "source onDispose",
                "source onSubscribe",
                "source onNext 1",
                "next 1",
                "source afterNext 1",
                "source onCompleted",
                "completed",
                "disposed",
                "source afterCompleted",
                "source onSubscribed",
                "source onDispose",
            ]
        )
    }
}

/// A `create` that emits its attempt number, failing the first attempt, behind `retry(when:)`, all logged.
private func retriedOnce(_ name: String, _ log: CallbackLog) -> Observable<Int> {
    var attempts = 0
    return loggedCreate(name, log) { (observer: AnyObserver<Int>) in
        attempts += 1
        observer.onNext(attempts)
        if attempts == 1 { observer.onError(testError) } else { observer.onCompleted() }
    }
    .retry(when: { (errors: Observable<Error>) in errors.map { _ in () } })
    .logEveryCallback(name, to: log)
}
