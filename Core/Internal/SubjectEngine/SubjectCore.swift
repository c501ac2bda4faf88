// SPDX-License-Identifier: MIT
import Dispatch

/// What a subject keeps for late subscribers.
@usableFromInline
package enum SubjectKind: Sendable {
    /// Nothing: `PublishSubject`.
    case publish
    /// The latest element: `BehaviorSubject`.
    case behavior
    /// The last elements: `ReplaySubject`.
    case replay
    /// The last element, delivered only on completion: `AsyncSubject`.
    case async
}

/// The observer registry and the serialised delivery shared by every subject (and `share`, `groupBy`, `window`).
///
/// The delivery state is a state machine in three parts; the Contract article ("Subjects: who delivers") states
/// its rules for users.
///
/// - **Who delivers: the emitter role** (an atomic: free, delivering, delivering with work queued). A sender
///   that finds it free takes it and delivers; one that finds it taken queues its event under the lock and
///   returns, and the holder delivers the queue, in order, before it gives the role up. Only senders ever take
///   the role to deliver: subscribing and disposing never deliver another thread's events.
/// - **What is queued and what is kept: ``SubjectStateMachine``**, under the lock: the subject's life (active,
///   stopped, disposed), BehaviorSubject's value or ReplaySubject's buffer, the queue of work for the holder
///   (elements, the terminal event, observers to add or remove), the senders waiting for room in the queue, and
///   the threads replaying to a new subscriber.
/// - **Which observers are live: the registry** (``ObserverRegistry``), read and changed only by whoever holds
///   the role, outside the lock. A subscriber or a disposal changes it directly when the role is free (taking
///   the role under the lock for the length of the change, which calls nothing out, so no event can queue behind
///   it), and otherwise queues the change for the holder, ordered with the events. Each subscription carries an
///   atomic gate (live, disposed, replaying) that the deliverer reads before each call: a disposed subscription
///   receives nothing more at once, even before its slot is removed.
///
/// **Replay.** A new subscriber's replay (BehaviorSubject's value, ReplaySubject's buffer) is taken under the
/// lock when it registers and delivered by the subscribing thread before `subscribe` returns. Until then its gate
/// is closed: a deliverer reaching it waits for the replay to end, so events accepted after the registration
/// follow the replay, in order. (If the replaying thread itself became the deliverer, because its observer sent
/// during the replay, those events are left for it and delivered right after the replay.)
///
/// **Backpressure.** The queue is bounded: a sender on another thread waits while
/// ``SubjectStateMachine/queueLimit`` items are queued, and is woken when the holder takes the queue.
///
/// **Hot path.** A `PublishSubject` element with no delivery running takes no lock: one compare-and-exchange to
/// take the role, one store of the thread's identity, the walk over the registry (one atomic load per observer),
/// one compare-and-exchange to give the role up. Other kinds take the lock once, to update what they keep.
/// Nothing allocates.
@usableFromInline
// Unchecked: the state machine lives in `state`, guarded by its lock; `registry` is only touched by the holder of
// the emitter role, whose compare-and-exchanges (acquiring and releasing) order the accesses of successive
// holders; `deliverer` is atomic.
package final class SubjectCore<Element>: @unchecked Sendable {
    @usableFromInline package typealias Slot = SubjectObserverSlot<Element>
    @usableFromInline package typealias Machine = SubjectStateMachine<Element>

    @usableFromInline package let state: Locked<Machine>

    /// Who delivers.
    @usableFromInline @exclusivity(unchecked) package final nonisolated(unsafe) var emitter = EmitterRole.make()

    /// The thread that last took the emitter role: lets a reentrant sender (the holder itself) skip the wait for
    /// room in the queue. Stale once the role is free, which is harmless: the queue is empty then.
    @usableFromInline @exclusivity(unchecked) package final nonisolated(unsafe) var deliverer = RxAtomic<UInt>(0)

    /// What the subject keeps; fixed at creation, so readable without the lock.
    @usableFromInline package let kind: SubjectKind

    /// The live observers: read and written only by the holder of the emitter role.
    // Unchecked: see the class comment; the role serialises every access.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) package var registry = ObserverRegistry<Element>()

    package init(kind: SubjectKind, latest: Element? = nil, bufferLimit: Int? = nil) {
        self.kind = kind
        state = Locked(Machine(kind: kind, latest: latest, bufferLimit: bufferLimit))
    }

    deinit {
        for slot in registry.removeAll() { slot.release() }
        registry.deallocate()
    }

    // MARK: Sending

    /// Accepts an element and delivers it (serialised, outside the lock): the hot path.
    ///
    /// With no delivery running, the caller takes the emitter role with one compare-and-exchange and delivers to
    /// the registry. A `PublishSubject` then takes no lock at all; the other kinds take it once, to update what
    /// they keep. With a delivery running, the element goes through ``lockedNext(_:)``.
    @inlinable
    package func onNext(_ element: Element) {
        guard EmitterRole.claimIfIdle(&emitter) else { return lockedNext(element) }
        RxAtomic.store(&deliverer, rxCurrentThreadID(), ordering: .relaxed)
        // The role is ours, and with it the registry, which holds every change made before we took it.
        if kind == .publish || state.withLock({ $0.nextHoldingRole(element) }) {
            deliverNext(element)
        }
        drain()
    }

    /// `onNext` under the lock: queues the element behind the running delivery, waits for room in the queue, or
    /// (the role came free meanwhile) delivers it.
    @usableFromInline
    package func lockedNext(_ element: Element) {
        let thread = rxCurrentThreadID()
        while true {
            let action = state.withLock {
                $0.next(
                    element,
                    role: &emitter,
                    thread: thread,
                    deliverer: RxAtomic.load(&deliverer, ordering: .relaxed)
                )
            }
            switch action {
            case .drop, .queued:
                return
            case .wait(let semaphore):
                semaphore.wait()
            case .deliver:
                RxAtomic.store(&deliverer, thread, ordering: .relaxed)
                deliverNext(element)
                drain()
                return
            }
        }
    }

    /// Delivers `element` to the registry. Called by the holder of the role only.
    @inlinable @inline(__always)
    package func deliverNext(_ element: Element) {
        // Changes to the registry made while we deliver (reentrant subscriptions and disposals) are queued, so
        // the storage stays in place during the walk; slots are unmanaged and immutable: nothing is retained.
        guard let base = registry.base else { return }
        let count = registry.count
        var index = registry.head
        while index < count {
            if let slot = base[index] {
                slot._withUnsafeGuaranteedRef { slot in
                    let gate = RxAtomic.load(&slot.subscription.gate, ordering: .acquiring)
                    if gate == SubjectGate.live {
                        slot.observer.onNext(element)
                    } else if gate == SubjectGate.replaying {
                        deliverPastGate(.next(element), to: slot)
                    }
                }
            }
            index += 1
        }
    }

    /// Delivers a terminal event to the registry, then empties it. Called by the holder of the role only.
    @usableFromInline
    package func deliverTerminal(_ event: Event<Element>, last: Element?) {
        if let last { deliverNext(last) }
        if let base = registry.base {
            for index in registry.head..<registry.count {
                guard let slot = base[index] else { continue }
                slot._withUnsafeGuaranteedRef { slot in
                    let gate = RxAtomic.load(&slot.subscription.gate, ordering: .acquiring)
                    if gate == SubjectGate.live {
                        slot.observer.on(event)
                    } else if gate == SubjectGate.replaying {
                        deliverPastGate(event, to: slot)
                    }
                }
            }
        }
        for slot in registry.removeAll() { slot.release() }
    }

    /// The deliverer reached a subscriber still receiving its replay on another thread: waits for the replay to
    /// end, then delivers.
    @usableFromInline
    package func deliverPastGate(_ event: Event<Element>, to slot: Slot) {
        let thread = rxCurrentThreadID()
        while true {
            switch state.withLock({ $0.gateReached(slot.subscription, event: event, thread: thread) }) {
            case .deliver:
                slot.observer.on(event)
                return
            case .skip:
                return
            case .wait(let semaphore):
                semaphore.wait()
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
        switch state.withLock({ $0.terminate(event, role: &emitter) }) {
        case .drop, .queued:
            return
        case .deliver(let last):
            RxAtomic.store(&deliverer, rxCurrentThreadID(), ordering: .relaxed)
            deliverTerminal(event, last: last)
            drain()
        }
    }

    /// Carries out what was queued while this thread was delivering, then gives up the emitter role.
    @inlinable
    package func drain() {
        if EmitterRole.release(&emitter) { return }
        drainQueued()
    }

    /// ``drain()`` once work was found queued.
    @usableFromInline
    package func drainQueued() {
        while true {
            let (work, waiting) = state.withLock { $0.takeQueued(role: &emitter) }
            for semaphore in waiting { semaphore.signal() }
            for item in work {
                switch item {
                case .next(let element):
                    deliverNext(element)
                case .terminal(let event, let last):
                    deliverTerminal(event, last: last)
                case .insert(let slot):
                    registry.insert(slot)
                case .remove(let subscription):
                    registry.remove(subscription)?.release()
                case .clear:
                    for slot in registry.removeAll() { slot.release() }
                }
            }
            if EmitterRole.release(&emitter) { return }
        }
    }

    // MARK: Subscribing

    /// Registers `observer` and delivers what the subject keeps for it before returning.
    package func subscribe(_ observer: AnyObserver<Element>, subject: AnyObject) -> Disposable {
        let subscription = SubjectSubscription(core: self)
        let slot = Slot(observer: observer, subscription: subscription)
        let thread = rxCurrentThreadID()
        let action = state.withLock { machine -> Machine.SubscribeAction in
            let (action, insertNow) = machine.subscribe(slot, thread: thread, role: &emitter)
            if insertNow {
                // The role is ours, under the lock: no one delivers, and no one can queue work meanwhile.
                registry.insert(slot)
                machine.releaseBriefClaim(&emitter)
            }
            return action
        }
        switch action {
        case .rejectDisposed:
            // A disposed subject delivers nothing else to anyone.
            observer.on(.error(RxError.disposed(object: subject)))
            return Disposables.create()
        case .replayAndEnd(let events):
            // Not registered: no one else delivers to this observer.
            for event in events where !subscription.isDisposed { observer.on(event) }
            return subscription
        case .replay(let events):
            if events.isEmpty { return subscription }
            for event in events where !subscription.isDisposed { observer.on(event) }
            finishReplay(of: slot)
            return subscription
        }
    }

    /// Delivers what the deliverer left for a replaying subscriber, then opens its gate and wakes the deliverer.
    @usableFromInline
    package func finishReplay(of slot: Slot) {
        let thread = rxCurrentThreadID()
        while true {
            let (backlog, wake) = state.withLock { $0.replayFinished(slot.subscription, thread: thread) }
            if backlog.isEmpty {
                wake?.signal()
                return
            }
            for event in backlog where !slot.subscription.isDisposed { slot.observer.on(event) }
        }
    }

    @usableFromInline
    package func unsubscribe(_ subscription: SubjectSubscription<Element>) {
        let removed = state.withLock { machine -> Unmanaged<Slot>? in
            guard case .removeNow = machine.unsubscribe(subscription, role: &emitter) else { return nil }
            let removed = registry.remove(subscription)
            machine.releaseBriefClaim(&emitter)
            return removed
        }
        // Released outside the lock: releasing an observer runs its deinitialisers.
        removed?.release()
    }

    // MARK: Inspecting and disposing

    package var hasObservers: Bool {
        state.withLock { $0.observerCount > 0 }
    }

    package var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    package func dispose() {
        let (removed, dropped, wake) = state.withLock {
            machine -> ([Unmanaged<Slot>], ContiguousArray<Machine.Pending>, [DispatchSemaphore]) in
            let (dropped, wake, clearNow) = machine.dispose(role: &emitter)
            guard clearNow else { return ([], dropped, wake) }
            let removed = registry.removeAll()
            machine.releaseBriefClaim(&emitter)
            return (removed, dropped, wake)
        }
        for semaphore in wake { semaphore.signal() }
        for slot in removed { slot.release() }
        _ = dropped
    }
}

/// The states of a subject subscription's gate.
@usableFromInline
package enum SubjectGate {
    /// The subscription receives events.
    @inlinable package static var live: Int { 0 }
    /// Disposed: nothing more is delivered.
    @inlinable package static var disposed: Int { 1 }
    /// The subscribing thread is delivering the replay; the deliverer waits.
    @inlinable package static var replaying: Int { 2 }
}

/// One subscription to a subject: its gate, read by the deliverer before each event, and the way back to the
/// registry on `dispose()`.
@usableFromInline
// Unchecked: `gate` is atomic; `core` is only read by the one caller that wins the gate; `slot` is only touched by
// the holder of the core's emitter role; `registered` is guarded by the core's lock.
package final class SubjectSubscription<Element>: Cancelable, @unchecked Sendable {
    // Declared in this order so that the two one-byte fields share a word: the object takes 40 bytes.
    /// Live, disposed or replaying (``SubjectGate``); read by the deliverer before each event.
    @usableFromInline @exclusivity(unchecked) package final nonisolated(unsafe) var gate = RxAtomic<Int>(0)
    /// Whether the subject counts this subscription (it was registered and not yet removed).
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) package var registered = false
    @exclusivity(unchecked) private nonisolated(unsafe) var core: SubjectCore<Element>?
    /// The logical index of this subscription's slot in the registry, -1 when it has none.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) package var slot = -1

    init(core: SubjectCore<Element>) {
        self.core = core
    }

    @inlinable
    package var isDisposed: Bool {
        RxAtomic.load(&gate, ordering: .acquiring) == SubjectGate.disposed
    }

    @usableFromInline
    package func dispose() {
        if RxAtomic.exchange(&gate, SubjectGate.disposed, ordering: .acquiringAndReleasing) == SubjectGate.disposed {
            return
        }
        let core = self.core
        self.core = nil
        core?.unsubscribe(self)
    }
}
