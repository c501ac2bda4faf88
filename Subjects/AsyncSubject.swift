// SPDX-License-Identifier: MIT
import RxCore

/// A subject that emits only its last element, and only when it completes.
///
/// ```
/// subject:    -a-b-c-|
/// subscriber: ^------(c|)
/// ```
///
/// If it completes without elements, subscribers receive only `completed`; if it fails, only the error. A
/// subscriber arriving after termination receives the same; after `dispose()`, `RxError.disposed`.
///
/// ## Thread safety
///
/// Same guarantees as ``PublishSubject``.
public final class AsyncSubject<Element>: _SubjectBase<Element>, SubjectType, ObserverType, Cancelable,
    // Unchecked: adds no state to `_SubjectBase`, whose `core` serialises everything.
    @unchecked Sendable
{

    /// The observer side of an `AsyncSubject` is the subject itself.
    public typealias Observer = AsyncSubject<Element>

    /// Creates a subject.
    @inlinable
    public init() {
        super.init(core: SubjectCore(kind: .async))
    }

    /// Returns the subject itself.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }
}
