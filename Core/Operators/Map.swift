extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// ```
    /// source:  --1--2--3--|
    /// map(×10): --a--b--c--|   a = 10, b = 20, c = 30
    /// ```
    ///
    /// An error thrown by `transform` is emitted as an `error` event and ends the subscription.
    ///
    /// - Parameter transform: Applied to each element, on the thread the source emits on.
    /// - Returns: An observable of the transformed elements; completion and errors pass through.
    /// - Note: No scheduler: emits synchronously on the source's thread. No lock per element.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Producer { observer in MapSink(observer: observer, transform: transform).run(source) }
    }
}

// Unchecked: `transform` is immutable; events arrive serially by the Rx contract.
@usableFromInline final class MapSink<Source, Result>: Sink<Result>, SinkObserving, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result

    @usableFromInline
    init(observer: AnyObserver<Result>, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Source) {
        do {
            forwardNext(try transform(element))
        } catch {
            forwardTerminal(.error(error))
        }
    }
}
