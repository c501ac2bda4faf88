// SPDX-License-Identifier: MIT
/// A sequence of the elements that share `key`, emitted by `groupBy(keySelector:)`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key of the group.
    public let key: Key
    private let source: Observable<Element>

    /// Creates a group of `source`'s elements under `key`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes to the group's elements from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group as an observable.
    public func asObservable() -> Observable<Element> {
        source
    }
}

// A group is immutable; its observable is Sendable.
extension GroupedObservable: @unchecked Sendable {}

extension ObservableType {
    /// Splits the sequence into groups by key: emits a ``GroupedObservable`` the first time a key appears, then
    /// sends each element to its group.
    ///
    /// ```
    /// source:                 --a1--b1--a2--|
    /// groupBy(first letter):  --A---B-------|
    ///   group A:                a1------a2--|
    ///   group B:                      b1----|
    /// ```
    ///
    /// A group forwards the elements sent after one subscribes to it (subscribe when it is emitted to see them
    /// all). Termination reaches the outer sequence and every group; an error thrown by `keySelector` fails them.
    /// Disposing the outer subscription stops new groups from being emitted but not the live groups: the source
    /// stays subscribed until the outer subscription and every group subscription are disposed, as in RxSwift.
    ///
    /// - Parameter keySelector: Computes the key of an element.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<GroupedObservable<Key, Element>>(observer: observer)
            let groups = Locked<[Key: SubjectCore<Element>]>([:])
            // As in RxSwift, the source's subscription is released when the outer subscription and every group
            // subscription are: disposing the outer subscription does not end the live groups.
            let subscription = SingleAssignmentDisposable()
            let lifetime = RefCountDisposable(disposable: subscription)
            func endAll(_ event: Event<Element>) {
                let all = groups.withLock { groups -> [SubjectCore<Element>] in
                    defer { groups = [:] }
                    return Array(groups.values)
                }
                for group in all { group.on(event) }
            }
            sink.attach(lifetime)
            subscription.setDisposable(
                source._subscribe(
                    AnyObserver { [sink] event in
                        switch event {
                        case .next(let element):
                            do {
                                let key = try keySelector(element)
                                let (group, isNew) = groups.withLock { groups -> (SubjectCore<Element>, Bool) in
                                    if let existing = groups[key] { return (existing, false) }
                                    let created = SubjectCore<Element>(kind: .publish)
                                    groups[key] = created
                                    return (created, true)
                                }
                                if isNew {
                                    let observable = Observable<Element>.create { observer in
                                        let retained = lifetime.retain()
                                        return Disposables.create(group.subscribe(observer, subject: group), retained)
                                    }
                                    sink.forwardNext(GroupedObservable(key: key, source: observable))
                                }
                                group.onNext(element)
                            } catch {
                                endAll(.error(error))
                                sink.forwardTerminal(.error(error))
                                subscription.dispose()
                            }
                        case .error(let error):
                            endAll(.error(error))
                            sink.forwardTerminal(.error(error))
                            subscription.dispose()
                        case .completed:
                            endAll(.completed)
                            sink.forwardTerminal(.completed)
                            subscription.dispose()
                        }
                    }
                )
            )
            return sink
        }
    }
}
