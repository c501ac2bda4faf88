import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

/// Importing RxSubjects alone gives the RxCore API, as `import RxSwift` did.
final class RxSubjectsModuleTests: RxTestCase {
    func test_importingRxSubjects_exposesTheCoreAPI() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }
}
