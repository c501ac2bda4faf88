// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxSchedulers

/// The virtual time of a ``TestScheduler``: an integer number of ticks.
public typealias TestTime = Int

/// A virtual-time scheduler for deterministic tests, mirroring RxTest's `TestScheduler`.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
///
/// With `simulateProcessingDelay` (the default), work scheduled for "now" runs one tick later, as in RxTest:
/// `just(1, scheduler:)` subscribed at 200 emits at 201 and completes at 202. Actions due at the same tick run in
/// the order they were scheduled.
open class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    // Unchecked: adds only the immutable `simulateProcessingDelay` to its thread-safe superclass.

    /// The default times of ``start(created:subscribed:disposed:create:)``.
    public enum Defaults {
        /// When the observable is created: 100.
        public static let created = 100
        /// When it is subscribed: 200.
        public static let subscribed = 200
        /// When the subscription is disposed: 1000.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a test scheduler.
    ///
    /// - Parameters:
    ///   - initialClock: The initial virtual time.
    ///   - resolution: Seconds per tick, used to convert `RxTimeInterval`s: with 1.0, `.seconds(10)` is 10 ticks;
    ///     with 0.001, `.milliseconds(1)` is one tick.
    ///   - simulateProcessingDelay: Whether work scheduled for now (or the past) runs one tick later, as RxTest's
    ///     default does.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        rxPrecondition(
            resolution > 0,
            "TestScheduler(resolution:): the resolution must be positive, got \(resolution)."
        )
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Deprecated spelling of ``init(initialClock:resolution:simulateProcessingDelay:)``, the label RxTest uses.
    ///
    /// - Parameters:
    ///   - initialClock: The initial virtual time.
    ///   - resolution: Seconds per tick.
    ///   - simulateProcessorDelay: Whether work scheduled for now runs one tick later.
    @available(*, deprecated, renamed: "init(initialClock:resolution:simulateProcessingDelay:)")
    public convenience init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessorDelay: Bool) {
        self.init(initialClock: initialClock, resolution: resolution, simulateProcessingDelay: simulateProcessorDelay)
    }

    /// Creates a hot observable that emits `events` at their absolute times, whether or not anyone subscribed.
    ///
    /// - Parameter events: The events and their virtual times.
    /// - Returns: An observable that records its subscriptions.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates a cold observable that emits `events` at their times relative to each subscription.
    ///
    /// - Parameter events: The events and their virtual times, relative to subscription.
    /// - Returns: An observable that records its subscriptions.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates an observer that records the events it receives, with the virtual time of each.
    ///
    /// - Parameter type: The element type.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at the absolute virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Moves work scheduled for now or the past one tick ahead when simulating processor delay.
    open override func adjustScheduledTime(_ time: TestTime) -> TestTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Creates the observable at `created`, subscribes at `subscribed`, disposes at `disposed`, runs the
    /// scheduler, and returns the observer with everything it recorded.
    ///
    /// The times may be equal: within one tick the three steps run in that order, after whatever was scheduled for
    /// that tick earlier.
    ///
    /// - Precondition: `created <= subscribed <= disposed`. RxTest traps otherwise (it subscribes a source not
    ///   created yet, or disposes a subscription not made yet); this stops with a message naming the three times.
    /// - Parameters:
    ///   - created: When `create` is called.
    ///   - subscribed: When the observable is subscribed.
    ///   - disposed: When the subscription is disposed.
    ///   - create: Builds the observable under test.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        rxPrecondition(
            created <= subscribed && subscribed <= disposed,
            "start(created:subscribed:disposed:create:): the times must satisfy created <= subscribed <= disposed, "
                + "got created \(created), subscribed \(subscribed), disposed \(disposed)."
        )
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create().asObservable()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            subscription = source?.subscribe(observer)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription?.dispose()
            return Disposables.create()
        }
        start()
        return observer
    }

    /// ``start(created:subscribed:disposed:create:)`` with the default creation and subscription times.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// ``start(created:subscribed:disposed:create:)`` with all default times (100, 200, 1000).
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(
            created: Defaults.created,
            subscribed: Defaults.subscribed,
            disposed: Defaults.disposed,
            create: create
        )
    }
}

/// Converts between ticks and real time for ``TestScheduler``: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    /// Virtual time is an integer tick.
    public typealias VirtualTimeUnit = Int
    /// Virtual intervals are integer ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date `virtualTime * resolution` seconds after the epoch.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The tick of `time`, rounded to the nearest.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        VirtualTimeIntervalUnit(time.timeIntervalSince1970 / resolution + 0.5)
    }

    /// The seconds of `virtualTimeInterval` ticks.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The ticks of `timeInterval` seconds, rounded to the nearest.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        VirtualTimeIntervalUnit(timeInterval / resolution + 0.5)
    }

    /// `time + offset`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    /// Orders two ticks.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs > rhs ? .greaterThan : .equal)
    }
}
