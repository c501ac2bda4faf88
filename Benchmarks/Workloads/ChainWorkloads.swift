// SPDX-License-Identifier: MIT
import RxCore

/// Workloads that build an operator chain per operation, as `flatMap`, `defer` and `retry` closures do.
enum ChainWorkloads {
    /// `just(1)` followed by 8 operators (map and filter alternating), built, subscribed and disposed per operation:
    /// the `subscribe-dispose` workload with the chain built each time.
    static let buildSubscribeDispose = Workload(
        name: "build-subscribe-dispose",
        unit: "subscription",
        size: 1_000_000,
        baseline: "subscribe-dispose",
        run: { size in
            let accumulator = Accumulator()
            for _ in 0..<size {
                Observable.just(1)
                    .map { $0 + 1 }.filter { $0 > 0 }
                    .map { $0 - 1 }.filter { $0 > 0 }
                    .map { $0 + 1 }.filter { $0 > 0 }
                    .map { $0 - 1 }.filter { $0 > 0 }
                    .subscribe(onNext: { accumulator.sum &+= $0 })
                    .dispose()
            }
            return accumulator.sum
        },
        expectedChecksum: { $0 }
    )

    /// `create` emitting ints → `flatMap { .just($0).map { $0 + 1 }.filter(isEven) }` → summing subscriber: a
    /// two-operator inner chain built per element, as in `flatMap { request($0).map(parse).filter(isValid) }`.
    static let flatMapBuilt = Workload(
        name: "flatMap-built",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            _ = countingSource(size)
                .flatMap { Observable.just($0).map { $0 &+ 1 }.filter { $0 & 1 == 0 } }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            return accumulator.sum
        },
        expectedChecksum: { size in (0..<size).reduce(0) { ($1 &+ 1) & 1 == 0 ? $0 &+ $1 &+ 1 : $0 } }
    )
}
