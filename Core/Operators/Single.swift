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
    public func single() -> Observable<Element> {
        single { _ in true }
    }

    /// Emits the only element that satisfies `predicate`; see ``single()``. An error thrown by `predicate` is
    /// emitted as `error`.
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Element>(observer: observer)
            var seen = false
            sink.attach(
                source._subscribe(
                    AnyObserver { [sink] event in
                        switch event {
                        case .next(let element):
                            do {
                                guard try predicate(element) else { return }
                                if seen {
                                    sink.forwardTerminal(.error(RxError.moreThanOneElement))
                                    return
                                }
                                seen = true
                                sink.forwardNext(element)
                            } catch {
                                sink.forwardTerminal(.error(error))
                            }
                        case .error:
                            sink.forwardTerminal(event)
                        case .completed:
                            sink.forwardTerminal(seen ? .completed : .error(RxError.noElements))
                        }
                    }
                )
            )
            return sink
        }
    }
}
