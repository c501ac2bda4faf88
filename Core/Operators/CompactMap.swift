extension ObservableType {
    /// Transforms each element with `transform` and emits the non-`nil` results.
    ///
    /// ```
    /// source:               --1--x--3--|
    /// compactMap(Int.init): --1-----3--|
    /// ```
    ///
    /// An error thrown by `transform` is emitted as an `error` event and ends the subscription.
    ///
    /// - Parameter transform: Applied to each element, on the thread the source emits on.
    /// - Returns: An observable of the non-`nil` results.
    /// - Note: No scheduler: emits synchronously on the source's thread.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return Producer { observer in CompactMapSink(observer: observer, transform: transform).run(source) }
    }
}

// Unchecked: `transform` is immutable; events arrive serially by the Rx contract.
@usableFromInline final class CompactMapSink<Source, Result>: Sink<Result>, SinkObserving, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result?

    @usableFromInline
    init(observer: AnyObserver<Result>, transform: @escaping (Source) throws -> Result?) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Source) {
        do {
            if let result = try transform(element) { forwardNext(result) }
        } catch {
            forwardTerminal(.error(error))
        }
    }
}
