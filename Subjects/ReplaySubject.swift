// SPDX-License-Identifier: MIT
import RxCore

/// A subject that replays the last elements it received (all of them, or a bounded number) to every new
/// subscriber, then sends the following events.
///
/// ```
/// ReplaySubject.create(bufferSize: 2)
/// subject:    -a-b-c-----d-|
/// subscriber:        ^(bc)d-|
/// ```
///
/// After `completed` or `error`, a new subscriber receives the buffer and then the terminal event; after
/// `dispose()`, `RxError.disposed`.
///
/// ## Thread safety
///
/// Same guarantees as ``PublishSubject``; a new subscriber's replay is delivered on the subscribing thread before
/// `subscribe` returns, also while other threads send, and before any event accepted after it subscribed.
///
/// - Complexity: Memory grows with the buffer: `bufferSize` elements, or every element for
///   ``createUnbounded()``.
public final class ReplaySubject<Element>: _SubjectBase<Element>, SubjectType, ObserverType, Cancelable,
    // Unchecked: adds no state to `_SubjectBase`, whose `core` serialises everything.
    @unchecked Sendable
{

    /// The observer side of a `ReplaySubject` is the subject itself.
    public typealias Observer = ReplaySubject<Element>

    // Inlinable, as every subject's initialiser: the subscribe path is compiled for the element type where the
    // subject is created (`SubjectPaths` in RxCore).
    @inlinable
    init(limit: Int?) {
        super.init(core: SubjectCore(kind: .replay, bufferLimit: limit))
    }

    /// Creates a subject that replays the last `bufferSize` elements.
    ///
    /// - Parameter bufferSize: How many elements to keep; must not be negative.
    @inlinable
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        rxPrecondition(
            bufferSize >= 0,
            "ReplaySubject.create(bufferSize:): bufferSize must not be negative, got \(bufferSize)."
        )
        return ReplaySubject(limit: bufferSize)
    }

    /// Creates a subject that replays every element it ever received.
    @inlinable
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(limit: nil)
    }

    /// Returns the subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }
}
