// SPDX-License-Identifier: MIT
import RxCore

/// Workloads of RxCore's primitives.
enum CoreWorkloads {
    /// `Observable.create` pushing ints into one `subscribe(onNext:)` that sums: the cost of one hop
    /// (source → sink → observer).
    static let createPump = Workload(
        name: "create-pump",
        unit: "element",
        size: 10_000_000,
        baseline: "baseline-closures",
        run: { size in
            let accumulator = Accumulator()
            let source = countingSource(size)
            let subscription = source.subscribe(onNext: { accumulator.sum &+= $0 })
            subscription.dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )

    /// `just(1)` subscribed and disposed: the cost of a subscription.
    static let subscribeJust = Workload(
        name: "subscribe-just",
        unit: "subscription",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let source = Observable.just(1)
            for _ in 0..<size {
                source.subscribe(onNext: { accumulator.sum &+= $0 }).dispose()
            }
            return accumulator.sum
        },
        expectedChecksum: { $0 }
    )
    /// `range(start: 0, count: size)` on the current-thread trampoline into one summing subscriber: the cost of a
    /// step of a recursive source (each element is a step queued on the trampoline, as in RxSwift).
    static let rangePump = Workload(
        name: "range-pump",
        unit: "element",
        size: 1_000_000,
        baseline: "create-pump",
        run: { size in
            let accumulator = Accumulator()
            Observable.range(start: 0, count: size).subscribe(onNext: { accumulator.sum &+= $0 }).dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )

    /// `of(1, 2, 3)` subscribed and disposed: the cost of a short recursive source's subscription, its three
    /// elements and its completion, each a step on the trampoline.
    static let subscribeOf = Workload(
        name: "subscribe-of",
        unit: "subscription",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let source = Observable.of(1, 2, 3)
            for _ in 0..<size {
                source.subscribe(onNext: { accumulator.sum &+= $0 }).dispose()
            }
            return accumulator.sum
        },
        expectedChecksum: { $0 * 6 }
    )
}
