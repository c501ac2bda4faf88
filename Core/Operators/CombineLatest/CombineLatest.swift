// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Combines the latest elements of the sources with `resultSelector`, each time any source emits, once every
    /// source has emitted at least once.
    ///
    /// ```
    /// a:             --1-----2-----|
    /// b:             -----x-----y--|
    /// combineLatest: -----p--q--r--|   p = (1, x), q = (2, x), r = (2, y)
    /// ```
    ///
    /// Completes when every source completed, or when a source emits while every other source completed, one of
    /// them without an element; fails when any source fails or `resultSelector` throws. Each source's subscription
    /// ends when that source ends.
    ///
    /// - Parameters:
    ///   - sources: One or more sequences.
    ///   - resultSelector: Combines one element of each source.
    /// - Note: Emits on the thread of the source that triggered the result; results are serialised.
    /// - Note: Available from macOS 14, iOS 17, tvOS 17 and watchOS 10, whose Swift runtime allocates the parameter
    ///   pack this form keeps; the forms for two to eight sources, as RxSwift has them, are available everywhere.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public static func combineLatest<each Source: ObservableConvertibleType>(
        _ sources: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        combine(.combineLatest, repeat each sources, resultSelector: resultSelector)
    }

    /// Like `combineLatest(_:resultSelector:)`, combining elements with the same index: the first of each
    /// source, then the second of each, and so on.
    ///
    /// ```
    /// a:   --1-----2--3-----|
    /// b:   ----x-----y----z-|
    /// zip: ----p-----q----r-|   p = (1, x), q = (2, y), r = (3, z)
    /// ```
    ///
    /// Completes when every source completed, as RxSwift's does: a source that completed with nothing left to pair
    /// does not end the sequence while another is still running. Each source's subscription ends when that source
    /// ends.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    /// - Note: Available from macOS 14, iOS 17, tvOS 17 and watchOS 10, whose Swift runtime allocates the parameter
    ///   pack this form keeps; the forms for two to eight sources, as RxSwift has them, are available everywhere.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    public static func zip<each Source: ObservableConvertibleType>(
        _ sources: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        combine(.zip, repeat each sources, resultSelector: resultSelector)
    }

    /// Combines the latest elements of the sources of `collection` into an array with `resultSelector`.
    ///
    /// Completes as `combineLatest(_:resultSelector:)`. With no source, emits `resultSelector([])` and completes
    /// when subscribed, as RxSwift's does.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public static func combineLatest<Sources: Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableConvertibleType {
        combineCollection(.combineLatest, collection, resultSelector: resultSelector)
    }

    /// Combines the elements with the same index of the sources of `collection` with `resultSelector`.
    ///
    /// Completes when every source completed, or, as RxSwift's collection form does, when an element cannot be
    /// paired now while every other source has completed. With no source, completes when subscribed (the selector
    /// is not called). Each source's subscription ends when that source ends.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public static func zip<Sources: Collection>(
        _ collection: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableConvertibleType {
        combineCollection(.zipCollection, collection, resultSelector: resultSelector)
    }

    /// Combines the latest elements of the sources of `collection` into arrays.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }

    /// Combines the elements with the same index of the sources of `collection` into arrays.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public static func zip<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }

    /// The parameter-pack forms, through the type-erased ``CombineSink``.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func combine<each Source: ObservableConvertibleType>(
        _ mode: CombineSink<Element>.Mode,
        _ sources: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        var inputs: [(Int, CombineSink<Element>) -> Disposable] = []
        for source in repeat each sources {
            inputs.append(combineInput(source))
        }
        // The escaping closure keeps the pack's metadata, which the Swift 5.9 runtime allocates: hence the gate.
        return combine(mode, inputs: inputs) { values in
            var index = 0
            func take<T>(_ type: T.Type) -> T {
                defer { index += 1 }
                return values[index] as! T
            }
            return try resultSelector(repeat take((each Source).Element.self))
        }
    }

    /// Subscribes `source` as the input at the given index of a `CombineSink`, boxing its elements.
    static func combineInput<Source: ObservableConvertibleType>(
        _ source: Source
    ) -> (Int, CombineSink<Element>) -> Disposable {
        let observable = source.asObservable()
        return { index, sink in
            observable._subscribe(CombineSinkInput<Source.Element, Element>(sink: sink, index: index).observer)
        }
    }

    /// A sequence that subscribes `inputs` to one `CombineSink` per subscription and applies `selector` to the
    /// boxed elements, one per input, in the order of `inputs`.
    static func combine(
        _ mode: CombineSink<Element>.Mode,
        inputs: [(Int, CombineSink<Element>) -> Disposable],
        selector: @escaping ([Any]) throws -> Element
    ) -> Observable<Element> {
        let arity = inputs.count
        return Producer { observer in
            let sink = CombineSink(
                observer: observer,
                mode: mode,
                arity: arity,
                endsAsCollection: false,
                selector: selector
            )
            sink.start(inputs)
            return sink
        }
    }

    /// The collection forms: one ``CombineCollectionSink`` per subscription, typed by the sources' element type.
    @inlinable
    static func combineCollection<Sources: Collection>(
        _ form: CombiningRules.Form,
        _ sources: Sources,
        resultSelector: @escaping ([Sources.Element.Element]) throws -> Element
    ) -> Observable<Element> where Sources.Element: ObservableConvertibleType {
        let observables = sources.map { $0.asObservable() }
        return Producer { observer in
            let sink = CombineCollectionSink(
                observer: observer,
                form: form,
                arity: observables.count,
                resultSelector: resultSelector
            )
            sink.start(observables)
            return sink
        }
    }
}

/// One source of a ``CombineSink``: boxes its elements and tags its events with the source's index, the per-source
/// entry point into the sink (as ``AmbSourceObserver`` is into `amb`'s).
///
/// One object per source, whose observer's closures capture only it; closures capturing the sink and the index
/// would cost a context each.
// Unchecked: immutable.
final class CombineSinkInput<SourceElement, Element>: @unchecked Sendable {
    private let sink: CombineSink<Element>
    private let index: Int

    init(sink: CombineSink<Element>, index: Int) {
        self.sink = sink
        self.index = index
    }

    var observer: AnyObserver<SourceElement> {
        AnyObserver(
            next: { [self] in sink.on(.next($0 as Any), index: index) },
            event: { [self] in sink.on($0.map { $0 as Any }, index: index) }
        )
    }
}
