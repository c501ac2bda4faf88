// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Mirrors whichever of this sequence and `right` emits first (any event), and unsubscribes from the other.
    ///
    /// ```
    /// self:  -----a--b--|
    /// right: ---x--y--|
    /// amb:   ---x--y--|
    /// ```
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    public func amb<Source: ObservableConvertibleType>(_ right: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.amb([asObservable(), right.asObservable()])
    }

    /// Mirrors whichever of `sequence` emits first, and unsubscribes from the others.
    ///
    /// The sources are subscribed in order; one that emits during its subscription wins at once, and those after
    /// it are still subscribed, then disposed at once. With no source, the result never emits, as in RxSwift.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    public static func amb<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        let sources = Array(sequence)
        return Producer { observer in
            let sink = Sink<Element>(observer: observer)
            let winner = RxAtomicBox(-1)
            let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
            sink.attach(CompositeDisposable(disposables: subscriptions))
            for (index, source) in sources.enumerated() {
                subscriptions[index].setDisposable(
                    source._subscribe(
                        AnyObserver { [sink] event in
                            let (won, current) = winner.compareExchange(
                                expected: -1,
                                desired: index,
                                ordering: .acquiringAndReleasing
                            )
                            if won {
                                for (other, subscription) in subscriptions.enumerated() where other != index {
                                    subscription.dispose()
                                }
                            } else if current != index {
                                return
                            }
                            event.isStopEvent ? sink.forwardTerminal(event) : sink.forward(event)
                        }
                    )
                )
            }
            return sink
        }
    }
}
