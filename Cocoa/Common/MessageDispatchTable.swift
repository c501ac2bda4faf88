// SPDX-License-Identifier: MIT
import RxCore
import RxSchedulers
import RxSubjects

/// A delegate proxy's bookkeeping of observed messages: for each message (a selector on Apple platforms), the
/// observable of the messages sent (before the forward delegate runs) and of the methods invoked (after), which of
/// them have observers, and the calls that deliver and complete them.
///
/// Platform-neutral, so that Linux tests it; `DelegateProxy` keys it by `Selector`. Main-thread confined, as
/// the proxy is: UIKit calls delegates on the main thread, and `DelegateProxy` checks that it is used there.
package final class MessageDispatchTable<Key: Hashable> {
    private var sent: [Key: MessageDispatcher] = [:]
    private var invoked: [Key: MessageDispatcher] = [:]

    /// Creates an empty table.
    package init() {}

    /// The messages `key` sent, each element the arguments, delivered before the forward delegate runs; the same
    /// observable on every call.
    ///
    /// - Parameters:
    ///   - key: The message.
    ///   - observersChanged: Called after an observer subscribes to, or disposes of, the observable (the proxy
    ///     then re-sets itself as delegate, so that the object asks again which messages it answers); the one
    ///     given on the first call for `key` is kept.
    package func sentMessage(_ key: Key, observersChanged: @escaping (Key) -> Void) -> Observable<[Any]> {
        dispatcher(key, in: &sent, observersChanged).observable
    }

    /// The methods `key` invoked, each element the arguments, delivered after the forward delegate ran; the same
    /// observable on every call.
    ///
    /// - Parameters:
    ///   - key: The message.
    ///   - observersChanged: As in ``sentMessage(_:observersChanged:)``.
    package func methodInvoked(_ key: Key, observersChanged: @escaping (Key) -> Void) -> Observable<[Any]> {
        dispatcher(key, in: &invoked, observersChanged).observable
    }

    /// Delivers a sent message to the observers of ``sentMessage(_:)``, if any.
    package func messageSent(_ key: Key, arguments: [Any]) {
        sent[key]?.subject.on(.next(arguments))
    }

    /// Delivers an invoked method to the observers of ``methodInvoked(_:)``, if any.
    package func methodInvoked(_ key: Key, arguments: [Any]) {
        invoked[key]?.subject.on(.next(arguments))
    }

    /// Whether either observable of `key` has an observer.
    package func isObserved(_ key: Key) -> Bool {
        (sent[key]?.subject.hasObservers ?? false) || (invoked[key]?.subject.hasObservers ?? false)
    }

    /// The keys with at least one observer.
    package var observedKeys: Set<Key> {
        Set(sent.keys.filter(isObserved)).union(invoked.keys.filter(isObserved))
    }

    /// Completes every observable: the owner (the proxy) is going away.
    deinit {
        for dispatcher in sent.values { dispatcher.subject.on(.completed) }
        for dispatcher in invoked.values { dispatcher.subject.on(.completed) }
    }

    private func dispatcher(
        _ key: Key,
        in table: inout [Key: MessageDispatcher],
        _ observersChanged: @escaping (Key) -> Void
    ) -> MessageDispatcher {
        if let existing = table[key] {
            return existing
        }
        let made = MessageDispatcher(changed: { observersChanged(key) })
        table[key] = made
        return made
    }
}

/// One observable of ``MessageDispatchTable``: a subject, shared, subscribed on the main scheduler, that tells the
/// table when its observers change.
private final class MessageDispatcher {
    let subject = PublishSubject<[Any]>()
    let observable: Observable<[Any]>

    init(changed: @escaping () -> Void) {
        observable =
            subject
            .do(onSubscribed: changed, onDispose: changed)
            .share()
            .subscribe(on: MainScheduler.instance)
    }
}
