// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class DecodeTests: RxTestCase {
    private struct Point: Decodable, Equatable {
        let x: Int
    }

    func test_decodesEachElement_andFailsOnBadData() {
        var points: [Point] = []
        var failure: Error?
        _ = Observable.of(Data(#"{"x": 1}"#.utf8), Data("nope".utf8))
            .decode(type: Point.self, decoder: JSONDecoder())
            .subscribe(onNext: { points.append($0) }, onError: { failure = $0 })
        XCTAssertEqual(points, [Point(x: 1)])
        XCTAssertTrue(failure is DecodingError)
    }
}
