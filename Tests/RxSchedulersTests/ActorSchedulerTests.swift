// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private actor Store {
    static let scheduler = ActorScheduler(label: "store")
    nonisolated var unownedExecutor: UnownedSerialExecutor { Self.scheduler.asUnownedSerialExecutor() }

    private(set) var items: [Int] = []
    func apply(_ item: Int) { items.append(item) }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ActorSchedulerTests: RxTestCase {
    func test_observeOn_runsTheWorkIsolatedToTheActor_inOrder() async {
        let store = Store()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.range(
            start: 0,
            count: 500,
            scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
        )
        .observe(on: Store.scheduler)
        .subscribe(onNext: { item in store.assumeIsolated { $0.apply(item) } }, onCompleted: { done.signal() })
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        let items = await store.items
        XCTAssertEqual(items, Array(0..<500))
        subscription.dispose()
    }

    func test_actorJobsAndRxWorkShareTheQueue() async {
        let store = Store()
        await store.apply(-1)
        let done = DispatchSemaphore(value: 0)
        let onQueue = Recorder<Bool>()
        _ = Store.scheduler.schedule(()) { _ in
            dispatchPrecondition(condition: .onQueue(Store.scheduler.queue))
            onQueue.append(true)
            store.assumeIsolated { $0.apply(1) }
            done.signal()
            return Disposables.create()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        await store.apply(2)
        let items = await store.items
        XCTAssertEqual(items, [-1, 1, 2])
        XCTAssertEqual(onQueue.values, [true])
    }

    func test_delayedAndPeriodicWorkRunsIsolatedToo() {
        let store = Store()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.interval(.milliseconds(1), scheduler: Store.scheduler)
            .take(3)
            .subscribe(onNext: { item in store.assumeIsolated { $0.apply(item) } }, onCompleted: { done.signal() })
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        subscription.dispose()
        let items = Store.scheduler.queue.sync { store.assumeIsolated { $0.items } }
        XCTAssertEqual(items, [0, 1, 2])
    }

    func test_mainSchedulerActionsRunOnTheMainActor() {
        let ran = Recorder<Bool>()
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                // The main queue is the main actor's executor: this does not trap.
                MainActor.assumeIsolated { ran.append(Thread.isMainThread) }
                return Disposables.create()
            }
        }
        runMainLoop(until: { ran.values == [true] })
    }

    func test_assumeIsolated_offTheQueue_stops() {
        let probe = probePrecondition {
            let store = Store()
            store.assumeIsolated { $0.apply(0) }
        }
        XCTAssertEqual(
            probe?.crashed,
            true,
            "assumeIsolated off the actor's queue must trap: \(probe?.output.suffix(500) ?? "")"
        )
    }
}
