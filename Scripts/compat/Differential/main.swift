// SPDX-License-Identifier: MIT
// Compiled twice by Scripts/compat/differential.sh: against RxSwift 6.10.2 and against this package's `RxSwift` and
// `RxTest` modules. Each scenario returns a log; the script compares the two runs scenario by scenario.
import Foundation
import RxSwift
import RxTest

// 1a flatMap over of with a create that completes at once
scenario("1a-flatMap-of-createCompletesAtOnce-inner") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.of(1, 2).flatMap { v in
            loggedCreate("c\(v)", log) { (o: AnyObserver<Int>) in
                o.onNext(v); o.onCompleted()
            }
        }
        .logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("1a-flatMap-createOuter-ofInner") {
    let log = CallbackLog()
    let d = subscribeLogging(
        loggedCreate("c", log) { (o: AnyObserver<Int>) in
            o.onNext(1); o.onCompleted()
        }
        .flatMap { v in Observable.of(v, v + 1) }
        .logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("1a-flatMap-of-createInnerLoggedDo") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.of(1).flatMap { v in
            loggedCreate("c\(v)", log) { (o: AnyObserver<Int>) in o.onCompleted() }.logEveryCallback("inner", to: log)
        }
        .logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("1a-flatMap-hot-then-createCompletes") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            loggedSubscription("outer", log, xs.asObservable()).flatMap { v in
                loggedCreate("c\(v)", log) { (o: AnyObserver<Int>) in o.onNext(v) }.concat(Observable.empty())
            }.logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("1a-flatMap-of-createNoComplete-outerCompletes") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            Observable.of(1, 2).flatMap { v in
                v == 1
                    ? loggedCreate("c\(v)", log) { (o: AnyObserver<Int>) in o.onCompleted() }
                    : loggedSubscription("ys", log, ys.asObservable())
            }.logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}

// 1b zip of three
scenario("1b-zip3-createCompletesAtOnce-withError") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let ys = scheduler.createHotObservable([.next(215, 2)])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            Observable.zip(
                loggedSubscription("xs", log, xs.asObservable()),
                loggedSubscription("ys", log, ys.asObservable()),
                loggedCreate("c", log) { (o: AnyObserver<Int>) in
                    o.onNext(3); o.onCompleted()
                }
            ) { $0 + $1 + $2 }.logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("1b-zip3-createErrorsAtOnce") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createHotObservable([.next(215, 2)])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            Observable.zip(
                loggedSubscription("xs", log, xs.asObservable()),
                loggedSubscription("ys", log, ys.asObservable()),
                loggedCreate("c", log) { (o: AnyObserver<Int>) in o.onError(TestError()) }
            ) { $0 + $1 + $2 }.logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("1b-zip3-selectorThrows-createCompletes") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let ys = scheduler.createHotObservable([.next(215, 2)])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            Observable.zip(
                loggedSubscription("xs", log, xs.asObservable()),
                loggedSubscription("ys", log, ys.asObservable()),
                loggedCreate("c", log) { (o: AnyObserver<Int>) in
                    o.onNext(3); o.onCompleted()
                }
            ) { (_: Int, _: Int, _: Int) -> Int in throw TestError() }.logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("1b-zip3-createFirst-completesAtOnce-otherErrors") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let ys: TestableObservable<Int> = scheduler.createHotObservable([.error(215, TestError())])
    let zs = scheduler.createHotObservable([.next(212, 2)])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            Observable.zip(
                loggedCreate("c", log) { (o: AnyObserver<Int>) in
                    o.onNext(3); o.onCompleted()
                },
                loggedSubscription("ys", log, ys.asObservable()),
                loggedSubscription("zs", log, zs.asObservable())
            ) { $0 + $1 + $2 }.logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("1b-zip3-ofs-sync") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.zip(
            loggedCreate("a", log) { (o: AnyObserver<Int>) in
                o.onNext(1); o.onCompleted()
            },
            loggedCreate("b", log) { (o: AnyObserver<Int>) in
                o.onNext(1); o.onError(TestError())
            },
            loggedCreate("c", log) { (o: AnyObserver<Int>) in
                o.onNext(3); o.onCompleted()
            }
        ) { $0 + $1 + $2 }.logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}

// 1c switchLatest outer fails while inner live
scenario("1c-switchLatest-outerFails") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let inner = scheduler.createHotObservable([.next(230, 7)])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        let outer = Observable<Observable<Int>>.create { o in
            log("outer subscribed")
            o.onNext(loggedSubscription("inner", log, inner.asObservable()))
            let t = scheduler.scheduleRelative((), dueTime: .seconds(50)) {
                o.onError(TestError()); return Disposables.create()
            }
            return Disposables.create {
                log("outer disposed"); t.dispose()
            }
        }
        d = subscribeLogging(outer.switchLatest().logEveryCallback("do", to: log), to: log.callAsFunction)
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("1c-switchLatest-outerHotFails") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let inner = scheduler.createHotObservable([.next(230, 7)])
    let outer = scheduler.createHotObservable([
        .next(210, loggedSubscription("inner", log, inner.asObservable())), .error(250, TestError()),
    ])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            loggedSubscription("outer", log, outer.asObservable()).switchLatest().logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("1c-flatMapLatest-outerHotCompletesThenInnerCompletes") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let inner = scheduler.createHotObservable([.next(230, 7), .completed(260)])
    let outer = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            loggedSubscription("outer", log, outer.asObservable()).flatMapLatest { _ in
                loggedSubscription("inner", log, inner.asObservable())
            }.logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}

// 1d share over do over just
scenario("1d-shareReplay1-do-just") {
    let log = CallbackLog()
    let shared = Observable.just(1).logEveryCallback("do", to: log).share(replay: 1)
    let d = subscribeLogging(shared, to: log.callAsFunction)
    d.dispose()
    return log.lines
}
scenario("1d-share-do-just") {
    let log = CallbackLog()
    let shared = Observable.just(1).logEveryCallback("do", to: log).share()
    let d = subscribeLogging(shared, to: log.callAsFunction)
    d.dispose()
    return log.lines
}
scenario("1d-shareReplay1-do-hot") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let shared = xs.asObservable().logEveryCallback("do", to: log).share(replay: 1)
    var d: Disposable?
    scheduler.scheduleAt(200) { d = subscribeLogging(shared, to: log.callAsFunction) }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("1d-share-do-hot") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let shared = xs.asObservable().logEveryCallback("do", to: log).share()
    var d: Disposable?
    scheduler.scheduleAt(200) { d = subscribeLogging(shared, to: log.callAsFunction) }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("1d-shareReplay1Forever-do-just") {
    let log = CallbackLog()
    let shared = Observable.just(1).logEveryCallback("do", to: log).share(replay: 1, scope: .forever)
    let d = subscribeLogging(shared, to: log.callAsFunction)
    d.dispose()
    return log.lines
}
scenario("1d-share-do-hot-error") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let shared = xs.asObservable().logEveryCallback("do", to: log).share()
    var d: Disposable?
    scheduler.scheduleAt(200) { d = subscribeLogging(shared, to: log.callAsFunction) }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("1d-shareReplay1-do-of-two-subscribers") {
    let log = CallbackLog()
    let shared = Observable.of(1, 2).logEveryCallback("do", to: log).share(replay: 1)
    let d = subscribeLogging(shared, to: log.callAsFunction)
    let e = subscribeLogging(shared, to: log.callAsFunction)
    d.dispose(); e.dispose()
    return log.lines
}

// 2 do(onSubscribed/onDispose) order in switchLatest and concat with retry(when:)
func retryWhenInner(_ name: String, _ log: CallbackLog, _ scheduler: TestScheduler, fail: Bool) -> Observable<Int> {
    var attempts = 0
    return loggedCreate(name, log) { (o: AnyObserver<Int>) in
        attempts += 1
        o.onNext(attempts)
        if fail && attempts < 2 { o.onError(TestError()) } else { o.onCompleted() }
    }.retry(when: { (errors: Observable<Error>) in errors.map { _ in () } })
        .logEveryCallback(name + "-do", to: log)
}
scenario("2-switchLatest-retryWhen-inners") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let outer = scheduler.createHotObservable([
        .next(210, retryWhenInner("i1", log, scheduler, fail: true)),
        .next(220, retryWhenInner("i2", log, scheduler, fail: false)),
        .completed(230),
    ])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            outer.asObservable().switchLatest().logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("2-concat-retryWhen-inners") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            Observable.concat(
                retryWhenInner("i1", log, scheduler, fail: true),
                retryWhenInner("i2", log, scheduler, fail: false)
            )
            .logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("2-retryWhen-alone") {
    let log = CallbackLog()
    let d = subscribeLogging(
        retryWhenInner("i1", log, TestScheduler(initialClock: 0), fail: true),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("2-retryWhen-alone-nofail") {
    let log = CallbackLog()
    let d = subscribeLogging(
        retryWhenInner("i1", log, TestScheduler(initialClock: 0), fail: false),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("2-retryWhen-hot-trigger") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let trigger = scheduler.createHotObservable([.next(240, ()), .completed(300)])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            loggedSubscription("xs", log, xs.asObservable()).retry(when: { (e: Observable<Error>) in
                e.flatMap { _ in loggedSubscription("trigger", log, trigger.asObservable()).take(1) }
            }).logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}

// 3 share(replay:2, .forever) via catchAndReturn inside flatMap, disposed during own subscription
scenario("3-shareForever-catchAndReturn-flatMap") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let xs = scheduler.createHotObservable([.next(575, 1), .next(600, 2), .completed(900)])
    let shared = loggedSubscription("xs", log, xs.asObservable()).share(replay: 2, scope: .forever)
    let outer = scheduler.createHotObservable([.next(575, 0), .next(580, 0)])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            outer.asObservable().flatMap { _ in shared.take(1).catchAndReturn(-1) }.logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    log("subscriptions \(xs.subscriptions)")
    return log.lines
}

// 4 same-tick
scenario("4-concat-do") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            Observable.concat(
                a.asObservable().logEveryCallback("a", to: log),
                b.asObservable().logEveryCallback("b", to: log)
            ).logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("4-concat-sync") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.concat(
            Observable.just(1).logEveryCallback("a", to: log),
            Observable.of(2, 3).logEveryCallback("b", to: log)
        ).logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("4-mergeMax1-do") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let outer = scheduler.createHotObservable([
        .next(210, a.asObservable().logEveryCallback("a", to: log)),
        .next(215, b.asObservable().logEveryCallback("b", to: log)), .completed(220),
    ])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            outer.asObservable().merge(maxConcurrent: 1).logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("4-mergeMax1-sync") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.of(
            Observable.just(1).logEveryCallback("a", to: log),
            Observable.of(2, 3).logEveryCallback("b", to: log)
        ).merge(maxConcurrent: 1)
            .logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("4-combineLatest4-do") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let b = scheduler.createHotObservable([.next(211, 2), .completed(230)])
    let c = scheduler.createHotObservable([.next(212, 3), .completed(230)])
    let e = scheduler.createHotObservable([.next(213, 4), .error(240, TestError())])
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            Observable.combineLatest(
                a.asObservable().logEveryCallback("a", to: log),
                b.asObservable().logEveryCallback("b", to: log),
                c.asObservable().logEveryCallback("c", to: log),
                e.asObservable().logEveryCallback("e", to: log)
            ) { $0 + $1 + $2 + $3 }.logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("4-combineLatest4-sync") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.combineLatest(
            Observable.just(1).logEveryCallback("a", to: log),
            Observable.of(2, 3).logEveryCallback("b", to: log),
            Observable.just(3).logEveryCallback("c", to: log),
            Observable<Int>.error(TestError()).logEveryCallback("e", to: log)
        ) { $0 + $1 + $2 + $3 }.logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("4-combineLatest4-sync-complete") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.combineLatest(
            Observable.just(1).logEveryCallback("a", to: log),
            Observable.of(2, 3).logEveryCallback("b", to: log),
            Observable.just(3).logEveryCallback("c", to: log),
            Observable.just(4).logEveryCallback("e", to: log)
        ) { $0 + $1 + $2 + $3 }.logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("4-zip-retryWhen") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    log.scheduler = scheduler
    var d: Disposable?
    scheduler.scheduleAt(200) {
        d = subscribeLogging(
            Observable.zip(
                retryWhenInner("i1", log, scheduler, fail: true),
                retryWhenInner("i2", log, scheduler, fail: false)
            ) { $0 + $1 }.logEveryCallback("do", to: log),
            to: log.callAsFunction
        )
    }
    scheduler.scheduleAt(1000) { d?.dispose() }
    scheduler.start()
    return log.lines
}
scenario("4-zip2-sync") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.zip(
            Observable.just(1).logEveryCallback("a", to: log),
            Observable.of(2, 3).logEveryCallback("b", to: log)
        ) { $0 + $1 }.logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("4-merge-sync") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.merge(
            Observable.just(1).logEveryCallback("a", to: log),
            Observable.of(2, 3).logEveryCallback("b", to: log)
        ).logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("4-flatMap-sync") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.of(1, 2).logEveryCallback("outer", to: log).flatMap { v in
            Observable.just(v).logEveryCallback("in\(v)", to: log)
        }.logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("4-concatMap-sync") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.of(1, 2).logEveryCallback("outer", to: log).concatMap { v in
            Observable.just(v).logEveryCallback("in\(v)", to: log)
        }.logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}
scenario("4-switch-sync") {
    let log = CallbackLog()
    let d = subscribeLogging(
        Observable.of(1, 2).logEveryCallback("outer", to: log).flatMapLatest { v in
            Observable.just(v).logEveryCallback("in\(v)", to: log)
        }.logEveryCallback("do", to: log),
        to: log.callAsFunction
    )
    d.dispose()
    return log.lines
}

// ---- more variants
func syncOuterCreate(_ log: CallbackLog, fail: Bool, inners: [Observable<Int>]) -> Observable<Observable<Int>> {
    loggedCreate("outer", log) { (o: AnyObserver<Observable<Int>>) in
        for i in inners { o.onNext(i) }
        if fail { o.onError(TestError()) } else { o.onCompleted() }
    }
}
let higherOrder: [(String, (Observable<Observable<Int>>) -> Observable<Int>)] = [
    ("merge", { $0.merge() }),
    ("mergeMax1", { $0.merge(maxConcurrent: 1) }),
    ("mergeMax2", { $0.merge(maxConcurrent: 2) }),
    ("concat", { $0.concat() }),
    ("switchLatest", { $0.switchLatest() }),
    ("flatMapFirst", { $0.flatMapFirst { $0 } }),
]
let innerKinds: [(String, (CallbackLog, Int) -> Observable<Int>)] = [
    (
        "createCompletes",
        { log, v in
            loggedCreate("c\(v)", log) { (o: AnyObserver<Int>) in
                o.onNext(v); o.onCompleted()
            }
        }
    ),
    ("createNoEnd", { log, v in loggedCreate("c\(v)", log) { (o: AnyObserver<Int>) in o.onNext(v) } }),
    (
        "createFails",
        { log, v in
            loggedCreate("c\(v)", log) { (o: AnyObserver<Int>) in
                o.onNext(v); o.onError(TestError())
            }
        }
    ),
    ("justDo", { log, v in Observable.just(v).logEveryCallback("j\(v)", to: log) }),
    ("ofDo", { log, v in Observable.of(v, v).logEveryCallback("o\(v)", to: log) }),
]
for (hname, op) in higherOrder {
    for (iname, inner) in innerKinds {
        for fail in [false, true] {
            scenario("5-\(hname)-\(iname)-outerCreate-\(fail ? "fails" : "completes")") {
                let log = CallbackLog()
                let d = subscribeLogging(
                    op(syncOuterCreate(log, fail: fail, inners: [inner(log, 1), inner(log, 2)])).logEveryCallback(
                        "do",
                        to: log
                    ),
                    to: log.callAsFunction
                )
                d.dispose()
                return log.lines
            }
            scenario("5-\(hname)-\(iname)-outerOfDo-\(fail ? "fails" : "completes")") {
                let log = CallbackLog()
                let outer = Observable.of(inner(log, 1), inner(log, 2)).concat(
                    fail ? Observable.error(TestError()) : Observable.empty()
                ).logEveryCallback("outer", to: log)
                let d = subscribeLogging(op(outer).logEveryCallback("do", to: log), to: log.callAsFunction)
                d.dispose()
                return log.lines
            }
            scenario("5-\(hname)-\(iname)-outerHot-\(fail ? "fails" : "completes")") {
                let log = CallbackLog()
                let scheduler = TestScheduler(initialClock: 0)
                log.scheduler = scheduler
                let late = scheduler.createHotObservable([.next(300, 9), .completed(400)])
                let outer = scheduler.createHotObservable([
                    .next(210, inner(log, 1)), .next(220, loggedSubscription("late", log, late.asObservable())),
                    fail ? .error(250, TestError()) : .completed(250),
                ])
                var d: Disposable?
                scheduler.scheduleAt(200) {
                    d = subscribeLogging(
                        op(loggedSubscription("outer", log, outer.asObservable())).logEveryCallback("do", to: log),
                        to: log.callAsFunction
                    )
                }
                scheduler.scheduleAt(1000) { d?.dispose() }
                scheduler.start()
                return log.lines
            }
        }
    }
}
for (sname, sh) in [
    ("share", { (o: Observable<Int>) in o.share() }), ("shareR1", { $0.share(replay: 1) }),
    ("shareR1F", { $0.share(replay: 1, scope: .forever) }), ("shareR2F", { $0.share(replay: 2, scope: .forever) }),
    ("shareF", { $0.share(scope: .forever) }),
] as [(String, (Observable<Int>) -> Observable<Int>)] {
    for (srcName, src) in [
        ("just", { Observable.just(1) }), ("of", { Observable.of(1, 2) }),
        ("error", { Observable<Int>.error(TestError()) }), ("empty", { Observable<Int>.empty() }),
    ] as [(String, () -> Observable<Int>)] {
        scenario("6-\(sname)-do-\(srcName)-take1") {
            let log = CallbackLog()
            let shared = sh(src().logEveryCallback("do", to: log))
            let d = subscribeLogging(shared.take(1).logEveryCallback("t", to: log), to: log.callAsFunction)
            let e = subscribeLogging(shared, to: log.callAsFunction)
            d.dispose(); e.dispose()
            return log.lines
        }
        scenario("6-\(sname)-do-\(srcName)-inFlatMap") {
            let log = CallbackLog()
            let shared = sh(src().logEveryCallback("do", to: log))
            let d = subscribeLogging(
                Observable.of(1, 2).flatMap { _ in shared }.logEveryCallback("f", to: log),
                to: log.callAsFunction
            )
            d.dispose()
            return log.lines
        }
        scenario("6-\(sname)-do-\(srcName)-cold") {
            let log = CallbackLog()
            let scheduler = TestScheduler(initialClock: 0)
            log.scheduler = scheduler
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let shared = sh(Observable.concat(src(), xs.asObservable()).logEveryCallback("do", to: log))
            var d: Disposable?
            var e: Disposable?
            scheduler.scheduleAt(200) { d = subscribeLogging(shared, to: log.callAsFunction) }
            scheduler.scheduleAt(205) { e = subscribeLogging(shared.take(1), to: log.callAsFunction) }
            scheduler.scheduleAt(1000) {
                d?.dispose(); e?.dispose()
            }
            scheduler.start()
            return log.lines
        }
    }
}
for (zname, z) in [
    (
        "zip2",
        { (a: Observable<Int>, b: Observable<Int>, c: Observable<Int>, e: Observable<Int>) in
            Observable.zip(a, b) { $0 + $1 }
        }
    ), ("zip3", { a, b, c, e in Observable.zip(a, b, c) { $0 + $1 + $2 } }),
    ("zip4", { a, b, c, e in Observable.zip(a, b, c, e) { $0 + $1 + $2 + $3 } }),
    ("zipArr", { a, b, c, e in Observable.zip([a, b, c]).map { $0.reduce(0, +) } }),
    ("cl2", { a, b, c, e in Observable.combineLatest(a, b) { $0 + $1 } }),
    ("cl3", { a, b, c, e in Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }),
    ("cl4", { a, b, c, e in Observable.combineLatest(a, b, c, e) { $0 + $1 + $2 + $3 } }),
    ("clArr", { a, b, c, e in Observable.combineLatest([a, b, c]).map { $0.reduce(0, +) } }),
    ("wlf", { a, b, c, e in a.withLatestFrom(b) { $0 + $1 } }), ("amb", { a, b, c, e in a.amb(b) }),
    ("takeUntil", { a, b, c, e in a.take(until: b) }), ("sample", { a, b, c, e in a.sample(b) }),
] as [(String, (Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>)] {
    for (pattern, events) in [
        ("aErr", [0: "e", 1: "n", 2: "n", 3: "n"]), ("bErr", [0: "n", 1: "e", 2: "n", 3: "n"]),
        ("aDone", [0: "c", 1: "n", 2: "n", 3: "n"]), ("bDone", [0: "n", 1: "c", 2: "nc", 3: "nc"]),
        ("allDone", [0: "nc", 1: "nc", 2: "nc", 3: "nc"]),
    ] {
        scenario("7-\(zname)-\(pattern)-hot") {
            let log = CallbackLog()
            let scheduler = TestScheduler(initialClock: 0)
            log.scheduler = scheduler
            let sources: [Observable<Int>] = (0..<4).map { i in
                let spec = events[i]!
                var evs: [Recorded<Event<Int>>] = [.next(210 + i, i + 1)]
                if spec == "e" { evs.append(.error(230 + i, TestError())) }
                if spec == "c" { evs = [.completed(230 + i)] }
                if spec == "nc" { evs.append(.completed(230 + i)) }
                return loggedSubscription("s\(i)", log, scheduler.createHotObservable(evs).asObservable())
                    .logEveryCallback("d\(i)", to: log)
            }
            var d: Disposable?
            scheduler.scheduleAt(200) {
                d = subscribeLogging(
                    z(sources[0], sources[1], sources[2], sources[3]).logEveryCallback("do", to: log),
                    to: log.callAsFunction
                )
            }
            scheduler.scheduleAt(1000) { d?.dispose() }
            scheduler.start()
            return log.lines
        }
        scenario("7-\(zname)-\(pattern)-sync") {
            let log = CallbackLog()
            let sources: [Observable<Int>] = (0..<4).map { i in
                let spec = events[i]!
                return loggedCreate("s\(i)", log) { (o: AnyObserver<Int>) in
                    if spec != "c" { o.onNext(i + 1) }
                    if spec == "e" { o.onError(TestError()) }
                    if spec == "c" || spec == "nc" { o.onCompleted() }
                }.logEveryCallback("d\(i)", to: log)
            }
            let d = subscribeLogging(
                z(sources[0], sources[1], sources[2], sources[3]).logEveryCallback("do", to: log),
                to: log.callAsFunction
            )
            d.dispose()
            return log.lines
        }
    }
}

scenario("8-mergeMax2-queued") {
    let log = CallbackLog()
    let scheduler = TestScheduler(initialClock: 0)
    var finish: AnyObserver<Int>?
    let finishedOnDemand = Observable<Int>.create { observer in
        finish = observer
        return Disposables.create()
    }
    let outer = Observable<Observable<Int>>.create { observer in
        observer.onNext(Observable.of(10, 20))
        observer.onNext(finishedOnDemand)
        observer.onNext(Observable.just(1))
        finish?.onCompleted()
        observer.onCompleted()
        return Disposables.create()
    }
    let res = scheduler.start { outer.merge(maxConcurrent: 2) }
    log("\(res.events)")
    return log.lines
}

let sources9: [(String, (TestScheduler) -> TestableObservable<Int>)] = [
    ("cold0", { $0.createColdObservable([.next(0, 1), .next(100, 2)]) }),
    ("cold00", { $0.createColdObservable([.next(0, 1), .next(0, 2), .completed(200)]) }),
    ("hot575", { $0.createHotObservable([.next(575, 1), .next(600, 2)]) }),
    ("hot575err", { $0.createHotObservable([.next(575, 1), .error(600, TestError())]) }),
]
let outers9: [(String, [Recorded<Event<Int>>])] = [
    ("one", [.next(575, 0)]), ("two", [.next(575, 0), .next(575, 1)]), ("spread", [.next(575, 0), .next(580, 1)]),
]
let inners9: [(String, (Observable<Int>) -> Observable<Int>)] = [
    ("take1Catch", { $0.take(1).catchAndReturn(-1) }),
    ("catchTake1", { $0.catchAndReturn(-1).take(1) }),
    ("catch", { $0.catchAndReturn(-1) }),
    ("take1", { $0.take(1) }),
    ("first", { $0.first().asObservable().map { $0 ?? -2 } }),
]
for (sn, src) in sources9 {
    for (on, oev) in outers9 {
        for (iname, inner) in inners9 {
            for replay in [1, 2] {
                for forever in [true, false] {
                    scenario("9-\(sn)-\(on)-\(iname)-r\(replay)-\(forever ? "F" : "W")") {
                        let log = CallbackLog()
                        let scheduler = TestScheduler(initialClock: 0)
                        log.scheduler = scheduler
                        let xs = src(scheduler)
                        let shared = xs.asObservable().share(
                            replay: replay,
                            scope: forever ? .forever : .whileConnected
                        )
                        let outer = scheduler.createHotObservable(oev)
                        var d: Disposable?
                        scheduler.scheduleAt(200) {
                            d = subscribeLogging(
                                outer.asObservable().flatMap { _ in inner(shared) },
                                to: log.callAsFunction
                            )
                        }
                        scheduler.scheduleAt(1000) { d?.dispose() }
                        scheduler.start()
                        log("subscriptions \(xs.subscriptions)")
                        return log.lines
                    }
                }
            }
        }
    }
}

registerPinnedScenarios()

let filter = CommandLine.arguments.dropFirst().first
for (name, body) in scenarios where filter == nil || name.hasPrefix(filter!) {
    print("== \(name)")
    for line in body() { print("  \(line)") }
}
