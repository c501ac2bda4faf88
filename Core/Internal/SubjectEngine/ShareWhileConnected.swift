// SPDX-License-Identifier: MIT
/// The reference-counted connection behind `share(replay: 0 or 1, scope: .whileConnected)`: a ``ShareStateMachine``
/// whose subjects are ``ShareHub``s, in a lock, its actions carried out after the lock is released.
///
/// The variant every `Driver` and `Signal` operator makes (RxSwift's `ShareWhileConnected` and
/// `ShareReplay1WhileConnected`), built to cost little while a connection has one subscriber, as a cell's binding
/// has: the hub is the connection's one object and the subscriber's subscription, and the source's subscription is
/// the connection (a hub belongs to one connection, so no feed gate is needed to keep an ended connection's elements
/// from a later one's subscribers). This class is not generic: a subscriber's disposal, the end of a connection and
/// its disposal run compiled once, with no look-up of generic metadata. The element-typed work (making a hub,
/// subscribing the source to it) is two closures made where `share` is applied. It lives in the subject engine,
/// beside its hubs, because it keeps its lock inline (see `machineLock`).
@usableFromInline
// Unchecked: `machine` is only reached under `machineLock`; the rest is immutable.
final class ShareWhileConnected: @unchecked Sendable {
    @usableFromInline typealias Machine = ShareStateMachine<ShareHubBase>

    /// Makes the hub of the connection of an epoch.
    @usableFromInline let makeHub: (ShareWhileConnected, Int) -> ShareHubBase
    /// Subscribes the source to a hub; the subscription is the connection.
    @usableFromInline let connectSource: (ShareHubBase) -> Disposable
    /// The lock of ``machine``, stored inline. It guards no value of its own: as an `RxMutex<Machine>`, the machine
    /// was destroyed through the mutex's value witness on every release of a connection.
    // Unsafe: layer storage, reached only through its address inside `withMachine(_:)`. Kept here rather than in a
    // `LockedStateOwner` base: a superclass's deinitialiser costs every `Driver` operator's connection about 50
    // instructions on release (`cell-rebinding-driver` +0.3 %), and a `LockedCell` field a run-time exclusivity
    // check on each access (+6.8 %).
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var machineLock = RxMutex(())
    /// The state machine, read and written only inside `withMachine(_:)`, under ``machineLock``.
    // Unsafe: guarded by `machineLock`, as the value of an `RxMutex` is.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var machine: Machine

    @inlinable
    init(
        makeHub: @escaping (ShareWhileConnected, Int) -> ShareHubBase,
        connectSource: @escaping (ShareHubBase) -> Disposable
    ) {
        self.makeHub = makeHub
        self.connectSource = connectSource
        unsafe machine = Machine(keepsSubject: false, terminationOrder: .forwardFirst)
    }

    /// Runs `body` with the state machine, under its lock.
    @inlinable @inline(__always)
    func withMachine<Result>(_ body: (inout Machine) throws -> Result) rethrows -> Result {
        try unsafe RxMutex.withLock(&machineLock) { _ in try unsafe body(&machine) }
    }

    /// Counts an arriving subscriber: returns the hub it subscribes to, making the connection's hub for the first.
    @usableFromInline
    func subscriberArrived() -> ShareHubBase {
        switch withMachine({ $0.subscriberArrived(makeSubjectOfEpoch: { makeHub(self, $0) }) }) {
        case .subscribe(let hub, _): hub
        }
    }

    /// A subscriber counted in `epoch` subscribed to its hub: the first connects the source.
    @usableFromInline
    func subscribed(epoch: Int, hubEnded: Bool) {
        switch withMachine({ $0.subscribed(epoch: epoch, subjectEnded: hubEnded) }) {
        case .none: break
        case .connect(let hub, let epoch): connect(hub, epoch: epoch)
        }
    }

    /// Subscribes the source to `hub` for the connection of `epoch`, and reports the connection.
    @usableFromInline
    func connect(_ hub: ShareHubBase, epoch: Int) {
        let connection = connectSource(hub)
        if case .dispose(let ended) = withMachine({ $0.connected(connection, epoch: epoch) }) { dispose(ended) }
    }

    /// A subscriber counted in `epoch` left.
    @usableFromInline
    func released(epoch: Int) {
        if case .dispose(let ended) = withMachine({ $0.released(epoch: epoch) }) { dispose(ended) }
    }

    /// The source of the connection of `epoch` sent its end: ends that connection.
    @usableFromInline
    func sourceTerminated(epoch: Int) -> Machine.SourceTerminatedAction {
        withMachine { $0.sourceTerminated(epoch: epoch) }
    }

    /// Disposes an ended connection, then makes the connection that subscribers arriving meanwhile wait for, if
    /// any: a source never has two subscriptions from one share at once.
    @usableFromInline
    func dispose(_ connection: Disposable) {
        connection.dispose()
        switch withMachine({ $0.disposed() }) {
        case .none: break
        case .connect(let hub, let epoch): connect(hub, epoch: epoch)
        }
    }
}

extension ObservableType {
    /// `share(replay:scope:)` for `replay` 0 or 1 and `.whileConnected`: a ``ShareWhileConnected`` connection, its
    /// element-typed closures made here, at the call site, so that the element path is specialised.
    @inlinable
    func shareWhileConnected(keepingLatest keepsLatest: Bool) -> Observable<Element> {
        let source = asObservable()
        // Closure literals capturing nothing but one reference: no context to allocate.
        let makeHub: (ShareWhileConnected, Int) -> ShareHubBase =
            keepsLatest
            ? { owner, epoch in ShareHub<Element>(owner: owner, epoch: epoch, keepsLatest: true) }
            : { owner, epoch in ShareHub<Element>(owner: owner, epoch: epoch, keepsLatest: false) }
        let connection = ShareWhileConnected(makeHub: makeHub) { base in
            let hub = base.typed(Element.self)
            return source._subscribe(
                AnyObserver(
                    next: { hub.onNext($0) },
                    event: { event in
                        switch event {
                        case .next(let element): hub.onNext(element)
                        case .error, .completed: hub.terminate(event)
                        }
                    }
                )
            )
        }
        // RxSwift's `ShareWhileConnected` and `ShareReplay1WhileConnected` subscribe directly, not trampolined.
        return Producer(trampolined: false) { observer in
            let base = connection.subscriberArrived()
            let hub = base.typed(Element.self)
            // The hub itself for its first subscriber. A later subscriber's subscription to the subject core releases
            // it from the connection too. (One that received the source's end while it subscribed was counted in a
            // connection that has ended, and is released from nothing.)
            let subscription = hub.subscribe(observer)
            connection.subscribed(epoch: hub.epoch, hubEnded: hub.isStopped)
            return subscription
        }
    }
}
