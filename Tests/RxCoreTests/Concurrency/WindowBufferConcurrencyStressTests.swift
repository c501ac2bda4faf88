// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

/// `window(timeSpan:count:scheduler:)` and `buffer(timeSpan:count:scheduler:)` whose timer fires
/// on another thread than the source's. Every element arrives once, in order, and the sequence completes. Before
/// the fix `window` lost elements (an element went into a window opened but not yet emitted) in about one
/// iteration in 300; `buffer` could emit a timer's array before the full one taken just before it (never an
/// element out of order with one source thread: its test guards the rewrite).
final class WindowBufferConcurrencyStressTests: RxTestCase {
    private let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

    /// Sends 0..<count through `shape` from this thread, spinning a little between elements so that timers fire
    /// in between; returns what arrived and whether the sequence completed.
    private func run(
        _ count: Int,
        _ shape: (Observable<Int>) -> Observable<Int>
    ) -> (values: [Int], completed: Bool) {
        let sink = Recorder<AnyObserver<Int>>()
        let source = Observable<Int>.create { observer in
            sink.append(observer)
            return Disposables.create()
        }
        let received = Recorder<Int>()
        let done = DispatchSemaphore(value: 0)
        let subscription = shape(source).subscribe(onNext: { received.append($0) }, onCompleted: { done.signal() })
        let observer = sink.values[0]
        for value in 0..<count {
            observer.onNext(value)
            if value % 16 == 0 { sched_yield() }
        }
        observer.onCompleted()
        let completed = done.wait(timeout: .now() + 10) == .success
        subscription.dispose()
        return (received.values, completed)
    }

    func test_windowWithAConcurrentTimer_losesNothingAndCompletes() {
        var failures: [String] = []
        for iteration in 0..<200 where failures.isEmpty {
            let (values, completed) = run(400) {
                $0.window(timeSpan: .microseconds(300), count: 7, scheduler: scheduler).flatMap { $0 }
            }
            if values != Array(0..<400) {
                failures.append(
                    "iteration \(iteration): \(values.count) of 400 arrived, in order: \(values == values.sorted())"
                )
            }
            if !completed { failures.append("iteration \(iteration): never completed") }
        }
        XCTAssertEqual(failures, [])
    }

    func test_bufferWithAConcurrentTimer_keepsOrderLosesNothingAndCompletes() {
        var failures: [String] = []
        for iteration in 0..<60 where failures.isEmpty {
            let (values, completed) = run(400) {
                $0.buffer(timeSpan: .microseconds(300), count: 7, scheduler: scheduler).flatMap { Observable.from($0) }
            }
            if values != Array(0..<400) {
                failures.append(
                    "iteration \(iteration): \(values.count) of 400 arrived, in order: \(values == values.sorted())"
                )
            }
            if !completed { failures.append("iteration \(iteration): never completed") }
        }
        XCTAssertEqual(failures, [])
    }
}
