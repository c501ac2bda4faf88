import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// Importing RxTraits alone gives the APIs of the modules it builds on, schedulers included.
final class RxTraitsModuleTests: RxTestCase {
    func test_importingRxTraits_exposesCoreAndSchedulers() {
        XCTAssertTrue(Thread.isMainThread)
        var values: [Int] = []
        _ = Observable.just(5, scheduler: MainScheduler.instance).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [5])
    }
}
