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
    @inlinable
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
    @inlinable
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

    /// The parameter-pack forms, through ``CombineSink``, over the sources' elements' pack.
    @inlinable
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func combine<each Source: ObservableConvertibleType>(
        _ mode: CombineSink<Element>.Mode,
        _ sources: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Element
    ) -> Observable<Element> {
        combinePack(mode, repeat (each sources).asObservable(), resultSelector: resultSelector)
    }

    /// The parameter-pack forms over the pack of the element types, so that the code run for each element finds
    /// their metadata in its context, where the pack of the sources would look each one up as an associated type.
    @inlinable
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func combinePack<each SourceElement>(
        _ mode: CombineSink<Element>.Mode,
        _ sources: repeat Observable<each SourceElement>,
        resultSelector: @escaping (repeat each SourceElement) throws -> Element
    ) -> Observable<Element> {
        // What a subscription needs of each source, made once here rather than per subscription: a function making
        // its typed slot and one subscribing it to a sink (which finds that slot among its own), and the function
        // combining the slots, which captures only the selector.
        var makeSlots: [() -> AnyElementRing] = []
        var subscribers: [(CombineSink<Element>, Int) -> Disposable] = []
        for source in repeat each sources {
            let (makeSlot, subscribe) = packSource(source)
            makeSlots.append(makeSlot)
            subscribers.append(subscribe)
        }
        // Made where the pack's metadata is at hand, which the Swift 5.9 runtime allocates: hence the gate.
        let sendCombination = packCombination(mode, resultSelector)
        return Producer { observer in
            var slots: [AnyElementRing] = []
            slots.reserveCapacity(makeSlots.count)
            for makeSlot in makeSlots { slots.append(makeSlot()) }
            let sink = CombineSink(
                observer: observer,
                mode: mode,
                slots: slots,
                sendCombination: sendCombination
            )
            sink.start(subscribers)
            return sink
        }
    }

    /// For `source`, the function making the typed slot of its elements (one per subscription) and the one
    /// subscribing it to a sink, through the slot the sink keeps at the source's index. Both are made once per
    /// operator: a subscription allocates no closure context for them.
    @usableFromInline
    static func packSource<SourceElement>(
        _ source: Observable<SourceElement>
    ) -> (makeSlot: () -> AnyElementRing, subscribe: (CombineSink<Element>, Int) -> Disposable) {
        (
            { ElementRing<SourceElement>() },
            { sink, index in
                // The slot at `index` was made by `makeSlot` above, as an `ElementRing` of this source's elements.
                let storage = sink.slots[index].typed(as: SourceElement.self)
                return source._subscribe(CombineSinkInput(sink: sink, storage: storage, index: index).observer)
            }
        )
    }

    /// Applies `resultSelector` to the latest element of each slot of the sink (`combineLatest`), or to the first
    /// queued one, taken out of its queue (`zip`), and sends the result, or ends with the selector's error. Made where
    /// the pack's element types are known: the sink's slots hold one ``ElementRing`` of each, in order. Inlinable with
    /// the forms, so that it is specialised for the pack of the call site: no look-up of the pack's metadata.
    @inlinable
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    static func packCombination<each SourceElement>(
        _ mode: CombineSink<Element>.Mode,
        _ resultSelector: @escaping (repeat each SourceElement) throws -> Element
    ) -> (CombineSink<Element>) -> Void {
        if case .combineLatest = mode {
            return { sink in
                let slots = sink.slots
                var index = 0
                let result: Element
                do {
                    result = try resultSelector(repeat packStorage(slots, &index, (each SourceElement).self).latest)
                } catch {
                    return sink.fail(error)
                }
                sink.forwardNext(result)
            }
        }
        return { sink in
            let slots = sink.slots
            var index = 0
            let result: Element
            do {
                result = try resultSelector(repeat packStorage(slots, &index, (each SourceElement).self).dequeue())
            } catch {
                return sink.fail(error)
            }
            sink.recountQueues()
            sink.forwardNext(result)
        }
    }

    /// The slot at `index`, as the storage of `SourceElement` it is; advances `index`.
    @inlinable @inline(__always)
    static func packStorage<SourceElement>(
        _ slots: [AnyElementRing],
        _ index: inout Int,
        _ type: SourceElement.Type
    ) -> ElementRing<SourceElement> {
        defer { index += 1 }
        // `packCombination` is given the slots made for the pack's element types, in order.
        return slots[index].typed(as: SourceElement.self)
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
