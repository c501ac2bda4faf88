import RxBlocking
import RxCocoa
import RxEcosystemFixture
import RxRelay
import RxSwift
import RxTest
import XCTest

final class RxEcosystemFixtureTests: XCTestCase {
    func testUnwrapDropsNilAndKeepsOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1 as Int?), .next(220, nil), .next(230, 3), .completed(240),
        ])
        let res = scheduler.start { xs.unwrap() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testDistinctByMoreThan() throws {
        let values = try Observable.of(20, 21, 25, 24, 19).distinct(byMoreThan: 2).toBlocking().toArray()
        XCTAssertEqual(values, [20, 25, 19])
    }

    func testReactiveExtensionAndBinder() {
        let thermostat = Thermostat(target: 18)
        let disposeBag = DisposeBag()
        var readings: [Int] = []
        thermostat.rx.readings.subscribe(onNext: { readings.append($0) }).disposed(by: disposeBag)
        Observable.just(22).bind(to: thermostat.rx.target).disposed(by: disposeBag)
        thermostat.report(19)
        thermostat.report(nil)
        thermostat.report(20)
        XCTAssertEqual(readings, [19, 20])
        XCTAssertEqual(thermostat.target, 22)
    }

    func testDriverOutputOnAVirtualClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = ThermostatViewModel()
        let observer = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let disposeBag = DisposeBag()
            viewModel.displayedTarget.drive(observer).disposed(by: disposeBag)
            scheduler.scheduleAt(10) { viewModel.requestedTarget.accept(40) }
            scheduler.scheduleAt(20) { viewModel.requestedTarget.accept(35) }
            scheduler.scheduleAt(30) { viewModel.requestedTarget.accept(7) }
            scheduler.start()
        }
        XCTAssertEqual(observer.events, [.next(0, "20 °C"), .next(10, "30 °C"), .next(30, "7 °C")])
    }
}
