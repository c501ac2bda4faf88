// SPDX-License-Identifier: MIT
/// How long `share(replay:scope:)` keeps its subject, and so its replay buffer.
public enum SubjectLifetimeScope: Sendable {
    /// A new subject (and an empty buffer) for each connection: after every subscriber left, or the source
    /// terminated, the next subscriber subscribes to the source afresh. The usual choice.
    case whileConnected
    /// One subject forever: later subscribers receive the buffer, and the terminal event, of earlier connections;
    /// once the source has ended, they get that end without subscribing to the source again.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, replaying the last `replay` elements to
    /// each new one.
    ///
    /// The source is subscribed when the first subscriber arrives and unsubscribed when the last one leaves
    /// (`refCount`). With `replay: 1` this is the "current value" sharing that UI code relies on.
    ///
    /// ```
    /// source:               --a--b--c--|
    /// share(replay: 1)
    ///   subscriber 1:       ^-a--b--c--|
    ///   subscriber 2:            ^(b)c--|
    /// ```
    ///
    /// A terminating source ends the connection before the subject forwards the terminal event, so an observer
    /// that subscribes again from that event (as `retry` does) subscribes the source again, as in RxSwift. When the
    /// source subscription is disposed follows RxSwift 6.10.2 too: with `.whileConnected` and `replay` 0 or 1 the
    /// subscribers receive the end first and the source subscription is disposed after (so an upstream
    /// `do(onDispose:)` runs after their `onCompleted`); with a larger `replay` or `.forever` (RxSwift's
    /// `multicast(...).refCount()`) it is disposed first. A subscriber that subscribes again from the end gets its
    /// new connection once the old source subscription has been disposed: the source never has two subscriptions
    /// from one share at once.
    ///
    /// - Parameters:
    ///   - replay: How many elements a new subscriber receives first; must not be negative.
    ///   - scope: Whether the buffer outlives a connection.
    /// - Returns: The shared sequence.
    ///
    /// - Note: Thread-safe; delivery follows the subject rules (serial, in order, outside any lock). A subscriber
    ///   is counted, under the lock that picks the subject, before it subscribes to that subject, so one racing
    ///   with the end of a connection is always connected.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        rxPrecondition(replay >= 0, "share(replay:scope:): replay must not be negative, got \(replay).")
        if scope == .whileConnected, replay <= 1 { return shareWhileConnected(keepingLatest: replay == 1) }
        let source = asObservable()
        // Built here, at the call site, so the element path from the source into the subject is specialised. The
        // observer's closures capture only the feed: no context to allocate.
        let connection = ShareConnection<Element>(replay: replay, scope: scope) { feed in
            source._subscribe(
                AnyObserver(
                    next: { feed.core.onNext($0, whileOpen: feed) },
                    event: { event in
                        // The end closes the connection first, so a subscriber that subscribes again from it (as
                        // `retry` does) starts a new one; the end is forwarded and the source disposed in RxSwift's
                        // order for this variant.
                        switch event {
                        case .next(let element): feed.core.onNext(element, whileOpen: feed)
                        case .error, .completed: feed.share.sourceTerminated(event, feed: feed)
                        }
                    }
                )
            )
        }
        // RxSwift's `multicast(...).refCount()`, whose `refCount` subscribes on the current-thread trampoline, so a
        // source that emits while being subscribed (`of`, on that trampoline) emits once the subscription has
        // returned.
        return Producer { observer in connection.subscribe(observer) }
    }
}

/// The subject and the reference-counted connection behind `share(replay:scope:)` with `scope: .forever` or a
/// `replay` above 1 (the other variants are ``ShareWhileConnected``'s): a ``ShareStateMachine`` in a lock, whose
/// actions are carried out after the lock is released.
///
/// A connection is one object, its ``ShareFeed``, made for the connection's first subscriber: it is the gate the
/// source's elements pass into the subject, the source's observer, the connection the machine holds, and what its
/// subscribers' subject subscriptions release themselves through. So a subscriber costs its subject subscription
/// (and the registry's slot for it), and a connection its feed: nothing else.
@usableFromInline
// Unchecked: the state is only reached through its lock; the rest is immutable.
final class ShareConnection<Element>: LockedStateOwner<ShareConnectionState<Element>>, ShareHubOwner,
    @unchecked Sendable
{
    @usableFromInline typealias Machine = ShareStateMachine<SubjectCore<Element>>

    /// Makes the subject of a connection: a closure made in the inlinable initialiser, so that the subject's
    /// subscribe path is compiled for the element type where `share` is applied (`SubjectPaths`).
    @usableFromInline let makeCore: () -> SubjectCore<Element>
    /// Subscribes the source to a connection's feed; the feed forwards its elements into its subject through its
    /// gate, and its end to ``sourceTerminated(_:feed:)``.
    @usableFromInline let connectSource: (ShareFeed<Element>) -> Disposable
    /// ``subscriberReleased(epoch:)``, as a closure literal of the inlinable initialiser: ``released(epoch:)``, which
    /// a subject subscription calls through its feed without knowing the element type, runs it compiled for that
    /// type.
    @usableFromInline let release: (ShareConnection<Element>, Int) -> Void

    @inlinable
    init(
        replay: Int,
        scope: SubjectLifetimeScope,
        connectSource: @escaping (ShareFeed<Element>) -> Disposable
    ) {
        self.makeCore = { replay == 0 ? SubjectCore(kind: .publish) : SubjectCore(kind: .replay, bufferLimit: replay) }
        self.connectSource = connectSource
        self.release = { connection, epoch in connection.subscriberReleased(epoch: epoch) }
        // The variants served here are RxSwift 6.10.2's `multicast(...).refCount()`, whose connection disposes the
        // source before the end goes on (`.whileConnected` with replay 0 or 1 is `ShareWhileConnected`'s).
        super.init(
            state: ShareConnectionState(
                machine: Machine(keepsSubject: scope == .forever, terminationOrder: .disposeFirst)
            )
        )
    }

    /// Runs `body` with the machine under the lock, then forgets the feed of an epoch that ended meanwhile (it stays
    /// with whoever still holds it: its subscribers' subscriptions, the source, the one disposing it).
    @inlinable @inline(__always)
    func withMachine<Result>(_ body: (inout Machine, ShareFeed<Element>?) -> Result) -> Result {
        withState { state in
            let result = body(&state.machine, state.feed)
            if let feed = state.feed, feed.epoch != state.machine.epoch { state.feed = nil }
            return result
        }
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let (core, epoch, feed) = withState { state -> (SubjectCore<Element>, Int, ShareFeed<Element>?) in
            switch state.machine.subscriberArrived(makeSubject: makeCore) {
            case .subscribe(let subject, let epoch):
                // Under `.forever`, once a source terminated nothing connects again, and this subscriber is not
                // counted once subscribed (see `subscribed(epoch:subjectEnded:)`): it needs no feed, and its
                // subscription releases nothing.
                if state.machine.subjectEnding { return (subject, epoch, nil) }
                if let feed = state.feed, feed.epoch == epoch { return (subject, epoch, feed) }
                // The epoch's first subscriber: its connection's feed, made here, under the lock, as the subject is
                // (it only builds an object).
                let feed = ShareFeed(share: self, core: subject, epoch: epoch)
                state.feed = feed
                return (subject, epoch, feed)
            }
        }
        // Its subject subscription releases it from the connection when disposed. (A subscriber counted while the
        // source had not terminated can receive the subject's end while subscribing only from its own connection,
        // which the end ended first: its release is then ignored, as the machine's epochs say.)
        let subscription = core.performSubscribe(observer, subject: core, leaving: feed)
        // A subject that had ended (scope `.forever`) gave this subscriber its buffer and its end while it
        // subscribed: as in RxSwift, it leaves at once, without connecting the source again.
        let subjectEnded = core.isStopped
        let connect = withMachine { machine, _ -> Bool in
            switch machine.subscribed(epoch: epoch, subjectEnded: subjectEnded) {
            case .none: false
            case .connect: true
            }
        }
        if connect {
            guard let feed else { rxInternalInconsistency("share: a connection wanted after the source ended") }
            self.connect(feed)
        }
        return subscription
    }

    /// A subscriber counted in `epoch` left (its subject subscription was disposed, through its feed): may end the
    /// connection. Compiled once, for every element type; the work runs in ``subscriberReleased(epoch:)``, compiled
    /// for this share's.
    @usableFromInline
    func released(epoch: Int) {
        release(self, epoch)
    }

    /// ``released(epoch:)``'s work.
    @inlinable
    func subscriberReleased(epoch: Int) {
        perform(closingEndedFeed { machine, _ in machine.released(epoch: epoch) })
    }

    /// The source of the connection of `epoch` sent its end: ends that connection (``ShareHubOwner``'s form; a
    /// feed's source reports through ``sourceTerminated(_:feed:)``).
    @usableFromInline
    func sourceTerminated(epoch: Int) -> ShareSourceTerminatedAction {
        withMachine { machine, _ in machine.sourceTerminated(epoch: epoch) }
    }

    /// The source of `feed`'s connection sent `event`, its end: ends that connection, then forwards the end to the
    /// subject and disposes the source subscription in the machine's order.
    @inlinable
    func sourceTerminated(_ event: Event<Element>, feed: ShareFeed<Element>) {
        withMachine { machine, _ in machine.sourceTerminated(epoch: feed.epoch) }.carryOut(
            forward: { feed.core.on(event) },
            dispose: { dispose($0) }
        )
    }

    /// Subscribes the source to `feed` for its connection, and reports the connection.
    @inlinable
    func connect(_ feed: ShareFeed<Element>) {
        let source = connectSource(feed)
        perform(
            closingEndedFeed { machine, _ in
                // Set under the lock, as the connection is reported: the machine hands the feed out for disposal only
                // after that, and whoever it hands it to reads it after taking the lock.
                feed.source = source
                return machine.connected(feed, epoch: feed.epoch)
            }
        )
    }

    /// `withMachine(body)`, closing the gate of a connection the action ends while still under the lock: a
    /// subscriber counted for the next connection subscribes to the subject only after that, so no element the
    /// ended connection's source was still sending reaches it (the source is disposed after the lock, and a
    /// disposal cannot wait for a send in progress on another thread).
    @inlinable
    func closingEndedFeed(
        _ body: (inout Machine, ShareFeed<Element>?) -> Machine.ConnectionAction
    ) -> Machine.ConnectionAction {
        withMachine { machine, current in
            let action = body(&machine, current)
            (action.endedConnection as? SubjectFeedGate)?.close()
            return action
        }
    }

    /// Carries out a `connected` or `released` action: disposes the connection it ended, if any.
    @inlinable
    func perform(_ action: Machine.ConnectionAction) {
        if let connection = action.endedConnection { dispose(connection) }
    }

    /// Disposes an ended connection, then makes the connection that subscribers arriving meanwhile wait for, if
    /// any: a source never has two subscriptions from one share at once.
    @inlinable
    func dispose(_ connection: Disposable) {
        connection.dispose()
        let next = withMachine { machine, current -> ShareFeed<Element>? in
            switch machine.disposed() {
            case .none:
                return nil
            case .connect(_, let epoch):
                // Subscribers of the current epoch wait: its feed was made for the first of them.
                guard let current, current.epoch == epoch else {
                    rxInternalInconsistency("share: no feed for the deferred connection \(epoch)")
                }
                return current
            }
        }
        if let next { connect(next) }
    }
}

/// What a ``ShareConnection`` keeps under its lock: the machine, and the feed of its current epoch's connection
/// (made for the epoch's first subscriber, forgotten when the epoch ends).
@usableFromInline
struct ShareConnectionState<Element> {
    @usableFromInline var machine: ShareStateMachine<SubjectCore<Element>>
    @usableFromInline var feed: ShareFeed<Element>?

    @inlinable
    init(machine: ShareStateMachine<SubjectCore<Element>>) {
        self.machine = machine
    }
}

/// A connection of a ``ShareConnection``, one object: the gate its source's elements pass into the subject (closed
/// when the machine ends the connection, under its lock, and again by ``dispose()``), the source subscription,
/// and what its subscribers' subject subscriptions release themselves through (``ShareSubscriberRelease``, with
/// the share as its owner). Made for the connection's first subscriber, before the source is subscribed.
@usableFromInline
// Unchecked: `source` is written once, under the share's lock as the feed is reported to the machine as the
// connection, and taken only by `dispose()`, which the one the machine hands the ended connection to calls once,
// after taking that lock; the rest is immutable.
final class ShareFeed<Element>: SubjectFeedGate, Disposable, @unchecked Sendable {
    /// The share, typed (the base's `owner` is the same object as a ``ShareHubOwner``).
    @usableFromInline let share: ShareConnection<Element>
    /// The subject the connection feeds.
    @usableFromInline let core: SubjectCore<Element>
    /// The source subscription, from when it is reported until ``dispose()`` (see the class comment).
    @usableFromInline var source: Disposable?

    @inlinable
    init(share: ShareConnection<Element>, core: SubjectCore<Element>, epoch: Int) {
        self.share = share
        self.core = core
        super.init(connection: share, epoch: epoch)
    }

    /// Closes the gate and disposes the source subscription, which it lets go of: the source's observer holds this
    /// feed, so keeping the subscription would keep a cycle. Called once, by whoever the machine handed the ended
    /// connection to.
    @inlinable
    func dispose() {
        close()
        source.take()?.dispose()
    }
}
