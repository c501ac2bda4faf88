// SPDX-License-Identifier: MIT
import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

/// A login view model in the usual MVVM shape: inputs as relays, outputs as drivers, requests tracked by an
/// ActivityIndicator and an ErrorTracker.
final class LoginViewModel {
    struct LoginError: Error, Equatable {}

    let username = BehaviorRelay(value: "")
    let loginTaps = PublishRelay<Void>()
    let isLoading: Driver<Bool>
    let canLogIn: Driver<Bool>
    let loggedIn: Driver<String>
    let errors: Driver<Error>

    init(login: @escaping (String) -> Observable<String>) {
        let activity = ActivityIndicator()
        let tracker = ErrorTracker()
        isLoading = activity.asDriver()
        errors = tracker.asDriver()
        canLogIn = Driver.combineLatest(username.asDriver().map { !$0.isEmpty }, activity.not()) { $0 && $1 }
        loggedIn = loginTaps.asSignal()
            .withLatestFrom(username.asDriver())
            .flatMapLatest { name in
                login(name).trackActivity(activity).trackError(tracker).asDriverOnErrorJustComplete()
            }
    }
}

final class ViewModelTests: XCTestCase {
    func testActivityIndicatorAndErrorTrackerDriveTheOutputs() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let responses: [String: Observable<String>] = [
                "ada": scheduler.createColdObservable([.next(20, "token-ada"), .completed(20)]).asObservable(),
                "bob": scheduler.createColdObservable([.error(20, LoginViewModel.LoginError())]).asObservable(),
            ]
            let viewModel = LoginViewModel { responses[$0] ?? .empty() }
            let loading = scheduler.createObserver(Bool.self)
            let canLogIn = scheduler.createObserver(Bool.self)
            let loggedIn = scheduler.createObserver(String.self)
            let errorCount = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            var errors = 0
            scheduler.scheduleAt(0) {
                viewModel.isLoading.drive(loading).disposed(by: bag)
                viewModel.canLogIn.drive(canLogIn).disposed(by: bag)
                viewModel.loggedIn.drive(loggedIn).disposed(by: bag)
                viewModel.errors.drive(onNext: { _ in
                    errors += 1; errorCount.onNext(errors)
                }).disposed(by: bag)
            }
            scheduler.scheduleAt(100) { viewModel.username.accept("ada") }
            scheduler.scheduleAt(200) { viewModel.loginTaps.accept(()) }
            scheduler.scheduleAt(300) { viewModel.username.accept("bob") }
            scheduler.scheduleAt(400) { viewModel.loginTaps.accept(()) }
            scheduler.start()

            XCTAssertEqual(loggedIn.events, [.next(222, "token-ada")])
            XCTAssertEqual(errorCount.events.map(\.value.element), [1])
            XCTAssertEqual(loading.events.map(\.value.element), [false, true, false, true, false])
            XCTAssertEqual(canLogIn.events.first?.value.element, false)
            XCTAssertEqual(canLogIn.events.last?.value.element, true)
        }
    }
}
