// SPDX-License-Identifier: MIT
import RxCore

/// An observable with a narrower contract, identified by `Trait`: `Single`, `Maybe` or `Completable`.
///
/// A primitive sequence wraps an observable that is known to follow its trait's contract (one element, at most
/// one element, or none), so the API can offer events such as `success` instead of `next`/`completed`.
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, which must follow the trait's contract.
    @usableFromInline
    init(raw source: Observable<Element>) {
        self.source = source
    }
}

// Checked: its one stored property, an `Observable`, is Sendable.
extension PrimitiveSequence: Sendable {}

/// A type that is, or can be viewed as, a ``PrimitiveSequence``.
public protocol PrimitiveSequenceType {
    /// The trait: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
    associatedtype Trait
    /// The type of the element.
    associatedtype Element

    /// The primitive sequence itself.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// The primitive sequence itself.
    @inlinable
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as an observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}
