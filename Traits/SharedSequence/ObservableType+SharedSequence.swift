import RxCore

extension ObservableConvertibleType {
    /// The sequence as a ``Driver``, emitting `onErrorJustReturn` (then completing) instead of failing.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a ``Driver``, continuing with `onErrorDriveWith` instead of failing.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// The sequence as a ``Driver``, continuing with the driver `onErrorRecover` returns instead of failing.
    @inlinable
    public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }

    /// The sequence as a ``Signal``, emitting `onErrorJustReturn` (then completing) instead of failing.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a ``Signal``, continuing with `onErrorSignalWith` instead of failing.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() })
    }

    /// The sequence as a ``Signal``, continuing with the signal `onErrorRecover` returns instead of failing.
    @inlinable
    public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}
