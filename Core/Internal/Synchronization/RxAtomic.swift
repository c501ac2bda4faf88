// SPDX-License-Identifier: MIT
import CRxSynchronization

/// A value of one machine word that threads read and write atomically, stored inline in the object that owns it.
///
/// The synchronization layer's atomic, for the floors RxSwift supports (the standard library's `Atomic` needs
/// macOS 15 and iOS 18). The storage is a C11 atomic word; the operations are `static inline` C functions, so they
/// compile to the same instructions as `Atomic`'s.
///
/// **Where it lives.** Declare it as a `final` stored `var` of a class (an overridable property would hand the
/// operations the address of a getter's copy), never of a struct that is copied or of a local:
///
///     @exclusivity(unchecked) private final nonisolated(unsafe) var stopped = RxAtomic(false)
///
/// and reach it only through the static operations, passing the property's address:
/// `unsafe RxAtomic.load(&stopped, ordering: .acquiring)`. The address of a class's stored property is stable for the
/// object's lifetime, and the conversion is a read access, so neither the exclusivity checker nor the Thread
/// Sanitizer sees two threads writing the property (the atomic operations themselves are what the Thread Sanitizer
/// checks). `@exclusivity(unchecked)` removes the run-time exclusivity bookkeeping of that read access, and
/// `nonisolated(unsafe)` tells a `Sendable` class that the `var` is safe: every access is atomic. A struct may hold
/// an `RxAtomic` only if the struct itself is such a class property and its owner passes the field's address
/// (`&inputs.role`, as the sinks that hold an ``InputSerializer`` do).
///
/// **Strict memory safety.** Every operation takes a pointer and every such property is `nonisolated(unsafe)`, so
/// each call is written `unsafe`: the compiler cannot see that the address is a live class property's. The one
/// rule above is the reason each of those `unsafe` stands on, stated once here and in the layer's README rather
/// than at every call (see MemorySafety.md in the maintainer's guide).
///
/// **Guarantees.** Each operation is atomic: no thread observes a torn value, and all threads agree on one order of
/// the operations on one `RxAtomic` (its modification order). The `ordering` argument adds ordering of *other*
/// memory, with C11's meaning: a `.releasing` store or a read-modify-write with `.acquiringAndReleasing` makes
/// every write before it visible to a thread whose `.acquiring` load (or read-modify-write) reads the value it
/// stored; `.relaxed` orders nothing else. Read-modify-write operations never fail spuriously.
@frozen
@usableFromInline
package struct RxAtomic<Value: RxAtomicValue> {
    @usableFromInline
    var storage: crx_atomic_word

    /// An atomic holding `initialValue`.
    @inlinable
    package init(_ initialValue: Value) {
        storage = crx_atomic_word(value: initialValue.atomicWord)
    }

    /// The current value.
    @inlinable @inline(__always)
    package static func load(_ atomic: UnsafePointer<Self>, ordering: RxAtomicLoadOrdering) -> Value {
        switch ordering {
        case .relaxed: unsafe Value(atomicWord: crx_atomic_load_relaxed(atomic))
        case .acquiring: unsafe Value(atomicWord: crx_atomic_load_acquire(atomic))
        }
    }

    /// Replaces the value.
    @inlinable @inline(__always)
    package static func store(_ atomic: UnsafePointer<Self>, _ value: Value, ordering: RxAtomicStoreOrdering) {
        switch ordering {
        case .relaxed: unsafe crx_atomic_store_relaxed(atomic, value.atomicWord)
        case .releasing: unsafe crx_atomic_store_release(atomic, value.atomicWord)
        }
    }

    /// Replaces the value and returns the one it replaced.
    @inlinable @inline(__always)
    package static func exchange(
        _ atomic: UnsafePointer<Self>,
        _ value: Value,
        ordering: RxAtomicUpdateOrdering
    ) -> Value {
        switch ordering {
        case .relaxed: unsafe Value(atomicWord: crx_atomic_exchange_relaxed(atomic, value.atomicWord))
        case .acquiringAndReleasing: unsafe Value(atomicWord: crx_atomic_exchange_acq_rel(atomic, value.atomicWord))
        }
    }

    /// Replaces the value with `desired` if it equals `expected`; returns whether it did and the value it found.
    @inlinable @inline(__always)
    package static func compareExchange(
        _ atomic: UnsafePointer<Self>,
        expected: Value,
        desired: Value,
        ordering: RxAtomicUpdateOrdering
    ) -> (exchanged: Bool, original: Value) {
        let found =
            switch ordering {
            case .relaxed:
                unsafe crx_atomic_compare_exchange_relaxed(atomic, expected.atomicWord, desired.atomicWord)
            case .acquiringAndReleasing:
                unsafe crx_atomic_compare_exchange_acq_rel(atomic, expected.atomicWord, desired.atomicWord)
            }
        return (found == expected.atomicWord, Value(atomicWord: found))
    }
}

extension RxAtomic where Value: FixedWidthInteger {
    /// Adds `operand`, wrapping around on overflow; returns the values before and after.
    @inlinable @inline(__always) @discardableResult
    package static func wrappingAdd(
        _ atomic: UnsafePointer<Self>,
        _ operand: Value,
        ordering: RxAtomicUpdateOrdering
    ) -> (oldValue: Value, newValue: Value) {
        let old =
            switch ordering {
            case .relaxed: unsafe Value(atomicWord: crx_atomic_fetch_add_relaxed(atomic, operand.atomicWord))
            case .acquiringAndReleasing:
                unsafe Value(atomicWord: crx_atomic_fetch_add_acq_rel(atomic, operand.atomicWord))
            }
        return (old, old &+ operand)
    }

    /// Subtracts `operand`, wrapping around on overflow; returns the values before and after.
    @inlinable @inline(__always) @discardableResult
    package static func wrappingSubtract(
        _ atomic: UnsafePointer<Self>,
        _ operand: Value,
        ordering: RxAtomicUpdateOrdering
    ) -> (oldValue: Value, newValue: Value) {
        let old = unsafe wrappingAdd(atomic, 0 &- operand, ordering: ordering).oldValue
        return (old, old &- operand)
    }
}

/// A type that an ``RxAtomic`` can hold: one that converts to and from a machine word without loss.
@usableFromInline
package protocol RxAtomicValue {
    /// The value from a word made by ``atomicWord``.
    init(atomicWord: Int)
    /// The value as a machine word.
    var atomicWord: Int { get }
}

extension Bool: RxAtomicValue {
    @inlinable
    package init(atomicWord: Int) { self = atomicWord != 0 }
    @inlinable
    package var atomicWord: Int { self ? 1 : 0 }
}

extension Int: RxAtomicValue {
    @inlinable
    package init(atomicWord: Int) { self = atomicWord }
    @inlinable
    package var atomicWord: Int { self }
}

extension Int32: RxAtomicValue {
    // Arithmetic on the word wraps at the word's width; the value wraps at 32 bits, as `Int32`'s own `&+` does.
    @inlinable
    package init(atomicWord: Int) { self = Int32(truncatingIfNeeded: atomicWord) }
    @inlinable
    package var atomicWord: Int { Int(self) }
}

extension UInt: RxAtomicValue {
    @inlinable
    package init(atomicWord: Int) { self = UInt(bitPattern: atomicWord) }
    @inlinable
    package var atomicWord: Int { Int(bitPattern: self) }
}

/// How an atomic load orders other memory (C11's `memory_order_relaxed` and `memory_order_acquire`).
@frozen
@usableFromInline
package enum RxAtomicLoadOrdering {
    case relaxed
    case acquiring
}

/// How an atomic store orders other memory (C11's `memory_order_relaxed` and `memory_order_release`).
@frozen
@usableFromInline
package enum RxAtomicStoreOrdering {
    case relaxed
    case releasing
}

/// How an atomic read-modify-write orders other memory (C11's `memory_order_relaxed` and `memory_order_acq_rel`).
@frozen
@usableFromInline
package enum RxAtomicUpdateOrdering {
    case relaxed
    case acquiringAndReleasing
}

/// An ``RxAtomic`` in an object of its own, for an atomic that closures share (a local captured by several
/// observers). Where one object owns the atomic, store an ``RxAtomic`` in it instead and save the allocation.
@usableFromInline
package final class RxAtomicBox<Value: RxAtomicValue>: Sendable {
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var atomic: RxAtomic<Value>

    /// A box holding `initialValue`.
    @inlinable
    package init(_ initialValue: Value) {
        unsafe atomic = RxAtomic(initialValue)
    }

    /// ``RxAtomic/compareExchange(_:expected:desired:ordering:)`` on the boxed atomic.
    @inlinable
    package func compareExchange(
        expected: Value,
        desired: Value,
        ordering: RxAtomicUpdateOrdering
    ) -> (exchanged: Bool, original: Value) {
        unsafe RxAtomic.compareExchange(&atomic, expected: expected, desired: desired, ordering: ordering)
    }
}
