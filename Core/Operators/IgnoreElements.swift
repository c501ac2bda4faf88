// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Ignores every element and forwards only the terminal event.
    ///
    /// ```
    /// source:           --a--b--|
    /// ignoreElements(): --------|
    /// ```
    ///
    /// - Returns: An observable of `Never`, which can only complete or fail.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return Producer { observer in IgnoreElementsSink<Element>(observer: observer).run(source) }
    }
}

/// Drops every element and mirrors the terminal event. On completion it disposes the source before completing, as
/// RxSwift's (`flatMap` to `empty()`, which lets go of its source once the source completed); an error is forwarded
/// first, then the source disposed.
// Unchecked: stateless besides `Sink`'s thread-safe state.
@usableFromInline
final class IgnoreElementsSink<Element>: Sink<Never>, SinkObserving, @unchecked Sendable {
    @usableFromInline
    override init(observer: AnyObserver<Never>) {
        super.init(observer: observer)
    }

    @usableFromInline
    func onNext(_ element: Element) {}

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next: return
        case .error(let error): forwardTerminal(.error(error))
        case .completed:
            disposeUpstream()
            forwardTerminal(.completed)
        }
    }
}
