// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// The closure-based `subscribe` makes the handle it returns only for a subscription still live after subscribing
/// (see `SubscribeObserver.makeHandle()`).
final class SubscribeHandleTests: RxTestCase {
    func test_subscriptionEndedWhileSubscribing_returnsADisposableThatDoesNothing() {
        var disposals = 0
        let subscription = Observable.just(1).subscribe(onDisposed: { disposals += 1 })
        XCTAssertEqual(disposals, 1)
        // It reports itself disposed, as the disposable RxSwift returns for an ended subscription does.
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func test_liveSubscription_isDisposedThroughItsHandle() {
        var disposals = 0
        var received: [Int] = []
        var observer: AnyObserver<Int>?
        let subscription = Observable<Int>.create { captured in
            observer = captured
            return Disposables.create()
        }
        .subscribe(onNext: { received.append($0) }, onDisposed: { disposals += 1 })
        observer?.onNext(1)
        subscription.dispose()
        observer?.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(disposals, 1)
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
        observer = nil
    }

    func test_stress_sourceEndingOnAnotherThreadWhileSubscribing_disposesOnceAndLeaksNothing() {
        // The source completes on another thread, racing `subscribe` as it makes the handle, and the caller
        // disposes the returned handle at once: every subscription is disposed exactly once, whichever wins.
        let disposals = Counter()
        let total = 2_000
        let done = DispatchGroup()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<(total / 4) {
                done.enter()
                let source = Observable<Int>.create { observer in
                    DispatchQueue.global().async { observer.onCompleted() }
                    return Disposables.create()
                }
                let subscription = source.subscribe(onDisposed: {
                    disposals.add(1)
                    done.leave()
                })
                if Bool.random() { subscription.dispose() }
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(disposals.value, total)
    }
}
