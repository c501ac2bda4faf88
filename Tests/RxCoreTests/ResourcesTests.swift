import RxCore
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

    func test_incrementAndDecrementTotal() {
        let before = Resources.total
        XCTAssertEqual(Resources.incrementTotal(), before + 1)
        XCTAssertEqual(Resources.decrementTotal(), before)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, 0)
    }
}

private extension Observable {
    /// A one-sink pass-through built from `create`, to have a sink in the chain.
    func map0() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
