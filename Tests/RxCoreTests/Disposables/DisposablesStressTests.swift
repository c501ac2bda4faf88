// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// Many threads using one disposable at once: every action runs exactly once and nothing is lost.
private let threads = 8
private let iterations = 2_000

final class DisposablesStressTests: RxTestCase {
    func test_anonymousDisposable_runsOnceUnderRace() {
        for _ in 0..<200 {
            let counter = Counter()
            let disposable = Disposables.create { counter.increment() }
            DispatchQueue.concurrentPerform(iterations: threads) { _ in disposable.dispose() }
            XCTAssertEqual(counter.value, 1)
        }
    }

    func test_compositeDisposable_concurrentInsertRemoveDispose() {
        let composite = CompositeDisposable()
        let disposed = Counter()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<iterations {
                let key = composite.insert(Disposables.create { disposed.increment() })
                if index % 2 == 0, let key { composite.remove(for: key) }
                if thread == 0 && index == iterations / 2 { composite.dispose() }
            }
        }
        composite.dispose()
        // Every inserted disposable was disposed exactly once: by removal, by the group, or at insertion.
        XCTAssertEqual(disposed.value, threads * iterations)
    }

    func test_serialDisposable_concurrentReplacementDisposesEachOnce() {
        let serial = SerialDisposable()
        let disposed = Counter()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<iterations {
                serial.disposable = Disposables.create { disposed.increment() }
            }
        }
        serial.dispose()
        XCTAssertEqual(disposed.value, threads * iterations)
    }

    func test_singleAssignment_disposeRacingAssignment() {
        for _ in 0..<500 {
            let single = SingleAssignmentDisposable()
            let disposed = Counter()
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    single.setDisposable(Disposables.create { disposed.increment() })
                } else {
                    single.dispose()
                }
            }
            XCTAssertEqual(disposed.value, 1)
        }
    }

    func test_refCountDisposable_concurrentRetainRelease() {
        let disposed = Counter()
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed.increment() })
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<iterations {
                refCount.retain().dispose()
            }
        }
        XCTAssertEqual(disposed.value, 0)
        refCount.dispose()
        XCTAssertEqual(disposed.value, 1)
    }

    func test_disposeBag_concurrentInsertion_disposesEverythingOnDeinit() {
        let disposed = Counter()
        do {
            let bag = DisposeBag()
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                for _ in 0..<iterations {
                    bag.insert(Disposables.create { disposed.increment() })
                }
            }
            XCTAssertEqual(disposed.value, 0)
            withExtendedLifetime(bag) {}
        }
        XCTAssertEqual(disposed.value, threads * iterations)
    }

    func test_subscriptionDispose_fromManyThreads_callsOnDisposedOnce() {
        for _ in 0..<200 {
            let disposed = Counter()
            let subscription = Observable<Int>.never().subscribe(onDisposed: { disposed.increment() })
            DispatchQueue.concurrentPerform(iterations: threads) { _ in subscription.dispose() }
            XCTAssertEqual(disposed.value, 1)
        }
    }
}
