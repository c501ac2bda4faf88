// SPDX-License-Identifier: MIT
/// What a ``ShareHub`` (or a `ShareFeed`, a connection of the other `share` variants) reports to the connection that
/// made it: a subscriber's leaving, the source's end, and the disposal of an ended connection. The hub base is not
/// generic, and the connection is the share's observable, generic over its element; this protocol lets the first
/// call the second's bookkeeping, which reads no element.
@usableFromInline
protocol ShareHubOwner: AnyObject, Sendable {
    /// A subscriber counted in `epoch` left.
    func released(epoch: Int)
    /// The source of the connection of `epoch` sent its end: ends that connection.
    func sourceTerminated(epoch: Int) -> ShareSourceTerminatedAction
    /// Disposes an ended connection, then makes the connection that subscribers arriving meanwhile wait for.
    func dispose(_ connection: Disposable)
}

/// The observable `share(replay: 0 or 1, scope: .whileConnected)` returns, and its reference-counted connection: a
/// ``ShareStateMachine`` whose subjects are ``ShareHub``s, in a lock, its actions carried out after the lock is
/// released.
///
/// The variant every `Driver` and `Signal` operator makes (RxSwift's `ShareWhileConnected` and
/// `ShareReplay1WhileConnected`), built to cost little while a connection has one subscriber, as a cell's binding
/// has: the share is one object, the observable and its bookkeeping together; the hub is the connection's one
/// object and the subscriber's subscription; and the source's subscription is the connection (a hub belongs to one
/// connection, so no feed gate is needed to keep an ended connection's elements from a later one's subscribers).
///
/// The bookkeeping reads no element: a subscriber's disposal, the end of a connection and its disposal run in this
/// class's methods, which touch only fields whose types do not depend on `Element`, so that compiled unspecialised
/// they look up no generic metadata. The element-typed work (making a hub, subscribing the source to it, subscribing
/// an observer) is three closures made where `share` is applied, so that it is specialised there. It lives
/// in the subject engine, beside its hubs, because it keeps its lock inline (see `machineLock`).
@usableFromInline
// Unchecked: `machine` is only reached under `machineLock`; the rest is immutable.
final class ShareWhileConnected<Element>: Observable<Element>, ShareHubOwner, @unchecked Sendable {
    @usableFromInline typealias Machine = ShareStateMachine<ShareHubBase>

    /// The shared source.
    @usableFromInline let source: Observable<Element>
    /// Makes the hub of the connection of an epoch.
    @usableFromInline let makeHub: (ShareWhileConnected, Int) -> ShareHubBase
    /// Subscribes the source to a hub; the subscription is the connection.
    @usableFromInline let connectSource: (Observable<Element>, ShareHubBase) -> Disposable
    /// Subscribes an observer: ``subscriberArrived()``, then to its hub, then ``subscribed(epoch:hubEnded:)``.
    @usableFromInline let subscribeObserver: (ShareWhileConnected, AnyObserver<Element>) -> Disposable
    /// The lock of ``machine``, stored inline. It guards no value of its own: as an `RxMutex<Machine>`, the machine
    /// was destroyed through the mutex's value witness on every release of a connection.
    // Unsafe: layer storage, reached only through its address inside `withMachine(_:)`. Kept here rather than in a
    // `LockedStateOwner` base: the class derives from `Observable`, and a `LockedCell` field costs a run-time
    // exclusivity check on each access (`cell-rebinding-driver` +6.8 %).
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var machineLock = RxMutex(())
    /// The state machine, read and written only inside `withMachine(_:)`, under ``machineLock``.
    // Unsafe: guarded by `machineLock`, as the value of an `RxMutex` is.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var machine: Machine

    @inlinable
    init(
        source: Observable<Element>,
        makeHub: @escaping (ShareWhileConnected, Int) -> ShareHubBase,
        connectSource: @escaping (Observable<Element>, ShareHubBase) -> Disposable,
        subscribeObserver: @escaping (ShareWhileConnected, AnyObserver<Element>) -> Disposable
    ) {
        self.source = source
        self.makeHub = makeHub
        self.connectSource = connectSource
        self.subscribeObserver = subscribeObserver
        unsafe machine = Machine(keepsSubject: false, terminationOrder: .forwardFirst)
    }

    /// Subscribes `observer` directly, not trampolined, as RxSwift's `ShareWhileConnected` and
    /// `ShareReplay1WhileConnected` do.
    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        subscribeObserver(self, observer)
    }

    /// Runs `body` with the state machine, under its lock.
    @inlinable @inline(__always)
    final func withMachine<Result>(_ body: (inout Machine) throws -> Result) rethrows -> Result {
        try unsafe RxMutex.withLock(&machineLock) { _ in try unsafe body(&machine) }
    }

    /// Counts an arriving subscriber: returns the hub it subscribes to, making the connection's hub for the first.
    @usableFromInline
    final func subscriberArrived() -> ShareHubBase {
        switch withMachine({ $0.subscriberArrived(makeSubjectOfEpoch: { makeHub(self, $0) }) }) {
        case .subscribe(let hub, _): hub
        }
    }

    /// A subscriber counted in `epoch` subscribed to its hub: the first connects the source.
    @usableFromInline
    final func subscribed(epoch: Int, hubEnded: Bool) {
        switch withMachine({ $0.subscribed(epoch: epoch, subjectEnded: hubEnded) }) {
        case .none: break
        case .connect(let hub, let epoch): connect(hub, epoch: epoch)
        }
    }

    /// Subscribes the source to `hub` for the connection of `epoch`, and reports the connection.
    @usableFromInline
    final func connect(_ hub: ShareHubBase, epoch: Int) {
        let connection = connectSource(source, hub)
        if case .dispose(let ended) = withMachine({ $0.connected(connection, epoch: epoch) }) { dispose(ended) }
    }

    @usableFromInline
    final func released(epoch: Int) {
        if case .dispose(let ended) = withMachine({ $0.released(epoch: epoch) }) { dispose(ended) }
    }

    @usableFromInline
    final func sourceTerminated(epoch: Int) -> Machine.SourceTerminatedAction {
        withMachine { $0.sourceTerminated(epoch: epoch) }
    }

    /// Disposes an ended connection, then makes the connection that subscribers arriving meanwhile wait for, if
    /// any: a source never has two subscriptions from one share at once.
    @usableFromInline
    final func dispose(_ connection: Disposable) {
        connection.dispose()
        switch withMachine({ $0.disposed() }) {
        case .none: break
        case .connect(let hub, let epoch): connect(hub, epoch: epoch)
        }
    }
}

extension ObservableType {
    /// `share(replay:scope:)` for `replay` 0 or 1 and `.whileConnected`: a ``ShareWhileConnected``, its
    /// element-typed closures made here, at the call site, so that the element path is specialised.
    @inlinable
    func shareWhileConnected(keepingLatest keepsLatest: Bool) -> Observable<Element> {
        // Closure literals capturing nothing: no context to allocate.
        let makeHub: (ShareWhileConnected<Element>, Int) -> ShareHubBase =
            keepsLatest
            ? { owner, epoch in ShareHub<Element>(owner: owner, epoch: epoch, keepsLatest: true) }
            : { owner, epoch in ShareHub<Element>(owner: owner, epoch: epoch, keepsLatest: false) }
        return ShareWhileConnected(
            source: asObservable(),
            makeHub: makeHub,
            connectSource: { source, base in
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
            },
            subscribeObserver: { share, observer in
                let hub = share.subscriberArrived().typed(Element.self)
                // The hub itself for its first subscriber. A later subscriber's subscription to the subject core
                // releases it from the connection too. (One that received the source's end while it subscribed was
                // counted in a connection that has ended, and is released from nothing.)
                let subscription = hub.subscribe(observer)
                share.subscribed(epoch: hub.epoch, hubEnded: hub.isStopped)
                return subscription
            }
        )
    }
}
