// SPDX-License-Identifier: MIT
extension ObservableType {
    /// `combineLatest(_:resultSelector:)` for two sources, with a specialised sink: no type erasure and no
    /// allocation per element (the general form boxes elements and builds an array per result).
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let first = source1.asObservable()
        let second = source2.asObservable()
        return Producer { observer in
            let sink = CombineLatest2Sink(observer: observer, resultSelector: resultSelector)
            sink.start(first, second)
            return sink
        }
    }
}

/// The sink of two-source `combineLatest`: the latest elements belong to whoever applies an input, serialised by
/// an ``InputSerializer``, so an element costs no lock; the selector runs outside any lock.
@usableFromInline
// Unchecked: the role-owned fields are touched only by the holder of `inputs`' role, whose compare-and-exchanges
// order the accesses of successive holders; the selector is immutable.
final class CombineLatest2Sink<E1, E2, Result>: Sink<Result>, PairInputSink, @unchecked Sendable {
    @usableFromInline typealias Input = PairInput<E1, E2>

    @usableFromInline let resultSelector: (E1, E2) throws -> Result
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var inputs = InputSerializer<Input>()

    // Owned by the holder of `inputs`' role.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var first: E1?
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var second: E2?
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var firstDone = false
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var secondDone = false
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var isStopped = false
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var firstSubscription =
        SourceSubscription.make()
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var secondSubscription =
        SourceSubscription.make()

    @usableFromInline
    init(observer: AnyObserver<Result>, resultSelector: @escaping (E1, E2) throws -> Result) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    @inlinable
    func withSourceSubscriptions<Value>(
        _ body: (UnsafePointer<SourceSubscription.Storage>, UnsafePointer<SourceSubscription.Storage>) -> Value
    ) -> Value {
        body(&firstSubscription, &secondSubscription)
    }

    @usableFromInline
    override func disposeResources() {
        disposeSubscriptions()
    }

    @inlinable
    func receive(_ input: Input) {
        InputSerializer.receive(&inputs.role, &inputs.queue, input) { apply($0) }
    }

    /// Applies one input; only the role holder calls it.
    @inlinable
    func apply(_ input: Input) {
        if isStopped { return }
        switch input {
        case .first(let element):
            first = element
            if let second {
                emit(element, second)
            } else if secondDone {
                // The second source ended without an element: no combination can ever be made.
                stop(.completed)
            }
        case .second(let element):
            second = element
            if let first {
                emit(first, element)
            } else if firstDone {
                stop(.completed)
            }
        case .firstCompleted:
            firstDone = true
            if secondDone { stop(.completed) }
        case .secondCompleted:
            secondDone = true
            if firstDone { stop(.completed) }
        case .failed(let error):
            stop(.error(error))
        }
    }
}
