// SPDX-License-Identifier: MIT
import RxCore

/// An observable sequence that replays recorded events on a ``TestScheduler`` and records when it was subscribed and
/// unsubscribed. Create one with ``TestScheduler/createHotObservable(_:)`` or
/// ``TestScheduler/createColdObservable(_:)``.
///
/// As RxTest's, it is an `ObservableType`, not an `Observable`: pass `xs.asObservable()` where an `Observable` is
/// expected. Operators reach it through ``asObservable()``, whose subscription ends at the terminal event; a caller
/// of ``subscribe(_:)`` (such as `subscribe(on:)`) holds it until it disposes it.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    // Unchecked: `subscriptionLog` is guarded by its mutex; everything else is immutable.

    /// The scheduler the events are replayed on.
    public let testScheduler: TestScheduler

    /// The events and their virtual times (absolute for hot observables, relative for cold ones).
    public let recordedEvents: [Recorded<Event<Element>>]

    @exclusivity(unchecked) private final nonisolated(unsafe) var subscriptionLog = RxMutex<[Subscription]>([])

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// An observable that subscribes to this one and ends that subscription at the first terminal event, as the
    /// `asObservable()` of RxTest's test observables does.
    ///
    /// Every operator applied to a test observable, and ``TestScheduler/start(_:)``, go through it, so
    /// ``subscriptions`` shows each subscription ending when the events it delivered ended, as it does with RxTest.
    public func asObservable() -> Observable<Element> {
        Observable.create { [self] observer in _subscribe(observer) }
    }

    /// Subscribes `observer` directly, without the wrapper of ``asObservable()``: the subscription lasts until it is
    /// disposed, whatever events were sent, as RxTest's does.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        _subscribe(AnyObserver(observer))
    }

    /// Subscribes `observer`; the subclasses replay the recorded events.
    func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        fatalError("TestableObservable is abstract: use a hot or cold observable.")
    }

    /// The subscriptions so far: when each started and, if it ended, when.
    public var subscriptions: [Subscription] {
        unsafe RxMutex.withLock(&subscriptionLog) { $0 }
    }

    /// Records a new subscription at the current time; returns its index.
    func recordSubscription() -> Int {
        let now = testScheduler.clock
        return unsafe RxMutex.withLock(&subscriptionLog) { log in
            log.append(Subscription(now))
            return log.count - 1
        }
    }

    /// Records the end of the subscription at `index` at the current time.
    func recordUnsubscription(at index: Int) {
        let now = testScheduler.clock
        unsafe RxMutex.withLock(&subscriptionLog) { log in
            log[index] = Subscription(log[index].subscribe, now)
        }
    }
}

/// Emits its events at their absolute times to whoever is subscribed then.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // Unchecked: `observers` is guarded by its mutex.
    @exclusivity(unchecked) private final nonisolated(unsafe) var observers = RxMutex<
        (next: Int, list: [(key: Int, observer: AnyObserver<Element>)])
    >((0, []))

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                let current = unsafe RxMutex.withLock(&self.observers) { $0.list.map(\.observer) }
                for observer in current { observer.on(recorded.value) }
            }
        }
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let key = unsafe RxMutex.withLock(&observers) { state -> Int in
            defer { state.next += 1 }
            state.list.append((state.next, observer))
            return state.next
        }
        let index = recordSubscription()
        return Disposables.create { [self] in
            unsafe RxMutex.withLock(&observers) { $0.list.removeAll { $0.key == key } }
            recordUnsubscription(at: index)
        }
    }
}

/// Emits its events at their times relative to each subscription.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // Unchecked: adds no state to its thread-safe superclass.

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let index = recordSubscription()
        let disposed = BooleanDisposable()
        for recorded in recordedEvents {
            _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                if !disposed.isDisposed { observer.on(recorded.value) }
                return Disposables.create()
            }
        }
        return Disposables.create { [self] in
            disposed.dispose()
            recordUnsubscription(at: index)
        }
    }
}
