// SPDX-License-Identifier: MIT
import RxCore

extension ObservableConvertibleType {
    /// The sequence as an ``Infallible`` that emits `element` and completes instead of failing.
    ///
    /// ```
    /// source:    --1--2--x
    /// result:    --1--2--(e|)     e = element
    /// ```
    ///
    /// - Parameter element: Emitted in place of the error.
    /// - Returns: An infallible sequence; events arrive on the source's thread.
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// The sequence as an ``Infallible`` that continues with `infallible` instead of failing.
    ///
    /// - Parameter infallible: Subscribed to when the source fails.
    /// - Returns: An infallible sequence.
    @inlinable
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// The sequence as an ``Infallible`` that continues with the sequence `onErrorRecover` returns for the error.
    ///
    /// - Parameter onErrorRecover: Called with the source's error; its result is subscribed to.
    /// - Returns: An infallible sequence.
    @inlinable
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}

extension InfallibleType {
    /// Returns `self` as an ``Infallible``.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
