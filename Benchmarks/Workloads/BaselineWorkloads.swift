// SPDX-License-Identifier: MIT
import Dispatch

/// The floors every Rx workload is compared with.
enum BaselineWorkloads {
    /// The map-filter work (`+1`, keep even, `*2`, sum) done with four stored closures called in sequence, each
    /// hidden from the optimiser as a user's closure is hidden from a library: the three operators' closures and
    /// the summing subscriber's, the same closure the `map-filter` workload subscribes with.
    static let closures = Workload(
        name: "baseline-closures",
        unit: "element",
        size: 10_000_000,
        baseline: nil,
        run: { size in
            let increment: (Int) -> Int = opaque { $0 + 1 }
            let isEven: (Int) -> Bool = opaque { $0 & 1 == 0 }
            let double: (Int) -> Int = opaque { $0 * 2 }
            let accumulator = Accumulator()
            let add: (Int) -> Void = opaque { accumulator.sum &+= $0 }
            for value in 0..<size {
                let incremented = increment(value)
                if isEven(incremented) { add(double(incremented)) }
            }
            return accumulator.sum
        },
        expectedChecksum: mapFilterChecksum
    )

    /// The same work through `AsyncStream` and `for await` (Swift concurrency: macOS 10.15, iOS 13 and later, so
    /// the runner lists it only there; on Linux always).
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    static var asyncStream: Workload {
        Workload(
            name: "baseline-asyncstream",
            unit: "element",
            size: 1_000_000,
            baseline: "baseline-closures",
            run: { size in
                let result = ResultBox()
                let done = DispatchSemaphore(value: 0)
                Task.detached {
                    let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .unbounded)
                    let producer = Task.detached {
                        for value in 0..<size { continuation.yield(value) }
                        continuation.finish()
                    }
                    var sum = 0
                    for await value in stream.map({ $0 + 1 }).filter({ $0 & 1 == 0 }).map({ $0 * 2 }) {
                        sum &+= value
                    }
                    await producer.value
                    result.store(sum)
                    done.signal()
                }
                done.wait()
                return result.load()
            },
            expectedChecksum: mapFilterChecksum
        )
    }

    /// Checks the allocation counter itself: allocates exactly one object per operation, and nothing else, so the
    /// runner fails unless it counts exactly `size` allocations.
    static let allocationCheck = Workload(
        name: "allocation-check",
        unit: "object",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            var sum = 0
            for value in 0..<size {
                let object = Box(value)
                // Storing the object in a global makes it escape, so it cannot live on the stack.
                lastAllocated = object
                sum &+= object.value
            }
            lastAllocated = nil
            return sum
        },
        expectedChecksum: { size in (0..<size).reduce(0, &+) },
        expectedAllocationsPerOp: 1
    )

    /// The checksum of the map-filter work over `0..<size`.
    static func mapFilterChecksum(_ size: Int) -> Int {
        var sum = 0
        for value in 0..<size {
            let incremented = value + 1
            if incremented & 1 == 0 { sum &+= incremented * 2 }
        }
        return sum
    }
}

/// Where `allocation-check` keeps the object it allocated last. Only the runner's thread, which runs one workload at
/// a time, touches it.
nonisolated(unsafe) private var lastAllocated: Box?

private final class Box {
    let value: Int
    init(_ value: Int) { self.value = value }
}

/// Carries a result out of a task.
private final class ResultBox: @unchecked Sendable {
    // Written once by the task before it signals the semaphore the reader waits on.
    private var value = 0
    func store(_ value: Int) { self.value = value }
    func load() -> Int { value }
}
