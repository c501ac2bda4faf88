// SPDX-License-Identifier: MIT
/// An observable that shares one subscription to its source among its subscribers, from the moment ``connect()``
/// is called.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source.
    ///
    /// - Returns: The connection; disposing it unsubscribes the subject from the source. While connected, a
    ///   second call returns the same connection.
    func connect() -> Disposable
}

/// The base class of connectable observables (`multicast`, `publish`, `replay`).
open class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType, @unchecked Sendable {
    // Unchecked: adds no state; subclasses document their own synchronisation.

    /// Creates a connectable observable; only subclasses call this.
    public override init() {}

    /// Subscribes the shared subject to the source; subclasses override it.
    open func connect() -> Disposable {
        rxAbstractMethod()
    }
}

extension ObservableType {
    /// Returns a connectable observable that shares `subject`: subscribers subscribe to the subject, and
    /// `connect()` subscribes the subject to this sequence.
    ///
    /// ```
    /// source:             --1--2--3--|
    /// connect() at 2:          ^
    /// subscribers:        -----2--3--|   (through the subject)
    /// ```
    ///
    /// When the source terminates, the connection ends before the subject forwards the terminal event; the next
    /// `connect()` subscribes the source again (into the same, ended, subject). A second `connect()` while
    /// connected returns the current connection.
    ///
    /// - Parameter subject: The subject that multicasts the events.
    /// - Returns: A connectable observable; nothing flows before `connect()`.
    /// - Note: Subscribers receive the events on the thread that delivers them to the subject.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        MulticastConnectable(source: asObservable(), makeSubject: { subject })
    }

    /// Returns a connectable observable that creates a new subject with `makeSubject` for each connection.
    ///
    /// When the source terminates, the connection and its subject are dropped before the subject forwards the
    /// terminal event, as in RxSwift: a later subscriber gets a fresh subject, and the next `connect()`
    /// subscribes the source again, also when called from inside `onCompleted` or `onError`. Disposing the
    /// connection drops the subject too.
    ///
    /// - Parameter makeSubject: Creates the subject of a connection, the first time someone subscribes or
    ///   connects after the previous connection ended. It runs outside any lock; when callers race, it may run
    ///   more than once and only one subject is kept.
    /// - Returns: A connectable observable; nothing flows before `connect()`.
    /// - Note: Subscribers receive the events on the thread that delivers them to the subject.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
    {
        MulticastConnectable(source: asObservable(), makeSubject: makeSubject)
    }

    /// Shares one subscription to this sequence within `selector`: every subscription creates a subject with
    /// `subjectSelector`, lets `selector` build the result from it, then connects.
    ///
    /// An error thrown by either closure is emitted as an `error` event.
    ///
    /// - Note: Subscribers receive the events on the thread that delivers them to the subject.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Observable<Result>.create { observer in
            do {
                let subject = try subjectSelector()
                let connectable = MulticastConnectable(source: source, makeSubject: { subject })
                let result = try selector(connectable.asObservable())
                let subscription = result.subscribe(observer)
                let connection = connectable.connect()
                return Disposables.create(subscription, connection)
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
        }
    }
}

/// `multicast`'s connectable observable: the subject and the connection follow a ``ConnectableStateMachine``, kept
/// in a lock; making subjects, subscribing the source and disposing happen after the lock is released.
final class MulticastConnectable<Subject: SubjectType, Element>: ConnectableObservable<Subject.Element>,
    // Unchecked: `machine` is guarded by its lock; the rest is immutable.
    @unchecked Sendable
where Subject.Observer.Element == Element {
    typealias Machine = ConnectableStateMachine<Subject, MulticastConnection<Subject, Element>>

    private let source: Observable<Element>
    private let makeSubject: () -> Subject
    let machine = Locked(Machine())

    init(source: Observable<Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    /// Makes a subject outside the lock and installs it, unless a racing caller installed one first.
    private func installSubject() -> Subject {
        let made = makeSubject()
        return machine.withLock { $0.subjectMade(made) }
    }

    override func connect() -> Disposable {
        while true {
            switch machine.withLock({ $0.connectCalled() }) {
            case .makeSubject:
                _ = installSubject()
            case .returnCurrent(let connection):
                return connection
            case .makeConnection(let subject, let subjectID):
                let connection = MulticastConnection(owner: self, observer: subject.asObserver())
                switch machine.withLock({ $0.connectionMade(connection, subjectID: subjectID) }) {
                case .subscribeSource:
                    connection.start(source)
                    return connection
                case .returnCurrent(let current):
                    return current
                case .retry:
                    continue
                }
            }
        }
    }

    override func _subscribe(_ observer: AnyObserver<Subject.Element>) -> Disposable {
        let subject: Subject
        switch machine.withLock({ $0.subscriberArrived() }) {
        case .subscribe(let current):
            subject = current
        case .makeSubject:
            subject = installSubject()
        }
        return subject.subscribe(observer)
    }
}

/// One connection of a ``MulticastConnectable``: the observer that feeds the subject from the source, and the
/// disposable that `connect()` returns.
///
/// On the source's terminal event it first ends itself (the connectable forgets it and its subject, and the source
/// subscription is disposed), then forwards the event, as RxSwift 6.10.2 does (`Multicast.swift`, `Connection`).
/// Once ended, by termination or disposal, it forwards nothing more.
final class MulticastConnection<Subject: SubjectType, Element>: ObserverType, Cancelable,
    // Unchecked: `owner` is only read once, after `ended` was won; `subscription` is written by `start` before it
    // exchanges `settled` and read only by the second of `start` and the end to exchange it; the rest is immutable or
    // atomic.
    @unchecked Sendable
where Subject.Observer.Element == Element {
    private let observer: Subject.Observer
    /// The source subscription, held here rather than in a `SingleAssignmentDisposable` (one allocation less per
    /// connection). ``start(_:)`` sets it, then exchanges ``settled``; the end exchanges ``settled`` too, and whichever
    /// of the two comes second disposes it: the end if it came after the subscription was set, ``start(_:)`` if the
    /// connection ended while the source was being subscribed.
    private var subscription: Disposable?
    /// Set by the first of ``start(_:)`` (once `subscription` is set) and the end.
    private final var settled = AtomicCell(false)
    private final var ended = AtomicCell(false)
    /// Kept until the connection ends (a cycle broken by the end); read and cleared once, by the one caller that
    /// wins `ended`.
    private var owner: MulticastConnectable<Subject, Element>?

    init(owner: MulticastConnectable<Subject, Element>, observer: Subject.Observer) {
        self.owner = owner
        self.observer = observer
    }

    /// Subscribes the source; called once, outside any lock. The observer's closures, written here rather than made
    /// by wrapping this connection (`AnyObserver(self)`), capture only the connection: no allocation.
    func start(_ source: Observable<Element>) {
        let disposable = source._subscribe(AnyObserver(next: { [self] in on(.next($0)) }, event: { [self] in on($0) }))
        subscription = disposable
        // Second: the connection ended while the source was being subscribed.
        if AtomicCell.exchange(&settled, true, ordering: .acquiringAndReleasing) { subscription.take()?.dispose() }
    }

    var isDisposed: Bool {
        AtomicCell.load(&ended, ordering: .acquiring)
    }

    func on(_ event: Event<Element>) {
        if AtomicCell.load(&ended, ordering: .acquiring) { return }
        if event.isStopEvent {
            guard end(terminated: true) else { return }
        }
        observer.on(event)
    }

    func dispose() {
        end(terminated: false)
    }

    /// Ends the connection once; `false` when it had already ended.
    @discardableResult
    private func end(terminated: Bool) -> Bool {
        guard !AtomicCell.exchange(&ended, true, ordering: .acquiringAndReleasing) else { return false }
        let owner = self.owner.take()
        _ = owner?.machine.withLock { machine in
            if terminated {
                machine.sourceTerminated(self)
            } else {
                machine.connectionDisposed(self)
            }
        }
        // Second: the subscription is set (published by `start`'s exchange).
        if AtomicCell.exchange(&settled, true, ordering: .acquiringAndReleasing) { subscription.take()?.dispose() }
        return true
    }
}

extension ObservableType {
    /// `multicast(makeSubject:)` over a subject engine made by `makeCore`, for a connectable whose subject nobody
    /// else sees (`publish()`): the subject of a connection is one object, the engine, where a public subject class
    /// over it was two. It delivers as that subject would: the same engine, subscribed and fed the same way.
    ///
    /// - Parameter makeCore: Makes the engine of a connection; it runs outside any lock, as `makeSubject` does.
    package func multicast(makeCore: @escaping () -> SubjectCore<Element>) -> ConnectableObservable<Element> {
        MulticastConnectable(source: asObservable(), makeSubject: makeCore)
    }
}

/// A subject engine as the subject of `multicast(makeCore:)`: subscribing and sending go to the engine as a public
/// subject's do (`_SubjectBase`).
extension SubjectCore: SubjectType, ObserverType {
    @usableFromInline
    package func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribe(AnyObserver(observer), subject: self)
    }

    @usableFromInline
    package func asObserver() -> SubjectCore<Element> {
        self
    }
}
