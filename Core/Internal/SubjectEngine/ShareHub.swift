// SPDX-License-Identifier: MIT
/// The subject of one connection of `share(replay: 0 or 1, scope: .whileConnected)`, the share every `Driver` and
/// `Signal` operator makes: with one subscriber it is a single object that forwards the source's events straight to
/// that subscriber, and it becomes a ``SubjectCore`` (registry, replay, serialised delivery) only when a second
/// subscriber arrives.
///
/// A connection's hub is made for its first subscriber, and its subscription is the hub itself (``dispose()``); a
/// later subscriber of the same connection moves the first one into a subject core and subscribes there, as one of a
/// subject's subscribers. What it kept moves along: the latest element (with `replay: 1`) and the end.
///
/// The base class holds what the connection's bookkeeping (``ShareWhileConnected``, which reads no element) reads,
/// so that a subscriber's disposal, a connection's end and its disposal run compiled once, with no look-up of
/// generic metadata; ``ShareHub`` holds the element-typed rest.
@usableFromInline
// Unchecked: immutable; the subclass keeps its state in a lock.
class ShareHubBase: ShareSubscriberRelease, Disposable, @unchecked Sendable {
    /// What the first subscriber's leaving did.
    @usableFromInline enum FirstLeft {
        /// It had left already.
        case already
        /// It left while the hub forwarded to it alone.
        case alone
        /// It left after moving into the subject core: dispose this subscription to the core.
        case moved(Disposable)
    }

    /// Makes the first subscriber leave: a closure literal of the subclass's initialiser, so that it is compiled for
    /// the element type while this class is not generic.
    @usableFromInline let leaveFirst: (ShareHubBase) -> FirstLeft

    @inlinable
    init(owner: any ShareHubOwner, epoch: Int, leaveFirst: @escaping (ShareHubBase) -> FirstLeft) {
        self.leaveFirst = leaveFirst
        super.init(owner: owner, epoch: epoch)
    }

    /// This hub as the ``ShareHub`` it is: every hub is made as a `ShareHub<Element>` of its share's element type, and
    /// the connection's non-generic bookkeeping hands it back only to code of that share.
    @inlinable @inline(__always)
    final func typed<Element>(_: Element.Type) -> ShareHub<Element> {
        assert(self is ShareHub<Element>, "share: a hub handed to a share of another element type")
        // Unsafe: checked in debug builds above; a hub never leaves the share that made it (see the summary).
        return unsafe unsafeDowncast(self, to: ShareHub<Element>.self)
    }

    /// The first subscriber's disposal: stops forwarding to it (or disposes its subscription to the subject core),
    /// then releases it from the connection; idempotent.
    @usableFromInline
    final func dispose() {
        switch leaveFirst(self) {
        case .already:
            return
        case .alone:
            break
        case .moved(let subscription):
            subscription.dispose()
        }
        owner.released(epoch: epoch)
    }
}

/// A ``ShareHubBase`` whose state sits beside a lock stored inline, typed by this class's parameter: the hub's
/// deinitialiser, which runs unspecialised, destroys the state with the metadata its class already has. (As
/// `RxMutex<State>` in ``ShareHub`` itself, each release of a hub looked up the metadata of `RxMutex<State>` and
/// `State`, about 350 instructions each.) The subclass reaches the state only through ``withState(_:)``.
@usableFromInline
// Unchecked: `lockedState` is only reached under `lock`; the rest is `ShareHubBase`'s.
class LockedShareHub<State>: ShareHubBase, @unchecked Sendable {
    // Unsafe: layer storage, reached only through its address inside `withState(_:)`.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var lock = RxMutex(())
    // Unsafe: guarded by `lock`, as the value of an `RxMutex` is.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var lockedState: State

    @inlinable
    init(
        state: consuming State,
        owner: any ShareHubOwner,
        epoch: Int,
        leaveFirst: @escaping (ShareHubBase) -> FirstLeft
    ) {
        unsafe lockedState = state
        super.init(owner: owner, epoch: epoch, leaveFirst: leaveFirst)
    }

    /// Runs `body` with the state, under the hub's lock.
    @inlinable @inline(__always)
    final func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try unsafe RxMutex.withLock(&lock) { _ in try unsafe body(&lockedState) }
    }
}

/// ``ShareHubBase`` for elements of type `Element`.
@usableFromInline
// Unchecked: `state` is only reached through its lock, `fanOutCore` is published once behind `fannedOut`; the rest
// is immutable.
final class ShareHub<Element>: LockedShareHub<ShareHubState<Element>>, @unchecked Sendable {

    /// Whether the share replays the latest element (`replay: 1`).
    @usableFromInline let keepsLatest: Bool
    /// The subject core once made (``ShareHubState/core``), for the source's elements to reach it without the hub's lock:
    /// written once, under the lock, before ``fannedOut`` is set (a releasing store); read only after ``fannedOut``
    /// was found set (an acquiring load), and never changed after.
    // Unsafe: written once before `fannedOut` is set and read only after it is found set (see above).
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var fanOutCore: SubjectCore<Element>?
    /// Whether ``fanOutCore`` is set.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var fannedOut = RxAtomic<Bool>(false)

    @inlinable
    init(owner: any ShareHubOwner, epoch: Int, keepsLatest: Bool) {
        self.keepsLatest = keepsLatest
        super.init(state: ShareHubState(), owner: owner, epoch: epoch) { hub in
            // The base passes itself, and this closure is only ever handed to a `ShareHub<Element>`.
            hub.typed(Element.self).firstLeaves()
        }
    }

    /// Where an element goes.
    @usableFromInline enum NextTarget {
        case nobody
        case first((Element) -> Void)
        case core(SubjectCore<Element>)
    }

    /// Where an event goes.
    @usableFromInline enum Target {
        case nobody
        case first(AnyObserver<Element>)
        case core(SubjectCore<Element>)
    }

    /// Subscribes `observer` to this connection. The hub's first subscriber is forwarded to alone, and its
    /// subscription is the hub itself; a later one moves the first into a subject core, with what the hub kept, and
    /// subscribes to that core (receiving the replay and, after the source's end, that end): its subscription to
    /// the core is returned, and disposing it also releases it from the connection. (Not an optional: moving the
    /// returned existential on, rather than unwrapping a copy, saves two existential copies a subscription.)
    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let core: SubjectCore<Element>? = withState { state in
            if let core = state.core { return core }
            // The first subscriber arrives before the source is connected: the hub has nothing to replay yet.
            guard state.first != nil || state.firstLeft || state.latest != nil || state.end != nil else {
                state.first = observer
                return nil
            }
            return makeCore(&state)
        }
        guard let core else { return self }
        return core.performSubscribe(observer, subject: core, leaving: self)
    }

    /// Makes the subject core a second subscriber needs, holding what the hub kept and, unless it left or the source
    /// ended, the first subscriber. Runs under the hub's lock, while nothing else can reach the new core: the core's
    /// own lock is taken inside, and no observer is called (the first receives no replay: it had everything).
    @inlinable
    func makeCore(_ state: inout ShareHubState<Element>) -> SubjectCore<Element> {
        let core = keepsLatest ? SubjectCore<Element>(kind: .replay, bufferLimit: 1) : SubjectCore(kind: .publish)
        if let first = state.first, state.end == nil {
            state.firstMoved = core.subscribe(first, subject: core)
        }
        state.first = nil
        if let latest = state.latest {
            core.keepDelivered(latest)
            state.latest = nil
        }
        if let end = state.end { core.on(end) }
        state.core = core
        // Unsafe: published once, before the flag, as the fields' comments say.
        unsafe fanOutCore = core
        unsafe RxAtomic.store(&fannedOut, true, ordering: .releasing)
        return core
    }

    /// The first subscriber left: it is not forwarded to any more.
    @inlinable
    func firstLeaves() -> FirstLeft {
        let (left, observer): (FirstLeft, AnyObserver<Element>?) = withState { state in
            if state.firstLeft { return (.already, nil) }
            state.firstLeft = true
            let observer = state.first
            state.first = nil
            guard let moved = state.firstMoved.take() else { return (.alone, observer) }
            return (.moved(moved), observer)
        }
        // Released here, outside the lock: its closures may hold anything.
        withExtendedLifetime(observer) {}
        return left
    }

    /// Whether the source's end reached the hub.
    @inlinable
    var isStopped: Bool {
        withState { $0.end != nil }
    }

    /// The source's element: to the first subscriber, or through the subject core.
    @inlinable
    func onNext(_ element: Element) {
        // Unsafe: the core is read only once it is published (see `fanOutCore`); with it, a shared connection's
        // elements take the subject's own path, as they did before the hub, with no lock of the hub's.
        if unsafe RxAtomic.load(&fannedOut, ordering: .acquiring), let core = unsafe fanOutCore {
            return core.onNext(element)
        }
        // The element handler alone leaves the lock: one closure to retain rather than the observer's two.
        let target: NextTarget = withState { state in
            if let core = state.core { return .core(core) }
            if keepsLatest { state.latest = element }
            guard let first = state.first else { return .nobody }
            return .first(first.nextHandler)
        }
        switch target {
        case .nobody: break
        case .first(let onNext): onNext(element)
        case .core(let core): core.onNext(element)
        }
    }

    /// The source's end, once the connection ended: to the first subscriber (which is then released), or through
    /// the subject core.
    @inlinable
    func forward(_ end: Event<Element>) {
        let target: Target = withState { state in
            state.end = end
            if let core = state.core { return .core(core) }
            guard let first = state.first else { return .nobody }
            state.first = nil
            return .first(first)
        }
        switch target {
        case .nobody: break
        case .first(let observer): observer.on(end)
        case .core(let core): core.on(end)
        }
    }

    /// The source's end: ends the connection, then forwards the end and disposes the source subscription in the
    /// order the connection's machine says.
    @inlinable
    func terminate(_ end: Event<Element>) {
        owner.sourceTerminated(epoch: epoch).carryOut(forward: { forward(end) }, dispose: { owner.dispose($0) })
    }
}

/// What a ``ShareHub`` keeps under its lock.
@usableFromInline
struct ShareHubState<Element> {
    /// The first subscriber, while the hub forwards to it alone.
    @usableFromInline var first: AnyObserver<Element>?
    /// Whether the first subscriber left.
    @usableFromInline var firstLeft = false
    /// The first subscriber's subscription to ``core``, once it moved there.
    @usableFromInline var firstMoved: Disposable?
    /// The latest element, kept for a later subscriber when the share replays one.
    @usableFromInline var latest: Element?
    /// The source's end.
    @usableFromInline var end: Event<Element>?
    /// The subject core, once a second subscriber arrived.
    @usableFromInline var core: SubjectCore<Element>?

    @inlinable
    init() {}
}
