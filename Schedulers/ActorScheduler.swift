// SPDX-License-Identifier: MIT
import Dispatch
import RxCore

/// A serial scheduler that is also the executor of actors: Rx work scheduled on it and the actors' own jobs run
/// on one serial dispatch queue, so code scheduled here may use `actor.assumeIsolated`.
///
/// Give an actor this executor, then deliver to it with `observe(on:)`:
///
/// ```swift
/// actor Store {
///     static let scheduler = ActorScheduler(label: "store")
///     nonisolated var unownedExecutor: UnownedSerialExecutor { Self.scheduler.asUnownedSerialExecutor() }
///     private(set) var items: [Item] = []
///     func apply(_ item: Item) { items.append(item) }
/// }
///
/// updates
///     .observe(on: Store.scheduler)
///     .subscribe(onNext: { item in store.assumeIsolated { $0.apply(item) } })
/// ```
///
/// Why not a scheduler that sends each action to any actor with a `Task`? Rx schedulers are synchronous and FIFO:
/// `observe(on:)` promises the order of elements and allocates nothing per element. A task per action gives
/// neither (tasks created from several threads are not ordered, and each one allocates). Sharing the queue keeps
/// both promises and still runs the work isolated to the actor. For the main actor nothing extra is needed:
/// `MainScheduler` runs on the main queue, which is the main actor's executor on every platform, so its actions
/// may use `MainActor.assumeIsolated`.
///
/// - Note: Thread-safe; schedule from any thread. Everything `SerialDispatchQueueScheduler` does (relative and
///   periodic work, batching for `observe(on:)`) applies.
///
/// - Note: Available from macOS 14, iOS 17, tvOS 17 and watchOS 10.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public final class ActorScheduler: SerialDispatchQueueScheduler, SerialExecutor {
    /// Creates a scheduler, and executor, on a new serial queue.
    ///
    /// - Parameters:
    ///   - label: The label of the queue.
    ///   - qos: The quality of service of the queue.
    public init(label: String = "rx.actor-scheduler", qos: DispatchQoS = .default) {
        super.init(serialQueue: DispatchQueue(label: label, qos: qos))
    }

    /// Runs an actor's job on the queue, after the work already queued.
    public func enqueue(_ job: consuming ExecutorJob) {
        runLater(job, on: queue)
    }

    /// Stops the program unless called on the queue; `assumeIsolated` relies on it when called from Rx work.
    public func checkIsolated() {
        dispatchPrecondition(condition: .onQueue(queue))
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
// Unchecked: immutable after initialisation, like its superclass; dispatch queues are thread-safe.
extension ActorScheduler: @unchecked Sendable {}
