// SPDX-License-Identifier: MIT
// Compile-only declarations for Scripts/check-apple-build.sh, beside the RxOldSDKShims module that the workplace's
// apple-sdk/setup.sh prepares: each stands in for something that a current Apple SDK has and the iPhoneOS 16.5 SDK
// (Swift 5.8 interfaces) lacks, with its reason. Every file the check compiles imports this module implicitly, so
// sources stay untouched. Nothing in it runs, and no product depends on it.
import Dispatch

// Current SDKs (Xcode 16 and later) declare every dispatch object Sendable; the 16.5 SDK declares only some, and
// RxOldSDKShims adds the queue, work item and time types. Our tests share semaphores and groups between threads.
// Unchecked: dispatch objects are thread-safe, which is why current SDKs declare them Sendable.
extension DispatchSemaphore: @retroactive @unchecked Sendable {}
// Unchecked: as for the semaphore.
extension DispatchGroup: @retroactive @unchecked Sendable {}

// Swift 5.9's `Actor.assumeIsolated` (SE-0392), which the ActorScheduler tests use; current SDKs emit it into the
// client. RxOldSDKShims has only MainActor's.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Actor {
    public nonisolated func assumeIsolated<T>(
        _ operation: (isolated Self) throws -> T,
        file: StaticString = #fileID,
        line: UInt = #line
    ) rethrows -> T { fatalError("compile-only shim") }
}

// Swift 5.9's `makeStream` factories (SE-0388), back-deployed in current SDKs; the Benchmarks' baselines use them.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AsyncStream {
    public static func makeStream(
        of elementType: Element.Type = Element.self,
        bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
    ) -> (stream: AsyncStream<Element>, continuation: AsyncStream<Element>.Continuation) {
        fatalError("compile-only shim")
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AsyncThrowingStream where Failure == Error {
    public static func makeStream(
        of elementType: Element.Type = Element.self,
        throwing failureType: Failure.Type = Failure.self,
        bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
    ) -> (
        stream: AsyncThrowingStream<Element, Failure>, continuation: AsyncThrowingStream<Element, Failure>.Continuation
    ) {
        fatalError("compile-only shim")
    }
}
