// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits the only element of the sequence, failing with `RxError.moreThanOneElement` at a second element and
    /// with `RxError.noElements` if it completes empty.
    ///
    /// ```
    /// source:   --a--|
    /// single(): --a--|
    /// ```
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Emits the only element that satisfies `predicate`; see ``single()``. An error thrown by `predicate` is
    /// emitted as `error`.
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in SingleSink(observer: observer, predicate: predicate).run(source) }
    }
}

/// Mirrors the only element that satisfies the predicate; fails at a second one, or at completion without one.
// Unchecked: `seen` is only touched by `on(_:)`, which the Rx contract serialises.
@usableFromInline
final class SingleSink<Element>: Sink<Element>, SinkObserving, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool
    private var seen = false

    @usableFromInline
    init(observer: AnyObserver<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @usableFromInline
    func onNext(_ element: Element) {
        do {
            guard try predicate(element) else { return }
            if seen {
                forwardTerminal(.error(RxError.moreThanOneElement))
                return
            }
            seen = true
            forwardNext(element)
        } catch {
            forwardTerminal(.error(error))
        }
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error: forwardTerminal(event)
        case .completed: forwardTerminal(seen ? .completed : .error(RxError.noElements))
        }
    }
}
