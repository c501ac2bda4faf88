import Synchronization

/// The sink of `flatMapLatest`/`switchLatest`: one outer subscription and the latest inner one.
///
/// The latest inner sequence is identified by a number: a new outer element bumps it before disposing the
/// previous inner subscription, and inner elements are accepted only if their number is still the latest,
/// checked under the serialising lock, so nothing from a replaced sequence arrives after the switch.
final class SwitchSink<SourceElement, Element>: SerializingSink<Element>, @unchecked Sendable {
    // Unchecked: `latest` is atomic, `progress` is guarded by its lock, `current` and `group` are thread-safe.
    private struct Progress {
        /// The number of the inner sequence still running, if any.
        var activeInner: Int?
        var isOuterStopped = false
    }

    private let selector: (SourceElement) throws -> Observable<Element>
    private let latest = Atomic<Int>(0)
    private let progress = Locked(Progress())
    private let current = SerialDisposable()

    init(observer: AnyObserver<Element>, selector: @escaping (SourceElement) throws -> Observable<Element>) {
        self.selector = selector
        super.init(observer: observer)
    }

    func start(_ source: Observable<SourceElement>) {
        let outer = SingleAssignmentDisposable()
        attach(Disposables.create(outer, current))
        outer.setDisposable(source._subscribe(AnyObserver { [self] event in
            switch event {
            case .next(let element):
                outerNext(element)
            case .error(let error):
                serialTerminal(.error(error))
            case .completed:
                outer.dispose()
                let done = progress.withLock { progress -> Bool in
                    progress.isOuterStopped = true
                    return progress.activeInner == nil
                }
                if done { serialTerminal(.completed) }
            }
        }))
    }

    private func outerNext(_ element: SourceElement) {
        let inner: Observable<Element>
        do {
            inner = try selector(element)
        } catch {
            serialTerminal(.error(error))
            return
        }
        let id = latest.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
        progress.withLock { $0.activeInner = id }
        let innerSubscription = SingleAssignmentDisposable()
        current.disposable = innerSubscription
        innerSubscription.setDisposable(inner._subscribe(AnyObserver { [self] event in
            innerEvent(event, id: id)
        }))
    }

    private func isLatest(_ id: Int) -> Bool {
        latest.load(ordering: .acquiring) == id
    }

    private func innerEvent(_ event: Event<Element>, id: Int) {
        switch event {
        case .next(let element):
            serialNext(element, when: { isLatest(id) })
        case .error(let error):
            guard isLatest(id) else { return }
            serialTerminal(.error(error))
        case .completed:
            let done = progress.withLock { progress -> Bool in
                guard progress.activeInner == id else { return false }
                progress.activeInner = nil
                return progress.isOuterStopped
            }
            if done { serialTerminal(.completed) }
        }
    }
}
