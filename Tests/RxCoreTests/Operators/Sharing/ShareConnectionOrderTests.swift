// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// A source written by hand, as users write them, that keeps every observer it was given and never drops an event
/// after its subscription was disposed: an element it sends late stands for one that another thread was still
/// sending when the connection ended (and that, under any lock, may reach the subject after the next connection's).
// Unchecked: only the test's own thread subscribes to it and reads `observers`.
private final class LeakySource: ObservableType, @unchecked Sendable {
    typealias Element = Int
    private(set) var observers: [AnyObserver<Int>] = []

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        observers.append(observer.asObserver())
        return Disposables.create()
    }

    /// Lets go of the observers, and with them the sinks they keep alive.
    func forgetObservers() { observers.removeAll() }
}

/// `share` delivers no element that a source sends after its connection ended, to the next connection's
/// subscribers or into the replay: the connection's disposal stops the source's events here. An element that another
/// thread was already sending when the connection ended (past that check) is stopped by the connection's feed gate,
/// whatever the lock order (SubjectFeedGateTests); that once rested on the lock handing itself to waiting threads in
/// order (the fuzzer's pinned `share(.forever)` seeds).
final class ShareConnectionOrderTests: RxTestCase {
    func test_shareForever_anElementOfTheEndedConnection_neverReachesTheNextConnectionsSubscribers() {
        for replay in [0, 1, 2] {
            let source = LeakySource()
            let shared = source.asObservable().share(replay: replay, scope: .forever)
            var first: [Int] = []
            let firstSubscription = shared.subscribe(onNext: { first.append($0) })
            source.observers[0].onNext(1)
            firstSubscription.dispose()  // the connection ends
            var second: [Int] = []
            let secondSubscription = shared.subscribe(onNext: { second.append($0) })
            XCTAssertEqual(source.observers.count, 2, "replay \(replay): a second connection")
            source.observers[1].onNext(2)
            source.observers[0].onNext(99)  // the ended connection's late element
            source.observers[1].onNext(3)
            secondSubscription.dispose()
            source.forgetObservers()
            XCTAssertEqual(first, [1], "replay \(replay)")
            // `.forever` keeps the subject: the second subscriber gets the first connection's replay, then only the
            // second connection's elements.
            XCTAssertEqual(second, Array([1].suffix(replay)) + [2, 3], "replay \(replay)")
        }
    }

    func test_shareWhileConnected_anElementOfTheEndedConnection_neverReachesTheNextConnectionsSubscribers() {
        for replay in [0, 1] {
            let source = LeakySource()
            let shared = source.asObservable().share(replay: replay, scope: .whileConnected)
            var first: [Int] = []
            let firstSubscription = shared.subscribe(onNext: { first.append($0) })
            source.observers[0].onNext(1)
            firstSubscription.dispose()
            var second: [Int] = []
            let secondSubscription = shared.subscribe(onNext: { second.append($0) })
            source.observers[1].onNext(2)
            source.observers[0].onNext(99)
            source.observers[1].onNext(3)
            secondSubscription.dispose()
            source.forgetObservers()
            XCTAssertEqual(first, [1], "replay \(replay)")
            XCTAssertEqual(second, [2, 3], "replay \(replay)")
        }
    }

    func test_shareForever_anElementOfTheEndedConnection_isNotReplayedToALaterSubscriber() {
        let source = LeakySource()
        let shared = source.asObservable().share(replay: 1, scope: .forever)
        let firstSubscription = shared.subscribe(onNext: { _ in })
        source.observers[0].onNext(1)
        firstSubscription.dispose()
        let secondSubscription = shared.subscribe(onNext: { _ in })
        source.observers[1].onNext(2)
        source.observers[0].onNext(99)  // must not become the replayed element
        var late: [Int] = []
        let lateSubscription = shared.subscribe(onNext: { late.append($0) })
        secondSubscription.dispose()
        lateSubscription.dispose()
        source.forgetObservers()
        XCTAssertEqual(late, [2])
    }
}
