// SPDX-License-Identifier: MIT
/// Mirrors the sources of an iterator one at a time, taking the next one when the current one ends the way
/// ``Advance`` says: `concat` moves on when a source completes and fails with it; `catch(sequence:)` and `retry`
/// (whose iterator repeats one source) move on when it fails and complete with it. When the sources run out, the
/// sequence completes, or fails with the last error when it was advancing on errors.
///
/// The first source is subscribed at once and each next one as soon as the previous ended, by
/// ``SourceLoop/requestNext(_:_:)``: any number of sources that end while being subscribed run in constant stack
/// space. The current source's subscription is kept inline, by ``SerialSourceSink``.
///
/// Template 1 (one source at a time, see ``SinkObserving``): the events of the source being mirrored arrive
/// serially, so `sources` and `lastError` need no lock.
// Unchecked: `sources` and `lastError` are touched only by the loop's steps, which never overlap, and by the
// observer of the current source, whose events arrive serially and before the step that follows them.
final class SequentialSourcesSink<Sources: IteratorProtocol, Element>: SerialSourceSink<Element>, @unchecked Sendable
where Sources.Element == Observable<Element> {
    /// Which terminal event of a source moves on to the next one.
    enum Advance {
        /// `concat`: completion moves on, an error ends the sequence.
        case onCompletion
        /// `catch(sequence:)`, `retry`: an error moves on, completion ends the sequence.
        case onError
    }

    private let advance: Advance
    private var sources: Sources
    private var lastError: Swift.Error?
    /// The loop's requests (see ``SourceLoop/requestNext(_:_:)``).
    @exclusivity(unchecked) private final nonisolated(unsafe) var requests = RxAtomic<Int>(0)

    init(observer: AnyObserver<Element>, sources: Sources, advance: Advance) {
        self.sources = sources
        self.advance = advance
        super.init(observer: observer)
    }

    func start() {
        unsafe SourceLoop.requestNext(&requests, subscribeNext)
    }

    private func subscribeNext() {
        guard !isDisposed else { return }
        guard let next = sources.next() else {
            forwardTerminal(lastError.map { .error($0) } ?? .completed)
            return
        }
        subscribeReplacing {
            next._subscribe(AnyObserver(next: { [self] in forwardNext($0) }, event: { [self] in sourceEvent($0) }))
        }
    }

    /// Receives an event of the source being mirrored.
    private func sourceEvent(_ event: Event<Element>) {
        switch (event, advance) {
        case (.next(let element), _):
            forwardNext(element)
        case (.completed, .onCompletion):
            unsafe SourceLoop.requestNext(&requests, subscribeNext)
        case (.error(let error), .onError):
            lastError = error
            unsafe SourceLoop.requestNext(&requests, subscribeNext)
        case (.completed, .onError), (.error, .onCompletion):
            forwardTerminal(event)
        }
    }
}

/// The sources of `concat` or `catch(sequence:)` when they come as an array, one at a time, by index: the iterator
/// an array makes itself, advanced by the sink's unspecialised code, reads each element through a coroutine whose
/// frame is allocated, and `concat` of a collection wrapped the array in an `AnySequence` (two boxes more).
struct SourceArrayIterator<Element>: IteratorProtocol {
    private let sources: [Observable<Element>]
    private var index = 0

    init(_ sources: [Observable<Element>]) {
        self.sources = sources
    }

    mutating func next() -> Observable<Element>? {
        guard index < sources.count else { return nil }
        let source = sources[index]
        index += 1
        return source
    }
}

extension SequentialSourcesSink {
    /// The observable of `concat` or `catch(sequence:)` over an array, or of `retry`: `sources` is an iterator that is
    /// a value (``SourceArrayIterator``, ``RepeatedSource``), so each subscription mirrors the sources of its own copy
    /// of it, from the start.
    static func observable(mirroring sources: Sources, advance: Advance) -> Observable<Element> {
        Producer { observer in
            let sink = SequentialSourcesSink(observer: observer, sources: sources, advance: advance)
            sink.start()
            return sink
        }
    }
}
