// SPDX-License-Identifier: MIT
/// Finds a class instance inside a value of unknown type, typically an existential such as a scheduler, without a
/// dynamic cast of the value: `value as? Base` from an existential goes through the runtime's general cast (about
/// 400 instructions on x86-64 Linux), where checking the metatype takes about 200 and comparing it a few; where
/// `Value` is known at compile time, both fold away.
///
/// Pass an existential as `value`: Swift opens it, so that `Value` is the type of what it holds.
@usableFromInline
package enum ClassInstance {
    /// `value` as an `Exact`, when its type is exactly `Exact` (not a subclass); nil otherwise. For a final class,
    /// the same answer as `value as? Exact`. `Binder` finds its main scheduler with it.
    @inlinable
    package static func exactly<Exact: AnyObject, Value>(_ value: Value, as _: Exact.Type) -> Exact? {
        guard Value.self == Exact.self else { return nil }
        // Unsafe: `Value` is `Exact`, checked above: the value is a reference to an `Exact`.
        return unsafe withUnsafePointer(to: value) { unsafe UnsafeRawPointer($0).load(as: Exact.self) }
    }

    /// `value` as a `Base`, when its type is `Base` or a subclass of it; nil otherwise: `value as? Base`.
    @inlinable
    package static func derived<Base: AnyObject, Value>(_ value: Value, from _: Base.Type) -> Base? {
        guard Value.self is Base.Type else { return nil }
        // Unsafe: `Value` is a class derived from `Base`, checked above: the value is a reference to a `Base`.
        return unsafe withUnsafePointer(to: value) { unsafe UnsafeRawPointer($0).load(as: Base.self) }
    }
}
