// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Combines each element with the latest element of `second`, once `second` has emitted.
    ///
    /// ```
    /// self:           ---a-----b--|
    /// second:         -1-----2-------
    /// withLatestFrom: ---x-----y--|   x = (a, 1), y = (b, 2)
    /// ```
    ///
    /// Completes when this sequence completes; fails when either fails or `resultSelector` throws. The subscription
    /// to `second` ends when `second` completes, as in RxSwift; its latest element is still used afterwards.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Observable<Result> {
        let first = asObservable()
        let other = second.asObservable()
        return Producer { observer in
            let sink = WithLatestFromSink(observer: observer, resultSelector: resultSelector)
            sink.start(first, other: other, order: .otherFirst)
            return sink
        }
    }

    /// Emits the latest element of `second` each time this sequence emits, once `second` has emitted.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

/// The sink of `withLatestFrom`: keeps the other sequence's latest element and combines each source element with it.
@usableFromInline
final class WithLatestFromSink<Element, Latest, Result>: OtherSequenceSinkBase<Result, Latest?>, OtherSequenceSink,
    @unchecked Sendable
{
    // Unchecked: the latest element (the state) is only reached through its lock; the subscriptions are thread-safe;
    // the selector is immutable.
    @usableFromInline let resultSelector: (Element, Latest) throws -> Result

    @inlinable
    init(observer: AnyObserver<Result>, resultSelector: @escaping (Element, Latest) throws -> Result) {
        self.resultSelector = resultSelector
        super.init(observer: observer, state: nil)
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard let value = withState({ $0 }) else { return }
            do {
                serialNext(try resultSelector(element, value))
            } catch {
                serialTerminal(.error(error))
            }
        case .error(let error):
            serialTerminal(.error(error))
        case .completed:
            serialTerminal(.completed)
        }
    }

    @inlinable
    func onOther(_ event: Event<Latest>) {
        switch event {
        case .next(let element): withState { $0 = element }
        case .error(let error): serialTerminal(.error(error))
        case .completed: disposeSubscription(of: .other)
        }
    }
}
