// SPDX-License-Identifier: MIT
/// The emitter role of the queue-drain pattern, shared by subjects and multi-source sinks.
///
/// States: idle, emitting, or emitting with work queued. A sender calls ``claim(_:)`` while holding the lock that
/// guards its queue: it either becomes the emitter or marks work queued (and must then queue its work before
/// releasing that lock). The emitter gives the role up with ``release(_:)``; when that fails, work was queued, so it
/// takes the lock, calls ``resume(_:)`` and drains the queue.
///
/// The role is one ``RxAtomic`` word stored in the object whose events it serialises (made by ``make()``); these
/// functions take its address, as every operation of the synchronization layer does.
@usableFromInline
package enum EmitterRole {
    @usableFromInline static var idle: Int { 0 }
    @usableFromInline static var emitting: Int { 1 }
    @usableFromInline static var queued: Int { 2 }

    /// An idle role, to store in the object that owns it.
    @inlinable
    package static func make() -> RxAtomic<Int> { RxAtomic(idle) }

    /// Called with the queue's lock held: `true` if the caller became the emitter, `false` if it must queue.
    @inlinable
    package static func claim(_ role: UnsafePointer<RxAtomic<Int>>) -> Bool {
        while true {
            let current = unsafe RxAtomic.load(role, ordering: .acquiring)
            if current == queued { return false }
            let desired = current == idle ? emitting : queued
            if unsafe RxAtomic.compareExchange(
                role,
                expected: current,
                desired: desired,
                ordering: .acquiringAndReleasing
            )
            .exchanged {
                return current == idle
            }
        }
    }

    /// Becomes the emitter if no one is, without the queue's lock: `true` on success. On `false` the caller
    /// takes the lock and uses ``claim(_:)``.
    @inlinable
    package static func claimIfIdle(_ role: UnsafePointer<RxAtomic<Int>>) -> Bool {
        unsafe RxAtomic.compareExchange(role, expected: idle, desired: emitting, ordering: .acquiringAndReleasing)
            .exchanged
    }

    /// Called by the emitter when it has nothing left: `true` if it gave the role up, `false` if work is queued.
    @inlinable
    package static func release(_ role: UnsafePointer<RxAtomic<Int>>) -> Bool {
        unsafe RxAtomic.compareExchange(role, expected: emitting, desired: idle, ordering: .acquiringAndReleasing)
            .exchanged
    }

    /// Called by the emitter with the queue's lock held, just before it takes the queued work.
    @inlinable
    package static func resume(_ role: UnsafePointer<RxAtomic<Int>>) {
        unsafe RxAtomic.store(role, emitting, ordering: .releasing)
    }
}
