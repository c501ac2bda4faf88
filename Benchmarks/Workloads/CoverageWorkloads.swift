// SPDX-License-Identifier: MIT
import RxCore
import RxSubjects
import RxTesting

/// Workloads of the operators the other workloads leave out, one each, so that every operator an app leans on has a
/// figure and an allocation ceiling: the two-source operators, the time-based ones (on a `TestScheduler`, so no
/// thread or clock is involved), those that accumulate, and the subscription paths of error recovery.
enum CoverageWorkloads {
    // MARK: - Two sources, one element at a time

    /// `source.sample(trigger)`: each operation sends an element, then a trigger that emits it.
    static let sample = Workload(
        name: "sample",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let source = PublishSubject<Int>()
            let trigger = PublishSubject<Void>()
            let subscription = source.sample(trigger).subscribe(onNext: { accumulator.sum &+= $0 })
            for value in 0..<size {
                source.onNext(value)
                trigger.onNext(())
            }
            subscription.dispose()
            return accumulator.sum
        },
        expectedChecksum: sumBelow
    )

    /// `trigger.withLatestFrom(other) { $0 &+ $1 }`: each operation updates `other`, then triggers a result.
    static let withLatestFrom = Workload(
        name: "withLatestFrom",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let trigger = PublishSubject<Int>()
            let other = PublishSubject<Int>()
            let subscription = trigger.withLatestFrom(other) { $0 &+ $1 }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            for value in 0..<size {
                other.onNext(value)
                trigger.onNext(value)
            }
            subscription.dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in sumBelow(size) &* 2 }
    )

    /// `source.take(until: stop)`, elements pumped through while `stop` stays silent.
    static let takeUntil = Workload(
        name: "take-until",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let stop = PublishSubject<Void>()
            _ = countingSource(size).take(until: stop).subscribe(onNext: { accumulator.sum &+= $0 })
            return accumulator.sum
        },
        expectedChecksum: sumBelow
    )

    /// `just(1).amb(never())`, subscribed and disposed: both sources subscribed, the loser disposed.
    static let amb = Workload(
        name: "amb",
        unit: "subscription",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let amb = Observable.just(1).amb(Observable<Int>.never())
            for _ in 0..<size { amb.subscribe(onNext: { accumulator.sum &+= $0 }).dispose() }
            return accumulator.sum
        },
        expectedChecksum: { $0 }
    )

    // MARK: - Time-based, on a TestScheduler

    /// Each element through `debounce(10)`, the clock then moved past the due time so that it goes out.
    static let debounce = timed("debounce") { $0.debounce(.seconds(10), scheduler: $1) }

    /// Each element through `throttle(10)`, the clock then moved past the window so that the next one leads a new
    /// window.
    static let throttle = timed("throttle") { $0.throttle(.seconds(10), scheduler: $1) }

    /// Each element through `delay(10)`, the clock then moved past the due time so that it goes out.
    static let delay = timed("delay") { $0.delay(.seconds(10), scheduler: $1) }

    /// Sends `0..<size` through `apply(subject, scheduler)` one at a time, moving the virtual clock 20 past each.
    private static func timed(
        _ name: String,
        _ apply: @escaping @Sendable (Observable<Int>, TestScheduler) -> Observable<Int>
    ) -> Workload {
        Workload(
            name: name,
            unit: "element",
            size: 200_000,
            baseline: nil,
            run: { size in
                let accumulator = Accumulator()
                let scheduler = TestScheduler(initialClock: 0)
                let subject = PublishSubject<Int>()
                let subscription = apply(subject.asObservable(), scheduler)
                    .subscribe(onNext: { accumulator.sum &+= $0 })
                for value in 0..<size {
                    subject.onNext(value)
                    scheduler.advanceTo(20 * (value + 1))
                }
                subscription.dispose()
                return accumulator.sum
            },
            expectedChecksum: sumBelow
        )
    }

    // MARK: - Accumulating

    /// The last 1,000 of the elements, through `takeLast(1000)`: constant work per element.
    static let takeLast = Workload(
        name: "takeLast",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            _ = countingSource(size).takeLast(1_000).subscribe(onNext: { accumulator.sum &+= $0 })
            return accumulator.sum
        },
        expectedChecksum: { size in (Swift.max(0, size - 1_000)..<size).reduce(0, &+) }
    )

    /// The elements summed by `reduce`.
    static let reduce = Workload(
        name: "reduce",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            _ = countingSource(size).reduce(0, accumulator: &+).subscribe(onNext: { accumulator.sum &+= $0 })
            return accumulator.sum
        },
        expectedChecksum: sumBelow
    )

    /// The elements split into 8 groups by `groupBy`, merged back with `flatMap`.
    static let groupBy = Workload(
        name: "groupBy",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            _ = countingSource(size).groupBy { $0 & 7 }.flatMap { $0 }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return accumulator.sum
        },
        expectedChecksum: sumBelow
    )

    // MARK: - Error recovery, per subscription

    /// `error` recovered by `catch { just(1) }`, subscribed and disposed.
    static let `catch` = Workload(
        name: "catch",
        unit: "subscription",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let recovered = Observable<Int>.error(BenchmarkError()).catch { _ in Observable.just(1) }
            for _ in 0..<size { recovered.subscribe(onNext: { accumulator.sum &+= $0 }).dispose() }
            return accumulator.sum
        },
        expectedChecksum: { $0 }
    )

    /// A source that fails on every other subscription, behind `retry(when:)` whose trigger retries at once:
    /// subscribed and disposed, each subscription failing once, then emitting 1 and completing.
    static let retryWhen = Workload(
        name: "retry-when",
        unit: "subscription",
        size: 500_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let attempts = Accumulator()
            let source = Observable<Int>.create { observer in
                attempts.sum &+= 1
                if attempts.sum & 1 == 1 {
                    observer.onError(BenchmarkError())
                } else {
                    observer.onNext(1)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
            let retried = source.retry(when: { errors in errors.map { _ in () } })
            for _ in 0..<size { retried.subscribe(onNext: { accumulator.sum &+= $0 }).dispose() }
            return accumulator.sum
        },
        expectedChecksum: { $0 }
    )

    /// The sum of `0..<size`.
    @Sendable
    private static func sumBelow(_ size: Int) -> Int {
        (0..<size).reduce(0, &+)
    }
}

/// The error the recovery workloads recover from.
struct BenchmarkError: Error {}
