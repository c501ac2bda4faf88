// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// `combineLatest` and `zip` with a selector, at every arity from 3 to 8: each arity has a sink of its own (generated),
/// so each is held to the same events and subscription logs here. Source `i` (from 0) sends `i + 1` at `210 + 10i`
/// unless a test says otherwise; the selector reads the elements as the digits of one number, the first source's
/// highest, so every element's place shows in the result.
final class CombineArityTests: RxTestCase {
    private static let arities = 3...8

    /// The elements as digits, the first source's highest.
    private static func digits(_ elements: [Int]) throws -> Int {
        if elements.contains(-1) { throw testError }
        return elements.reduce(0) { $0 * 10 + $1 }
    }

    /// `combineLatest` (or `zip`) of `sources` through the form of their arity, with ``digits(_:)`` as the selector.
    private static func combine(_ sources: [Observable<Int>], zip: Bool) -> Observable<Int> {
        let s = sources
        let d = digits
        switch (s.count, zip) {
        case (3, false): return .combineLatest(s[0], s[1], s[2]) { try d([$0, $1, $2]) }
        case (4, false): return .combineLatest(s[0], s[1], s[2], s[3]) { try d([$0, $1, $2, $3]) }
        case (5, false): return .combineLatest(s[0], s[1], s[2], s[3], s[4]) { try d([$0, $1, $2, $3, $4]) }
        case (6, false):
            return .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { try d([$0, $1, $2, $3, $4, $5]) }
        case (7, false):
            return .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try d([$0, $1, $2, $3, $4, $5, $6]) }
        case (8, false):
            return .combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                try d([$0, $1, $2, $3, $4, $5, $6, $7])
            }
        case (3, true): return .zip(s[0], s[1], s[2]) { try d([$0, $1, $2]) }
        case (4, true): return .zip(s[0], s[1], s[2], s[3]) { try d([$0, $1, $2, $3]) }
        case (5, true): return .zip(s[0], s[1], s[2], s[3], s[4]) { try d([$0, $1, $2, $3, $4]) }
        case (6, true): return .zip(s[0], s[1], s[2], s[3], s[4], s[5]) { try d([$0, $1, $2, $3, $4, $5]) }
        case (7, true): return .zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try d([$0, $1, $2, $3, $4, $5, $6]) }
        case (8, true):
            return .zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { try d([$0, $1, $2, $3, $4, $5, $6, $7]) }
        default: fatalError("no form for \(s.count) sources")
        }
    }

    /// Hot sources: source `i` sends `i + 1` at `210 + 10i`, then `extra(i)`, then completes at `end(i)` (if any).
    private static func sources(
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

    /// 123…n: the digits of the first element of every source.
    private static func firsts(_ arity: Int) -> Int {
        try! digits(Array(1...arity))
    }

    func test_combineLatest_emitsOnceEverySourceHasEmitted_completesWithTheLast_eachSourceDisposedAtItsEnd() {
        for arity in Self.arities {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = Self.sources(scheduler, arity: arity, extra: { $0 == 0 ? [.next(300, 7)] : [] })
            let res = scheduler.start { Self.combine(xs.map { $0.asObservable() }, zip: false) }
            let replaced = try! Self.digits([7] + Array(2...arity))
            XCTAssertEqual(
                res.events,
                [
                    .next(200 + 10 * arity, Self.firsts(arity)), .next(300, replaced),
                    .completed(400 + 10 * (arity - 1)),
                ],
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

    func test_combineLatest_aSourceDoneWithoutElement_completesWhenTheLastOtherEmits() {
        for arity in Self.arities {
            let scheduler = TestScheduler(initialClock: 0)
            // The last source never emits and ends at 205; the others end at 300, then the first emits at 350.
            let xs = (0..<arity).map { index -> TestableObservable<Int> in
                if index == arity - 1 { return scheduler.createHotObservable([.completed(205)]) }
                if index == 0 { return scheduler.createHotObservable([.next(210, 1), .next(350, 2), .completed(360)]) }
                return scheduler.createHotObservable([.next(220, 2), .completed(300)])
            }
            let res = scheduler.start { Self.combine(xs.map { $0.asObservable() }, zip: false) }
            XCTAssertEqual(res.events, [.completed(350)], "\(arity) sources")
            XCTAssertEqual(xs[0].subscriptions, [Subscription(200, 350)], "\(arity) sources")
            XCTAssertEqual(xs[arity - 1].subscriptions, [Subscription(200, 205)], "\(arity) sources")
        }
    }

    func test_zip_pairsByIndex_waitsForEverySourceToComplete() {
        for arity in Self.arities {
            let scheduler = TestScheduler(initialClock: 0)
            // Every source sends a second element at 300 + i, except the last, which sends two at 320 and 330.
            let xs = Self.sources(
                scheduler,
                arity: arity,
                extra: { index in
                    index == arity - 1 ? [.next(320, 2), .next(330, 3)] : [.next(300 + index, 2)]
                },
                end: { 340 + 10 * $0 }
            )
            let res = scheduler.start { Self.combine(xs.map { $0.asObservable() }, zip: true) }
            let seconds = try! Self.digits(Array(repeating: 2, count: arity))
            XCTAssertEqual(
                res.events,
                [.next(200 + 10 * arity, Self.firsts(arity)), .next(320, seconds), .completed(340 + 10 * (arity - 1))],
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

    func test_errorFromAMiddleSource_endsAll_andDisposesEverySourceThen() {
        for zip in [false, true] {
            for arity in Self.arities {
                let scheduler = TestScheduler(initialClock: 0)
                let middle = arity / 2
                let xs = (0..<arity).map { index -> TestableObservable<Int> in
                    index == middle
                        ? scheduler.createHotObservable([.error(250, testError)])
                        : scheduler.createHotObservable([.next(210 + index, index + 1)])
                }
                let res = scheduler.start { Self.combine(xs.map { $0.asObservable() }, zip: zip) }
                XCTAssertEqual(res.events, [.error(250, testError)], "\(arity) sources, zip \(zip)")
                for source in xs {
                    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)], "\(arity) sources, zip \(zip)")
                }
            }
        }
    }

    func test_selectorThrowing_endsWithItsError() {
        for zip in [false, true] {
            for arity in Self.arities {
                let scheduler = TestScheduler(initialClock: 0)
                // The first source's second element makes the selector throw.
                let xs = Self.sources(
                    scheduler,
                    arity: arity,
                    extra: { index in index == 0 ? [.next(300, -1)] : [.next(300 + index, 2)] }
                )
                let res = scheduler.start { Self.combine(xs.map { $0.asObservable() }, zip: zip) }
                let failure: TestTime = zip ? 300 + TestTime(arity - 1) : 300
                XCTAssertEqual(
                    res.events,
                    [.next(200 + 10 * arity, Self.firsts(arity)), .error(failure, testError)],
                    "\(arity) sources, zip \(zip)"
                )
                for source in xs {
                    XCTAssertEqual(source.subscriptions, [Subscription(200, failure)], "\(arity) sources, zip \(zip)")
                }
            }
        }
    }

    func test_disposedAtAnExactTime_andResubscribed() {
        for zip in [false, true] {
            for arity in Self.arities {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = Self.sources(scheduler, arity: arity, extra: { [.next(500 + $0, 5)] }, end: { _ in nil })
                let combined = Self.combine(xs.map { $0.asObservable() }, zip: zip)
                let observer = scheduler.createObserver(Int.self)
                var subscription: Disposable?
                scheduler.scheduleAt(200) { subscription = combined.subscribe(observer) }
                scheduler.scheduleAt(300) { subscription?.dispose() }
                scheduler.scheduleAt(400) { subscription = combined.subscribe(observer) }
                scheduler.scheduleAt(600) { subscription?.dispose() }
                scheduler.start()
                // After the resubscription, nothing from before counts: each source's 5 is its first element again.
                let fives = try! Self.digits(Array(repeating: 5, count: arity))
                XCTAssertEqual(
                    observer.events,
                    [.next(200 + 10 * arity, Self.firsts(arity)), .next(500 + TestTime(arity - 1), fives)],
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

    func test_sourcesSendingWhileSubscribed_combineInSubscriptionOrder() {
        for zip in [false, true] {
            for arity in Self.arities {
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
                let res = scheduler.start { Self.combine(sources, zip: zip) }
                let leading = zip ? 1 : 2
                let expected = try! Self.digits(Array(repeating: leading, count: arity - 1) + [3])
                XCTAssertEqual(res.events, [.next(200, expected), .completed(200)], "\(arity) sources, zip \(zip)")
            }
        }
    }

    func test_trampolinedSources_interleaveTheirElements() {
        for zip in [false, true] {
            for arity in Self.arities {
                let scheduler = TestScheduler(initialClock: 0)
                // `of` and `just` send on the current-thread trampoline, one element per source in turn.
                let sources = (0..<arity).map { index in index == arity - 1 ? Observable.just(3) : Observable.of(1, 2) }
                let res = scheduler.start { Self.combine(sources, zip: zip) }
                var expected: [Recorded<Event<Int>>] = [
                    .next(200, try! Self.digits(Array(repeating: 1, count: arity - 1) + [3]))
                ]
                if !zip {
                    // Then each source's 2 replaces its 1, in subscription order.
                    for replaced in 1..<arity {
                        let elements =
                            Array(repeating: 2, count: replaced) + Array(repeating: 1, count: arity - 1 - replaced)
                        expected.append(.next(200, try! Self.digits(elements + [3])))
                    }
                }
                expected.append(.completed(200))
                XCTAssertEqual(res.events, expected, "\(arity) sources, zip \(zip)")
            }
        }
    }
}

/// The scenarios of the sources' subscriptions that the collection and pack forms share (`CombineScenarios`).
extension CombineArityTests {
    func test_subscriptionScenarios_everyArity() {
        CombineScenarios.middleFailsWhileSubscribed_disposesItFirstThenTheOthersInOrder(Array(Self.arities)) {
            Self.combine($0, zip: $1)
        }
        CombineScenarios.runSubscriptionScenarios(Array(Self.arities)) { Self.combine($0, zip: $1) }
    }
}
