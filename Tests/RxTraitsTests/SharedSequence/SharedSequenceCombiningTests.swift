// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// The combining operators of `Driver`, on a mocked sharing scheduler. Source `a` delivers 1 at 211 and 3 at 231
/// and completes at 261; source `b` delivers 2 at 221 and 4 at 241 and completes at 251.
final class SharedSequenceCombiningTests: RxTestCase {
    private func run<Element: Equatable>(
        _ create: @escaping (Driver<Int>, Driver<Int>) -> Driver<Element>
    ) -> [Recorded<Event<Element>>] {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Element>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
            let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(250)])
            events =
                scheduler.start {
                    create(a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)).asObservable()
                }.events
        }
        return events
    }

    func test_flatMapFamily() {
        // `Driver.just` delivers one tick after its subscription.
        let inner: (Int) -> Driver<Int> = { .just($0 * 10) }
        let expected: [Recorded<Event<Int>>] = [.next(212, 10), .next(232, 30), .completed(261)]
        XCTAssertEqual(run { a, _ in a.flatMap(inner) }, expected)
        XCTAssertEqual(run { a, _ in a.flatMapLatest(inner) }, expected)
        XCTAssertEqual(run { a, _ in a.flatMapFirst(inner) }, expected)
        XCTAssertEqual(run { a, _ in a.map(inner).switchLatest() }, expected)
        XCTAssertEqual(run { a, _ in a.map(inner).merge() }, expected)
    }

    /// Runs `create` over a Driver `a` and a Signal `b` (b delivers 2 at 221 and 4 at 241, completes at 251).
    private func runMixed<Result: SharedSequenceConvertibleType>(
        _ create: @escaping (Driver<Int>, Signal<Int>) -> Result
    ) -> (events: [Recorded<Event<Result.Element>>], strategy: Any.Type) where Result.Element: Equatable {
        let scheduler = TestScheduler(initialClock: 0)
        var events: [Recorded<Event<Result.Element>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
            let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(250)])
            events =
                scheduler.start {
                    create(a.asDriver(onErrorJustReturn: 0), b.asSignal(onErrorJustReturn: 0)).asObservable()
                }.events
        }
        return (events, Result.SharingStrategy.self)
    }

    func test_higherOrderOperators_returnTheInnerSequencesStrategy_asRxCocoa() {
        let inner: (Int) -> Signal<Int> = { .just($0 * 10) }
        let expected: [Recorded<Event<Int>>] = [.next(212, 10), .next(232, 30), .completed(261)]
        let results = [
            runMixed { a, _ in a.flatMap(inner) },
            runMixed { a, _ in a.flatMapLatest(inner) },
            runMixed { a, _ in a.flatMapFirst(inner) },
            runMixed { a, _ in a.map(inner).switchLatest() },
            runMixed { a, _ in a.map(inner).merge() },
            runMixed { a, _ in a.map(inner).merge(maxConcurrent: 1) },
        ]
        for (index, result) in results.enumerated() {
            XCTAssertEqual(result.events, expected, "operator \(index)")
            XCTAssertTrue(result.strategy == SignalSharingStrategy.self, "operator \(index) gave \(result.strategy)")
        }
        // A closure may return a Signal from a Driver's flatMapLatest, and the result is a Signal.
        let signal: Signal<Int> = Driver.just(1).flatMapLatest { _ in Signal.just(2) }
        _ = signal
    }

    func test_mergeMaxConcurrent_waitsForTheRunningInner() {
        XCTAssertEqual(
            run { a, b in Driver.of(a, b).merge(maxConcurrent: 1) },
            // `b` is subscribed only when `a` completes (261), after its hot source already ended unseen (250),
            // so it never delivers and the merge never completes.
            [.next(211, 1), .next(231, 3)]
        )
    }

    func test_signalWithLatestFromDriver_combinesStrategies_asRxCocoa() {
        let (events, strategy) = runMixed { a, b in b.withLatestFrom(a) { $1 * 10 + $0 } }
        XCTAssertEqual(events, [.next(221, 12), .next(241, 34), .completed(251)])
        XCTAssertTrue(strategy == SignalSharingStrategy.self)
        let latest = runMixed { a, b in b.withLatestFrom(a) }
        XCTAssertEqual(latest.events, [.next(221, 1), .next(241, 3), .completed(251)])
        let driverFirst = runMixed { a, b in a.withLatestFrom(b) }
        XCTAssertEqual(driverFirst.events, [.next(231, 2), .completed(261)])
        XCTAssertTrue(driverFirst.strategy == DriverSharingStrategy.self)
    }

    func test_flatMapLatest_disposesThePreviousInner() {
        XCTAssertEqual(
            run { a, b in a.flatMapLatest { value in b.map { value * 10 + $0 } } },
            [.next(221, 12), .next(241, 34), .completed(261)]
        )
    }

    func test_mergeAndConcat() {
        let merged: [Recorded<Event<Int>>] = [
            .next(211, 1), .next(221, 2), .next(231, 3), .next(241, 4), .completed(261),
        ]
        XCTAssertEqual(run { a, b in Driver.merge(a, b) }, merged)
        XCTAssertEqual(run { a, b in Driver.merge([a, b]) }, merged)
        XCTAssertEqual(run { a, b in Driver.concat([b, a]) }, [.next(221, 2), .next(241, 4), .completed(261)])
    }

    func test_combineLatestAndZip_selectorTupleAndCollectionForms() {
        XCTAssertEqual(
            run { a, b in Driver.combineLatest(a, b) { $0 * 10 + $1 } },
            [.next(221, 12), .next(231, 32), .next(241, 34), .completed(261)]
        )
        XCTAssertEqual(
            run { a, b in Driver.combineLatest(a, b).map { "\($0.0)\($0.1)" } },
            [.next(221, "12"), .next(231, "32"), .next(241, "34"), .completed(261)]
        )
        XCTAssertEqual(
            run { a, b in Driver.combineLatest(a, b, a).map { $0.0 + $0.1 + $0.2 } },
            [.next(221, 4), .next(231, 6), .next(231, 8), .next(241, 10), .completed(261)]
        )
        XCTAssertEqual(run { a, b in Driver.zip(a, b) { $0 * $1 } }, [.next(221, 2), .next(241, 12), .completed(261)])
        XCTAssertEqual(
            run { a, b in Driver.zip(a, b).map { $0.0 * $0.1 } },
            [.next(221, 2), .next(241, 12), .completed(261)]
        )
        XCTAssertEqual(
            run { a, b in Driver.zip(a, b, a, b, a, b, a, b).map { $0.0 + $0.7 } },
            [.next(221, 3), .next(241, 7), .completed(261)]
        )
        XCTAssertEqual(
            run { a, b in Driver.combineLatest([a, b]) },
            [.next(221, [1, 2]), .next(231, [3, 2]), .next(241, [3, 4]), .completed(261)]
        )
        XCTAssertEqual(run { a, b in Driver.combineLatest([a, b]) { $0.reduce(0, +) } }.count, 4)
        XCTAssertEqual(
            run { a, b in Driver.zip([a, b]) },
            [.next(221, [1, 2]), .next(241, [3, 4]), .completed(261)]
        )
        XCTAssertEqual(
            run { a, b in Driver.zip([a, b]) { $0.reduce(0, +) } },
            [.next(221, 3), .next(241, 7), .completed(261)]
        )
    }

    func test_withLatestFrom() {
        XCTAssertEqual(run { a, b in a.withLatestFrom(b) { "\($0)\($1)" } }, [.next(231, "32"), .completed(261)])
        XCTAssertEqual(run { a, b in a.withLatestFrom(b) }, [.next(231, 2), .completed(261)])
    }
}
