import RxTraits

/// Workloads of the traits.
enum TraitWorkloads {
    /// `Single.zip` of two `Single.just`, subscribed (and completed) once per operation.
    static let singleZip = Workload(
        name: "single-zip", unit: "subscription", size: 1_000_000, baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let zipped = Single.zip(Single.just(1), Single.just(2)) { $0 &+ $1 }
            for _ in 0..<size {
                _ = zipped.subscribe(onSuccess: { accumulator.sum &+= $0 })
            }
            return accumulator.sum
        },
        expectedChecksum: { $0 &* 3 })
}
