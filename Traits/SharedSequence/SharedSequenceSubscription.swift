import Foundation
import RxCore
import RxSchedulers

/// What `drive` and `emit` share: the main-thread check and the subscription of `@MainActor` closures.
enum SharedSequenceSubscription {
    static let mainThreadMessage =
        "`drive*` and `emit*` must be called from the main thread: Drivers and Signals deliver UI state and events there."

    /// Stops with a clear message unless called on the main thread.
    static func ensureMainThread() {
        MainScheduler.ensureRunningOnMainThread(errorMessage: mainThreadMessage)
    }

    /// Subscribes `@MainActor` closures to `source`, which delivers on the main thread (the sharing scheduler).
    static func subscribeOnMainActor<Element>(
        _ source: Observable<Element>,
        onNext: (@MainActor (Element) -> Void)?,
        onCompleted: (@MainActor () -> Void)?,
        onDisposed: (@MainActor () -> Void)?
    ) -> Disposable {
        source.subscribe(
            onNext: { element in
                guard let onNext else { return }
                // Delivered on the main thread by the sharing strategy, handed to the main actor synchronously.
                nonisolated(unsafe) let element = element
                MainActor.assumeIsolated { onNext(element) }
            },
            onCompleted: { if let onCompleted { MainActor.assumeIsolated { onCompleted() } } },
            onDisposed: {
                guard let onDisposed else { return }
                if Thread.isMainThread {
                    MainActor.assumeIsolated { onDisposed() }
                } else {
                    DispatchQueue.main.async { onDisposed() }
                }
            })
    }
}
