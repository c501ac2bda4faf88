// SPDX-License-Identifier: MIT
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
        if let sources = sequence as? [Observable<Element>] { return concat(array: sources) }
        return Producer { observer in
            let sink = SequentialSourcesSink(
                observer: observer,
                sources: sequence.makeIterator(),
                advance: .onCompletion
            )
            sink.start()
            return sink
        }
    }

    /// Emits the elements of each sequence of `collection` in turn.
    ///
    /// - Note: Emits on the thread of the sequence being mirrored; the next one is subscribed on the thread of the previous one's completion.
    public static func concat<Sources: Collection>(_ collection: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        if let sources = collection as? [Observable<Element>] { return concat(array: sources) }
        return concat(AnySequence(collection))
    }

    /// `concat` of an array: the sources read by index (``SourceArrayIterator``), so that a subscription makes only
    /// the sink.
    private static func concat(array sources: [Observable<Element>]) -> Observable<Element> {
        SequentialSourcesSink.observable(mirroring: SourceArrayIterator(sources), advance: .onCompletion)
    }

    /// Emits the elements of each of `sources` in turn.
    ///
    /// - Note: Emits on the thread of the sequence being mirrored; the next one is subscribed on the thread of the previous one's completion.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}
