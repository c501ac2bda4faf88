// SPDX-License-Identifier: MIT
extension ObservableType {
    /// On error, continues with the sequence `handler` returns for that error.
    ///
    /// ```
    /// source:           --a--#
    /// handler's result:      --b--|
    /// catch:            --a----b--|
    /// ```
    ///
    /// An error thrown by `handler` is emitted as `error`.
    ///
    /// - Parameter handler: Builds the sequence to continue with.
    /// - Returns: An observable that recovers from the first error.
    /// - Note: Emits on the thread of the sequence being mirrored (the source, then the replacement).
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = CatchSink(observer: observer, handler: handler)
            sink.start(source)
            return sink
        }
    }

    /// On error, emits `element` and completes.
    ///
    /// ```
    /// source:               --a--#
    /// catchAndReturn(x):    --a--(x|)
    /// ```
    ///
    /// - Note: Emits on the thread of the sequence being mirrored (the source, then the replacement).
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in .just(element) }
    }

    /// Continues with the next sequence of `sequence` each time the current one fails; fails with the last error
    /// when the sequences run out, and completes when the current one completes.
    ///
    /// ```
    /// first:         --a--#
    /// second:             --b--|
    /// catch(sequence): --a----b--|
    /// ```
    ///
    /// The first sequence is subscribed at once; each next one as soon as the previous failed, on the thread of that
    /// failure. Sequences that fail while being subscribed are tried in a loop, in constant stack space. An empty
    /// `sequence` completes at once, also when it is itself one of the sequences of another `catch(sequence:)`: that
    /// completion ends the outer one (RxSwift splices a nested `catch(sequence:)` into the outer one, and skips an
    /// empty one).
    ///
    /// - Parameter sequence: The sequences to try, in order; iterated lazily, one sequence per failure.
    /// - Returns: An observable that mirrors the first sequence that does not fail.
    /// - Note: Emits on the thread of the sequence being mirrored.
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        // An array is read by index (``SourceArrayIterator``): its own iterator, advanced by the sink's unspecialised
        // code, reads each element through a coroutine whose frame is allocated.
        if let sources = sequence as? [Observable<Element>] {
            return SequentialSourcesSink.observable(mirroring: SourceArrayIterator(sources), advance: .onError)
        }
        return Producer { observer in
            let sink = SequentialSourcesSink(observer: observer, sources: sequence.makeIterator(), advance: .onError)
            sink.start()
            return sink
        }
    }
}

/// Mirrors the source; at its error, mirrors the sequence the handler returns for it. Inlinable, so that it is
/// compiled for the element type where `catch` is applied: run unspecialised, each element paid a look-up of
/// `Event<Element>`'s metadata (every `Driver` made with `asDriver(onErrorJustReturn:)` passes through it).
// Unchecked: `handler` is immutable; events arrive serially; the current subscription is `SerialSourceSink`'s.
@usableFromInline
final class CatchSink<Element>: SerialSourceSink<Element>, SinkObserving, @unchecked Sendable {
    @usableFromInline let handler: (Swift.Error) throws -> Observable<Element>

    @inlinable
    init(observer: AnyObserver<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.handler = handler
        super.init(observer: observer)
    }

    @inlinable
    func start(_ source: Observable<Element>) {
        // A fallback that the handler put in place while the source was failing synchronously is not replaced by the
        // source's subscription.
        subscribeReplacing {
            source._subscribe(AnyObserver(next: { [self] in onNext($0) }, event: { [self] in on($0) }))
        }
    }

    @inlinable
    func onNext(_ element: Element) {
        forwardNext(element)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
        case .completed:
            forwardTerminal(.completed)
        case .error(let error):
            do {
                let fallback = try handler(error)
                replaceSubscription(with: fallback._subscribe(mirroringObserver()))
            } catch {
                forwardTerminal(.error(error))
            }
        }
    }
}
