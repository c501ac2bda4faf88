// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// The scenarios of `CombineArityTests`, for the forms of `combineLatest` and `zip` over any number of sources: of a
/// collection, and of a parameter pack (reached from a function generic over a pack, where the forms of a fixed number
/// of sources do not apply). Source `i` (from 0) sends `i + 1` at `210 + 10i` unless a scenario says otherwise; the
/// selector reads the elements as the digits of one number, the first source's highest.
///
/// The events and subscription logs are the same for every form in these scenarios; where the collection forms differ
/// (the order of disposal around an end, `zip` completing at an element that can never be paired), the tests below
/// the scenarios say so.
enum CombineScenarios {
    /// What the reentrant scenario of the collection and pack forms (`test_reentrantElements_appliedInOrder_…`)
    /// combines: the same sends, in the same order, through either form.
    static let reentrantCombined = [
        "1x3", "10x3", "10x30", "11x30", "11x31", "12x31", "12x32", "13x32", "13x33", "14x33", "14x34",
        "14y34", "14z34", "14w34", "14v034", "14v134", "14v234", "14v334", "100v334", "101v334", "102v334",
        "103v334", "104v334", "105v334", "105v340", "105v341", "105v342", "105v343", "105v344", "105u044",
        "105u144", "105u244",
    ]

    /// What three sources, each sending `0..<count` on a thread of its own, give: `zip` pairs every element;
    /// `combineLatest` sends combinations each at least as new, source by source, as the one before, the last one
    /// of the three last elements.
    static func assertSentFromSeveralThreads(
        _ values: [[Int]],
        count: Int,
        zip: Bool,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        if zip {
            XCTAssertEqual(values, (0..<count).map { [$0, $0, $0] }, file: file, line: line)
        } else {
            XCTAssertEqual(values.last, [count - 1, count - 1, count - 1], file: file, line: line)
            XCTAssertTrue(
                Swift.zip(values, values.dropFirst()).allSatisfy { older, newer in
                    (0..<3).allSatisfy { older[$0] <= newer[$0] }
                },
                file: file,
                line: line
            )
        }
    }

    /// What the same scenario zips.
    static let reentrantZipped = [
        "1x3", "10y30", "11z31", "12w32", "13v033", "14v134", "100v240", "101v341", "102u042", "103u143", "104u244",
    ]

    /// The elements as digits, the first source's highest; -1 makes the selector throw.
    static func digits(_ elements: [Int]) throws -> Int {
        if elements.contains(-1) { throw testError }
        return elements.reduce(0) { $0 * 10 + $1 }
    }

    /// 123…n: the digits of the first element of every source.
    static func firsts(_ arity: Int) -> Int {
        try! digits(Array(1...arity))
    }

    /// `combineLatest` (or `zip`) of some sources, with ``digits(_:)`` as the selector.
    typealias Combine = (_ sources: [Observable<Int>], _ zip: Bool) -> Observable<Int>

    /// `zip` of `arity` sources where every source but the first completes at 205 without an element, and the first
    /// then sends at 210: the events, and the first source's subscriptions.
    static func zipWithAnElementThatCanNeverBePaired(
        arity: Int,
        _ combine: @escaping Combine
    ) -> (events: [Recorded<Event<Int>>], firstSubscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = (0..<arity).map { index in
            scheduler.createHotObservable(
                index == 0 ? [.next(210, 1), .completed(300)] : [Recorded<Event<Int>>.completed(205)]
            )
        }
        let res = scheduler.start { combine(xs.map { RawTestSource($0) }, true) }
        return (res.events, xs[0].subscriptions)
    }

    /// No source at all: `combineLatest` sends the selector's result for no elements, then completes; `zip` completes.
    static func assertNoSource(_ combine: @escaping Combine, file: StaticString = #filePath, line: UInt = #line) {
        let combined = TestScheduler(initialClock: 0).start { combine([], false) }
        XCTAssertEqual(combined.events, [.next(200, 0), .completed(200)], file: file, line: line)
        let zipped = TestScheduler(initialClock: 0).start { combine([], true) }
        XCTAssertEqual(zipped.events, [.completed(200)], file: file, line: line)
    }

    /// Hot sources: source `i` sends `i + 1` at `210 + 10i`, then `extra(i)`, then completes at `end(i)` (if any).
    static func sources(
        _ scheduler: TestScheduler,
        arity: Int,
        extra: (Int) -> [Recorded<Event<Int>>] = { _ in [] },
        end: (Int) -> TestTime? = { 400 + 10 * $0 }
    ) -> [TestableObservable<Int>] {
        (0..<arity).map { index in
            var events: [Recorded<Event<Int>>] = [.next(150, 9), .next(210 + 10 * index, index + 1)]
            events += extra(index)
            if let end = end(index) { events.append(.completed(end)) }
            return scheduler.createHotObservable(events)
        }
    }

    static func combineLatest_emitsOnceEverySourceHasEmitted_completesWithTheLast(
        _ arities: [Int],
        _ combine: @escaping Combine
    ) {
        for arity in arities {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = sources(scheduler, arity: arity, extra: { $0 == 0 ? [.next(300, 7)] : [] })
            let res = scheduler.start { combine(xs.map { $0.asObservable() }, false) }
            let replaced = try! digits([7] + Array(1..<arity).map { $0 + 1 })
            XCTAssertEqual(
                res.events,
                [.next(200 + 10 * arity, firsts(arity)), .next(300, replaced), .completed(400 + 10 * (arity - 1))],
                "\(arity) sources"
            )
            for (index, source) in xs.enumerated() {
                XCTAssertEqual(
                    source.subscriptions,
                    [Subscription(200, 400 + 10 * index)],
                    "\(arity) sources, \(index)"
                )
            }
        }
    }

    static func combineLatest_aSourceDoneWithoutElement_completesWhenTheLastOtherEmits(
        _ arities: [Int],
        _ combine: @escaping Combine
    ) {
        for arity in arities where arity >= 3 {
            let scheduler = TestScheduler(initialClock: 0)
            // The last source never emits and ends at 205; the others end at 300, then the first emits at 350.
            let xs = (0..<arity).map { index -> TestableObservable<Int> in
                if index == arity - 1 { return scheduler.createHotObservable([.completed(205)]) }
                if index == 0 { return scheduler.createHotObservable([.next(210, 1), .next(350, 2), .completed(360)]) }
                return scheduler.createHotObservable([.next(220, 2), .completed(300)])
            }
            let res = scheduler.start { combine(xs.map { $0.asObservable() }, false) }
            XCTAssertEqual(res.events, [.completed(350)], "\(arity) sources")
            XCTAssertEqual(xs[0].subscriptions, [Subscription(200, 350)], "\(arity) sources")
            XCTAssertEqual(xs[arity - 1].subscriptions, [Subscription(200, 205)], "\(arity) sources")
        }
    }

    static func zip_pairsByIndex_completesWhenEverySourceCompleted(_ arities: [Int], _ combine: @escaping Combine) {
        for arity in arities where arity >= 2 {
            let scheduler = TestScheduler(initialClock: 0)
            // Every source sends a second element at 300 + i, except the last, which sends two at 320 and 330.
            let xs = sources(
                scheduler,
                arity: arity,
                extra: { index in index == arity - 1 ? [.next(320, 2), .next(330, 3)] : [.next(300 + index, 2)] },
                end: { 340 + 10 * $0 }
            )
            let res = scheduler.start { combine(xs.map { $0.asObservable() }, true) }
            let seconds = try! digits(Array(repeating: 2, count: arity))
            XCTAssertEqual(
                res.events,
                [.next(200 + 10 * arity, firsts(arity)), .next(320, seconds), .completed(340 + 10 * (arity - 1))],
                "\(arity) sources"
            )
            for (index, source) in xs.enumerated() {
                XCTAssertEqual(
                    source.subscriptions,
                    [Subscription(200, 340 + 10 * index)],
                    "\(arity) sources, \(index)"
                )
            }
        }
    }

    static func errorFromAMiddleSource_endsAll(_ arities: [Int], _ combine: @escaping Combine) {
        for zip in [false, true] {
            for arity in arities {
                let scheduler = TestScheduler(initialClock: 0)
                let middle = arity / 2
                let xs = (0..<arity).map { index -> TestableObservable<Int> in
                    index == middle
                        ? scheduler.createHotObservable([.error(250, testError)])
                        : scheduler.createHotObservable([.next(210 + index, index + 1)])
                }
                let res = scheduler.start { combine(xs.map { $0.asObservable() }, zip) }
                XCTAssertEqual(res.events, [.error(250, testError)], "\(arity) sources, zip \(zip)")
                for source in xs {
                    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)], "\(arity) sources, zip \(zip)")
                }
            }
        }
    }

    static func selectorThrowing_endsWithItsError(_ arities: [Int], _ combine: @escaping Combine) {
        for zip in [false, true] {
            for arity in arities {
                let scheduler = TestScheduler(initialClock: 0)
                // The first source's second element makes the selector throw.
                let xs = sources(
                    scheduler,
                    arity: arity,
                    extra: { index in index == 0 ? [.next(300, -1)] : [.next(300 + index, 2)] }
                )
                let res = scheduler.start { combine(xs.map { $0.asObservable() }, zip) }
                let failure: TestTime = zip ? 300 + TestTime(arity - 1) : 300
                XCTAssertEqual(
                    res.events,
                    [.next(200 + 10 * arity, firsts(arity)), .error(failure, testError)],
                    "\(arity) sources, zip \(zip)"
                )
                for source in xs {
                    XCTAssertEqual(source.subscriptions, [Subscription(200, failure)], "\(arity) sources, zip \(zip)")
                }
            }
        }
    }

    static func disposedAtAnExactTime_andResubscribed(_ arities: [Int], _ combine: @escaping Combine) {
        for zip in [false, true] {
            for arity in arities {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = sources(scheduler, arity: arity, extra: { [.next(500 + $0, 5)] }, end: { _ in nil })
                let combined = combine(xs.map { $0.asObservable() }, zip)
                let observer = scheduler.createObserver(Int.self)
                var subscription: Disposable?
                scheduler.scheduleAt(200) { subscription = combined.subscribe(observer) }
                scheduler.scheduleAt(300) { subscription?.dispose() }
                scheduler.scheduleAt(400) { subscription = combined.subscribe(observer) }
                scheduler.scheduleAt(600) { subscription?.dispose() }
                scheduler.start()
                // After the resubscription, nothing from before counts: each source's 5 is its first element again.
                let fives = try! digits(Array(repeating: 5, count: arity))
                XCTAssertEqual(
                    observer.events,
                    [.next(200 + 10 * arity, firsts(arity)), .next(500 + TestTime(arity - 1), fives)],
                    "\(arity) sources, zip \(zip)"
                )
                for source in xs {
                    XCTAssertEqual(
                        source.subscriptions,
                        [Subscription(200, 300), Subscription(400, 600)],
                        "\(arity) sources, zip \(zip)"
                    )
                }
            }
        }
    }

    static func sourcesSendingWhileSubscribed_combineInSubscriptionOrder(_ arities: [Int], _ combine: @escaping Combine)
    {
        for zip in [false, true] {
            for arity in arities where arity >= 2 {
                let scheduler = TestScheduler(initialClock: 0)
                // Every source but the last sends 1, 2 and completes while being subscribed; the last sends 3.
                let sources = (0..<arity).map { index in
                    Observable<Int>.create { observer in
                        if index == arity - 1 {
                            observer.onNext(3)
                        } else {
                            observer.onNext(1)
                            observer.onNext(2)
                        }
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
                let res = scheduler.start { combine(sources, zip) }
                let leading = zip ? 1 : 2
                let expected = try! digits(Array(repeating: leading, count: arity - 1) + [3])
                XCTAssertEqual(res.events, [.next(200, expected), .completed(200)], "\(arity) sources, zip \(zip)")
            }
        }
    }

    static func trampolinedSources_interleaveTheirElements(_ arities: [Int], _ combine: @escaping Combine) {
        for zip in [false, true] {
            for arity in arities where arity >= 2 {
                let scheduler = TestScheduler(initialClock: 0)
                // `of` and `just` send on the current-thread trampoline, one element per source in turn.
                let sources = (0..<arity).map { index in index == arity - 1 ? Observable.just(3) : Observable.of(1, 2) }
                let res = scheduler.start { combine(sources, zip) }
                var expected: [Recorded<Event<Int>>] = [
                    .next(200, try! digits(Array(repeating: 1, count: arity - 1) + [3]))
                ]
                if !zip {
                    // Then each source's 2 replaces its 1, in subscription order.
                    for replaced in 1..<arity {
                        let elements =
                            Array(repeating: 2, count: replaced) + Array(repeating: 1, count: arity - 1 - replaced)
                        expected.append(.next(200, try! digits(elements + [3])))
                    }
                }
                expected.append(.completed(200))
                XCTAssertEqual(res.events, expected, "\(arity) sources, zip \(zip)")
            }
        }
    }

    /// A source in the middle fails while being subscribed: its own disposable goes first, the later sources are still
    /// subscribed, then every subscription is disposed in order (as in RxSwift, for every form).
    static func middleFailsWhileSubscribed_disposesItFirstThenTheOthersInOrder(
        _ arities: [Int],
        _ combine: @escaping Combine
    ) {
        for zip in [false, true] {
            for arity in arities {
                let scheduler = TestScheduler(initialClock: 0)
                let log = Recorder<String>()
                let middle = arity / 2
                let xs = (0..<arity).map { index in scheduler.createHotObservable([.next(210 + index, index + 1)]) }
                let sources = (0..<arity).map { index in
                    index == middle
                        ? CombineLatestTests.failing("s\(index)", log)
                        : CombineLatestTests.logged("s\(index)", xs[index], log)
                }
                let res = scheduler.start { combine(sources, zip) }
                XCTAssertEqual(res.events, [.error(200, testError)], "\(arity) sources, zip \(zip)")
                let others = (0..<arity).filter { $0 != middle }
                XCTAssertEqual(
                    log.values,
                    (0..<middle).map { "s\($0) subscribed" } + ["s\(middle) disposed"]
                        + (middle + 1..<arity).map { "s\($0) subscribed" } + others.map { "s\($0) disposed" },
                    "\(arity) sources, zip \(zip)"
                )
                for index in others {
                    XCTAssertEqual(xs[index].subscriptions, [Subscription(200, 200)], "\(arity) sources, zip \(zip)")
                }
            }
        }
    }

    /// Sources that never end, disposed at 300: every subscription goes then, in the order of the sources.
    static func disposedAtAnExactTime_disposesEverySourceInOrder(_ arities: [Int], _ combine: @escaping Combine) {
        for zip in [false, true] {
            for arity in arities {
                let scheduler = TestScheduler(initialClock: 0)
                let log = Recorder<String>()
                let xs = sources(scheduler, arity: arity, end: { _ in nil })
                let res = scheduler.start(disposed: 300) {
                    combine((0..<arity).map { CombineLatestTests.logged("s\($0)", xs[$0], log) }, zip)
                }
                XCTAssertEqual(res.events, [.next(200 + 10 * arity, firsts(arity))], "\(arity) sources, zip \(zip)")
                XCTAssertEqual(
                    log.values,
                    (0..<arity).map { "s\($0) subscribed" } + (0..<arity).map { "s\($0) disposed" },
                    "\(arity) sources, zip \(zip)"
                )
                for source in xs {
                    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)], "\(arity) sources, zip \(zip)")
                }
            }
        }
    }

    /// The source in the middle sends its element and completes while being subscribed: its subscription ends then,
    /// the later sources are subscribed, and the others' subscriptions end with the sink, in order.
    static func middleCompletingWhileSubscribed_endsItsOwnSubscription(_ arities: [Int], _ combine: @escaping Combine) {
        for zip in [false, true] {
            for arity in arities where arity >= 2 {
                let scheduler = TestScheduler(initialClock: 0)
                let log = Recorder<String>()
                let middle = arity / 2
                let xs = sources(scheduler, arity: arity, end: { _ in nil })
                let res = scheduler.start(disposed: 300) {
                    combine(
                        (0..<arity).map { index in
                            index == middle
                                ? CombineLatestTests.completing("s\(index)", [index + 1], log)
                                : CombineLatestTests.logged("s\(index)", xs[index], log)
                        },
                        zip
                    )
                }
                let last = (0..<arity).last { $0 != middle }!
                XCTAssertEqual(
                    res.events,
                    [.next(210 + 10 * TestTime(last), firsts(arity))],
                    "\(arity) sources, zip \(zip)"
                )
                let others = (0..<arity).filter { $0 != middle }
                XCTAssertEqual(
                    log.values,
                    (0...middle).map { "s\($0) subscribed" } + ["s\(middle) disposed"]
                        + (middle + 1..<arity).map { "s\($0) subscribed" } + others.map { "s\($0) disposed" },
                    "\(arity) sources, zip \(zip)"
                )
                for index in others {
                    XCTAssertEqual(xs[index].subscriptions, [Subscription(200, 300)], "\(arity) sources, zip \(zip)")
                }
            }
        }
    }

    /// The observer disposes the subscription as the first combination reaches it: every source's subscription ends
    /// then.
    static func disposedFromInsideDelivery_endsEverySubscription(_ arities: [Int], _ combine: @escaping Combine) {
        for zip in [false, true] {
            for arity in arities {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = sources(scheduler, arity: arity, extra: { [.next(300 + $0, 5)] }, end: { _ in nil })
                let observer = scheduler.createObserver(Int.self)
                var subscription: Disposable?
                scheduler.scheduleAt(200) {
                    subscription = combine(xs.map { $0.asObservable() }, zip).subscribe(onNext: {
                        observer.onNext($0)
                        subscription?.dispose()
                    })
                }
                scheduler.start()
                let first: TestTime = 200 + 10 * TestTime(arity)
                XCTAssertEqual(observer.events, [.next(first, firsts(arity))], "\(arity) sources, zip \(zip)")
                for source in xs {
                    XCTAssertEqual(source.subscriptions, [Subscription(200, first)], "\(arity) sources, zip \(zip)")
                }
            }
        }
    }

    /// Runs every scenario above.
    static func runAll(_ arities: [Int], _ combine: @escaping Combine) {
        combineLatest_emitsOnceEverySourceHasEmitted_completesWithTheLast(arities, combine)
        combineLatest_aSourceDoneWithoutElement_completesWhenTheLastOtherEmits(arities, combine)
        zip_pairsByIndex_completesWhenEverySourceCompleted(arities, combine)
        errorFromAMiddleSource_endsAll(arities, combine)
        selectorThrowing_endsWithItsError(arities, combine)
        disposedAtAnExactTime_andResubscribed(arities, combine)
        sourcesSendingWhileSubscribed_combineInSubscriptionOrder(arities, combine)
        trampolinedSources_interleaveTheirElements(arities, combine)
        middleFailsWhileSubscribed_disposesItFirstThenTheOthersInOrder(arities, combine)
        runSubscriptionScenarios(arities, combine)
    }

    /// Runs the scenarios of the sources' subscriptions: their order of disposal, at an exact time, while subscribing
    /// and from inside a delivery (also for the forms of a fixed number of sources, `CombineArityTests`).
    static func runSubscriptionScenarios(_ arities: [Int], _ combine: @escaping Combine) {
        disposedAtAnExactTime_disposesEverySourceInOrder(arities, combine)
        middleCompletingWhileSubscribed_endsItsOwnSubscription(arities, combine)
        disposedFromInsideDelivery_endsEverySubscription(arities, combine)
    }
}

/// `combineLatest(_:)` and `zip(_:)` of a collection, from no source to nine.
final class CombineCollectionTests: RxTestCase {
    private static func combine(_ sources: [Observable<Int>], zip: Bool) -> Observable<Int> {
        zip
            ? Observable.zip(sources) { try CombineScenarios.digits($0) }
            : Observable.combineLatest(sources) { try CombineScenarios.digits($0) }
    }

    func test_everyScenario_oneToNineSources() {
        CombineScenarios.runAll(Array(1...9), Self.combine)
    }

    func test_arrayForms_oneToNineSources() {
        for arity in 1...9 {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = CombineScenarios.sources(scheduler, arity: arity, extra: { [.next(300 + $0, 10 + $0)] })
            let latest = scheduler.start { Observable.combineLatest(xs.map { $0.asObservable() }) }
            var expected: [Recorded<Event<[Int]>>] = [.next(200 + 10 * arity, Array(1...arity))]
            for index in 0..<arity {
                expected.append(.next(300 + TestTime(index), (0..<arity).map { $0 <= index ? 10 + $0 : $0 + 1 }))
            }
            expected.append(.completed(400 + 10 * (arity - 1)))
            XCTAssertEqual(latest.events, expected, "\(arity) sources")

            let zipScheduler = TestScheduler(initialClock: 0)
            let ys = CombineScenarios.sources(zipScheduler, arity: arity, extra: { [.next(300 + $0, 10 + $0)] })
            let zipped = zipScheduler.start { Observable.zip(ys.map { $0.asObservable() }) }
            XCTAssertEqual(
                zipped.events,
                [
                    .next(200 + 10 * arity, Array(1...arity)),
                    .next(300 + TestTime(arity - 1), (0..<arity).map { 10 + $0 }),
                    .completed(400 + 10 * (arity - 1)),
                ],
                "\(arity) sources"
            )
        }
    }

    /// The collection forms' own order: a failing source, and the last one to complete, are disposed after the end
    /// goes on, with the others; earlier sources when they complete.
    func test_failingSourceAndLastToComplete_disposedAfterTheEnd() {
        for zip in [false, true] {
            let failing = recordCallbacks { scheduler, log in
                let sources = (1...3).map { index in
                    loggedSubscription(
                        "s\(index)",
                        log,
                        scheduler.createHotObservable(
                            index == 3
                                ? [.next(210 + index, index), .error(240, testError)]
                                : [.next(210 + index, index), .completed(220 + index)]
                        ).asObservable()
                    )
                }
                return Self.combine(sources, zip: zip)
            }
            XCTAssertEqual(
                failing.lines,
                [
                    "200 s1 subscribed", "200 s2 subscribed", "200 s3 subscribed", "213 next 123", "221 s1 disposed",
                    "222 s2 disposed", "240 error", "240 disposed", "240 s3 disposed",
                ],
                "zip \(zip)"
            )
            let completing = recordCallbacks { scheduler, log in
                let sources = (1...3).map { index in
                    loggedSubscription(
                        "s\(index)",
                        log,
                        scheduler.createHotObservable([.next(210 + index, index), .completed(250 - index)])
                            .asObservable()
                    )
                }
                return Self.combine(sources, zip: zip)
            }
            XCTAssertEqual(
                completing.lines,
                [
                    "200 s1 subscribed", "200 s2 subscribed", "200 s3 subscribed", "213 next 123", "247 s3 disposed",
                    "248 s2 disposed", "249 completed", "249 disposed", "249 s1 disposed",
                ],
                "zip \(zip)"
            )
        }
    }

    func test_zip_completesAtAnElementThatCanNeverBePaired() {
        for arity in 2...9 {
            let result = CombineScenarios.zipWithAnElementThatCanNeverBePaired(arity: arity, Self.combine)
            XCTAssertEqual(result.events, [.completed(210)], "\(arity) sources")
            XCTAssertEqual(result.firstSubscriptions, [Subscription(200, 210)], "\(arity) sources")
        }
    }

    func test_noSource() {
        CombineScenarios.assertNoSource(Self.combine)
    }

    /// More sources than a word has bits (the completed sources beyond the 64th are kept apart): each source's end
    /// is counted once, and the whole completes with the last.
    func test_seventySources_completeWithTheLast() {
        for zip in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = (0..<70).map { index in
                scheduler.createHotObservable([.next(210, 1), .completed(300 + TestTime(index))])
            }
            let res = scheduler.start {
                zip
                    ? Observable.zip(xs.map { $0.asObservable() }) { $0.reduce(0, +) }
                    : Observable.combineLatest(xs.map { $0.asObservable() }) { $0.reduce(0, +) }
            }
            XCTAssertEqual(res.events, [.next(210, 70), .completed(369)], "zip \(zip)")
            for (index, source) in xs.enumerated() {
                XCTAssertEqual(source.subscriptions, [Subscription(200, 300 + TestTime(index))], "zip \(zip)")
            }
        }
        // A source past the 64th completing early, then the others: `combineLatest` completes when the last
        // completes; one without an element makes every later element uncombinable.
        let scheduler = TestScheduler(initialClock: 0)
        let ys = (0..<70).map { index in
            scheduler.createHotObservable(
                index == 66 ? [Recorded<Event<Int>>.completed(205)] : [.next(210 + TestTime(index), 1)]
            )
        }
        let res = scheduler.start { Observable.combineLatest(ys.map { $0.asObservable() }) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys[66].subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(ys[0].subscriptions, [Subscription(200, 1000)])
    }

    /// The array given to the selector is reused from one combination to the next; one the selector keeps is its own.
    func test_selectorKeepingItsArrays_oneToNineSources() {
        for zip in [false, true] {
            for arity in 1...9 {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = CombineScenarios.sources(scheduler, arity: arity, extra: { [.next(300 + $0, 10 + $0)] })
                var kept: [[Int]] = []
                let res = scheduler.start {
                    let sources = xs.map { $0.asObservable() }
                    let keep = { (values: [Int]) -> Int in
                        kept.append(values)
                        return values.count
                    }
                    return zip
                        ? Observable.zip(sources, resultSelector: keep) : .combineLatest(sources, resultSelector: keep)
                }
                let expected: [[Int]] =
                    zip
                    ? [Array(1...arity), (0..<arity).map { 10 + $0 }]
                    : [Array(1...arity)]
                        + (0..<arity).map { index in (0..<arity).map { $0 <= index ? 10 + $0 : $0 + 1 } }
                XCTAssertEqual(kept, expected, "\(arity) sources, zip \(zip)")
                XCTAssertEqual(res.events.count, expected.count + 1, "\(arity) sources, zip \(zip)")
            }
        }
    }

    /// The first or the last source ends while being subscribed, completing without an element or failing: the
    /// events, and when each source is subscribed and disposed (the same for both forms). A failing source's own
    /// disposable goes first, then the others' once every source is subscribed; a completing one's at once.
    func test_firstOrLastSourceEndingWhileSubscribed() {
        let subscribed = ["200 s0 subscribed", "200 s1 subscribed", "200 s2 subscribed"]
        let expected: [String: [String]] = [
            "1 sources, s0 completes": ["200 s0 subscribed", "200 completed", "200 disposed", "200 s0 disposed"],
            "1 sources, s0 fails": ["200 s0 subscribed", "200 error", "200 disposed", "200 s0 disposed"],
            "3 sources, s0 completes": [
                "200 s0 subscribed", "200 s0 disposed", "200 s1 subscribed", "200 s2 subscribed", "301 s1 disposed",
                "302 completed", "302 disposed", "302 s2 disposed",
            ],
            "3 sources, s0 fails": [
                "200 s0 subscribed", "200 error", "200 disposed", "200 s0 disposed", "200 s1 subscribed",
                "200 s2 subscribed", "200 s1 disposed", "200 s2 disposed",
            ],
            "3 sources, s2 completes": subscribed + [
                "200 s2 disposed", "300 s0 disposed", "301 completed", "301 disposed", "301 s1 disposed",
            ],
            "3 sources, s2 fails": subscribed + [
                "200 error", "200 disposed", "200 s2 disposed", "200 s0 disposed", "200 s1 disposed",
            ],
        ]
        for zip in [false, true] {
            for arity in [1, 3] {
                for position in Set([0, arity - 1]).sorted() {
                    for fails in [false, true] {
                        let lines = recordCallbacks { scheduler, log in
                            let sources = (0..<arity).map { index -> Observable<Int> in
                                if index == position {
                                    let ending: Observable<Int> = fails ? .error(testError) : .empty()
                                    return loggedSubscription("s\(index)", log, ending)
                                }
                                let events: [Recorded<Event<Int>>] = [
                                    .next(210 + TestTime(index), index + 1), .completed(300 + TestTime(index)),
                                ]
                                return loggedSubscription(
                                    "s\(index)",
                                    log,
                                    scheduler.createHotObservable(events).asObservable()
                                )
                            }
                            return Self.combine(sources, zip: zip)
                        }.lines
                        let scenario = "\(arity) sources, s\(position) \(fails ? "fails" : "completes")"
                        XCTAssertEqual(lines, expected[scenario], "\(scenario), zip \(zip)")
                    }
                }
            }
        }
    }

    /// The elements a subscription keeps go when nothing needs them any more: an element `combineLatest` replaced at
    /// once, one `zip` paired with the next combination, and the rest when the subscription ends.
    func test_keptElements_releasedWhenReplacedOrWhenTheSubscriptionEnds() {
        for zip in [false, true] {
            weak var first: Resource?
            weak var second: Resource?
            weak var third: Resource?
            do {
                let feeds = (0..<3).map { _ in Feed<Resource>() }
                let sources = feeds.map(\.observable)
                let subscription =
                    (zip
                    ? Observable.zip(sources) { $0.count } : Observable.combineLatest(sources) { $0.count })
                    .subscribe()
                do {
                    let (one, two, three) = (Resource(), Resource(), Resource())
                    (first, second, third) = (one, two, three)
                    feeds[0].send(one)
                    feeds[0].send(two)
                }
                // `combineLatest` keeps the latest, `zip` queues both.
                XCTAssertEqual(first == nil, !zip, "zip \(zip)")
                XCTAssertNotNil(second, "zip \(zip)")
                feeds[1].send(Resource())
                feeds[2].send(Resource())
                // A combination: `zip` paired the first, and still queues the second.
                XCTAssertNotNil(second, "zip \(zip)")
                do {
                    let replacement = Resource()
                    third = replacement
                    feeds[0].send(replacement)
                }
                feeds[1].send(Resource())
                feeds[2].send(Resource())
                // `combineLatest` replaced the second; `zip` paired it, and queues the third.
                XCTAssertNil(first, "zip \(zip)")
                XCTAssertEqual(second == nil, !zip, "zip \(zip)")
                XCTAssertNotNil(third, "zip \(zip)")
                subscription.dispose()
            }
            XCTAssertNil(first, "zip \(zip)")
            XCTAssertNil(second, "zip \(zip)")
            XCTAssertNil(third, "zip \(zip)")
        }
    }

    /// Elements that arrive while the sink applies another (here, sent by the observer from inside a result) wait and
    /// are applied in the order they came after it, as by the form of three sources; `zip`'s queues grow past one
    /// element.
    func test_reentrantElements_appliedInOrder_asByTheFormOfThreeSources() {
        typealias Make = (Feed<String>, Feed<String>, Feed<String>) -> Observable<String>
        func run(_ make: Make) -> [String] {
            let a = Feed<String>()
            let b = Feed<String>()
            let c = Feed<String>()
            let results = Recorder<String>()
            let subscription = make(a, b, c).subscribe(onNext: { result in
                results.append(result)
                switch results.values.count {
                case 1:
                    for i in 0..<5 {
                        a.send("\(10 + i)")
                        c.send("\(30 + i)")
                    }
                    b.send("y")
                    b.send("z")
                case 3: b.send("w")
                default: break
                }
            })
            a.send("1")
            b.send("x")
            c.send("3")
            for i in 0..<4 { b.send("v\(i)") }
            for i in 0..<6 { a.send("\(100 + i)") }
            for i in 0..<5 { c.send("\(40 + i)") }
            for i in 0..<3 { b.send("u\(i)") }
            subscription.dispose()
            return results.values
        }
        let select: (String, String, String) -> String = { $0 + $1 + $2 }
        let combined = run { Observable.combineLatest([$0.observable, $1.observable, $2.observable]) { $0.joined() } }
        XCTAssertEqual(
            combined,
            run { Observable.combineLatest($0.observable, $1.observable, $2.observable, resultSelector: select) }
        )
        XCTAssertEqual(
            combined,
            CombineScenarios.reentrantCombined
        )
        let zipped = run { Observable.zip([$0.observable, $1.observable, $2.observable]) { $0.joined() } }
        XCTAssertEqual(
            zipped,
            run { Observable.zip($0.observable, $1.observable, $2.observable, resultSelector: select) }
        )
        XCTAssertEqual(
            zipped,
            CombineScenarios.reentrantZipped
        )
    }

    /// Sources on several threads: every combination goes out, one at a time, each at least as new, source by
    /// source, as the one before it; `zip` pairs every element.
    func test_sourcesOnSeveralThreads() {
        let count = 20_000
        for zip in [false, true] {
            let feeds = (0..<3).map { _ in Feed<Int>() }
            let sources = feeds.map(\.observable)
            let results = Recorder<[Int]>()
            let observable = zip ? Observable.zip(sources) : Observable.combineLatest(sources)
            let subscription = observable.subscribe(onNext: { results.append($0) })
            DispatchQueue.concurrentPerform(iterations: 3) { source in
                for value in 0..<count { feeds[source].send(value) }
            }
            subscription.dispose()
            CombineScenarios.assertSentFromSeveralThreads(results.values, count: count, zip: zip)
        }
    }

    /// One observable subscribed twice at once, then again after both ended: each subscription combines on its own.
    func test_overlappingAndRepeatedSubscriptions_combineOnTheirOwn() {
        for zip in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(410, 3), .completed(500)])
            let ys = scheduler.createHotObservable([.next(220, 10), .next(250, 20), .next(420, 30), .completed(510)])
            let combined = Self.combine([xs.asObservable(), ys.asObservable()], zip: zip)
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(combined.subscribe(early)) }
            scheduler.scheduleAt(240) { subscriptions.append(combined.subscribe(late)) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.scheduleAt(400) { subscriptions = [combined.subscribe(early)] }
            scheduler.start()
            // The selector reads the elements as digits: 1 and 10 make 20.
            XCTAssertEqual(
                early.events,
                zip
                    ? [.next(220, 20), .next(260, 40), .next(420, 60), .completed(510)]
                    : [.next(220, 20), .next(250, 30), .next(260, 40), .next(420, 60), .completed(510)],
                "zip \(zip)"
            )
            // The later subscription saw neither 1 nor 10: its first pair is 2 and 20.
            XCTAssertEqual(late.events, [.next(260, 40)], "zip \(zip)")
            XCTAssertEqual(
                xs.subscriptions,
                [Subscription(200, 300), Subscription(240, 300), Subscription(400, 500)],
                "zip \(zip)"
            )
            XCTAssertEqual(
                ys.subscriptions,
                [Subscription(200, 300), Subscription(240, 300), Subscription(400, 510)],
                "zip \(zip)"
            )
        }
    }
}

/// An object whose release the tests watch.
private final class Resource: Sendable {}

/// A minimal hot source (RxCore's tests don't depend on RxSubjects): sends to its latest subscriber.
private final class Feed<Element>: @unchecked Sendable {
    // Unchecked: `observer` is guarded by `lock`.
    private let lock = NSLock()
    private var observer: AnyObserver<Element>?

    var observable: Observable<Element> {
        Observable.create { observer in
            self.lock.lock()
            self.observer = observer
            self.lock.unlock()
            return Disposables.create {
                self.lock.lock()
                self.observer = nil
                self.lock.unlock()
            }
        }
    }

    func send(_ element: Element) {
        lock.lock()
        let observer = self.observer
        lock.unlock()
        observer?.onNext(element)
    }
}

/// `combineLatest` through its parameter-pack form.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private func combineLatestPack<Result, each Source: ObservableConvertibleType>(
    _ sources: repeat each Source,
    resultSelector: @escaping (repeat (each Source).Element) throws -> Result
) -> Observable<Result> {
    Observable<Result>.combineLatest(repeat each sources, resultSelector: resultSelector)
}

/// `zip` through its parameter-pack form.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private func zipPack<Result, each Source: ObservableConvertibleType>(
    _ sources: repeat each Source,
    resultSelector: @escaping (repeat (each Source).Element) throws -> Result
) -> Observable<Result> {
    Observable<Result>.zip(repeat each sources, resultSelector: resultSelector)
}

/// `combineLatest(_:resultSelector:)` and `zip(_:resultSelector:)` of a parameter pack, from no source to nine: they
/// behave as the forms of a fixed number of sources (each source's subscription disposed before its end goes on,
/// `zip` waiting for every source to complete).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class CombinePackTests: RxTestCase {
    private static func combine(_ s: [Observable<Int>], zip: Bool) -> Observable<Int> {
        let d = CombineScenarios.digits
        if zip {
            switch s.count {
            case 0: return zipPack { try d([]) }
            case 1: return zipPack(s[0]) { try d([$0]) }
            case 2: return zipPack(s[0], s[1]) { try d([$0, $1]) }
            case 3: return zipPack(s[0], s[1], s[2]) { try d([$0, $1, $2]) }
            case 4: return zipPack(s[0], s[1], s[2], s[3]) { try d([$0, $1, $2, $3]) }
            case 5: return zipPack(s[0], s[1], s[2], s[3], s[4]) { try d([$0, $1, $2, $3, $4]) }
            case 6: return zipPack(s[0], s[1], s[2], s[3], s[4], s[5]) { try d([$0, $1, $2, $3, $4, $5]) }
            case 7: return zipPack(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try d([$0, $1, $2, $3, $4, $5, $6]) }
            case 8:
                return zipPack(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                    try d([$0, $1, $2, $3, $4, $5, $6, $7])
                }
            case 9:
                return zipPack(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]) {
                    try d([$0, $1, $2, $3, $4, $5, $6, $7, $8])
                }
            default: fatalError("no form for \(s.count) sources")
            }
        }
        switch s.count {
        case 0: return combineLatestPack { try d([]) }
        case 1: return combineLatestPack(s[0]) { try d([$0]) }
        case 2: return combineLatestPack(s[0], s[1]) { try d([$0, $1]) }
        case 3: return combineLatestPack(s[0], s[1], s[2]) { try d([$0, $1, $2]) }
        case 4: return combineLatestPack(s[0], s[1], s[2], s[3]) { try d([$0, $1, $2, $3]) }
        case 5: return combineLatestPack(s[0], s[1], s[2], s[3], s[4]) { try d([$0, $1, $2, $3, $4]) }
        case 6: return combineLatestPack(s[0], s[1], s[2], s[3], s[4], s[5]) { try d([$0, $1, $2, $3, $4, $5]) }
        case 7:
            return combineLatestPack(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try d([$0, $1, $2, $3, $4, $5, $6]) }
        case 8:
            return combineLatestPack(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                try d([$0, $1, $2, $3, $4, $5, $6, $7])
            }
        case 9:
            return combineLatestPack(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8]) {
                try d([$0, $1, $2, $3, $4, $5, $6, $7, $8])
            }
        default: fatalError("no form for \(s.count) sources")
        }
    }

    func test_everyScenario_oneToNineSources() {
        CombineScenarios.runAll(Array(1...9), Self.combine)
    }

    /// As the forms of a fixed number of sources: a failing source is disposed before the error goes on, the others
    /// after; each completing source before its completion is applied.
    func test_failingSourceDisposedBeforeTheError_completingSourcesAtTheirEnd() {
        for zip in [false, true] {
            for arity in [1, 2, 3, 9] {
                let failing = recordCallbacks { scheduler, log in
                    let sources = (1...arity).map { index in
                        loggedSubscription(
                            "s\(index)",
                            log,
                            scheduler.createHotObservable(
                                index == arity
                                    ? [.next(210 + index, index), .error(240, testError)]
                                    : [.next(210 + index, index), .completed(220 + index)]
                            ).asObservable()
                        )
                    }
                    return Self.combine(sources, zip: zip)
                }
                XCTAssertEqual(
                    failing.lines,
                    (1...arity).map { "200 s\($0) subscribed" } + [
                        "\(210 + arity) next \(CombineScenarios.firsts(arity))"
                    ]
                        + (1..<arity).map { "\(220 + $0) s\($0) disposed" }
                        + ["240 s\(arity) disposed", "240 error", "240 disposed"],
                    "\(arity) sources, zip \(zip)"
                )
                let completing = recordCallbacks { scheduler, log in
                    let sources = (1...arity).map { index in
                        loggedSubscription(
                            "s\(index)",
                            log,
                            scheduler.createHotObservable([.next(210 + index, index), .completed(250 - index)])
                                .asObservable()
                        )
                    }
                    return Self.combine(sources, zip: zip)
                }
                XCTAssertEqual(
                    completing.lines,
                    (1...arity).map { "200 s\($0) subscribed" } + [
                        "\(210 + arity) next \(CombineScenarios.firsts(arity))"
                    ]
                        + (1...arity).reversed().map { "\(250 - $0) s\($0) disposed" } + [
                            "249 completed", "249 disposed",
                        ],
                    "\(arity) sources, zip \(zip)"
                )
            }
        }
    }

    /// `zip` of a pack waits for every source to complete, as the forms of a fixed number of sources do, even when an
    /// element can never be paired.
    func test_zip_waitsForEverySourceToComplete() {
        for arity in [2, 3, 9] {
            let result = CombineScenarios.zipWithAnElementThatCanNeverBePaired(arity: arity, Self.combine)
            XCTAssertEqual(result.events, [.completed(300)], "\(arity) sources")
            XCTAssertEqual(result.firstSubscriptions, [Subscription(200, 300)], "\(arity) sources")
        }
    }

    func test_noSource() {
        CombineScenarios.assertNoSource(Self.combine)
    }

    /// Sources of different element types, each in its place.
    func test_sourcesOfDifferentTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([Recorded<Event<Int>>.next(210, 1), .next(240, 2), .completed(300)])
        let b = scheduler.createHotObservable([Recorded<Event<String>>.next(220, "x"), .completed(310)])
        let c = scheduler.createHotObservable([Recorded<Event<Double>>.next(230, 2.5), .completed(320)])
        let res = scheduler.start {
            combineLatestPack(a, b, c) { (x: Int, y: String, z: Double) -> Int in
                Int(Double(x) * 10 + z * 100) + y.count
            }
        }
        XCTAssertEqual(res.events, [.next(230, 261), .next(240, 271), .completed(320)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 310)])
        let zipScheduler = TestScheduler(initialClock: 0)
        let d = zipScheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let e = zipScheduler.createHotObservable([.next(220, "x"), .next(250, "yy"), .completed(310)])
        let zipped = zipScheduler.start {
            zipPack(d, e, Observable.of(true, false)) { (x: Int, y: String, z: Bool) -> String in "\(x)\(y)\(z)" }
        }
        XCTAssertEqual(zipped.events, [.next(220, "1xtrue"), .next(250, "2yyfalse"), .completed(310)])
    }

    /// Elements that arrive while the sink applies another (here, sent by the observer from inside a result) wait,
    /// boxed, and are applied in the order they came after it, as by the forms of a fixed number of sources; `zip`'s
    /// queues grow past one element and wrap around.
    func test_reentrantElements_appliedInOrder_asByTheFixedForms() {
        typealias Make = (Feed<Int>, Feed<String>, Feed<Int>) -> Observable<String>
        func run(_ make: Make) -> [String] {
            let a = Feed<Int>()
            let b = Feed<String>()
            let c = Feed<Int>()
            let results = Recorder<String>()
            let subscription = make(a, b, c).subscribe(onNext: { result in
                results.append(result)
                switch results.values.count {
                case 1:
                    for i in 0..<5 {
                        a.send(10 + i)
                        c.send(30 + i)
                    }
                    b.send("y")
                    b.send("z")
                case 3: b.send("w")
                default: break
                }
            })
            a.send(1)
            b.send("x")
            c.send(3)
            for i in 0..<4 { b.send("v\(i)") }
            for i in 0..<6 { a.send(100 + i) }
            for i in 0..<5 { c.send(40 + i) }
            for i in 0..<3 { b.send("u\(i)") }
            subscription.dispose()
            return results.values
        }
        let select: (Int, String, Int) -> String = { "\($0)\($1)\($2)" }
        let combined = run { combineLatestPack($0.observable, $1.observable, $2.observable, resultSelector: select) }
        XCTAssertEqual(
            combined,
            run { Observable.combineLatest($0.observable, $1.observable, $2.observable, resultSelector: select) }
        )
        XCTAssertEqual(
            combined,
            CombineScenarios.reentrantCombined
        )
        let zipped = run { zipPack($0.observable, $1.observable, $2.observable, resultSelector: select) }
        XCTAssertEqual(
            zipped,
            run { Observable.zip($0.observable, $1.observable, $2.observable, resultSelector: select) }
        )
        XCTAssertEqual(
            zipped,
            CombineScenarios.reentrantZipped
        )
    }

    /// The elements a subscription keeps (the latest, or those waiting to be zipped) go when it ends.
    func test_keptElements_releasedWhenTheSubscriptionEnds() {
        for zip in [false, true] {
            weak var kept: Resource?
            weak var queued: Resource?
            do {
                let a = Feed<Resource>()
                let b = Feed<Int>()
                let select: (Resource, Int) -> Int = { _, value in value }
                let subscription =
                    (zip
                    ? zipPack(a.observable, b.observable, resultSelector: select)
                    : combineLatestPack(a.observable, b.observable, resultSelector: select))
                    .subscribe()
                do {
                    let first = Resource()
                    let second = Resource()
                    kept = first
                    queued = second
                    a.send(first)
                    a.send(second)
                }
                XCTAssertNotNil(queued, "zip \(zip)")
                XCTAssertEqual(kept == nil, !zip, "zip \(zip)")
                subscription.dispose()
            }
            XCTAssertNil(kept, "zip \(zip)")
            XCTAssertNil(queued, "zip \(zip)")
        }
    }

    /// Sources on several threads: every combination goes out, one at a time, each at least as new, source by
    /// source, as the one before it; `zip` pairs every element.
    func test_sourcesOnSeveralThreads() {
        let count = 20_000
        for zip in [false, true] {
            let subjects = (0..<3).map { _ in Feed<Int>() }
            let results = Recorder<[Int]>()
            let select: (Int, Int, Int) -> [Int] = { [$0, $1, $2] }
            let observable =
                zip
                ? zipPack(
                    subjects[0].observable,
                    subjects[1].observable,
                    subjects[2].observable,
                    resultSelector: select
                )
                : combineLatestPack(
                    subjects[0].observable,
                    subjects[1].observable,
                    subjects[2].observable,
                    resultSelector: select
                )
            let subscription = observable.subscribe(onNext: { results.append($0) })
            DispatchQueue.concurrentPerform(iterations: 3) { source in
                for value in 0..<count { subjects[source].send(value) }
            }
            subscription.dispose()
            CombineScenarios.assertSentFromSeveralThreads(results.values, count: count, zip: zip)
        }
    }
}
