// SPDX-License-Identifier: MIT
import CRxSynchronization

/// An object created at most once, on first use, by whichever thread needs it first, and then shared.
///
/// The synchronization layer's once-initialised reference: an ``RxAtomic`` word holding the object's retained
/// address, 0 until it is set. Declare it as a stored `var` of a class (or of a `~Copyable` struct stored in one),
///
///     @exclusivity(unchecked) final nonisolated(unsafe) var queue = RxOnceReference()
///
/// reach the object with `RxOnceReference.get(&queue) { Locked<[Input]>([]) }`, always with the same type, and call
/// ``destroy()`` from the owner's `deinit`, which releases the object. The struct is neither generic nor
/// noncopyable: a generic one made each owner of a generic type look its metadata up at run time on every
/// initialisation and destruction, and a noncopyable generic argument needs a newer Swift runtime than RxSwift's
/// floors. Copying it would share one retain, so never copy it.
///
/// **Guarantees.** Every caller of ``get(_:orCreate:)`` receives the same object, fully initialised (publication is
/// a releasing compare-and-exchange, reading it an acquiring load). When threads race on the first call, each may
/// create an object, one wins, and the others release theirs before returning the winner; `create` must therefore
/// have no side effects beyond making the object. The object lives until ``destroy()``.
@usableFromInline
package struct RxOnceReference {
    @usableFromInline
    var bits: RxAtomic<UInt>

    /// No object yet.
    @inlinable
    package init() {
        bits = RxAtomic(0)
    }

    /// Releases the object, if one was created. Call once, from the owner's `deinit`, where no other thread can
    /// reach the reference.
    @inlinable
    package func destroy() {
        let bits = UInt(bitPattern: bits.storage.value)
        if bits != 0 { Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release() }
    }

    /// The object, created by `create` if no caller has created it yet.
    ///
    /// - Precondition: Every call for one reference names the same `Object` type.
    @inlinable
    package static func get<Object: AnyObject>(
        _ reference: UnsafePointer<Self>,
        orCreate create: () -> Object
    ) -> Object {
        // `bits` is the struct's only stored property.
        let word = UnsafeRawPointer(reference).assumingMemoryBound(to: RxAtomic<UInt>.self)
        let bits = RxAtomic.load(word, ordering: .acquiring)
        if bits != 0 { return object(at: bits, as: Object.self) }
        let created = Unmanaged.passRetained(create())
        let (exchanged, original) = RxAtomic.compareExchange(
            word,
            expected: 0,
            desired: UInt(bitPattern: created.toOpaque()),
            ordering: .acquiringAndReleasing
        )
        if exchanged { return created.takeUnretainedValue() }
        created.release()
        return object(at: original, as: Object.self)
    }

    @inlinable
    static func object<Object: AnyObject>(at bits: UInt, as type: Object.Type) -> Object {
        Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped).takeUnretainedValue()
    }
}
