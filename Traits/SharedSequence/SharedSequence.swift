// SPDX-License-Identifier: MIT
import RxCore
import RxSchedulers

/// How a shared sequence shares its subscription and where it delivers.
public protocol SharingStrategyProtocol {
    /// The scheduler elements are delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A sequence that cannot fail, delivers on the main scheduler and shares its subscription: a ``Driver``
/// (replays the latest element) or a ``Signal`` (replays nothing).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source` (which must not fail and must deliver on the sharing scheduler) and shares it.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps an already shared `source`.
    @inlinable
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

// Checked: its one stored property, an `Observable`, is Sendable.
extension SharedSequence: Sendable {}

/// A type convertible to a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The sequence as an observable: that of ``asSharedSequence()``.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The sequence as a ``Driver``.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The sequence as a ``Signal``.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}

/// The strategy of ``Driver``: replays the latest element to new subscribers.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `share(replay: 1, scope: .whileConnected)`.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// The strategy of ``Signal``: new subscribers receive only later elements.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `share(scope: .whileConnected)`.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// UI state: never fails, delivers on the main scheduler, replays the latest element.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// UI events: never fails, delivers on the main scheduler, replays nothing.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>
