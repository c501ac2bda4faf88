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
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        FallbackSink.producer(asObservable(), fallback: .onError(handler))
    }

    /// On error, emits `element` and completes.
    ///
    /// ```
    /// source:               --a--#
    /// catchAndReturn(x):    --a--(x|)
    /// ```
    ///
    /// - Note: Emits on the thread of the sequence being mirrored (the source, then the replacement).
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
        Producer { observer in
            let sink = SequentialSourcesSink(observer: observer, sources: sequence.makeIterator(), advance: .onError)
            sink.start()
            return sink
        }
    }
}
