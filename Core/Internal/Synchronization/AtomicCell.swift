// SPDX-License-Identifier: MIT
/// An ``RxAtomic`` for code outside the layer: stored inline in a class as a plain `final var`, used through safe
/// operations, so an operator's call sites read as ordinary Swift.
///
///     final var stopped = AtomicCell(false)
///     ...
///     if AtomicCell.exchange(&stopped, true, ordering: .acquiringAndReleasing) { return }
///
/// **Why the operations are safe.** Each takes the cell's address as an `UnsafePointer`, uses it only for the length
/// of the call and keeps nothing. Under strict memory safety, code can make such a pointer without writing `unsafe`
/// only with the `&property` conversion, which is valid for exactly that call; every other way (a pointer made
/// from bits, `withUnsafePointer`, a pointer kept in a variable) is itself unsafe and marked. So a caller cannot
/// hand these operations a dangling address without an `unsafe` of its own, and the one justification is here,
/// not at each call.
///
/// **What the type system cannot check.** The cell must be a `final` stored property of a class (see the layer's
/// README): the `&` of a local, a computed or an overridable property is the address of a copy, and the operation
/// would act on it. That is a logic error, not a memory error, and `make sync-layer` rejects a cell that is not
/// `final`. The property needs neither `nonisolated(unsafe)` (in an `@unchecked Sendable` class) nor
/// `@exclusivity(unchecked)`: `&property` is a read access, which never conflicts with another read, and the
/// optimiser removes its run-time check where no access spans a call (measured: `Benchmarks --instructions`, see
/// Documentation/Internals/Synchronization.md).
@frozen
@usableFromInline
package struct AtomicCell<Value: RxAtomicValue> {
    @usableFromInline
    var atomic: RxAtomic<Value>

    /// A cell holding `initialValue`.
    @inlinable
    package init(_ initialValue: Value) {
        atomic = RxAtomic(initialValue)
    }

    /// The atomic at the cell's address: the cell's only stored property, so at offset 0.
    @inlinable @inline(__always)
    static func atomic(_ cell: UnsafePointer<Self>) -> UnsafePointer<RxAtomic<Value>> {
        unsafe UnsafeRawPointer(cell).assumingMemoryBound(to: RxAtomic<Value>.self)
    }

    /// ``RxAtomic/load(_:ordering:)``.
    // Safe: uses the address only for the length of the call (see the type\'s discussion).
    @safe @inlinable @inline(__always)
    package static func load(_ cell: UnsafePointer<Self>, ordering: RxAtomicLoadOrdering) -> Value {
        unsafe RxAtomic.load(atomic(cell), ordering: ordering)
    }

    /// ``RxAtomic/store(_:_:ordering:)``.
    // Safe: uses the address only for the length of the call (see the type\'s discussion).
    @safe @inlinable @inline(__always)
    package static func store(_ cell: UnsafePointer<Self>, _ value: Value, ordering: RxAtomicStoreOrdering) {
        unsafe RxAtomic.store(atomic(cell), value, ordering: ordering)
    }

    /// ``RxAtomic/exchange(_:_:ordering:)``.
    // Safe: uses the address only for the length of the call (see the type\'s discussion).
    @safe @inlinable @inline(__always)
    package static func exchange(
        _ cell: UnsafePointer<Self>,
        _ value: Value,
        ordering: RxAtomicUpdateOrdering
    ) -> Value {
        unsafe RxAtomic.exchange(atomic(cell), value, ordering: ordering)
    }

    /// ``RxAtomic/compareExchange(_:expected:desired:ordering:)``.
    // Safe: uses the address only for the length of the call (see the type\'s discussion).
    @safe @inlinable @inline(__always)
    package static func compareExchange(
        _ cell: UnsafePointer<Self>,
        expected: Value,
        desired: Value,
        ordering: RxAtomicUpdateOrdering
    ) -> (exchanged: Bool, original: Value) {
        unsafe RxAtomic.compareExchange(atomic(cell), expected: expected, desired: desired, ordering: ordering)
    }
}

extension AtomicCell where Value: FixedWidthInteger {
    /// ``RxAtomic/wrappingAdd(_:_:ordering:)``.
    // Safe: uses the address only for the length of the call (see the type\'s discussion).
    @safe @inlinable @inline(__always) @discardableResult
    package static func wrappingAdd(
        _ cell: UnsafePointer<Self>,
        _ operand: Value,
        ordering: RxAtomicUpdateOrdering
    ) -> (oldValue: Value, newValue: Value) {
        unsafe RxAtomic.wrappingAdd(atomic(cell), operand, ordering: ordering)
    }

    /// ``RxAtomic/wrappingSubtract(_:_:ordering:)``.
    // Safe: uses the address only for the length of the call (see the type\'s discussion).
    @safe @inlinable @inline(__always) @discardableResult
    package static func wrappingSubtract(
        _ cell: UnsafePointer<Self>,
        _ operand: Value,
        ordering: RxAtomicUpdateOrdering
    ) -> (oldValue: Value, newValue: Value) {
        unsafe RxAtomic.wrappingSubtract(atomic(cell), operand, ordering: ordering)
    }
}
