import RxRelay
import RxTestSupport
import RxTesting
import XCTest

/// Importing RxRelay alone gives the RxCore and RxSubjects APIs.
final class RxRelayModuleTests: RxTestCase {
    func test_importingRxRelay_exposesTheCoreAPI() {
        var values: [Int] = []
        let bag = DisposeBag()
        Observable.just(3).subscribe(onNext: { values.append($0) }).disposed(by: bag)
        XCTAssertEqual(values, [3])
    }
}
