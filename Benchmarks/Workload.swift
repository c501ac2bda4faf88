// SPDX-License-Identifier: MIT
import RxCore

/// One benchmark: a named piece of work done `size` times, with a checksum that proves the work was done.
struct Workload: Sendable {
    /// The name shown in the table and matched by `--filter`.
    let name: String
    /// What one operation is ("element", "action", …).
    let unit: String
    /// The number of operations of one run, before `--quick` divides it.
    let size: Int
    /// The workload whose time per operation this one is compared with, if any.
    let baseline: String?
    /// Does the work `size` times; returns the checksum.
    let run: @Sendable (_ size: Int) -> Int
    /// The checksum a correct run of `size` operations returns.
    let expectedChecksum: @Sendable (_ size: Int) -> Int
    /// The exact number of allocations per operation, for workloads that check the allocation counter; the run
    /// fails when the counter reads anything else.
    var expectedAllocationsPerOp: Int? = nil
    /// For work that needs a setup the figures must not include (subscribing n observers before timing their
    /// disposal): builds, before the clock starts and outside the allocation count, the state that `run` then works
    /// on through ``prepared``; `nil` for most workloads.
    var setUp: (@Sendable (_ size: Int) -> PreparedState)? = nil
}

/// The state a workload's ``Workload/setUp`` builds for its timed run, and how to release it after the clock
/// stopped.
final class PreparedState: @unchecked Sendable {
    // Unchecked: the benchmarks run one workload at a time, on one thread.
    /// What the timed run works on.
    let value: Any
    /// Called after the clock stopped (and outside the allocation count).
    let tearDown: () -> Void

    init(_ value: Any, tearDown: @escaping () -> Void = {}) {
        self.value = value
        self.tearDown = tearDown
    }
}

/// The state built by the running workload's ``Workload/setUp``, for its `run` closure.
nonisolated(unsafe) var prepared: PreparedState?

/// A sink for values the optimiser must not discard, and a way to hide closures from it.
final class Accumulator {
    var sum = 0
}

/// An observable that, on each subscription, sends `0..<size` synchronously and completes.
func countingSource(_ size: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        for value in 0..<size { observer.onNext(value) }
        observer.onCompleted()
        return Disposables.create()
    }
}

/// Returns `value` through an opaque call, so the optimiser cannot see what a closure does.
@inline(never)
func opaque<T>(_ value: T) -> T {
    value
}
