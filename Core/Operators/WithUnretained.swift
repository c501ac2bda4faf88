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
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) throws -> Out
    ) -> Observable<Out> {
        let source = asObservable()
        return Producer { [weak obj] observer in
            let sink = Sink<Out>(observer: observer)
            sink.attach(
                source._subscribe(
                    AnyObserver { [sink] event in
                        switch event {
                        case .next(let element):
                            guard let obj else {
                                sink.forwardTerminal(.completed)
                                return
                            }
                            do {
                                sink.forwardNext(try resultSelector(obj, element))
                            } catch {
                                sink.forwardTerminal(.error(error))
                            }
                        case .error(let error):
                            sink.forwardTerminal(.error(error))
                        case .completed:
                            sink.forwardTerminal(.completed)
                        }
                    }
                )
            )
            return sink
        }
    }

    /// Pairs each element with `obj`, held weakly, as `(object, element)`; completes when `obj` is gone.
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}
