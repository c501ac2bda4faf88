// SPDX-License-Identifier: MIT
import RxCore

/// Workloads of the operators.
enum OperatorWorkloads {
    /// `create` emitting ints → `map { $0 + 1 }` → `filter { $0 & 1 == 0 }` → `map { $0 * 2 }` → summing subscriber.
    static let mapFilter = Workload(
        name: "map-filter",
        unit: "element",
        size: 10_000_000,
        baseline: "baseline-closures",
        run: { size in
            let accumulator = Accumulator()
            let source = countingSource(size)
            _ =
                source
                .map { $0 + 1 }
                .filter { $0 & 1 == 0 }
                .map { $0 * 2 }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return accumulator.sum
        },
        expectedChecksum: BaselineWorkloads.mapFilterChecksum
    )

    /// `just(1)` followed by 8 operators (map and filter alternating), subscribed then disposed.
    static let subscribeDispose = Workload(
        name: "subscribe-dispose",
        unit: "subscription",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let chain = Observable.just(1)
                .map { $0 + 1 }.filter { $0 > 0 }
                .map { $0 - 1 }.filter { $0 > 0 }
                .map { $0 + 1 }.filter { $0 > 0 }
                .map { $0 - 1 }.filter { $0 > 0 }
            for _ in 0..<size {
                chain.subscribe(onNext: { accumulator.sum &+= $0 }).dispose()
            }
            return accumulator.sum
        },
        expectedChecksum: { $0 }
    )

    /// `create` emitting ints → `flatMap { .just($0) }` → summing subscriber.
    static let flatMap = Workload(
        name: "flatMap",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in flatMapRun(size) { $0.flatMap { Observable.just($0) } } },
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )

    /// `flatMap` whose inner sequence must be subscribed: `just` followed by a `map`, built per element, as in
    /// `flatMap { request($0).map(parse) }`. Keeps the general inner path measured, which the `just` shortcut of
    /// the `flatMap` workload skips.
    static let flatMapSubscribed = Workload(
        name: "flatMap-subscribed",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in flatMapRun(size) { $0.flatMap { Observable.just($0).map { $0 &+ 1 } } } },
        expectedChecksum: { size in (0..<size).reduce(0) { $0 &+ $1 &+ 1 } }
    )

    /// The same with `flatMapLatest`.
    static let flatMapLatest = Workload(
        name: "flatMapLatest",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in flatMapRun(size) { $0.flatMapLatest { Observable.just($0) } } },
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )

    private static func flatMapRun(_ size: Int, _ apply: (Observable<Int>) -> Observable<Int>) -> Int {
        let accumulator = Accumulator()
        let source = countingSource(size)
        _ = apply(source).subscribe(onNext: { accumulator.sum &+= $0 })
        return accumulator.sum
    }
}
