// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Returns an observable that emits `element` and completes, synchronously on subscription.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    ///
    /// - Parameter element: The single element.
    /// - Returns: An observable of one element.
    /// - Note: Emits synchronously on the subscribing thread.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustProducer(element)
    }

    /// Returns an observable that emits `element` and then completes, each in its own action on `scheduler`.
    ///
    /// On a `TestScheduler` subscribed at 200: `next(201, element)`, `completed(202)`.
    ///
    /// - Parameters:
    ///   - element: The single element.
    ///   - scheduler: Where the element and the completion are emitted.
    /// - Returns: An observable of one element.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { observer in
            let sink = ScheduledJustSink(observer: observer, scheduler: scheduler)
            sink.start(element)
            return sink
        }
    }
}

/// The sink of `just(_:scheduler:)`: holds the scheduler, and schedules from its own method, so that its actions
/// capture only the sink, which Swift passes as their context. Made in the producer's closure, generic over the
/// element type, a closure capturing the sink (and the scheduler) carried that type's metadata in a context of its
/// own, one allocation per subscription.
// Unchecked: the scheduler is immutable; the rest is `Sink`'s.
final class ScheduledJustSink<Element>: Sink<Element>, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType

    init(observer: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    /// Schedules the element, whose action emits it and schedules the completion.
    func start(_ element: Element) {
        attach(
            scheduler.schedule(element) { [self] element in
                forward(.next(element))
                return scheduler.schedule(()) { [self] _ in
                    forwardTerminal(.completed)
                    return Disposables.create()
                }
            }
        )
    }
}

/// `just`'s observable: stores the element itself, so creating one costs a single allocation (it is created per
/// element by `flatMap { .just($0) }`-style code).
@usableFromInline
// Unchecked: immutable.
final class JustProducer<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline let element: Element
    // Made where `just` is called, for the concrete element type, and capturing nothing: `_subscribe` runs
    // unspecialised, and building the `completed` event there would look up `Event<Element>`'s metadata on every
    // subscription.
    @usableFromInline let emit: (Element, AnyObserver<Element>) -> Void

    @inlinable
    init(_ element: Element) {
        self.element = element
        self.emit = { element, observer in
            observer.onNext(element)
            observer.on(.completed)
        }
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        emit(element, observer)
        return Disposables.create()
    }

    override var endsWhileSubscribed: Bool {
        true
    }

    /// Returns `observable` as a `JustProducer` if that is its exact type.
    @inlinable
    static func exactly(_ observable: Observable<Element>) -> JustProducer<Element>? {
        // Comparing the dynamic type costs a load and a compare; `as?` would be a runtime call.
        guard ObjectIdentifier(type(of: observable)) == ObjectIdentifier(JustProducer<Element>.self) else { return nil }
        // A checked cast, not `unsafeDowncast`: where the optimiser knows the type of `observable`, it folds this
        // branch away; an unchecked cast let it read another class's fields as this one's and miscompile.
        return observable as? JustProducer<Element>
    }

    /// The element of `observable` when it is a `just`, which would emit it and complete as soon as it is
    /// subscribed; `nil` for any other sequence. Lets `flatMap` and `flatMapLatest` deliver the element of a `just`
    /// inner sequence without subscribing to it, which is what subscribing would do.
    ///
    /// - Parameter observable: An inner sequence.
    /// - Returns: The element it is certain to emit at once, followed by completion.
    @inlinable
    static func immediateElement(of observable: Observable<Element>) -> Element? {
        // Through `exactly`, whose cast is checked: an unchecked one miscompiles where the type is known (see there).
        exactly(observable)?.element
    }
}
