// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// Client code as RxSwift users wrote it before Swift 6, compiled in Swift 5 language mode: non-`Sendable`
/// state captured by closures that run on other threads, completion handlers calling observers, view models
/// without actor annotations. It must keep compiling without warnings (CI checks) and behave as before.
private final class SearchViewModel {
    private(set) var results: [String] = []
    private(set) var count = ""
    private(set) var taps = 0
    private let bag = DisposeBag()

    func bind(query: Observable<String>, tap: Signal<Void>, search: @escaping (String) -> Single<[String]>) {
        let results =
            query
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))
            .map { $0.lowercased() }
            .flatMapLatest { search($0).asObservable() }
            .asDriver(onErrorJustReturn: [])
        results.drive(onNext: { [weak self] in self?.results = $0 }).disposed(by: bag)
        results.map { "\($0.count)" }.drive(onNext: { [weak self] in self?.count = $0 }).disposed(by: bag)
        tap.emit(onNext: { [weak self] in self?.taps += 1 }).disposed(by: bag)
    }
}

/// A callback API of the kind RxSwift code wraps with `Single.create`.
private final class LegacyClient {
    var requests: [String] = []

    func fetch(_ query: String, completion: @escaping (Result<[String], Error>) -> Void) {
        requests.append(query)
        DispatchQueue.global().async {
            completion(.success([query + "-1", query + "-2"]))
        }
    }

    func search(_ query: String) -> Single<[String]> {
        Single.create { observer in
            self.fetch(query) { result in observer(result) }
            return Disposables.create()
        }
    }
}

final class Swift5ClientTests: RxTestCase {
    func test_viewModelWithBackgroundWork_andDriversOnTheMainThread() {
        let client = LegacyClient()
        let viewModel = SearchViewModel()
        let query = PublishSubject<String>()
        let taps = PublishRelay<Void>()
        viewModel.bind(query: query, tap: taps.asSignal(), search: client.search)
        query.onNext("RX")
        runMainLoop(until: { viewModel.results == ["rx-1", "rx-2"] && viewModel.count == "2" })
        taps.accept(())
        runMainLoop(until: { viewModel.taps == 1 })
        XCTAssertEqual(client.requests, ["rx"])
    }

    func test_nonSendableStateMutatedFromSubscribeClosures() {
        var collected: [Int] = []
        let done = expectation(description: "completed")
        let subscription = Observable.range(start: 0, count: 5)
            .subscribe(on: SerialDispatchQueueScheduler(qos: .default))
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { collected.append($0) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 10)
        XCTAssertEqual(collected, [0, 1, 2, 3, 4])
        subscription.dispose()
    }

    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    func test_asyncBridges() async throws {
        var values: [Int] = []
        for try await value in Observable.of(1, 2, 3).values { values.append(value) }
        XCTAssertEqual(values, [1, 2, 3])
        let answer = try await Single.just(42).value
        XCTAssertEqual(answer, 42)
    }

    func test_rxTestStyleMarbleTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
