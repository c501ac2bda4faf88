// SPDX-License-Identifier: MIT
import Foundation
import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

// Community libraries built on RxSwift qualify names with the module and extend its protocols this way.
extension RxSwift.ObservableType where Element: Numeric {
    func doubled() -> RxSwift.Observable<Element> {
        map { $0 * 2 }
    }
}

extension RxCocoa.SharedSequenceConvertibleType where SharingStrategy == RxCocoa.DriverSharingStrategy {
    func describedAsDriver() -> RxCocoa.Driver<String> {
        asSharedSequence().map { "\($0)" }
    }
}

final class ModuleQualifiedNamesTests: XCTestCase {
    func testModuleQualifiedTypesAndExtensions() throws {
        let values = try RxSwift.Observable.of(1, 2, 3).doubled().toBlocking().toArray()
        XCTAssertEqual(values, [2, 4, 6])

        let relay = RxRelay.BehaviorRelay<Int>(value: 1)
        let subject = RxSwift.PublishSubject<Int>()
        let bag = RxSwift.DisposeBag()
        var received: [Int] = []
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(relay.value)
        XCTAssertEqual(received, [1])

        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asObservable().doubled() }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])

        let blocking: RxBlocking.BlockingObservable<Int> = RxSwift.Observable.just(5).toBlocking()
        XCTAssertEqual(try blocking.first(), 5)
    }

    func testDriverExtensionOnTheQualifiedProtocol() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).describedAsDriver().asObservable() }
            XCTAssertEqual(res.events, [.next(211, "1"), .completed(221)])
        }
    }
}
