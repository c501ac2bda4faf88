// SPDX-License-Identifier: MIT
import Foundation

/// The namespace of a type's reactive extensions: `object.rx.something`.
///
/// Add reactive members for your own types in an extension constrained on `Base`, and reach them through
/// ``ReactiveCompatible/rx-swift.property``:
///
/// ```swift
/// extension Reactive where Base: ProfileView {
///     var title: Binder<String?> {
///         Binder(base) { view, title in view.title = title }
///     }
/// }
///
/// viewModel.title.bind(to: profileView.rx.title)
/// ```
///
/// With RxTraits imported, any writable property of a class is also available as a `Binder` through dynamic member
/// lookup (`object.rx.isHidden`), as in RxSwift.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object the extensions act on.
    public let base: Base

    /// Creates the reactive namespace of `base`.
    ///
    /// - Parameter base: The object the extensions act on.
    public init(_ base: Base) {
        self.base = base
    }

    /// Public for technical reasons only: `@dynamicMemberLookup` needs a subscript in this module, and the one users
    /// reach, which returns a `Binder`, is declared by RxTraits, where `Binder` lives. This one matches no member.
    @available(*, unavailable, message: "Reactive has no member of that name; import RxTraits for property binders")
    public subscript<Property>(dynamicMember keyPath: KeyPath<_NoReactiveMembers, Property>) -> Property {
        fatalError("unreachable")
    }
}

/// Public for technical reasons only: the root of ``Reactive``'s placeholder dynamic-member subscript. It has no
/// members and no values.
public enum _NoReactiveMembers {}

/// A type with reactive extensions under `rx`.
///
/// Adopt it (with an empty extension) to give your type the `rx` namespace; `NSObject` and its subclasses already
/// adopt it, as in RxSwift.
public protocol ReactiveCompatible {
    /// The type the reactive extensions act on.
    associatedtype ReactiveBase

    /// The reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // The setter only makes `rx` mutable, so that mutating reactive extensions of value types can be called.
        set {}
    }

    /// The reactive extensions of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // The setter only makes `rx` mutable, so that mutating reactive extensions of value types can be called.
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
