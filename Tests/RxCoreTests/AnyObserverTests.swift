// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class AnyObserverTests: RxTestCase {
    func test_eventHandler_receivesEveryEvent() {
        var received: [Event<Int>] = []
        let observer = AnyObserver<Int> { received.append($0) }
        observer.onNext(1)
        observer.onError(testError)
        observer.onCompleted()
        XCTAssertEqual(received, [.next(1), .error(testError), .completed])
    }

    func test_wrappingAnObserver_forwardsToIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorded = scheduler.createObserver(Int.self)
        let erased = AnyObserver(recorded)
        erased.on(.next(5))
        XCTAssertEqual(recorded.events, [.next(0, 5)])
        recorded.asObserver().onCompleted()
        XCTAssertEqual(recorded.events, [.next(0, 5), .completed(0)])
    }

    func test_mapObserver_transformsElements() {
        var received: [Event<String>] = []
        let strings = AnyObserver<String> { received.append($0) }
        let ints: AnyObserver<Int> = strings.mapObserver { "#\($0)" }
        ints.onNext(1)
        ints.onCompleted()
        XCTAssertEqual(received, [.next("#1"), .completed])
    }

    func test_mapObserver_sendsThrownErrorAsErrorEvent() {
        var received: [Event<String>] = []
        let strings = AnyObserver<String> { received.append($0) }
        let ints: AnyObserver<Int> = strings.mapObserver { _ in throw testError }
        ints.onNext(1)
        XCTAssertEqual(received, [.error(testError)])
    }
}
