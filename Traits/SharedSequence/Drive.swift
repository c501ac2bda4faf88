import RxCore
import RxRelay
import RxSchedulers

private let driveThreadMessage =
    "`drive*` and `emit*` must be called from the main thread: Drivers and Signals deliver UI state and events there."

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// Subscribes closures for the elements, completion and disposal.
    ///
    /// - Precondition: Called on the main thread.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Sends every element to each of `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element to each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    /// Subscribes closures for the elements, completion and disposal.
    ///
    /// - Precondition: Called on the main thread.
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Sends every element to each of `relays`.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}

extension BehaviorRelay {
    /// The relay as a ``Driver``.
    public func asDriver() -> Driver<Element> {
        Driver(raw: asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a ``Signal``.
    public func asSignal() -> Signal<Element> {
        Signal(raw: asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
