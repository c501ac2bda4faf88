// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import XCTest

/// The fuzzer's checks fail when they should: each is fed a source that breaks one rule on purpose.
final class FuzzHarnessTests: XCTestCase {
    /// The library drops what breaks the rules before it reaches an observer, so the tests call the observer
    /// directly, as a broken operator would. Subscribed to `never`, so it has a subscription to dispose.
    private func subscribed(disposeAfter: Int? = nil, stamped: Bool = true) -> CheckedObserver {
        let observer = CheckedObserver(name: "o0", stamped: stamped, disposeAfterElements: disposeAfter)
        observer.subscribe(to: Observable.never())
        return observer
    }

    func test_observer_flagsAnEventAfterTheTerminalEvent() {
        let observer = subscribed()
        observer.on(.completed)
        observer.on(.next(1))
        XCTAssertEqual(observer.violations, ["o0: next(1) after completed"])
    }

    func test_observer_flagsOverlappingCalls() {
        let observer = subscribed()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            for value in 0..<20_000 where observer.violations.isEmpty { observer.on(.next(value)) }
        }
        XCTAssertTrue(observer.violations.first?.contains("while another call was running") == true)
    }

    func test_observer_flagsAnEventOnTheThreadWhoseDisposeReturned() {
        let observer = subscribed()
        observer.dispose()
        XCTAssertNotNil(observer.disposal)
        observer.on(.next(1))
        XCTAssertEqual(observer.violations, ["o0: next(1) on the thread whose dispose() had returned"])
    }

    func test_observer_flagsAnElementSentAfterDisposeReturnedOnAnotherThread() {
        let observer = subscribed()
        let early = StampClock.shared.next()
        observer.dispose()
        let late = StampClock.shared.next()
        let done = DispatchSemaphore(value: 0)
        Thread {
            observer.on(.next(early))
            observer.on(.next(late))
            done.signal()
        }.start()
        done.wait()
        XCTAssertEqual(observer.violations, ["o0: element \(late) sent after dispose() returned at \(late - 1)"])
    }

    func test_observer_flagsAnEventAfterItDisposedItself() {
        let observer = subscribed(disposeAfter: 1)
        observer.on(.next(1))
        XCTAssertEqual(observer.disposal?.fromInside, true)
        observer.on(.next(2))
        XCTAssertEqual(observer.violations, ["o0: next(2) after it disposed itself inside onNext"])
    }

    func test_observer_askedToDisposeWhileSubscribing_disposesOnceSubscribed() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        let observer = CheckedObserver(name: "o0", stamped: false, disposeAfterElements: 1)
        observer.subscribe(to: source)
        XCTAssertEqual(observer.elements, [1])
        XCTAssertEqual(observer.disposal?.fromInside, false)
        XCTAssertEqual(observer.violations, [])
    }

    func test_ledger_flagsSubscriptionsNeverDisposedOrDisposedTwice() {
        let ledger = ProbeLedger()
        let probe = Probe(name: "just", source: Observable.just(1), ledger: ledger)
        _ = probe.subscribe(AnyObserver<Int> { _ in })
        let twice = probe.subscribe(AnyObserver<Int> { _ in })
        twice.dispose()
        twice.dispose()
        let once = probe.subscribe(AnyObserver<Int> { _ in })
        once.dispose()
        XCTAssertEqual(
            ledger.unbalanced,
            ["1 subscription(s) to just never disposed", "1 subscription(s) to just disposed more than once"]
        )
    }

    func test_conservation_flagsAGapADuplicateAndALostElement() {
        func observer(_ elements: [Int], completed: Bool = true) -> CheckedObserver {
            let observer = CheckedObserver(name: "o", stamped: false, disposeAfterElements: nil)
            observer.subscribe(to: Observable.never())
            for element in elements { observer.on(.next(element)) }
            if completed { observer.on(.completed) }
            return observer
        }
        let merge = Conservation.everyElementOnce(sources: [[0, 1], [1_000]], inOrder: false)
        XCTAssertEqual(
            merge.problems(
                observers: [observer([1_000, 0, 1])],
                leaving: [.stays],
                windows: [nil],
                hotSent: 0,
                hotEnded: false
            ),
            []
        )
        XCTAssertEqual(
            merge.problems(
                observers: [observer([0, 1_000])],
                leaving: [.stays],
                windows: [nil],
                hotSent: 0,
                hotEnded: false
            ),
            ["o0 got [0] of source 0, expected [0, 1]", "o0 got 2 elements"]
        )
        let concat = Conservation.everyElementOnce(sources: [[0, 1], [1_000]], inOrder: true)
        XCTAssertEqual(
            concat.problems(
                observers: [observer([1_000, 0, 1])],
                leaving: [.stays],
                windows: [nil],
                hotSent: 0,
                hotEnded: false
            ),
            ["o0 got [1000, 0, 1], expected [0, 1, 1000] in order"]
        )
        let replay = Conservation.consecutive(replayed: 2, checksWindow: true)
        let window = (before: (finished: 5, started: 5), after: (finished: 5, started: 5))
        XCTAssertEqual(
            replay.problems(
                observers: [observer([4, 5, 6])],
                leaving: [.stays],
                windows: [window],
                hotSent: 6,
                hotEnded: true
            ),
            []
        )
        XCTAssertEqual(
            replay.problems(
                observers: [observer([4, 6])],
                leaving: [.stays],
                windows: [window],
                hotSent: 6,
                hotEnded: true
            ),
            ["o0 got 6 after 4: [4, 6]"]
        )
        XCTAssertEqual(
            replay.problems(
                observers: [observer([5, 6])],
                leaving: [.stays],
                windows: [window],
                hotSent: 6,
                hotEnded: true
            ),
            [
                "o0 began at 5, outside 4…4 (sent (finished: 5, started: 5) when subscribing, (finished: 5, started: 5) after)"
            ]
        )
        XCTAssertEqual(
            replay.problems(
                observers: [observer([4, 5], completed: false)],
                leaving: [.stays],
                windows: [window],
                hotSent: 6,
                hotEnded: true
            ),
            ["o0 stayed but ended at 5 of 6", "o0 stayed but got no terminal event"]
        )
        let shared = Conservation.sharedRuns(replay: 1, forever: false, fromSubject: false)
        XCTAssertEqual(
            shared.problems(
                observers: [observer([1, 2, 2])],
                leaving: [.stays],
                windows: [nil],
                hotSent: 0,
                hotEnded: false
            ),
            ["o0 got 2 after 2: [1, 2, 2]"]
        )
    }

    func test_generator_isDeterministic() {
        for seed: UInt64 in [1, 2, 0xdead_beef, .max] {
            XCTAssertEqual("\(FuzzGenerator.makeCase(seed: seed))", "\(FuzzGenerator.makeCase(seed: seed))")
        }
    }

    func test_threadStacks_printsEveryThreadOrSaysWhyNot() {
        let stacks = Watchdog.threadStacks()
        XCTAssertTrue(
            stacks.contains("Thread") || stacks.hasPrefix("(no thread stacks"),
            "unexpected stack dump: \(stacks.prefix(500))"
        )
    }
}
