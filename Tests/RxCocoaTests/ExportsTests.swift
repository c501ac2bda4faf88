// SPDX-License-Identifier: MIT
import RxCocoa
import RxTestSupport
import RxTesting
import XCTest

/// `import RxCocoa` alone gives the traits and relays, as RxSwift's RxCocoa does.
final class ExportsTests: RxTestCase {
    func test_importRxCocoa_givesTheTraitsAndRelays() {
        let relay = BehaviorRelay(value: 1)
        var values: [Int] = []
        let disposable = relay.asDriver().drive(onNext: { values.append($0) })
        relay.accept(2)
        disposable.dispose()
        XCTAssertEqual(values, [1, 2])
    }
}
