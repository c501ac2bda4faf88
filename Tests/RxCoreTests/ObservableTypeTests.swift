// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// A hand-written `ObservableType`, as users write them.
private struct Countdown: ObservableType {
    typealias Element = Int
    let from: Int

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        for value in stride(from: from, through: 1, by: -1) { observer.onNext(value) }
        observer.onCompleted()
        return Disposables.create()
    }
}

final class ObservableTypeTests: RxTestCase {
    func test_customObservableType_convertsToObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Countdown(from: 3).asObservable() }
        XCTAssertEqual(res.events, [.next(200, 3), .next(200, 2), .next(200, 1), .completed(200)])
    }

    func test_asObservable_onObservable_returnsSameInstance() {
        let source = Observable.just(1)
        XCTAssertTrue(source.asObservable() === source)
    }

    func test_observableIsSendable() {
        let source = Observable.just(1)
        let result = Recorder<Int>()
        let done = expectation(description: "subscribed on another thread")
        DispatchQueue.global().async {
            _ = source.subscribe(onNext: { result.append($0) })
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(result.values, [1])
    }
}
