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

/// The sink of two-source `combineLatest`: both latest elements under a lock, the selector outside it.
@usableFromInline
// Unchecked: `latest` is guarded by its lock; the selector is immutable.
final class CombineLatest2Sink<E1, E2, Result>: SerializingSink<Result>, @unchecked Sendable {
    @usableFromInline
    struct Latest {
        @usableFromInline var first: E1?
        @usableFromInline var second: E2?
        @usableFromInline var firstDone = false
        @usableFromInline var secondDone = false

        @usableFromInline
        init() {}
    }

    @usableFromInline let resultSelector: (E1, E2) throws -> Result
    @usableFromInline let latest = Locked(Latest())

    @usableFromInline
    init(observer: AnyObserver<Result>, resultSelector: @escaping (E1, E2) throws -> Result) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    @inlinable
    func start(_ first: Observable<E1>, _ second: Observable<E2>) {
        let firstSubscription = SingleAssignmentDisposable()
        let secondSubscription = SingleAssignmentDisposable()
        attach(Disposables.create(firstSubscription, secondSubscription))
        firstSubscription.setDisposable(first._subscribe(AnyObserver(
            next: { [self] in firstNext($0) },
            event: { [self] event in
                switch event {
                case .next(let element): firstNext(element)
                case .error(let error): serialTerminal(.error(error))
                case .completed: complete { $0.firstDone = true }
                }
            })))
        secondSubscription.setDisposable(second._subscribe(AnyObserver(
            next: { [self] in secondNext($0) },
            event: { [self] event in
                switch event {
                case .next(let element): secondNext(element)
                case .error(let error): serialTerminal(.error(error))
                case .completed: complete { $0.secondDone = true }
                }
            })))
    }

    @inlinable
    func firstNext(_ element: E1) {
        emit(latest.withLock { state -> (E1, E2)? in
            state.first = element
            return state.second.map { (element, $0) }
        })
    }

    @inlinable
    func secondNext(_ element: E2) {
        emit(latest.withLock { state -> (E1, E2)? in
            state.second = element
            return state.first.map { ($0, element) }
        })
    }

    @inlinable
    func emit(_ pair: (E1, E2)?) {
        guard let (first, second) = pair else {
            // A source emitted while the other one has no element: complete if the other one is already done.
            if latest.withLock({ ($0.first == nil && $0.firstDone) || ($0.second == nil && $0.secondDone) }) {
                serialTerminal(.completed)
            }
            return
        }
        do {
            serialNext(try resultSelector(first, second))
        } catch {
            serialTerminal(.error(error))
        }
    }

    @inlinable
    func complete(_ markDone: (inout Latest) -> Void) {
        let done = latest.withLock { state -> Bool in
            markDone(&state)
            return state.firstDone && state.secondDone
        }
        if done { serialTerminal(.completed) }
    }
}
