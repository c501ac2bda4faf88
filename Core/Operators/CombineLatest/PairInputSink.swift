/// What a two-source sink (`combineLatest`, `zip`) receives from its sources, in the order its
/// ``InputSerializer`` applies them.
@usableFromInline
enum PairInput<First, Second> {
    case first(First)
    case second(Second)
    case firstCompleted
    case secondCompleted
    case failed(Swift.Error)
}

/// A two-source sink whose state belongs to the holder of its ``InputSerializer``'s role: both sources' events
/// become ``PairInput``s, applied one at a time.
///
/// A protocol rather than a base class: its extension is specialised with the sink, whereas overrides in a generic
/// class are reached through the vtable's unspecialised entries (measured 7× slower per event).
@usableFromInline
protocol PairInputSink: SubscriptionBase {
    associatedtype First
    associatedtype Second
    associatedtype Output

    /// Combines a pair of elements.
    var resultSelector: (First, Second) throws -> Output { get }
    /// Set once the sink has sent its terminal event; owned by the role holder.
    var isStopped: Bool { get set }
    /// The subscription to the second source, disposed by the sink's `disposeResources()`; the first source's
    /// subscription is the sink's upstream.
    var secondSubscription: SingleAssignmentDisposable { get }

    /// Applies or queues one input.
    func receive(_ input: PairInput<First, Second>)

    /// Sends an element downstream (``Sink``).
    func forwardNext(_ element: Output)

    /// Sends a terminal event downstream and disposes the sink (``Sink``).
    func forwardTerminal(_ event: Event<Output>)
}

extension PairInputSink {
    /// Subscribes to both sources, turning their events into inputs.
    ///
    /// The first subscription becomes the upstream and the second is kept in ``secondSubscription``: one object for
    /// the two, where two single-assignment disposables and a composite cost three.
    @inlinable
    func start(_ first: Observable<First>, _ second: Observable<Second>) {
        attach(first._subscribe(AnyObserver(
            next: { [self] in receive(.first($0)) },
            event: { [self] event in
                switch event {
                case .next(let element): receive(.first(element))
                case .error(let error): receive(.failed(error))
                case .completed: receive(.firstCompleted)
                }
            })))
        secondSubscription.setDisposable(second._subscribe(AnyObserver(
            next: { [self] in receive(.second($0)) },
            event: { [self] event in
                switch event {
                case .next(let element): receive(.second(element))
                case .error(let error): receive(.failed(error))
                case .completed: receive(.secondCompleted)
                }
            })))
    }
}

extension PairInputSink {
    /// Sends the combination of `first` and `second`, or the error `resultSelector` throws.
    @inlinable
    func emit(_ first: First, _ second: Second) {
        do {
            forwardNext(try resultSelector(first, second))
        } catch {
            stop(.error(error))
        }
    }

    /// Ends the sequence with `event`; later inputs are ignored.
    @inlinable
    func stop(_ event: Event<Output>) {
        isStopped = true
        forwardTerminal(event)
    }
}
