// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Maps each element to an observable and merges the events of all of them.
    ///
    /// ```
    /// source:   --a------b------|
    /// inner(a):   --1--2|
    /// inner(b):          --3--4|
    /// flatMap:  ----1--2---3--4-|
    /// ```
    ///
    /// Fails when the source or any inner sequence fails, or when `selector` throws; completes when the source and
    /// every inner sequence completed.
    ///
    /// - Parameter selector: Builds the inner sequence of an element.
    /// - Returns: The merged elements of every inner sequence.
    /// - Note: Emits on the threads the inner sequences emit on, serialised (never concurrently). The element of a
    ///   `just` inner sequence is delivered at once, without a subscription.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        merged(mode: .all) { try selector($0).asObservable() }
    }

    /// Like ``flatMap(_:)``, but ignores source elements that arrive while an inner sequence is still running.
    ///
    /// ```
    /// source:        --a--b------c--|
    /// inner(x):        --1--2|
    /// flatMapFirst:  ----1--2------3--4|   (b was ignored)
    /// ```
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        merged(mode: .dropWhileBusy) { try selector($0).asObservable() }
    }

    /// Like ``flatMap(_:)``, but subscribes to one inner sequence at a time, in order: the next one starts when
    /// the previous completes.
    ///
    /// ```
    /// source:    --a-----b------|    a: -1-2|   b: -3|
    /// concatMap: ---1-2-----3---|    (b waits for a to complete)
    /// ```
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        merged(mode: .limited(1)) { try selector($0).asObservable() }
    }

    @inlinable
    func merged<Result>(
        mode: MergeMode,
        _ selector: @escaping (Element) throws -> Observable<Result>
    ) -> Observable<Result> {
        let source = asObservable()
        return Producer { observer in
            let sink = MergeSink(observer: observer, mode: mode, selector: selector)
            sink.start(source)
            return sink
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the events of the inner sequences this sequence emits.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func merge() -> Observable<Element.Element> {
        merged(mode: .all) { $0.asObservable() }
    }

    /// Merges the inner sequences, subscribing to at most `maxConcurrent` at a time; the others wait, in order.
    ///
    /// - Parameter maxConcurrent: The most inner subscriptions at once; must be positive.
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        rxPrecondition(
            maxConcurrent > 0,
            "merge(maxConcurrent:): maxConcurrent must be positive, got \(maxConcurrent)."
        )
        return merged(mode: .limited(maxConcurrent)) { $0.asObservable() }
    }

    /// Concatenates the inner sequences: each one starts when the previous one completed.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func concat() -> Observable<Element.Element> {
        merged(mode: .limited(1)) { $0.asObservable() }
    }
}

extension ObservableType {
    /// Merges the events of `sources`, all subscribed at once, in order.
    ///
    /// ```
    /// a:       --1-----3--|
    /// b:       -----2-----4|
    /// merge:   --1--2--3--4|
    /// ```
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Merges the events of `sources`, all subscribed at once, in order.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Producer { observer in
            let sink = MergeSink<Observable<Element>, Element>(observer: observer, mode: .all, selector: { $0 })
            sink.start(sources: sources)
            return sink
        }
    }

    /// Merges the events of `sources`, all subscribed at once, in order.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        merge(Array(sources))
    }
}
