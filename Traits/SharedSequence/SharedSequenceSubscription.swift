// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxSchedulers

/// What `drive` and `emit` share: the main-thread check, and closures that all run on the main thread.
///
/// Elements and completion arrive on the main thread because shared sequences deliver there. `onDisposed` runs
/// where the subscription is disposed in RxSwift; here, when that is another thread, it is sent to the main queue
/// instead. The reason is Swift 6: a closure written in `@MainActor` code (a view model's method, say) converts
/// silently to the plain closure types of `drive`, and running it on another thread would race with the main
/// actor without any diagnostic.
enum SharedSequenceSubscription {
    static let mainThreadMessage =
        "`drive*` and `emit*` must be called from the main thread: Drivers and Signals deliver UI state and events there."

    /// Stops with a clear message unless called on the main thread.
    static func ensureMainThread() {
        MainScheduler.ensureRunningOnMainThread(errorMessage: mainThreadMessage)
    }

    /// Subscribes the closures to `source`, which delivers on the main thread (the sharing scheduler).
    static func subscribe<Element>(
        _ source: Observable<Element>,
        onNext: ((Element) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        ensureMainThread()
        return source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed.map(onMainThread))
    }

    /// Sends every event of `source` to each of `observers`.
    static func subscribe<Observer: ObserverType>(_ source: Observable<Observer.Element>, observers: [Observer])
        -> Disposable
    {
        ensureMainThread()
        // One observer (`drive(binder)`, the usual case): called directly, without walking the array per event.
        if observers.count == 1, let observer = observers.first { return source.subscribe { observer.on($0) } }
        return source.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes `binder`'s own observer to `source` (`drive`/`emit` to a ``Binder``), with no subscriber of ours
    /// around it.
    static func subscribe<Element>(_ source: Observable<Element>, binder: Binder<Element>) -> Disposable {
        ensureMainThread()
        return source._subscribe(binder.observer)
    }

    /// Sends every event of `source`, with the element wrapped in an optional, to each of `observers`.
    static func subscribe<Element, Observer: ObserverType>(_ source: Observable<Element>, observers: [Observer])
        -> Disposable where Observer.Element == Element?
    {
        ensureMainThread()
        if observers.count == 1, let observer = observers.first {
            return source.subscribe { observer.on($0.map { $0 }) }
        }
        return source.subscribe { event in observers.forEach { $0.on(event.map { $0 }) } }
    }

    /// Subscribes `@MainActor` closures to `source`, which delivers on the main thread (the sharing scheduler).
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    static func subscribe<Element>(
        _ source: Observable<Element>,
        onNext: (@MainActor (Element) -> Void)?,
        onCompleted: (@MainActor () -> Void)?,
        onDisposed: (@MainActor () -> Void)?
    ) -> Disposable {
        subscribe(
            source,
            onNext: onNext.map { onNext in
                { element in
                    // Delivered on the main thread by the sharing strategy and handed over synchronously: the
                    // element crosses no thread, which is the case `UncheckedSendable` is for.
                    let handed = UncheckedSendable(element)
                    MainActor.assumeIsolated { onNext(handed.value) }
                }
            },
            onCompleted: onCompleted.map { onCompleted in { MainActor.assumeIsolated { onCompleted() } } },
            onDisposed: onDisposed.map { onDisposed in { MainActor.assumeIsolated { onDisposed() } } }
        )
    }

    /// `handler`, made to run on the main thread: at once when called there, otherwise on the main queue.
    private static func onMainThread(_ handler: @escaping () -> Void) -> () -> Void {
        // Only ever called on the main thread: directly, or handed to the main queue once, which is the case
        // `UncheckedSendable` is for.
        let handed = UncheckedSendable(handler)
        return {
            if Thread.isMainThread {
                handed.value()
            } else {
                DispatchQueue.main.async { handed.value() }
            }
        }
    }
}
