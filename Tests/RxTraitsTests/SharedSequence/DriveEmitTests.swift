// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// Every form of `drive` and `emit`, on a mocked sharing scheduler: subscribed at 200, the driver delivers 1 at 211
/// and 2 at 221 and completes at 251.
final class DriveEmitTests: RxTestCase {
    private func withDriver(_ body: @escaping (Driver<Int>, TestScheduler) -> Disposable) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = body(xs.asDriver(onErrorJustReturn: -1), scheduler) }
            scheduler.scheduleAt(1_000) { subscription?.dispose() }
            scheduler.start()
        }
    }

    private func withSignal(_ body: @escaping (Signal<Int>, TestScheduler) -> Disposable) {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = body(xs.asSignal(onErrorJustReturn: -1), scheduler) }
            scheduler.scheduleAt(1_000) { subscription?.dispose() }
            scheduler.start()
        }
    }

    func test_drive_closures() {
        var log: [String] = []
        withDriver { driver, _ in
            driver.drive(
                onNext: { log.append("next \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func test_drive_observersAndOptionalObservers() {
        var observer: TestableObserver<Int>!
        var optional: TestableObserver<Int?>!
        withDriver { driver, scheduler in
            observer = scheduler.createObserver(Int.self)
            optional = scheduler.createObserver(Int?.self)
            return Disposables.create(driver.drive(observer), driver.drive(optional))
        }
        XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2), .completed(251)])
        XCTAssertEqual(optional.events, [.next(211, 1), .next(221, 2), .completed(251)])
    }

    func test_drive_relays() {
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 5)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 5)
        withDriver { driver, _ in
            Disposables.create(
                driver.drive(behavior, behavior),
                driver.drive(optionalBehavior),
                driver.drive(replay),
                driver.drive(optionalReplay)
            )
        }
        var replayed: [Int] = []
        var optionalReplayed: [Int?] = []
        let bag = DisposeBag()
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        optionalReplay.subscribe(onNext: { optionalReplayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        XCTAssertEqual(replayed, [1, 2])
        XCTAssertEqual(optionalReplayed, [1, 2])
    }

    func test_drive_withObjectNoArgumentsAndCurriedBinders() {
        final class Screen { var values: [Int] = [] }
        let screen = Screen()
        var curried: [String] = []
        func binder(_ source: Observable<Int>) -> (String) -> Disposable {
            { prefix in source.subscribe(onNext: { curried.append("\(prefix)\($0)") }) }
        }
        var transformed: [Int] = []
        withDriver { driver, _ in
            Disposables.create(
                driver.drive(with: screen, onNext: { screen, value in screen.values.append(value) }),
                driver.drive(),
                driver.drive(binder, curriedArgument: "#"),
                driver.drive { (source: Observable<Int>) in source.subscribe(onNext: { transformed.append($0) }) }
            )
        }
        XCTAssertEqual(screen.values, [1, 2])
        XCTAssertEqual(curried, ["#1", "#2"])
        XCTAssertEqual(transformed, [1, 2])
    }

    func test_emit_closuresObserversAndRelays() {
        var log: [String] = []
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 5)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 5)
        var published: [Int] = []
        var optionalPublished: [Int?] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        optionalPublish.subscribe(onNext: { optionalPublished.append($0) }).disposed(by: bag)
        var observer: TestableObserver<Int>!
        var optionalObserver: TestableObserver<Int?>!
        final class Screen { var values: [Int] = [] }
        let screen = Screen()
        withSignal { signal, scheduler in
            observer = scheduler.createObserver(Int.self)
            optionalObserver = scheduler.createObserver(Int?.self)
            return Disposables.create([
                signal.emit(
                    onNext: { log.append("next \($0)") },
                    onCompleted: { log.append("completed") },
                    onDisposed: { log.append("disposed") }
                ),
                signal.emit(to: observer), signal.emit(to: optionalObserver),
                signal.emit(to: publish), signal.emit(to: optionalPublish),
                signal.emit(to: behavior), signal.emit(to: optionalBehavior),
                signal.emit(to: replay), signal.emit(to: optionalReplay),
                signal.emit(with: screen, onNext: { screen, value in screen.values.append(value) }),
                signal.emit(),
            ])
        }
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
        XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2), .completed(251)])
        XCTAssertEqual(optionalObserver.events, [.next(211, 1), .next(221, 2), .completed(251)])
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(optionalPublished, [1, 2])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        var replayed: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        optionalReplay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayed, [1, 2, 1, 2])
        XCTAssertEqual(screen.values, [1, 2])
    }

    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    func test_driveAndEmit_acceptMainActorClosures() {
        MainActor.assumeIsolated {
            let screen = MainActorScreen()
            let relay = BehaviorRelay(value: 1)
            let taps = PublishRelay<String>()
            let driving = screen.bind(relay.asDriver(), taps: taps.asSignal())
            let isolated = screen.bindIsolated(relay.asDriver(), taps: taps.asSignal())
            relay.accept(2)
            taps.accept("tap")
            runMainLoop(until: { screen.shown == [1, 1, 2, 2] && screen.taps == ["tap", "tap"] })
            driving.dispose()
            isolated.dispose()
            XCTAssertEqual(screen.disposals, 4)
        }
    }

    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    func test_onDisposed_disposedOnABackgroundThread_runsOnTheMainThread() {
        let disposed = expectation(description: "disposed on a background thread")
        let (screen, driving) = MainActor.assumeIsolated {
            let screen = MainActorScreen()
            let driving = Disposables.create(
                screen.bind(Driver<Int>.never(), taps: Signal<String>.never()),
                screen.bindIsolated(Driver<Int>.never(), taps: Signal<String>.never())
            )
            return (screen, driving)
        }
        DispatchQueue.global().async {
            driving.dispose()
            disposed.fulfill()
        }
        wait(for: [disposed], timeout: 10)
        // `disposed()` checks it runs on the main thread.
        MainActor.assumeIsolated {
            runMainLoop(until: { screen.disposals == 4 })
        }
    }
}

/// A `@MainActor` type whose methods are handed to `drive` and `emit` directly.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
@MainActor
private final class MainActorScreen {
    var shown: [Int] = []
    var taps: [String] = []
    var disposals = 0

    func show(_ value: Int) { shown.append(value) }
    func tap(_ value: String) { taps.append(value) }
    func disposed() {
        MainScheduler.ensureRunningOnMainThread()
        disposals += 1
    }

    /// Method references: they take the plain overloads, and run on the main thread because that is where
    /// Drivers and Signals deliver.
    func bind(_ driver: Driver<Int>, taps signal: Signal<String>) -> Disposable {
        Disposables.create(
            driver.drive(onNext: show, onDisposed: disposed),
            signal.emit(onNext: tap, onDisposed: disposed)
        )
    }

    /// Values typed `@MainActor`: they take the `@MainActor` overloads.
    func bindIsolated(_ driver: Driver<Int>, taps signal: Signal<String>) -> Disposable {
        let show: @MainActor (Int) -> Void = { self.show($0) }
        let tap: @MainActor (String) -> Void = { self.tap($0) }
        let disposed: @MainActor () -> Void = { self.disposed() }
        return Disposables.create(
            driver.drive(onNext: show, onDisposed: disposed),
            signal.emit(onNext: tap, onDisposed: disposed)
        )
    }
}
