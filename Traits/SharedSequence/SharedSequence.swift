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

// Immutable; the wrapped observable is Sendable.
extension SharedSequence: @unchecked Sendable {}

/// A type convertible to a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
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

extension SharedSequence {
    /// A shared sequence of `element`.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence that completes at once.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence that never emits.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A shared sequence of `elements`.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// Transforms each element.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.map(transform))
    }

    /// Transforms each element, dropping `nil` results.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.compactMap(transform))
    }

    /// Keeps the elements that satisfy `predicate`.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(source.filter(predicate))
    }

    /// Mirrors the shared sequence `selector` returns for the latest element.
    @inlinable
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>)
        -> SharedSequence<SharingStrategy, Result>
    {
        SharedSequence<SharingStrategy, Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Emits `elements` first.
    public func startWith(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        var result = source
        for element in elements.reversed() { result = result.startWith(element) }
        return SharedSequence(raw: result)
    }

    /// Runs side effects for the elements and lifetime; see `ObservableType.do`.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: source.do(
            onNext: onNext, onCompleted: onCompleted, onSubscribe: onSubscribe, onDispose: onDispose))
    }
}

extension SharedSequence where Element: Equatable {
    /// Drops consecutive duplicates.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: source.distinctUntilChanged())
    }
}
