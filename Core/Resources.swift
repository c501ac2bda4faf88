// SPDX-License-Identifier: MIT
/// Counts live resources (subscriptions and sinks), so tests can prove that nothing leaks.
///
/// The library counts ``total`` in debug builds (`swift build`/`swift test` without `-c release`) and in builds that
/// define `TRACE_RESOURCES`, as RxSwift does (`swift build -c release -Xswiftc -DTRACE_RESOURCES`; `make soak` runs
/// the benchmark runner's soak that way). In other release builds the counters stay where user code put them and the
/// hot paths pay nothing.
public enum Resources {
    @exclusivity(unchecked) private static nonisolated(unsafe) var counter = RxAtomic<Int32>(0)
    @exclusivity(unchecked) private static nonisolated(unsafe) var serialDispatchQueueObservables = RxAtomic<Int32>(0)

    /// The number of live resources allocated by the library.
    public static var total: Int32 {
        unsafe RxAtomic.load(&counter, ordering: .relaxed)
    }

    /// Increments ``total``; returns the new value.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        unsafe RxAtomic.wrappingAdd(&counter, 1, ordering: .relaxed).newValue
    }

    /// Decrements ``total``; returns the new value.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        unsafe RxAtomic.wrappingSubtract(&counter, 1, ordering: .relaxed).newValue
    }

    /// The number of `observe(on:)` observables that exist on a serial dispatch queue scheduler
    /// (`SerialDispatchQueueScheduler`, `MainScheduler`), as in RxSwift: it counts the observables, not their
    /// subscriptions. Counted in debug builds only.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        unsafe RxAtomic.load(&serialDispatchQueueObservables, ordering: .relaxed)
    }

    /// Counts one more `observe(on:)` observable on a serial dispatch queue.
    package static func incrementSerialDispatchQueueObservables() {
        unsafe RxAtomic.wrappingAdd(&serialDispatchQueueObservables, 1, ordering: .relaxed)
    }

    /// Counts one `observe(on:)` observable on a serial dispatch queue less.
    package static func decrementSerialDispatchQueueObservables() {
        unsafe RxAtomic.wrappingSubtract(&serialDispatchQueueObservables, 1, ordering: .relaxed)
    }
}

#if DEBUG
    /// The deepest stack of pending sources any sequential operator (`concat`, `catch(sequence:)`, `retry`,
    /// `retry(when:)`) has held, as RxSwift's debug-build global of the same name. Here every such operator takes its
    /// sources in a flat loop, one at a time, so the figure is 1 once any of them has run, however deeply sources
    /// nest or however many end synchronously; reset it to 0 to measure again. Debug builds only.
    public var maxTailRecursiveSinkStackSize: Int {
        get { unsafe RxAtomic.load(&tailRecursiveStackSize, ordering: .relaxed) }
        set { unsafe RxAtomic.store(&tailRecursiveStackSize, newValue, ordering: .relaxed) }
    }

    @exclusivity(unchecked) private nonisolated(unsafe) var tailRecursiveStackSize = RxAtomic<Int>(0)

    /// Records that a sequential operator holds `depth` pending sources.
    func recordTailRecursiveStackSize(_ depth: Int) {
        var current = unsafe RxAtomic.load(&tailRecursiveStackSize, ordering: .relaxed)
        while current < depth {
            let (exchanged, original) = unsafe RxAtomic.compareExchange(
                &tailRecursiveStackSize,
                expected: current,
                desired: depth,
                ordering: .relaxed
            )
            if exchanged { return }
            current = original
        }
    }
#endif
