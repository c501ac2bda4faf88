import Synchronization

/// Counts live resources (subscriptions and sinks), so tests can prove that nothing leaks.
///
/// The library counts ``total`` in debug builds (`swift build`/`swift test` without `-c release`) and in builds that
/// define `TRACE_RESOURCES`, as RxSwift does (`swift build -c release -Xswiftc -DTRACE_RESOURCES`; `make soak` runs
/// the benchmark runner's soak that way). In other release builds the counters stay where user code put them and the
/// hot paths pay nothing.
public enum Resources {
    private static let counter = Atomic<Int32>(0)
    private static let serialDispatchQueueObservables = Atomic<Int32>(0)

    /// The number of live resources allocated by the library.
    public static var total: Int32 {
        counter.load(ordering: .relaxed)
    }

    /// Increments ``total``; returns the new value.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        counter.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Decrements ``total``; returns the new value.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        counter.wrappingSubtract(1, ordering: .relaxed).newValue
    }

    /// The number of `observe(on:)` observables that exist on a serial dispatch queue scheduler
    /// (`SerialDispatchQueueScheduler`, `MainScheduler`), as in RxSwift: it counts the observables, not their
    /// subscriptions. Counted in debug builds only.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        serialDispatchQueueObservables.load(ordering: .relaxed)
    }

    /// Counts one more `observe(on:)` observable on a serial dispatch queue.
    package static func incrementSerialDispatchQueueObservables() {
        serialDispatchQueueObservables.wrappingAdd(1, ordering: .relaxed)
    }

    /// Counts one `observe(on:)` observable on a serial dispatch queue less.
    package static func decrementSerialDispatchQueueObservables() {
        serialDispatchQueueObservables.wrappingSubtract(1, ordering: .relaxed)
    }
}

#if DEBUG
    /// The deepest stack of pending sources any sequential operator (`concat`, `catch(sequence:)`, `retry`,
    /// `retry(when:)`) has held, as RxSwift's debug-build global of the same name. Here every such operator takes its
    /// sources in a flat loop, one at a time, so the figure is 1 once any of them has run, however deeply sources
    /// nest or however many end synchronously; reset it to 0 to measure again. Debug builds only.
    public var maxTailRecursiveSinkStackSize: Int {
        get { tailRecursiveStackSize.load(ordering: .relaxed) }
        set { tailRecursiveStackSize.store(newValue, ordering: .relaxed) }
    }

    private let tailRecursiveStackSize = Atomic<Int>(0)

    /// Records that a sequential operator holds `depth` pending sources.
    func recordTailRecursiveStackSize(_ depth: Int) {
        var current = tailRecursiveStackSize.load(ordering: .relaxed)
        while current < depth {
            let (exchanged, original) = tailRecursiveStackSize.compareExchange(
                expected: current,
                desired: depth,
                ordering: .relaxed
            )
            if exchanged { return }
            current = original
        }
    }
#endif
