import Synchronization

/// The emitter role of the queue-drain pattern, shared by subjects and multi-source sinks.
///
/// States: idle, emitting, or emitting with work queued. A sender calls ``claim()`` while holding the lock that
/// guards its queue: it either becomes the emitter or marks work queued (and must then queue its work before
/// releasing that lock). The emitter gives the role up with ``release()``; when that fails, work was queued, so it
/// takes the lock, calls ``resume()`` and drains the queue.
@usableFromInline
package struct EmitterRole: ~Copyable, Sendable {
    @usableFromInline static var idle: Int { 0 }
    @usableFromInline static var emitting: Int { 1 }
    @usableFromInline static var queued: Int { 2 }

    @usableFromInline
    let state = Atomic<Int>(0)

    @inlinable
    package init() {}

    /// Called with the queue's lock held: `true` if the caller became the emitter, `false` if it must queue.
    @inlinable
    package func claim() -> Bool {
        while true {
            let current = state.load(ordering: .acquiring)
            if current == Self.queued { return false }
            let desired = current == Self.idle ? Self.emitting : Self.queued
            if state.compareExchange(expected: current, desired: desired, ordering: .acquiringAndReleasing).exchanged {
                return current == Self.idle
            }
        }
    }

    /// Becomes the emitter if no one is, without the queue's lock: `true` on success. On `false` the caller
    /// takes the lock and uses ``claim()``.
    @inlinable
    package func claimIfIdle() -> Bool {
        state.compareExchange(expected: Self.idle, desired: Self.emitting, ordering: .acquiringAndReleasing).exchanged
    }

    /// Called by the emitter when it has nothing left: `true` if it gave the role up, `false` if work is queued.
    @inlinable
    package func release() -> Bool {
        state.compareExchange(expected: Self.emitting, desired: Self.idle, ordering: .acquiringAndReleasing).exchanged
    }

    /// Called by the emitter with the queue's lock held, just before it takes the queued work.
    @inlinable
    package func resume() {
        state.store(Self.emitting, ordering: .releasing)
    }
}
