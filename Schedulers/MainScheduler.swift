// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxCore

/// The scheduler of the main thread: the main dispatch queue.
///
/// `schedule(_:action:)` runs the action at once when called on the main thread while nothing else is queued
/// on this scheduler, and otherwise queues it on the main queue, as RxSwift does. Use ``asyncInstance`` to always
/// queue.
///
/// On Linux the main queue runs only while the main thread runs `RunLoop.main` (or `dispatchMain()`); a
/// command-line program or a test that expects work on ``instance`` must drive the run loop.
///
/// - Note: Thread-safe; schedule from any thread.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // Unchecked: adds no stored state to its thread-safe superclass.

    /// Creates a main-thread scheduler; prefer ``instance``.
    public init() {
        super.init(serialQueue: MainScheduler.mainQueue, runsOnMainThread: true)
    }

    /// The main queue, read once: on Linux `DispatchQueue.main` makes a new wrapper object on every read, and
    /// `SharingScheduler` makes a `MainScheduler` for every `Driver` and `Signal` made (one allocation a cell in
    /// `cell-rebinding-driver`).
    private static let mainQueue = DispatchQueue.main

    /// The shared instance.
    public static let instance = MainScheduler()

    /// A scheduler on the main queue that always queues, even when called on the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Stops the program unless running on the main thread.
    ///
    /// - Parameter errorMessage: The message to stop with; a default one names the problem.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        guard isMainThread else {
            fatalError(
                errorMessage
                    ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to run this on the main thread."
            )
        }
    }

    /// Stops the program unless running on the main thread.
    ///
    /// - Parameter errorMessage: The message to stop with; a default one names the problem.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        guard isMainThread else {
            fatalError(errorMessage ?? "Running on a background thread; this must run on the main thread.")
        }
    }

    override func scheduleInternal<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let previouslyQueued = countAction()
        if isMainThread && previouslyQueued == 0 {
            let disposable = action(state)
            actionFinished()
            return disposable
        }
        return enqueue(state, action: action)
    }

    /// Queues `action` on the main queue; kept out of line so the immediate path above does not pay for the
    /// boxing it needs.
    @inline(never)
    private func enqueue<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        MainScheduler.mainQueue.async {
            if !cancel.isDisposed {
                cancel.setDisposable(work.value.1(work.value.0))
            }
            self.actionFinished()
        }
        return cancel
    }
}
