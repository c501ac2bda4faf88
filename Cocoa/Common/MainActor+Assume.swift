// SPDX-License-Identifier: MIT
import RxSchedulers

/// Runs `body`, isolated to the main actor, on the main thread where the caller already runs.
///
/// UIKit's and AppKit's types are `@MainActor`; RxCocoa touches them from closures that run later, on the main
/// thread (a binder's binding on the main scheduler, a control's target-action handler, a proxy's forwarding), whose
/// types cannot say so. `MainActor.assumeIsolated` needs iOS 13, and RxCocoa deploys to RxSwift's iOS 12, so the
/// layer checks the thread itself and enters the actor here. Calling it off the main thread stops the program with
/// a message, as RxSwift's `MainScheduler.ensureRunningOnMainThread()` does.
///
/// - Parameter body: The main-actor code to run.
/// - Returns: What `body` returns.
@inlinable
func assumeMainActor<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    MainScheduler.ensureRunningOnMainThread(errorMessage: "RxCocoa touched a UI object off the main thread")
    return try withoutActuallyEscaping(body) { body in
        // Unsafe: a synchronous `@MainActor` function has the same representation as a nonisolated one (isolation
        // is not part of its calling convention), and the check above proves the caller is on the main thread,
        // which is the main actor's executor.
        try unsafe unsafeBitCast(body, to: (() throws -> Result).self)()
    }
}
