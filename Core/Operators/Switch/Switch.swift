// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Maps each element to an observable and mirrors only the latest one: a new element unsubscribes from the
    /// previous inner sequence.
    ///
    /// ```
    /// source:         --a-----b------|
    /// inner(a):         --1--2--3|
    /// inner(b):               --4--|
    /// flatMapLatest:  ----1--2---4--|
    /// ```
    ///
    /// Fails when the source or the current inner sequence fails, or when `selector` throws; completes when the
    /// source and the current inner sequence completed.
    ///
    /// - Parameter selector: Builds the inner sequence of an element.
    /// - Note: Emits on the threads the inner sequences emit on, serialised; an element of an inner sequence that
    ///   was already replaced is dropped. The element of a `just` inner sequence is delivered at once, without a
    ///   subscription.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        // Made once, here: a closure made in the producer would be one allocation more per subscription.
        let select: (Element) throws -> Observable<Source.Element> = { try selector($0).asObservable() }
        return Producer { observer in
            let sink = SwitchSink<Element, Source.Element>(observer: observer, selector: select)
            sink.start(source)
            return sink
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the latest inner sequence this sequence emitted, unsubscribing from the previous one.
    ///
    /// ```
    /// source: -a------b-----|     a: --1--2--3|   b: --4--|
    /// switch: ---1--2----4--|     (a is disposed when b arrives)
    /// ```
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}
