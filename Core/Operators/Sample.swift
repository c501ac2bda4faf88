// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits the latest element of this sequence each time `sampler` emits, if a new one arrived since the
    /// previous sample (or `defaultValue`, when given, if none did).
    ///
    /// ```
    /// source:  --a--b-----c--|
    /// sampler: ------x--x-----x|
    /// sample:  ------b--------c|
    /// ```
    ///
    /// When this sequence completes, the result completes at the next sample (or when the sampler completes), as
    /// in RxSwift; the sampler completing alone does not complete the result. Errors from either
    /// sequence are emitted at once.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let trigger = sampler.asObservable()
        return Producer { observer in
            let sink = SampleSink<Element, Source.Element>(observer: observer, defaultValue: defaultValue)
            sink.start(source, other: trigger, order: .sourceFirst)
            return sink
        }
    }
}

/// The state of ``SampleSink``, under its lock.
@usableFromInline
struct SampleState<Element> {
    /// The element to send at the next sample, if a new one arrived since the previous sample.
    @usableFromInline var element: Element?
    /// The source completed: the next sample completes the result.
    @usableFromInline var atEnd = false

    @inlinable
    init() {}
}

/// The sink of `sample`: keeps the source's latest element until the sampler emits.
@usableFromInline
final class SampleSink<Element, SamplerElement>: OtherSequenceSinkBase<Element, SampleState<Element>>,
    OtherSequenceSink, @unchecked Sendable
{
    // Unchecked: the state is only reached through its lock; the subscriptions are thread-safe; the rest is
    // immutable.
    @usableFromInline let defaultValue: Element?

    @inlinable
    init(observer: AnyObserver<Element>, defaultValue: Element?) {
        self.defaultValue = defaultValue
        super.init(observer: observer, state: SampleState())
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element): withState { $0.element = element }
        case .error: serialTerminal(event)
        case .completed:
            withState { $0.atEnd = true }
            disposeSubscription(of: .source)
        }
    }

    @inlinable
    func onOther(_ event: Event<SamplerElement>) {
        switch event {
        case .next, .completed:
            let defaultValue = self.defaultValue
            let (element, atEnd) = withState { state -> (Element?, Bool) in
                defer { state.element = nil }
                return (state.element ?? defaultValue, state.atEnd)
            }
            if let element { serialNext(element) }
            if atEnd { serialTerminal(.completed) }
        case .error(let error):
            serialTerminal(.error(error))
        }
    }
}
