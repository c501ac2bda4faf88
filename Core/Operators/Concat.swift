extension ObservableType {
    /// Emits the elements of this sequence, then, once it completed, those of `second`.
    ///
    /// ```
    /// self:    --a--|
    /// second:       --b--|
    /// concat:  --a----b--|
    /// ```
    ///
    /// - Note: Emits on the thread of the sequence being mirrored; the next one is subscribed on the thread of the previous one's completion.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Emits the elements of each sequence of `sequence` in turn, each starting when the previous completed.
    ///
    /// The sequence is iterated lazily, one source at a time. The first source is subscribed at once; each next one
    /// as soon as the previous completed, on the thread of that completion. Sources that complete while being
    /// subscribed are subscribed in a loop, so concatenating any number of synchronous sources runs in constant
    /// stack space. Fails as soon as a source fails.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        Producer { observer in
            let sink = ConcatSink(observer: observer, sources: sequence.makeIterator())
            sink.start()
            return sink
        }
    }

    /// Emits the elements of each sequence of `collection` in turn.
    ///
    /// - Note: Emits on the thread of the sequence being mirrored; the next one is subscribed on the thread of the previous one's completion.
    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        concat(AnySequence(collection))
    }

    /// Emits the elements of each of `sources` in turn.
    ///
    /// - Note: Emits on the thread of the sequence being mirrored; the next one is subscribed on the thread of the previous one's completion.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}

/// Subscribes to one source after the other.
// Unchecked: `sources` is advanced only by the steps of `loop`, which never overlap.
final class ConcatSink<Sources: IteratorProtocol, Element>: Sink<Element>, @unchecked Sendable
where Sources.Element == Observable<Element> {
    private var sources: Sources
    private let loop = SourceLoop()

    init(observer: AnyObserver<Element>, sources: Sources) {
        self.sources = sources
        super.init(observer: observer)
    }

    func start() {
        attach(loop.current)
        loop.requestNext(subscribeNext)
    }

    private func subscribeNext() {
        guard !isDisposed else { return }
        guard let next = sources.next() else {
            forwardTerminal(.completed)
            return
        }
        loop.subscribe(next, AnyObserver { [self] event in
            switch event {
            case .next(let element): forwardNext(element)
            case .error: forwardTerminal(event)
            case .completed: loop.requestNext(subscribeNext)
            }
        })
    }
}
