// SPDX-License-Identifier: MIT
import Foundation

/// Global hooks that decide where unhandled errors and contract violations go.
///
/// All hooks are thread-safe to read and write. Replace them early, before subscriptions start.
public enum Hooks {
    /// Receives an error that reached a subscription without an `onError` handler.
    public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// Captures the call stack of a subscription, for ``DefaultErrorHandler``.
    public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

    /// Receives a violation of the serial-delivery rule detected in debug builds.
    public typealias SynchronizationViolationHandler = @Sendable (SynchronizationViolation) -> Void

    private struct State {
        var defaultErrorHandler: DefaultErrorHandler = Hooks.logUnhandledError
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
            #if DEBUG
                return Thread.callStackSymbols
            #else
                return []
            #endif
        }
        var synchronizationViolationHandler: SynchronizationViolationHandler = Hooks.reportViolation
    }

    // Read only when an error goes unhandled, a hook is replaced or a call stack is captured: a lock of its own.
    private static let state = Locked(State())
    // Read on every subscription without `onError`, so it is an atomic rather than part of the locked state.
    // Unsafe: an atomic, reached through the address of this stored property.
    @exclusivity(unchecked) private static nonisolated(unsafe) var recordsCallStack = RxAtomic<Bool>(false)

    /// Whether subscriptions capture their call stack, so ``defaultErrorHandler`` can print where an
    /// unhandled error's subscription was made. Off by default: capturing costs time on every subscribe.
    public static var recordCallStackOnError: Bool {
        get { unsafe RxAtomic.load(&recordsCallStack, ordering: .relaxed) }
        set { unsafe RxAtomic.store(&recordsCallStack, newValue, ordering: .relaxed) }
    }

    /// Where an error goes when the subscription has no `onError` handler.
    ///
    /// The default writes one line to standard error (`Unhandled error happened: …`), with the subscription's
    /// call stack when ``recordCallStackOnError`` is on: an unhandled error is never dropped silently.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { state.withLock { $0.defaultErrorHandler } }
        set { state.withLock { $0.defaultErrorHandler = newValue } }
    }

    /// How a subscription's call stack is captured when ``recordCallStackOnError`` is on.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { state.withLock { $0.customCaptureSubscriptionCallstack } }
        set { state.withLock { $0.customCaptureSubscriptionCallstack = newValue } }
    }

    /// Where debug builds report an observer that received events concurrently or reentrantly.
    ///
    /// The default prints a warning for reentrancy and stops the program for concurrent delivery, which
    /// always is a bug in the code sending the events.
    public static var synchronizationViolationHandler: SynchronizationViolationHandler {
        get { state.withLock { $0.synchronizationViolationHandler } }
        set { state.withLock { $0.synchronizationViolationHandler = newValue } }
    }

    /// The call stack to keep for a new subscription, or `[]` when recording is off.
    @usableFromInline
    static func captureCallStackIfEnabled() -> [String] {
        guard unsafe RxAtomic.load(&recordsCallStack, ordering: .relaxed) else { return [] }
        return state.withLock { $0.customCaptureSubscriptionCallstack }()
    }

    @Sendable
    private static func logUnhandledError(_ callStack: [String], _ error: Error) {
        var message = "Unhandled error happened: \(error)\n"
        if !callStack.isEmpty {
            message += " subscription called from:\n" + callStack.joined(separator: "\n") + "\n"
        }
        FileHandle.standardError.write(Data(message.utf8))
    }

    @Sendable
    private static func reportViolation(_ violation: SynchronizationViolation) {
        switch violation.kind {
        case .reentrancy:
            FileHandle.standardError.write(Data("⚠️ \(violation.message)\n".utf8))
        case .concurrentDelivery:
            fatalError(violation.message)
        }
    }
}

/// A violation of the rule that an observer receives events serially.
public struct SynchronizationViolation: Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable {
        /// An event was sent while the observer was still handling the previous one, on the same thread.
        case reentrancy
        /// Two threads sent events to the same observer at the same time.
        case concurrentDelivery
    }

    /// What went wrong.
    public let kind: Kind

    /// Creates a violation of the given kind.
    public init(kind: Kind) {
        self.kind = kind
    }

    /// A message naming the problem and how to fix it.
    public var message: String {
        switch kind {
        case .reentrancy:
            return "Reentrancy anomaly was detected: an observer received an event while it was still "
                + "handling the previous one, on the same thread. The Rx grammar requires sequential "
                + "delivery; to send from inside an observer, schedule the send (for example with "
                + "`observe(on: MainScheduler.asyncInstance)`) or restructure the feedback loop."
        case .concurrentDelivery:
            return "Synchronization anomaly was detected: an observer received events from two threads at "
                + "the same time. The Rx grammar requires sequential delivery; serialise the sends "
                + "(for example with a subject, `observe(on:)` a serial scheduler, or a lock around `onNext`)."
        }
    }

    /// The same text as ``message``.
    public var description: String { message }
}
