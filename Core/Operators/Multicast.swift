/// An observable that shares one subscription to its source among its subscribers, from the moment ``connect()``
/// is called.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source.
    ///
    /// - Returns: The connection; disposing it unsubscribes the subject from the source.
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
    /// - Parameter subject: The subject that multicasts the events.
    /// - Returns: A connectable observable; nothing flows before `connect()`.
    /// - Note: Subscribers receive the events on the thread that delivers them to the subject.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        MulticastConnectable(source: asObservable(), makeSubject: { subject }, reusesSubject: true)
    }

    /// Returns a connectable observable that creates a new subject with `makeSubject` for each connection.
    ///
    /// - Parameter makeSubject: Creates the subject of a connection, the first time someone subscribes or
    ///   connects after the previous connection ended.
    /// - Returns: A connectable observable; nothing flows before `connect()`.
    /// - Note: Subscribers receive the events on the thread that delivers them to the subject.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
    {
        MulticastConnectable(source: asObservable(), makeSubject: makeSubject, reusesSubject: false)
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
                let connectable = MulticastConnectable(
                    source: source, makeSubject: { subject }, reusesSubject: true)
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

/// `multicast`'s connectable observable: one connection at a time, guarded by a lock.
final class MulticastConnectable<Subject: SubjectType, Element>: ConnectableObservable<Subject.Element>,
    // Unchecked: `state` is guarded by its lock; the rest is immutable.
    @unchecked Sendable
where Subject.Observer.Element == Element {
    private struct State {
        var subject: Subject?
        var connection: SingleAssignmentDisposable?
    }

    private let source: Observable<Element>
    private let makeSubject: () -> Subject
    private let reusesSubject: Bool
    private let state = Locked(State())

    init(source: Observable<Element>, makeSubject: @escaping () -> Subject, reusesSubject: Bool) {
        self.source = source
        self.makeSubject = makeSubject
        self.reusesSubject = reusesSubject
    }

    /// The subject of the current (or next) connection.
    private func currentSubject() -> Subject {
        let makeSubject = self.makeSubject
        return state.withLock { state in
            if let subject = state.subject { return subject }
            let subject = makeSubject()
            state.subject = subject
            return subject
        }
    }

    override func connect() -> Disposable {
        let subject = currentSubject()
        let (connection, isNew) = state.withLock { state -> (SingleAssignmentDisposable, Bool) in
            if let connection = state.connection { return (connection, false) }
            let connection = SingleAssignmentDisposable()
            state.connection = connection
            return (connection, true)
        }
        guard isNew else { return connection }
        connection.setDisposable(source.subscribe(subject.asObserver()))
        return Disposables.create { [self] in
            let ended = state.withLock { state -> SingleAssignmentDisposable? in
                guard let current = state.connection, current === connection else { return nil }
                state.connection = nil
                if !reusesSubject { state.subject = nil }
                return current
            }
            ended?.dispose()
        }
    }

    override func _subscribe(_ observer: AnyObserver<Subject.Element>) -> Disposable {
        currentSubject().subscribe(observer)
    }
}
