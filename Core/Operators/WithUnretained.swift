// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Pairs each element with `obj`, held weakly; completes when `obj` is gone.
    ///
    /// ```
    /// source:         --1--2-----3--|
    /// withUnretained: --p--q-----|      p = f(object, 1), q = f(object, 2); object released after 2
    /// ```
    ///
    /// - Parameters:
    ///   - obj: The object to pass along; not retained.
    ///   - resultSelector: Combines the object and an element.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) throws -> Out
    ) -> Observable<Out> {
        let source = asObservable()
        return Producer { [weak obj] observer in
            WithUnretainedSink(observer: observer, object: obj, resultSelector: resultSelector).run(source)
        }
    }

    /// Pairs each element with `obj`, held weakly, as `(object, element)`; completes when `obj` is gone.
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

/// Combines each element with the object while it lives; completes at the first element after it is gone.
// Unchecked: `object` is a weak reference (its loads are thread-safe) and `resultSelector` is immutable.
@usableFromInline
final class WithUnretainedSink<Object: AnyObject, Element, Out>: Sink<Out>, SinkObserving, @unchecked Sendable {
    private weak var object: Object?
    private let resultSelector: (Object, Element) throws -> Out

    @usableFromInline
    init(observer: AnyObserver<Out>, object: Object?, resultSelector: @escaping (Object, Element) throws -> Out) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    @usableFromInline
    func onNext(_ element: Element) {
        guard let object else {
            forwardTerminal(.completed)
            return
        }
        do {
            forwardNext(try resultSelector(object, element))
        } catch {
            forwardTerminal(.error(error))
        }
    }
}
