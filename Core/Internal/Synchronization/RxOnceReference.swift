// SPDX-License-Identifier: MIT
import CRxSynchronization

/// An object created at most once, on first use, by whichever thread needs it first, and then shared; or an object
/// handed over once, to a reference that may be closed first.
///
/// The synchronization layer's once-initialised reference: an ``RxAtomic`` word holding the object's retained
/// address, 0 until it is set. Declare it as a stored `var` of a class (or of a `~Copyable` struct stored in one),
///
///     @exclusivity(unchecked) final nonisolated(unsafe) var queue = RxOnceReference()
///
/// and call ``destroy()`` from the owner's `deinit`, which releases the object. The struct is neither generic nor
/// noncopyable: a generic one made each owner of a generic type look its metadata up at run time on every
/// initialisation and destruction, and a noncopyable generic argument needs a newer Swift runtime than RxSwift's
/// floors. Copying it would share one retain, so never copy it. Every operation on one reference names the same
/// object type. A reference is used in one of two ways, never both:
///
/// - **Created on first use:** ``get(_:orCreate:)``, as `unsafe RxOnceReference.get(&queue) { Locked<[Input]>([]) }`.
///   Every caller receives the same object, fully initialised (publication is a releasing compare-and-exchange,
///   reading it an acquiring load). When threads race on the first call, each may create an object, one wins, and
///   the others release theirs before returning the winner; `create` must therefore have no side effects beyond
///   making the object. The object lives until ``destroy()``.
/// - **Stored once, unless closed:** ``store(_:_:)`` hands the reference an object made elsewhere, and ``close(_:as:)``
///   ends the reference, taking back the object stored, if any; a store after the close is refused, and the
///   reference keeps nothing of the object it refused. Whatever order two threads call them in, exactly one of
///   them ends up with the object: ``close(_:as:)`` returns it, or ``store(_:_:)`` returns `false`. The third
///   state is one reserved word (1, which no object's address is), so the reference stays one word.
///   ``SubscribeObserver`` keeps the handle it returns to its caller this way, and lets go of it when the
///   subscription ends, whichever comes first.
@usableFromInline
package struct RxOnceReference {
    @usableFromInline
    var bits: RxAtomic<UInt>

    /// No object yet.
    @inlinable
    package init() {
        bits = RxAtomic(0)
    }

    /// The word of a reference that ``close(_:as:)`` ended: not an object's address, which is never 1.
    @inlinable
    static var closed: UInt { 1 }

    /// Releases the object, if one was created or stored and not taken back by ``close(_:as:)``. Call once, from
    /// the owner's `deinit`, where no other thread can reach the reference.
    @inlinable
    package func destroy() {
        let bits = UInt(bitPattern: bits.storage.value)
        if bits > Self.closed { unsafe Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release() }
    }

    /// The object, created by `create` if no caller has created it yet.
    ///
    /// - Precondition: Every call for one reference names the same `Object` type; the reference is never given to
    ///   ``store(_:_:)`` or ``close(_:as:)``.
    @inlinable
    package static func get<Object: AnyObject>(
        _ reference: UnsafePointer<Self>,
        orCreate create: () -> Object
    ) -> Object {
        // `bits` is the struct's only stored property.
        let word = unsafe UnsafeRawPointer(reference).assumingMemoryBound(to: RxAtomic<UInt>.self)
        let bits = unsafe RxAtomic.load(word, ordering: .acquiring)
        if bits != 0 { return object(at: bits, as: Object.self) }
        let created = unsafe Unmanaged.passRetained(create())
        let (exchanged, original) = unsafe RxAtomic.compareExchange(
            word,
            expected: 0,
            desired: UInt(bitPattern: created.toOpaque()),
            ordering: .acquiringAndReleasing
        )
        if exchanged { return unsafe created.takeUnretainedValue() }
        unsafe created.release()
        return object(at: original, as: Object.self)
    }

    /// Stores `object` in a reference that holds none and was not closed, and returns `true`; returns `false`, and
    /// keeps nothing, if ``close(_:as:)`` came first (or an object was stored already). On `true` the reference
    /// holds its own retain of the object until ``close(_:as:)`` or ``destroy()``.
    ///
    /// Ordering: a successful store is a releasing operation, so everything written before it is visible to the
    /// thread whose ``close(_:as:)`` returns the object.
    ///
    /// - Parameters:
    ///   - reference: The reference's address (`&property`).
    ///   - object: The object to hand over.
    /// - Returns: Whether the reference took the object.
    @inlinable @inline(__always)
    package static func store<Object: AnyObject>(_ reference: UnsafePointer<Self>, _ object: Object) -> Bool {
        let word = unsafe UnsafeRawPointer(reference).assumingMemoryBound(to: RxAtomic<UInt>.self)
        let retained = unsafe Unmanaged.passRetained(object)
        if unsafe RxAtomic.compareExchange(
            word,
            expected: 0,
            desired: UInt(bitPattern: retained.toOpaque()),
            ordering: .acquiringAndReleasing
        ).exchanged {
            return true
        }
        unsafe retained.release()
        return false
    }

    /// Closes the reference and returns the object stored in it, if any, with the reference's retain moved to the
    /// caller; `nil` when none was stored or it was closed already. Every later ``store(_:_:)`` is refused.
    ///
    /// Ordering: an acquiring operation, so the caller sees everything written before the store it takes the
    /// object from.
    ///
    /// - Parameters:
    ///   - reference: The reference's address (`&property`).
    ///   - type: The type of the object ``store(_:_:)`` stores in this reference.
    /// - Returns: The object stored, now owned by the caller alone.
    @inlinable @inline(__always)
    package static func close<Object: AnyObject>(_ reference: UnsafePointer<Self>, as type: Object.Type) -> Object? {
        let word = unsafe UnsafeRawPointer(reference).assumingMemoryBound(to: RxAtomic<UInt>.self)
        let bits = unsafe RxAtomic.exchange(word, closed, ordering: .acquiringAndReleasing)
        guard bits > closed else { return nil }
        return unsafe Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
            .takeRetainedValue()
    }

    @inlinable
    static func object<Object: AnyObject>(at bits: UInt, as type: Object.Type) -> Object {
        unsafe Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).takeUnretainedValue()
    }
}
