// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Returns an observable that emits `elements` one by one on `scheduler`, then completes.
    ///
    /// ```
    /// of(a, b, c):   (abc|)
    /// ```
    ///
    /// Each element is a separate (recursive) action, so on the default ``CurrentThreadScheduler`` elements of
    /// several such sources subscribed together interleave, as in RxSwift. On a `TestScheduler` subscribed at
    /// 200, `of(1, 2)` emits `next(201, 1)`, `next(202, 2)`, `completed(203)`.
    ///
    /// - Parameters:
    ///   - elements: The elements to emit.
    ///   - scheduler: Where the elements are emitted.
    @inlinable
    public static func of(
        _ elements: Element...,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// Returns an observable that emits the elements of `array` one by one on `scheduler`, then completes.
    ///
    /// ```
    /// from([a, b, c]):   (abc|)
    /// ```
    ///
    /// - Parameters:
    ///   - array: The elements to emit.
    ///   - scheduler: Where the elements are emitted.
    @inlinable
    public static func from(
        _ array: [Element],
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        let scheduling = StepScheduling(scheduler)
        return Producer { observer in
            let sink = RecursiveSourceSink(observer: observer, steps: ArraySteps(array), scheduling: scheduling)
            sink.start()
            return sink
        }
    }

    /// Returns an observable that emits the elements of `sequence` one by one on `scheduler`, then completes.
    ///
    /// The sequence is iterated anew for every subscription.
    ///
    /// - Parameters:
    ///   - sequence: The elements to emit.
    ///   - scheduler: Where the elements are emitted.
    @inlinable
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        // The iterator is advanced by a closure compiled here, for the caller's types: advanced by the library's
        // unspecialised code, a collection's iterator reads each element through a coroutine whose frame is
        // allocated (`from(1...3)`: 9 allocations a subscription).
        from(sequence: sequence, next: { $0.next() }, scheduler: scheduler)
    }

    @inlinable
    static func from<Source: Sequence>(
        sequence: Source,
        next: @escaping (inout Source.Iterator) -> Element?,
        scheduler: ImmediateSchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        let scheduling = StepScheduling(scheduler)
        return Producer { observer in
            let sink = RecursiveSourceSink(
                observer: observer,
                steps: IteratorSteps(iterator: sequence.makeIterator(), next: next),
                scheduling: scheduling
            )
            sink.start()
            return sink
        }
    }

    /// Returns an observable that emits the wrapped value of `optional`, if any, then completes, synchronously.
    ///
    /// - Parameter optional: The optional element.
    /// - Note: Emits synchronously on the subscribing thread.
    public static func from(optional: Element?) -> Observable<Element> {
        Producer(trampolined: false) { observer in
            if let optional { observer.on(.next(optional)) }
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// Returns an observable that emits the wrapped value of `optional`, if any, then completes, on `scheduler`.
    ///
    /// - Parameters:
    ///   - optional: The optional element.
    ///   - scheduler: Where the element and the completion are emitted: the element in one action, the completion in
    ///     the next one it schedules (as in RxSwift; on a `TestScheduler` they come one tick apart). Without an
    ///     element, the completion comes in the first action.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Producer { observer in
            let sink = Sink(observer: observer)
            let completion = SingleAssignmentDisposable()
            let element = scheduler.schedule(optional) { [sink] optional in
                guard let optional else {
                    sink.forwardTerminal(.completed)
                    return Disposables.create()
                }
                sink.forward(.next(optional))
                completion.setDisposable(
                    scheduler.schedule(()) { [sink] _ in
                        sink.forwardTerminal(.completed)
                        return Disposables.create()
                    }
                )
                return Disposables.create()
            }
            sink.attach(Disposables.create(element, completion))
            return sink
        }
    }
}

/// The steps of `from` a sequence: one element of its iterator each, advanced by `next`.
@usableFromInline
struct IteratorSteps<Iterator: IteratorProtocol>: SourceSteps {
    @usableFromInline var iterator: Iterator
    @usableFromInline let advance: (inout Iterator) -> Iterator.Element?

    @inlinable
    init(iterator: Iterator, next: @escaping (inout Iterator) -> Iterator.Element?) {
        self.iterator = iterator
        self.advance = next
    }

    @inlinable
    mutating func next() -> Iterator.Element? {
        advance(&iterator)
    }
}

/// The steps of `of` and `from` an array: one element each, read by index (an `IndexingIterator` of an array that is
/// not specialised for its element type reads each element through a coroutine whose frame is allocated).
@usableFromInline
struct ArraySteps<Element>: SourceSteps {
    @usableFromInline let elements: [Element]
    @usableFromInline var index = 0

    @inlinable
    init(_ elements: [Element]) {
        self.elements = elements
    }

    @inlinable
    mutating func next() -> Element? {
        guard index < elements.count else { return nil }
        defer { index += 1 }
        return elements[index]
    }
}
