// SPDX-License-Identifier: MIT
import RxCore

extension ObservableConvertibleType {
    /// The sequence as a shared sequence of `sharingStrategy`, emitting `onErrorJustReturn` (then completing)
    /// instead of failing.
    ///
    /// Events are observed on the strategy's scheduler, then the error is replaced, then the result is shared.
    /// ``asDriver(onErrorJustReturn:)`` and ``asSignal(onErrorJustReturn:)`` are this with a fixed strategy.
    ///
    /// - Parameters:
    ///   - sharingStrategy: ``DriverSharingStrategy`` or ``SignalSharingStrategy`` (or your own).
    ///   - onErrorJustReturn: Emitted in place of the error.
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorJustReturn: Element
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(asObservable().observe(on: Strategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a shared sequence of `sharingStrategy`, continuing with `onErrorDriveWith` instead of
    /// failing.
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorDriveWith: SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(asObservable().observe(on: Strategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// The sequence as a shared sequence of `sharingStrategy`, continuing with the sequence `onErrorRecover`
    /// returns instead of failing.
    @inlinable
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorRecover: @escaping (Swift.Error) -> SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(asObservable().observe(on: Strategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }

    /// The sequence as a ``Driver``, emitting `onErrorJustReturn` (then completing) instead of failing.
    ///
    /// ```
    /// source:  --1--2--x
    /// driver:  --1--2--(e|)     e = onErrorJustReturn; delivered on the main scheduler, shared, replaying 1
    /// ```
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a ``Driver``, continuing with `onErrorDriveWith` instead of failing.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorDriveWith: onErrorDriveWith)
    }

    /// The sequence as a ``Driver``, continuing with the driver `onErrorRecover` returns instead of failing.
    @inlinable
    public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }

    /// The sequence as a ``Signal``, emitting `onErrorJustReturn` (then completing) instead of failing.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a ``Signal``, continuing with `onErrorSignalWith` instead of failing.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorDriveWith: onErrorSignalWith)
    }

    /// The sequence as a ``Signal``, continuing with the signal `onErrorRecover` returns instead of failing.
    @inlinable
    public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(onErrorRecover: onErrorRecover)
    }
}
