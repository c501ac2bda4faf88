// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits elements until `other` emits an element, then completes.
    ///
    /// ```
    /// source:            --a--b--c--|
    /// other:             -------x
    /// take(until: other): --a--b-|
    /// ```
    ///
    /// An error from either sequence is emitted; `other` completing without an element changes nothing.
    ///
    /// As in RxSwift, `other` is subscribed first, then the source. When `other` emits while being subscribed, the
    /// result completes at once; the source is still subscribed, and disposed at once.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let trigger = other.asObservable()
        return Producer { observer in
            let sink = TakeUntilSink<Element, Other.Element>(observer: observer)
            sink.start(source, other: trigger, order: .otherFirst)
            return sink
        }
    }

    /// Emits elements until `predicate` holds for one, then completes; with `.inclusive` that element is emitted
    /// too.
    ///
    /// - Parameters:
    ///   - predicate: Decides when to stop; an error it throws is emitted as `error`.
    ///   - behavior: Whether the element that satisfies the predicate is emitted.
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }

    /// Drops elements until `other` emits an element, then emits the rest.
    ///
    /// ```
    /// source:             --a--b--c--|
    /// other:              -----x
    /// skip(until: other): --------c--|
    /// ```
    ///
    /// As in RxSwift, if `other` never emits, nothing is emitted, completion included; an error from either
    /// sequence is emitted. The source is subscribed first, then `other`, so a source that completes while being
    /// subscribed ends the result silently, whatever `other` does.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let source = asObservable()
        let trigger = other.asObservable()
        return Producer { observer in
            let sink = SkipUntilSink<Element, Other.Element>(observer: observer)
            // The source first, then the trigger, as RxSwift does: a trigger that emits while being subscribed
            // opens the gate only for what the source sends later.
            sink.start(source, other: trigger, order: .sourceFirst)
            return sink
        }
    }
}

/// The sink of `take(until:)`: forwards the source until the trigger emits.
@usableFromInline
final class TakeUntilSink<Element, TriggerElement>: OtherSequenceSinkBase<Element, Void>, OtherSequenceSink,
    @unchecked Sendable
{
    // Unchecked: the subscriptions are thread-safe; output is serialised by `SerializingSink`.
    @inlinable
    init(observer: AnyObserver<Element>) {
        super.init(observer: observer, state: ())
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element): serialNext(element)
        case .error, .completed: serialTerminal(event)
        }
    }

    @inlinable
    func onOther(_ event: Event<TriggerElement>) {
        switch event {
        case .next: serialTerminal(.completed)
        case .error(let error): serialTerminal(.error(error))
        case .completed: disposeSubscription(of: .other)
        }
    }
}

/// The sink of `skip(until:)`: an atomic flag (`OtherSequenceSinkBase`'s), set when the trigger opens the gate.
@usableFromInline
final class SkipUntilSink<Element, TriggerElement>: OtherSequenceSinkBase<Element, Void>, OtherSequenceSink,
    @unchecked Sendable
{
    // Unchecked: the flag is atomic; the subscriptions are thread-safe; output is serialised by `SerializingSink`.
    @inlinable
    init(observer: AnyObserver<Element>) {
        super.init(observer: observer, state: ())
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        let open = isFlagSet
        switch event {
        case .next(let element):
            if open { serialNext(element) }
        case .error:
            serialTerminal(event)
        case .completed:
            if open { serialTerminal(event) } else { dispose() }
        }
    }

    @inlinable
    func onOther(_ event: Event<TriggerElement>) {
        switch event {
        case .next:
            setFlag()
            disposeSubscription(of: .other)
        case .error(let error):
            serialTerminal(.error(error))
        case .completed:
            disposeSubscription(of: .other)
        }
    }
}
