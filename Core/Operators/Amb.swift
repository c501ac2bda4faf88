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
        if sources.count == 2 {
            // Two sources, as `amb(_:)` makes: both subscriptions held in the sink, no object besides it.
            let (first, second) = (sources[0], sources[1])
            return Producer { observer in
                let sink = Amb2Sink(observer: observer)
                sink.start(first, second)
                return sink
            }
        }
        return Producer { observer in
            let sink = AmbSink(observer: observer, sourceCount: sources.count)
            sink.start(sources)
            return sink
        }
    }
}

/// Mirrors the first source to send an event, and disposes the others as it wins.
// Unchecked: `subscriptions` is immutable and its disposables are thread-safe; only the winner's events, which the
// Rx contract serialises, reach downstream; the rest is `RaceSink`'s.
final class AmbSink<Element>: RaceSink<Element>, @unchecked Sendable {
    private let subscriptions: [SingleAssignmentDisposable]

    init(observer: AnyObserver<Element>, sourceCount: Int) {
        subscriptions = (0..<sourceCount).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    func start(_ sources: [Observable<Element>]) {
        attach(CompositeDisposable(disposables: subscriptions))
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source._subscribe(AmbSourceObserver(sink: self, index: index).observer))
        }
    }

    /// Receives an event of the source at `index`: the first event of any source makes it the winner.
    func on(_ event: Event<Element>, from index: Int) {
        let (won, previous) = claimWin(for: index)
        if won {
            for (other, subscription) in subscriptions.enumerated() where other != index {
                subscription.dispose()
            }
        } else if previous != index {
            return
        }
        mirror(event)
    }
}

/// Tags the events of one of `amb`'s sources with its index: the per-source entry point into ``AmbSink``.
///
/// One object per source, whose observer's closures capture only it (no closure context); closures capturing the
/// sink and the index would cost two contexts per source.
// Unchecked: immutable.
final class AmbSourceObserver<Element>: @unchecked Sendable {
    private let sink: AmbSink<Element>
    private let index: Int

    init(sink: AmbSink<Element>, index: Int) {
        self.sink = sink
        self.index = index
    }

    var observer: AnyObserver<Element> {
        AnyObserver(next: { [self] in sink.on(.next($0), from: index) }, event: { [self] in sink.on($0, from: index) })
    }
}

/// ``AmbSink`` for two sources, the form `amb(_:)` makes: both subscriptions are held in the sink
/// (``TwoSourceRaceSink``), and each source's observer calls an entry point of its own, so the sink is the only
/// object a subscription makes (where the general sink makes an array, a composite, and a disposable and an observer
/// object per source: 14 allocations).
// Unchecked: only the winner's events, which the Rx contract serialises, reach downstream; the rest is
// `TwoSourceRaceSink`'s.
final class Amb2Sink<Element>: TwoSourceRaceSink<Element>, @unchecked Sendable {

    func start(_ first: Observable<Element>, _ second: Observable<Element>) {
        let firstDisposable = first._subscribe(
            AnyObserver(next: { [self] in on(.next($0), from: 0) }, event: { [self] in on($0, from: 0) })
        )
        setSubscription(firstDisposable, of: 0)
        let secondDisposable = second._subscribe(
            AnyObserver(next: { [self] in on(.next($0), from: 1) }, event: { [self] in on($0, from: 1) })
        )
        setSubscription(secondDisposable, of: 1)
    }

    private func on(_ event: Event<Element>, from index: Int) {
        let (won, previous) = claimWin(for: index)
        if won {
            releaseSubscription(of: 1 - index)
        } else if previous != index {
            return
        }
        mirror(event)
    }

    override func disposeResources() {
        releaseSubscriptions()
    }
}
