// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class ResourcesTests: RxTestCase {
    func test_liveSubscriptionIsCountedUntilDisposed() {
        let before = Resources.total
        do {
            let subscription = Observable<Int>.never().map0().subscribe()
            XCTAssertGreaterThan(Resources.total, before)
            subscription.dispose()
        }
        XCTAssertEqual(Resources.total, before)
    }

    func test_completedSubscriptionReleasesItsResources() {
        let before = Resources.total
        _ = Observable.of(1, 2, 3).subscribe()
        XCTAssertEqual(Resources.total, before)
    }

    func test_serialDispatchQueueObservables_countsObserveOnObservablesNotSubscriptions() {
        let before = Resources.numberOfSerialDispatchQueueObservables
        let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "resources-test")
        var observable: Observable<Int>? = Observable.just(1).observe(on: queue)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
        let done = DispatchSemaphore(value: 0)
        let subscriptions = (0..<3).map { _ in observable!.subscribe(onCompleted: { done.signal() }) }
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
        for _ in subscriptions { XCTAssertEqual(done.wait(timeout: .now() + 5), .success) }
        subscriptions.forEach { $0.dispose() }
        queue.queue.sync {}
        let concurrent = Observable.just(1).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
        observable = nil
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
        _ = concurrent
    }

    #if DEBUG
        func test_maxTailRecursiveSinkStackSize_staysOneForDeeplyNestedSynchronousConcats() throws {
            maxTailRecursiveSinkStackSize = 0
            func nested(_ depth: Int) -> Observable<Int> {
                depth == 0 ? .just(0) : Observable.just(depth).concat(Observable.deferred { nested(depth - 1) })
            }
            XCTAssertEqual(try nested(200).toBlocking().toArray().count, 201)
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 1)
            maxTailRecursiveSinkStackSize = 0
            XCTAssertEqual(maxTailRecursiveSinkStackSize, 0)
        }
    #endif

    func test_incrementAndDecrementTotal() {
        let before = Resources.total
        XCTAssertEqual(Resources.incrementTotal(), before + 1)
        XCTAssertEqual(Resources.decrementTotal(), before)
    }
}

private extension Observable {
    /// A one-sink pass-through built from `create`, to have a sink in the chain.
    func map0() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
