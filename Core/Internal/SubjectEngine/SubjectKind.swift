// SPDX-License-Identifier: MIT
/// What a subject keeps for late subscribers, and so which subject it is.
///
/// Every decision that depends on the kind is in this file, in switches without `default:`: ``keepsElements`` and
/// the methods of ``SubjectMemory``. Nothing else in the subject engine looks at the kind.
///
/// ## Adding a subject
///
/// 1. Add a case here, saying what it keeps.
/// 2. Build: the compiler stops at each switch over the kind, all of them below. Decide there whether sending an
///    element takes the lock (``keepsElements``), what an element does to what is kept and whether observers get it
///    (``SubjectMemory/elementReceived(_:)``), what a terminal event delivers first
///    (``SubjectMemory/terminated(by:)``), what a new subscriber receives while the subject is active
///    (``SubjectMemory/replayWhileActive``) and once it ended (``SubjectMemory/replay(endedBy:)``), whether a
///    terminal event sent after `dispose()` is kept for later subscribers
///    (``SubjectMemory/keepsTerminalAfterDisposal``), and what `dispose()` forgets (``SubjectMemory/disposed()``). If
///    the kind needs a parameter (as ``replay``'s buffer size), add it to ``SubjectMemory``'s and ``SubjectCore``'s
///    initialisers.
/// 3. Add the public class in `Subjects/`, one file, deriving from `_SubjectBase` and made with
///    `SubjectCore(kind:)`, as `PublishSubject.swift` is; anything it reads (as `BehaviorSubject.value()`) goes
///    through ``SubjectCore``'s small reading API, never the state machine.
/// 4. Tests: the new kind's transitions in `Tests/RxCoreTests/SubjectEngine/SubjectStateMachineTests.swift`, and a
///    `Tests/RxSubjectsTests/<Name>Tests.swift` with the subject's events, late subscribers, termination, disposal
///    and reentrancy; add it to the subject stress tests (`SubjectConscriptionStressTests`).
/// 5. Documentation: the class's DocC comment (with its "Thread safety" section), the RxSubjects catalog, and the
///    CHANGELOG. `Documentation/Internals/SubjectEngine.md` describes the engine these steps plug into.
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

    /// Whether sending an element changes what the subject keeps, and so takes the lock even when no delivery is
    /// running. Only a kind that keeps nothing sends without any lock (``SubjectCore/onNext(_:)``).
    @inlinable
    package var keepsElements: Bool {
        switch self {
        case .publish: false
        case .behavior, .replay, .async: true
        }
    }
}

/// What a subject keeps for late subscribers (BehaviorSubject's value, ReplaySubject's buffer, AsyncSubject's last
/// element), and what each kind does with it: part of ``SubjectStateMachine``'s state.
///
/// A value type without locks or atomics; the machine, under its owner's lock, is its only user.
@usableFromInline
package struct SubjectMemory<Element> {
    /// Which subject this is.
    @usableFromInline let kind: SubjectKind
    /// BehaviorSubject's value, or AsyncSubject's last element.
    // Internal rather than private only so that the `@inlinable` element path can reach it (Swift allows
    // `@usableFromInline` on internal declarations, not on private ones); only this type changes it.
    @usableFromInline var latest: Element?
    /// ReplaySubject's buffer.
    // Internal for the same reason as `latest`.
    @usableFromInline var buffer: ReplayBuffer<Element>

    /// - Parameters:
    ///   - kind: Which subject this is.
    ///   - latest: A behavior subject's initial value; nil for the other kinds.
    ///   - bufferLimit: A replay subject's buffer size, nil for an unbounded buffer (and for the other kinds).
    @inlinable
    package init(kind: SubjectKind, latest: Element?, bufferLimit: Int?) {
        self.kind = kind
        self.latest = latest
        self.buffer = ReplayBuffer(limit: bufferLimit)
    }

    /// The latest element a behavior subject keeps (nil for the kinds that keep none).
    @inlinable
    package var value: Element? { latest }

    /// An active subject accepted `element`: updates what is kept, and returns whether the observers receive it.
    @inlinable
    package mutating func elementReceived(_ element: Element) -> Bool {
        switch kind {
        case .publish:
            return true
        case .behavior:
            latest = element
            return true
        case .replay:
            buffer.append(element)
            return true
        case .async:
            latest = element
            return false
        }
    }

    /// An active subject accepted the terminal `event`: returns the element delivered just before it, if any
    /// (an async subject's last element, on completion).
    @usableFromInline
    package mutating func terminated(by event: Event<Element>) -> Element? {
        switch kind {
        case .publish, .behavior, .replay:
            return nil
        case .async:
            switch event {
            case .completed:
                return latest
            case .error:
                latest = nil
                return nil
            case .next:
                rxInternalInconsistency("an element passed as a subject's terminal event")
            }
        }
    }

    /// What a new subscriber of an active subject receives first, if anything. Not an array of events: built
    /// for every subscription to a behavior subject or relay, an array would be an allocation each time.
    @inlinable
    package var replayWhileActive: ReplayedElements<Element>? {
        switch kind {
        case .publish, .async:
            return nil
        case .behavior:
            guard let latest else { return nil }
            return .latest(latest)
        case .replay:
            return buffer.isEmpty ? nil : .buffer(buffer)
        }
    }

    /// What a new subscriber of a subject that ended with `stop` receives before `stop`.
    @inlinable
    package func replay(endedBy stop: Event<Element>) -> [Event<Element>] {
        switch kind {
        case .publish, .behavior:
            return []
        case .replay:
            return buffer.elements.map { .next($0) }
        case .async:
            guard case .completed = stop, let latest else { return [] }
            return [.next(latest)]
        }
    }

    /// Whether a terminal event sent after `dispose()` is kept for later subscribers (who then receive it instead
    /// of `RxError.disposed`): only a publish subject's, as in RxSwift 6.10.2, whose `PublishSubject` records a
    /// terminal event whenever none is recorded, while its `BehaviorSubject` and `ReplaySubject` ignore every event
    /// once disposed.
    @usableFromInline
    package var keepsTerminalAfterDisposal: Bool {
        switch kind {
        case .publish: true
        case .behavior, .replay, .async: false
        }
    }

    /// The subject was disposed: forgets what late subscribers would have received.
    @usableFromInline
    package mutating func disposed() {
        switch kind {
        case .publish, .behavior:
            // A behavior subject's value stays: `value()` reports the disposal first.
            break
        case .replay:
            buffer.removeAll()
        case .async:
            latest = nil
        }
    }
}

/// The elements a new subscriber of an active subject receives first: a behavior subject's latest element or a
/// replay subject's buffer (a copy that shares the buffer's storage until the subject changes it).
@usableFromInline
package enum ReplayedElements<Element> {
    case latest(Element)
    case buffer(ReplayBuffer<Element>)

    /// Calls `body` with each element, oldest first.
    @inlinable
    package func forEach(_ body: (Element) -> Void) {
        switch self {
        case .latest(let element):
            body(element)
        case .buffer(let buffer):
            buffer.forEach(body)
        }
    }

    /// The elements as events, oldest first (for tests and descriptions).
    package var events: [Event<Element>] {
        var events: [Event<Element>] = []
        forEach { events.append(.next($0)) }
        return events
    }
}
