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
            let sink = AmbSink(observer: observer)
            sink.start(sources)
            return sink
        }
    }
}

/// Mirrors the first source to send an event, and disposes the others as it wins.
///
/// The first source's observer captures only the sink (its index goes without saying), and the sink holds that
/// source's subscription as its own upstream (``SubscriptionBase/attach(_:)``; ``SubscriptionBase/disposeUpstream()``
/// lets go of it when a later source wins). Each later source has an ``AmbSource``, which knows its index and holds
/// its subscription; the sink keeps them in an array under its lock (``RaceSink``), taken out when the sink is
/// disposed, so that the sink and its sources do not keep each other alive. A subscription makes the sink, the array
/// and one object per source after the first: n + 1 objects for n sources (the array is empty, and allocates nothing,
/// for one source).
// Unchecked: the sources' array is reached only under the sink's lock; the first source's subscription is
// `SubscriptionBase`'s upstream, handed over through its atomic state; only the winner's events, which the Rx
// contract serialises, reach downstream; the rest is `RaceSink`'s.
final class AmbSink<Element>: RaceSink<Element, [AmbSource<Element>]>, @unchecked Sendable {
    init(observer: AnyObserver<Element>) {
        super.init(observer: observer, state: [])
    }

    /// Subscribes to `sources` in order, the first through the sink's own observer, each later one through its
    /// ``AmbSource``; those after a source that won while being subscribed are still subscribed, then disposed at once
    /// (their subscription is attached after the sink let go of them).
    ///
    /// The first source's subscription is attached before any later source is subscribed, so a later source that
    /// wins always finds it attached, and ``SubscriptionBase/disposeUpstream()`` disposes it as the entries' `dispose()`
    /// would.
    ///
    /// The loops go by index: in this unspecialised code, a `for`-`in` over an array (or a `zip`) reads each element
    /// through a coroutine whose frame is allocated.
    func start(_ sources: [Observable<Element>]) {
        if sources.isEmpty { return }
        var entries: [AmbSource<Element>] = []
        if sources.count > 1 {
            entries.reserveCapacity(sources.count - 1)
            for index in 1..<sources.count { entries.append(AmbSource(sink: self, index: index)) }
            withState { $0 = entries }
        }
        // The first source's closures capture only the sink, which Swift passes as their context: no object of its
        // own.
        attach(
            sources[0]._subscribe(
                AnyObserver(next: { [self] in on(.next($0), from: 0) }, event: { [self] in on($0, from: 0) })
            )
        )
        for offset in 0..<entries.count {
            let entry = entries[offset]
            entry.attach(sources[offset + 1]._subscribe(entry.observer))
        }
    }

    /// Receives an event of the source at `index`: the first event of any source makes it the winner.
    func on(_ event: Event<Element>, from index: Int) {
        let (won, previous) = claimWin(for: index)
        if won {
            // The others in the sources' order: the first (the sink's upstream), then the entries of the later ones.
            if index != 0 { disposeUpstream() }
            let entries = withState { $0 }
            for offset in 0..<entries.count where offset + 1 != index {
                entries[offset].dispose()
            }
        } else if previous != index {
            return
        }
        mirror(event)
    }

    override func disposeResources() {
        let entries = withState { state -> [AmbSource<Element>] in
            var taken: [AmbSource<Element>] = []
            swap(&taken, &state)
            return taken
        }
        for index in 0..<entries.count { entries[index].dispose() }
    }
}

/// One of `amb`'s sources after the first: tags its events with its index for ``AmbSink`` and holds its subscription (it is the
/// disposable the sink disposes as another source wins).
///
/// Its observer's closures capture only it (no closure context); closures capturing the sink and the index would
/// cost a context per source, and a separate disposable per source one object more.
// Unchecked: immutable; the rest is `SubscriptionBase`'s atomic state.
final class AmbSource<Element>: SubscriptionBase, @unchecked Sendable {
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
/// object per source).
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
