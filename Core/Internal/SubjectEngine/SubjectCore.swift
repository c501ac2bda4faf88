// SPDX-License-Identifier: MIT
import Dispatch

/// The engine behind every subject (and `share`, `groupBy`'s groups, `window`'s windows): the observer registry and
/// its serialised delivery.
///
/// It has four parts; `Documentation/Internals/SubjectEngine.md` walks through them, and the Contract article
/// ("Subjects: who delivers") states their rules for users.
///
/// - **The state machine** (``SubjectStateMachine``), in its lock (``withMachine(_:)``): the subject's life (active, stopped,
///   disposed), what it keeps for late subscribers, the queue of work for the deliverer (elements, the terminal
///   event, observers to add or remove), the senders waiting for room in that queue, and the replays in progress.
///   It decides; this class carries out what it decides.
/// - **Who delivers: the emitter role** (``emitter``, an atomic: free, delivering, delivering with work queued). A
///   sender that finds it free takes it and delivers; one that finds it taken queues its event and returns, and the
///   holder delivers the queue, in order, before it gives the role up. Only senders take the role to deliver:
///   subscribing and disposing never deliver another thread's events.
/// - **Which observers are live: the registry** (``registry``, an ``ObserverRegistry``), read and changed only by
///   whoever holds the role. A subscriber or a disposal changes it directly when the role is free (taking the role
///   under the lock for the length of the change, which calls nothing out, so no event can queue behind it), and
///   otherwise queues the change for the holder, ordered with the events.
/// - **Each subscription's gate** (``SubjectGate``, an atomic in ``SubjectSubscription``), read by the deliverer
///   before each call: a disposed subscription receives nothing more at once, even before its slot is removed, and
///   a subscription whose replay is still being delivered makes the deliverer wait.
///
/// Every method below takes the lock, calls one event of the machine, and carries out the action it returns. Most
/// of an action runs after the lock is released (delivering, waking, waiting, releasing observers); four things run
/// under it, each with a comment where it happens: claiming the emitter role (a failed claim marks work queued, so
/// the work must be queued before anyone can take the lock), a change to the registry made while holding the role
/// briefly (so nothing can queue behind it), closing and opening a subscription's gate (the deliverer reads the gate
/// and the replay records together), and marking the role delivering again when the holder takes the queue.
///
/// **Hot path.** A `PublishSubject` element with no delivery running takes no lock: one compare-and-exchange to
/// take the role, one store of the thread's identity, the walk over the registry (one atomic load per observer),
/// one compare-and-exchange to give the role up. Other kinds take the lock once, to update what they keep.
/// Nothing allocates.
@usableFromInline
// Unchecked: the machine is guarded by the base's lock; `registry` is only touched by the holder of the emitter role, whose
// compare-and-exchanges (acquiring and releasing) order the accesses of successive holders; `emitter` and
// `deliverer` are atomic; `kind` is immutable.
// Safe: the registry's storage is owned here alone, and released once, by `deinit`.
@safe
package final class SubjectCore<Element>: LockedStateOwner<SubjectStateMachine<Element>>, @unchecked Sendable {
    @usableFromInline typealias Slot = SubjectObserverSlot<Element>
    @usableFromInline typealias Machine = SubjectStateMachine<Element>

    /// Runs `body` with the state machine, under the subject's lock (``LockedStateOwner``: stored inline, where a
    /// `Locked` object was one allocation more per subject, and typed by the class's parameter, so that the
    /// unspecialised deinitialiser destroys the machine without looking its metadata up).
    @inlinable @inline(__always)
    func withMachine<Result>(_ body: (inout Machine) throws -> Result) rethrows -> Result {
        try withState(body)
    }

    /// Who delivers.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var emitter = EmitterRole.make()

    /// The thread that last took the emitter role: lets a reentrant sender (the holder itself) skip the wait for
    /// room in the queue. Stale once the role is free, which is harmless: the queue is empty then.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var deliverer = RxAtomic<UInt>(0)

    /// What the subject keeps; fixed at creation, so readable without the lock.
    @usableFromInline let kind: SubjectKind

    /// The live observers: read and written only by the holder of the emitter role.
    // Unchecked: see the class comment; the role serialises every access.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var registry = unsafe ObserverRegistry<Element>()

    /// The subscribe and unsubscribe paths, made where the subject is created (see ``SubjectPaths``).
    @usableFromInline let paths: SubjectPaths<Element>

    /// A subject engine of `kind`.
    ///
    /// - Parameters:
    ///   - kind: Which subject it serves.
    ///   - latest: A behavior subject's initial value.
    ///   - bufferLimit: A replay subject's buffer size (nil: unbounded).
    @inlinable
    package init(kind: SubjectKind, latest: Element? = nil, bufferLimit: Int? = nil) {
        self.kind = kind
        paths = SubjectPaths()
        super.init(state: Machine(kind: kind, latest: latest, bufferLimit: bufferLimit))
    }

    deinit {
        // Unsafe: the registry's storage and retains are released once, here, where no other thread can reach it.
        unsafe registry.releaseAllAndDeallocate()
    }

    // MARK: Reading

    /// Whether a subscriber is registered and not yet disposed (false once the subject ended or was disposed).
    package var hasObservers: Bool {
        withMachine { $0.observerCount > 0 }
    }

    /// Whether ``dispose()`` was called.
    package var isDisposed: Bool {
        withMachine { $0.isDisposed }
    }

    /// Whether the subject ended with a terminal event (and was not disposed since, or, a publish subject, received
    /// it after its disposal): a new subscriber receives the replay and that event while it subscribes, and is not
    /// registered.
    @inlinable
    package var isStopped: Bool {
        withMachine { $0.stopEvent != nil }
    }

    /// The latest element of a behavior subject.
    ///
    /// - Parameter subject: The subject to name in `RxError.disposed`.
    /// - Returns: The latest element, also once the subject completed.
    /// - Throws: The error the subject failed with, or `RxError.disposed` after ``dispose()``.
    package func value(subject: AnyObject) throws -> Element {
        let (latest, stop, disposed) = withMachine { ($0.latest, $0.stopEvent, $0.isDisposed) }
        if disposed { throw RxError.disposed(object: subject) }
        if case .error(let error)? = stop { throw error }
        guard let latest else { rxInternalInconsistency("value() read from a subject that keeps no value") }
        return latest
    }

    // MARK: Sending

    /// Accepts an element and delivers it (serialised, outside the lock): the hot path.
    ///
    /// With no delivery running, the caller takes the emitter role with one compare-and-exchange and delivers to
    /// the registry. A kind that keeps nothing then takes no lock at all; the others take it once, to update what
    /// they keep. With a delivery running, the element goes through ``lockedNext(_:whileOpen:)``.
    @inlinable
    package func onNext(_ element: Element) {
        guard unsafe EmitterRole.claimIfIdle(&emitter) else { return lockedNext(element, whileOpen: nil) }
        unsafe RxAtomic.store(&deliverer, rxCurrentThreadID(), ordering: .relaxed)
        // The role is ours, and with it the registry, which holds every change made before we took it.
        if !kind.keepsElements || deliversNow(keeping: element) {
            deliverNext(element)
        }
        drain()
    }

    /// Keeps `element` for later subscribers as if it had been delivered, without delivering it: for a core that no
    /// other thread can reach yet, whose registered observers already received it (`share`'s hub, moving its first
    /// subscriber into a new core).
    @inlinable
    package func keepDelivered(_ element: Element) {
        withMachine { _ = $0.memory.elementReceived(element) }
    }

    /// Hands `element` to the machine for a sender that holds the role (a kind that keeps elements): `true` if the
    /// sender delivers it now.
    @inlinable
    func deliversNow(keeping element: Element) -> Bool {
        switch withMachine({ $0.nextReceivedHoldingRole(element) }) {
        case .deliver: true
        case .drop, .queued: false
        }
    }

    /// ``onNext(_:)`` for an element of a source the subject may have been cut off from (`share`'s connection):
    /// the element is dropped unless `gate` is open at the point where its place in the delivery order is fixed
    /// (on taking the emitter role, for a kind that keeps nothing, or under the lock). A connection whose gate is
    /// closed before a subscriber registers therefore never delivers an element to that subscriber, even one its
    /// source was sending while the connection ended.
    ///
    /// A twin of ``onNext(_:)`` rather than an optional gate in one function: measured, the optional check in the
    /// shared path cost every subject 14–25 % per element, and `combineLatest` over subjects 74 % (it changed what
    /// the compiler inlined).
    @inlinable
    package func onNext(_ element: Element, whileOpen gate: SubjectFeedGate) {
        guard unsafe EmitterRole.claimIfIdle(&emitter) else { return lockedNext(element, whileOpen: gate) }
        unsafe RxAtomic.store(&deliverer, rxCurrentThreadID(), ordering: .relaxed)
        if kind.keepsElements ? deliversNow(keeping: element, whileOpen: gate) : SubjectCore.isOpen(gate) {
            deliverNext(element)
        }
        drain()
    }

    /// Whether `gate` (if any) lets an element through.
    @inlinable @inline(__always)
    static func isOpen(_ gate: SubjectFeedGate?) -> Bool {
        guard let gate else { return true }
        return unsafe RxAtomic.load(&gate.open, ordering: .acquiring)
    }

    /// ``deliversNow(keeping:)`` for an element that passes `gate`, checked under the lock.
    @inlinable
    func deliversNow(keeping element: Element, whileOpen gate: SubjectFeedGate) -> Bool {
        let action = withMachine { machine -> Machine.NextReceivedHoldingRoleAction in
            guard SubjectCore.isOpen(gate) else { return .drop }
            return machine.nextReceivedHoldingRole(element)
        }
        switch action {
        case .deliver: return true
        case .drop, .queued: return false
        }
    }

    /// `onNext` under the lock: queues the element behind the running delivery, waits for room in the queue, or
    /// (the role came free meanwhile) delivers it.
    @usableFromInline
    func lockedNext(_ element: Element, whileOpen gate: SubjectFeedGate?) {
        let thread = rxCurrentThreadID()
        while true {
            var delivers = false
            let action = withMachine { machine -> Machine.NextReceivedAction in
                guard SubjectCore.isOpen(gate) else { return .drop }
                let action = unsafe machine.nextReceived(
                    element,
                    thread: thread,
                    deliverer: RxAtomic.load(&deliverer, ordering: .relaxed)
                )
                if case .claimRoleOrQueue = action {
                    delivers = claimRole(orQueue: .next(element), in: &machine)
                }
                return action
            }
            switch action {
            case .drop:
                return
            case .wait(let semaphore):
                semaphore.wait()
            case .claimRoleOrQueue:
                guard delivers else { return }
                unsafe RxAtomic.store(&deliverer, thread, ordering: .relaxed)
                deliverNext(element)
                drain()
                return
            }
        }
    }

    /// Accepts `event` and delivers what it produces (serialised, outside the lock).
    @inlinable
    package func on(_ event: Event<Element>) {
        guard event.isStopEvent else {
            if case .next(let element) = event { onNext(element) }
            return
        }
        terminate(event)
    }

    /// `on` with a terminal event.
    @usableFromInline
    func terminate(_ event: Event<Element>) {
        var delivers = false
        let action = withMachine { machine in
            let action = machine.terminalReceived(event)
            if case .claimRoleOrQueue(let last) = action {
                delivers = claimRole(orQueue: .terminal(event, last: last), in: &machine)
            }
            return action
        }
        switch action {
        case .drop:
            return
        case .claimRoleOrQueue(let last):
            guard delivers else { return }
            unsafe RxAtomic.store(&deliverer, rxCurrentThreadID(), ordering: .relaxed)
            deliverTerminal(event, last: last)
            drain()
        }
    }

    /// Takes the emitter role for work the machine accepted, or queues that work for the role's holder; `true` if
    /// the caller now holds the role. The work is built only when it is queued.
    ///
    /// Called with the lock held, and it must be: a failed claim marks the role "work queued", and the holder, which
    /// then takes the queue under this lock, must find the work there. Claimed outside the lock, the holder could
    /// take an empty queue, or give the role up before the work arrived and strand it.
    @inlinable
    func claimRole(orQueue work: @autoclosure () -> Machine.Pending, in machine: inout Machine) -> Bool {
        if unsafe EmitterRole.claim(&emitter) { return true }
        machine.claimFailed(work())
        return false
    }

    /// Gives back the role claimed under the lock for a change to the registry. Called with the lock held: nobody
    /// can have queued work meanwhile, since queuing needs the lock, so the caller never has to deliver.
    @inlinable
    func releaseBriefClaim() {
        guard unsafe EmitterRole.release(&emitter) else {
            rxInternalInconsistency("work was queued while the registry changed under the lock")
        }
    }

    /// Delivers `element` to the registry. Called by the holder of the role only.
    @inlinable @inline(__always)
    func deliverNext(_ element: Element) {
        // Changes to the registry made while we deliver (reentrant subscriptions and disposals) are queued, so
        // the storage stays in place during the walk; slots are unmanaged and immutable: nothing is retained.
        guard let base = unsafe registry.base else { return }
        let count = unsafe registry.count
        var index = unsafe registry.head
        while index < count {
            if let slot = unsafe base[index] {
                // Unsafe: the registry keeps its retain of the slot for the whole walk (see above).
                unsafe slot._withUnsafeGuaranteedRef { slot in
                    switch unsafe RxAtomic.load(&slot.subscription.gate, ordering: .acquiring) {
                    case .live: slot.observer.onNext(element)
                    case .replaying: deliverPastGate(.next(element), to: slot)
                    case .disposed: break
                    }
                }
            }
            index += 1
        }
    }

    /// Delivers a terminal event to the registry, then empties it. Called by the holder of the role only.
    @usableFromInline
    func deliverTerminal(_ event: Event<Element>, last: Element?) {
        if let last { deliverNext(last) }
        if let base = unsafe registry.base {
            for index in unsafe registry.head..<registry.count {
                guard let slot = unsafe base[index] else { continue }
                // Unsafe: the registry keeps its retain of the slot until `removeAll()` below hands it over.
                unsafe slot._withUnsafeGuaranteedRef { slot in
                    switch unsafe RxAtomic.load(&slot.subscription.gate, ordering: .acquiring) {
                    case .live: slot.observer.on(event)
                    case .replaying: deliverPastGate(event, to: slot)
                    case .disposed: break
                    }
                }
            }
        }
        unsafe registry.removeAll().forEach { unsafe $0.release() }
    }

    /// The deliverer reached a subscriber still receiving its replay: waits for the replay to end, then delivers
    /// (or leaves the event to the replaying thread, when that is this thread).
    @usableFromInline
    func deliverPastGate(_ event: Event<Element>, to slot: Slot) {
        let thread = rxCurrentThreadID()
        let subscription = ObjectIdentifier(slot.subscription)
        while true {
            let action = withMachine { machine in
                // The gate is read under the lock: the replaying thread opens it and forgets its replay in one step
                // under this lock, so a closed gate read here always has its replay recorded.
                unsafe machine.gateReached(
                    subscription,
                    gate: RxAtomic.load(&slot.subscription.gate, ordering: .acquiring),
                    event: event,
                    thread: thread
                )
            }
            switch action {
            case .deliver:
                slot.observer.on(event)
                return
            case .skip, .leftInBacklog:
                return
            case .wait(let semaphore):
                semaphore.wait()
            }
        }
    }

    /// Carries out what was queued while this thread was delivering, then gives up the emitter role.
    @inlinable
    func drain() {
        if unsafe EmitterRole.release(&emitter) { return }
        drainQueued()
    }

    /// ``drain()`` once work was found queued.
    @usableFromInline
    func drainQueued() {
        while true {
            let action = withMachine { machine in
                // Under the lock: marking the role "delivering" again and taking the queue are one step for the
                // senders, who queue only under this lock. Work queued after it makes the next release fail, so none
                // is left behind.
                unsafe EmitterRole.resume(&emitter)
                return machine.drainStarted()
            }
            switch action {
            case .carryOut(let work, let wake):
                for semaphore in wake { semaphore.signal() }
                for item in work {
                    switch item {
                    case .next(let element):
                        deliverNext(element)
                    case .terminal(let event, let last):
                        deliverTerminal(event, last: last)
                    case .insert(let slot):
                        unsafe registry.insert(slot)
                    case .remove(let subscription):
                        unsafe registry.remove(subscription)?.release()
                    case .clear:
                        unsafe registry.removeAll().forEach { unsafe $0.release() }
                    }
                }
            }
            if unsafe EmitterRole.release(&emitter) { return }
        }
    }

    // MARK: Subscribing

    /// Registers `observer` and delivers what the subject keeps for it before returning.
    ///
    /// - Parameters:
    ///   - observer: The new observer.
    ///   - subject: The subject to name in `RxError.disposed`.
    /// - Returns: The subscription; disposing it removes the observer.
    @inlinable
    package func subscribe(_ observer: AnyObserver<Element>, subject: AnyObject) -> Disposable {
        paths.subscribe(self, observer, subject)
    }

    /// ``subscribe(_:subject:)``'s work, run through ``paths``; `share`'s hub calls it directly, with itself as
    /// `leaving`, so that the subscription's disposal also releases the subscriber from the share's connection, with
    /// no object of its own for that.
    @inlinable
    func performSubscribe(
        _ observer: AnyObserver<Element>,
        subject: AnyObject,
        leaving: ShareSubscriberRelease? = nil
    ) -> Disposable {
        let subscription = SubjectSubscription(core: self, leaving: leaving)
        let slot = Slot(observer: observer, subscription: subscription)
        let thread = rxCurrentThreadID()
        let action = withMachine { machine in
            let action = machine.subscribed(ObjectIdentifier(subscription), thread: thread)
            switch action {
            case .rejectDisposed, .replayAndEnd:
                break
            case .register:
                register(slot, in: &machine)
            case .registerAndReplay:
                // Closed under the lock, before the slot can reach a deliverer (through the registry or the queue):
                // a deliverer must find it closed, and then finds the replay the machine just recorded.
                unsafe RxAtomic.store(&subscription.gate, .replaying, ordering: .releasing)
                register(slot, in: &machine)
            }
            return action
        }
        switch consume action {
        case .rejectDisposed:
            // A disposed subject delivers nothing else to anyone.
            observer.on(.error(RxError.disposed(object: subject)))
            return Disposables.create()
        case .replayAndEnd(let events):
            // Not registered: no one else delivers to this observer.
            for event in events where !subscription.isDisposed { observer.on(event) }
            return subscription
        case .register:
            return subscription
        case .registerAndReplay(let elements):
            elements.forEach { element in
                if !subscription.isDisposed { observer.onNext(element) }
            }
            finishReplay(of: slot)
            return subscription
        }
    }

    /// Inserts `slot` into the registry now, or queues the insertion for the holder of the role. Called with the
    /// lock held.
    @inlinable
    func register(_ slot: Slot, in machine: inout Machine) {
        guard claimRole(orQueue: .insert(slot), in: &machine) else { return }
        // The role is ours, under the lock: no one delivers, and no one can queue work before we give it back, so
        // the subscribing thread never has to deliver another thread's events.
        unsafe registry.insert(slot)
        releaseBriefClaim()
    }

    /// Delivers what the deliverer left for a replaying subscriber, then opens its gate and wakes the deliverer.
    @inlinable
    func finishReplay(of slot: Slot) {
        let thread = rxCurrentThreadID()
        let subscription = ObjectIdentifier(slot.subscription)
        while true {
            let action = withMachine { machine in
                let action = machine.replayFinished(subscription, thread: thread)
                if case .openGate = action {
                    // Opened under the lock, in the same step as the machine forgot the replay: a deliverer reading
                    // the gate under this lock sees either a closed gate and its replay, or an open gate.
                    _ = unsafe RxAtomic.compareExchange(
                        &slot.subscription.gate,
                        expected: .replaying,
                        desired: .live,
                        ordering: .acquiringAndReleasing
                    )
                }
                return action
            }
            switch action {
            case .deliverBacklog(let backlog):
                for event in backlog where !slot.subscription.isDisposed { slot.observer.on(event) }
            case .openGate(let wake):
                wake?.signal()
                return
            }
        }
    }

    /// Removes a disposed subscription's observer, now or through the holder of the role.
    @usableFromInline
    func unsubscribe(_ subscription: SubjectSubscription<Element>) {
        paths.unsubscribe(self, subscription)
    }

    /// ``unsubscribe(_:)``'s work, run through ``paths``.
    @inlinable
    func performUnsubscribe(_ subscription: SubjectSubscription<Element>) {
        // Unsafe: the slot comes out of the registry with its retain, which this call owns and gives up once.
        let removed = unsafe withMachine { machine -> Unmanaged<Slot>? in
            switch machine.subscriptionDisposed() {
            case .none:
                return nil
            case .removeSlot:
                guard claimRole(orQueue: .remove(subscription), in: &machine) else { return nil }
                // Under the lock, holding the role briefly: see `register(_:in:)`.
                let removed = unsafe registry.remove(subscription)
                releaseBriefClaim()
                return unsafe removed
            }
        }
        // Released outside the lock: releasing an observer runs its deinitialisers.
        unsafe removed?.release()
    }

    // MARK: Disposing

    /// Disposes the subject: drops the queued work, wakes the waiting senders and releases every observer (now, or
    /// through the holder of the role); later subscribers receive `RxError.disposed` and later elements are ignored.
    /// A later terminal event is ignored too, except by a publish subject, which keeps it for later subscribers (as
    /// RxSwift's `PublishSubject` does).
    package func dispose() {
        // Unsafe: the slots come out of the registry with their retains, which this call owns and gives up once.
        var removed: [Unmanaged<Slot>] = unsafe []
        let action = withMachine { machine in
            let action = machine.disposed()
            if case .clearRegistry = action, claimRole(orQueue: .clear, in: &machine) {
                // Under the lock, holding the role briefly: see `register(_:in:)`.
                unsafe removed = unsafe registry.removeAll()
                releaseBriefClaim()
            }
            return action
        }
        switch action {
        case .none:
            break
        case .clearRegistry(let dropped, let wake):
            for semaphore in wake { semaphore.signal() }
            unsafe removed.forEach { unsafe $0.release() }
            // The dropped work (elements, observers never inserted) is released here, outside the lock.
            _ = dropped
        }
    }
}

/// The states of a subject subscription's gate, stored in its ``SubjectSubscription/gate``.
///
/// ```
///   replaying ──replay delivered──▶ live ──dispose()──▶ disposed
///       └──────────────────dispose()─────────────────────▲
/// ```
@usableFromInline
package enum SubjectGate: Int, RxAtomicValue {
    /// The subscription receives events.
    case live = 0
    /// Disposed: nothing more is delivered.
    case disposed = 1
    /// The subscribing thread is delivering the replay; the deliverer waits.
    case replaying = 2

    /// The gate a word made by ``atomicWord`` stands for.
    @inlinable
    package init(atomicWord: Int) {
        // Only the words of the three gates are ever stored, so two comparisons decode any of them: a checked
        // decoding (`init(rawValue:)` and a trap) measured slower on `publish-pump`.
        self =
            atomicWord == SubjectGate.live.rawValue
            ? .live : atomicWord == SubjectGate.replaying.rawValue ? .replaying : .disposed
    }

    /// The gate as a machine word.
    @inlinable
    package var atomicWord: Int { rawValue }
}

/// One subscription to a subject: its gate, read by the deliverer before each event, and the way back to the
/// registry on `dispose()`. The object takes 40 bytes: its header and three words.
@usableFromInline
// Unchecked: `gate` is atomic; `core` is only read by the one caller that wins the gate; `slot` is only touched by
// the holder of the core's emitter role.
package final class SubjectSubscription<Element>: Cancelable, @unchecked Sendable {
    /// Live, disposed or replaying; read by the deliverer before each event.
    @usableFromInline @exclusivity(unchecked) package final nonisolated(unsafe) var gate = RxAtomic(SubjectGate.live)
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var core: SubjectCore<Element>?
    /// The logical index of this subscription's slot in the registry, -1 when it has none.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) package var slot = -1
    /// The `share` connection whose subscriber this is (a ``ShareHubBase`` or a `ShareFeed`), told when the
    /// subscription is disposed (see ``SubjectCore/performSubscribe(_:subject:leaving:)``); nil for every other
    /// subject. (A constant: read from a variable, it would be retained for the call, a retain and a release more
    /// per `Driver` subscriber.)
    @usableFromInline let leaving: ShareSubscriberRelease?

    /// A subscription to `core`, not yet registered.
    @inlinable
    package convenience init(core: SubjectCore<Element>) {
        self.init(core: core, leaving: nil)
    }

    /// A subscription to `core` of a subscriber of `share`'s `leaving` hub, not yet registered.
    @inlinable
    init(core: SubjectCore<Element>, leaving: ShareSubscriberRelease?) {
        self.leaving = leaving
        unsafe self.core = core
    }

    /// Whether ``dispose()`` was called.
    @inlinable
    package var isDisposed: Bool {
        unsafe RxAtomic.load(&gate, ordering: .acquiring) == .disposed
    }

    /// Closes the gate for good (the deliverer skips this subscription from now on) and removes the observer from
    /// the registry; idempotent.
    @usableFromInline
    package func dispose() {
        if unsafe RxAtomic.exchange(&gate, .disposed, ordering: .acquiringAndReleasing) == .disposed { return }
        let core = unsafe self.core
        unsafe self.core = nil
        core?.unsubscribe(self)
        leaving?.subscriberLeft()
    }
}

/// What a subject subscription made for a `share` subscriber tells when it is disposed
/// (``SubjectSubscription/leaving``): the connection the subscriber is counted in, and its epoch, so that the
/// subscription releases the subscriber from it and the subscriber needs no object of its own for that. The light
/// share's ``ShareHubBase`` is one, and so is a connection of the other variants (`ShareFeed`, a
/// ``SubjectFeedGate``). Not generic, so that the subscription calls it without knowing the share.
@usableFromInline
// Unchecked: immutable.
package class ShareSubscriberRelease: @unchecked Sendable {
    /// The connection the subscribers are counted in.
    @usableFromInline let owner: any ShareHubOwner
    /// The connection's epoch.
    @usableFromInline let epoch: Int

    @inlinable
    init(owner: any ShareHubOwner, epoch: Int) {
        self.owner = owner
        self.epoch = epoch
    }

    /// A subscriber's subject subscription was disposed: releases it from the connection.
    @usableFromInline
    final func subscriberLeft() {
        owner.released(epoch: epoch)
    }
}

/// The owner of a ``SubjectFeedGate`` made on its own, not as a `share` connection: it has no subscribers to release
/// and no connection to end.
private final class StandaloneFeedOwner: ShareHubOwner {
    static let shared = StandaloneFeedOwner()

    func released(epoch: Int) {}

    func sourceTerminated(epoch: Int) -> ShareSourceTerminatedAction { .drop }

    func dispose(_ connection: Disposable) {}
}

/// One feed of elements into a subject that can be cut off (`share`'s connection to its source): a flag that
/// ``SubjectCore/onNext(_:whileOpen:)`` reads where an element's place in the delivery order is fixed, so that an
/// element the source was still sending when the feed was closed is dropped rather than delivered to a subscriber
/// that registered after the close. `share`'s connection (`ShareFeed`) is one, so that it is also what its
/// subscribers' subscriptions release themselves through (``ShareSubscriberRelease``).
@usableFromInline
// Unchecked: `open` is atomic; subclasses document their own state.
package class SubjectFeedGate: ShareSubscriberRelease, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var open = RxAtomic<Bool>(true)

    /// A gate of its own, belonging to no `share` connection.
    package convenience init() {
        self.init(connection: StandaloneFeedOwner.shared, epoch: 0)
    }

    /// The gate of a `share` connection (`ShareFeed`), which is also what its subscribers release themselves through.
    @usableFromInline
    init(connection owner: any ShareHubOwner, epoch: Int) {
        super.init(owner: owner, epoch: epoch)
    }

    /// Stops letting elements through. Call it where no subscriber of a later feed can have subscribed yet (under
    /// the lock that counts them); it calls nothing out.
    @inlinable
    package final func close() {
        unsafe RxAtomic.store(&open, false, ordering: .releasing)
    }
}

/// A subject's subscribe and unsubscribe paths, as two functions made where the subject is created.
///
/// The subject classes are generic, and their `_subscribe` is an overridden method, which Swift compiles once, for
/// every element type: run that way, each use of a generic type in the path (the machine, its actions, the events
/// of a replay, the slot) asks the runtime for the type's metadata, a hash-table look-up, dozens of times per
/// subscription. The subjects' and relays' initialisers are inlinable, so where an app creates a
/// `BehaviorRelay<Int>` the compiler knows the element type, and the two closures made here are compiled for it,
/// with the whole path inlined into them and no look-up left. A subject created in generic code (`share`'s) gets
/// the same path compiled generically. `Documentation/Internals/Specialisation.md` gives the figures.
@usableFromInline
package struct SubjectPaths<Element>: Sendable {
    @usableFromInline let subscribe: @Sendable (SubjectCore<Element>, AnyObserver<Element>, AnyObject) -> Disposable
    @usableFromInline let unsubscribe: @Sendable (SubjectCore<Element>, SubjectSubscription<Element>) -> Void

    @inlinable
    init() {
        subscribe = { core, observer, subject in core.performSubscribe(observer, subject: subject) }
        unsubscribe = { core, subscription in core.performUnsubscribe(subscription) }
    }
}
