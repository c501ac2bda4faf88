import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class WithUnretainedTests: RxTestCase {
    func test_pairsWithTheObjectAndCompletesWhenItIsGone() {
        final class Owner { let name = "owner" }
        var owner: Owner? = Owner()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = xs.withUnretained(owner!).map { "\($0.name)\($1)" }.subscribe(observer) }
        scheduler.scheduleAt(220) { owner = nil }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, "owner1"), .completed(230)])
    }
}

extension WithUnretainedTests {
    /// Empty, never, failing and disposed-at-300 sources (see `StandardSource`).
    func test_withUnretained_standardSources() {
        assertStandardCases(StandardExpectation(
            empty: [.completed(250)], disposed: [.next(210, 1)])) { xs, _ in
            xs.withUnretained(self).map { $1 }
        }
    }
}
