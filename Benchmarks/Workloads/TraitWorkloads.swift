// SPDX-License-Identifier: MIT
import RxTraits

/// Workloads of the traits.
enum TraitWorkloads {
    /// `Single.zip` of two `Single.just`, subscribed (and completed) once per operation.
    static let singleZip = Workload(
        name: "single-zip",
        unit: "subscription",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let zipped = Single.zip(Single.just(1), Single.just(2)) { $0 &+ $1 }
            for _ in 0..<size {
                _ = zipped.subscribe(onSuccess: { accumulator.sum &+= $0 })
            }
            return accumulator.sum
        },
        expectedChecksum: { $0 &* 3 }
    )

    /// A `Driver<Int>` from a `PublishRelay` → `map` → `filter` → `drive`, accepts on the main thread.
    static let driverMap = Workload(
        name: "driver-map",
        unit: "element",
        size: 1_000_000,
        baseline: "baseline-closures",
        run: { size in
            let accumulator = Accumulator()
            let relay = PublishRelay<Int>()
            // The runner runs on the main thread, as `drive` requires.
            let subscription = relay.asDriver(onErrorJustReturn: 0)
                .map { $0 + 1 }
                .filter { $0 & 1 == 0 }
                .drive(onNext: { accumulator.sum &+= $0 })
            for value in 0..<size { relay.accept(value) }
            subscription.dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in
            var sum = 0
            for value in 0..<size where (value + 1) & 1 == 0 { sum &+= value + 1 }
            return sum
        }
    )
}
