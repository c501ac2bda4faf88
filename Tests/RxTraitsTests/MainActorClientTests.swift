// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// Client code as an app writes it: a `@MainActor` view model, compiled in Swift 6 language mode (as this whole
/// package is), whose operator closures run on a background scheduler and whose UI state is updated in
/// `subscribe`, `drive` and `emit` closures on the main thread. It must compile without warnings (CI checks) and run
/// without isolation traps.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
@MainActor
private final class CounterViewModel {
    var label = ""
    var history: [Int] = []
    var driven: [Int] = []
    var emitted: [String] = []
    var operatorThreads: [Bool] = []
    let disposeBag = DisposeBag()
    private let background = ConcurrentDispatchQueueScheduler(qos: .default)

    func bind(_ source: Observable<Int>, clicks: PublishRelay<String>, state: BehaviorRelay<Int>) {
        let threads = Recorder<Bool>()
        source
            .observe(on: background)
            .map { value -> Int in
                threads.append(Thread.isMainThread)
                return value * 2
            }
            .filter { $0 > 0 }
            .flatMap { Observable.just($0) }
            .do(onNext: { _ in threads.append(Thread.isMainThread) })
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] value in
                guard let self else { return }
                history.append(value)
                label = "\(value)"
                operatorThreads = threads.values
            })
            .disposed(by: disposeBag)
        state.asDriver()
            .map { $0 + 1 }
            .drive(onNext: { [weak self] in self?.driven.append($0) })
            .disposed(by: disposeBag)
        clicks.asSignal()
            .emit(onNext: { [weak self] in self?.emitted.append($0) })
            .disposed(by: disposeBag)
    }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
final class MainActorClientTests: RxTestCase {
    func test_mainActorViewModel_backgroundOperatorsAndMainThreadState() {
        MainActor.assumeIsolated {
            let viewModel = CounterViewModel()
            let clicks = PublishRelay<String>()
            let state = BehaviorRelay(value: 1)
            viewModel.bind(Observable.of(0, 1, 2, 3), clicks: clicks, state: state)
            runMainLoop(until: { viewModel.history.count == 3 })
            XCTAssertEqual(viewModel.history, [2, 4, 6])
            XCTAssertEqual(viewModel.label, "6")
            XCTAssertFalse(
                viewModel.operatorThreads.contains(true),
                "operator closures ran on the background scheduler"
            )
            state.accept(5)
            clicks.accept("tap")
            // Inline when nothing else is queued on the main queue, otherwise right after what is queued.
            runMainLoop(until: { viewModel.driven.count == 2 && viewModel.emitted.count == 1 })
            XCTAssertEqual(viewModel.driven, [2, 6])
            XCTAssertEqual(viewModel.emitted, ["tap"])
        }
    }
}
