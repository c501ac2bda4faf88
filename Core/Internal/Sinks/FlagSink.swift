// SPDX-License-Identifier: MIT
/// A ``Sink`` with one atomic flag, raised once and read from any thread: `create`'s "a terminal event was
/// accepted", `skip(_:scheduler:)`'s "the window is open". The subclass uses it through ``isFlagSet``,
/// ``setFlag()`` and ``testAndSetFlag()``, as ordinary Swift: no `&`, no `unsafe` at the call site.
///
///     if testAndSetFlag() { return }    // a second terminal event
///     forwardTerminal(event)
///
/// **Why the operations are safe.** The atomic is stored here, once, as layer storage (`final`, reached only
/// through its address, see the synchronization layer's README), and only these methods take its address, for the
/// length of one atomic operation. They cost what the atomic operation costs: the property is
/// `@exclusivity(unchecked)`, so no run-time exclusivity check is made, where a plain `AtomicCell` field of the
/// subclass would pay one per access in inlined code (`create-pump` +200 %, see Synchronization.md).
@usableFromInline
// Unchecked: `flag` is atomic; the rest is `Sink`'s.
class FlagSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var flag = RxAtomic<Bool>(false)

    /// Whether the flag was set (an acquiring load: what was written before ``setFlag()`` is visible).
    @inlinable @inline(__always)
    final var isFlagSet: Bool { unsafe RxAtomic.load(&flag, ordering: .acquiring) }

    /// Sets the flag (a releasing store).
    @inlinable @inline(__always)
    final func setFlag() { unsafe RxAtomic.store(&flag, true, ordering: .releasing) }

    /// Sets the flag and returns whether it was set already: `false` for exactly one caller, whatever the threads.
    @inlinable @inline(__always)
    final func testAndSetFlag() -> Bool { unsafe RxAtomic.exchange(&flag, true, ordering: .acquiringAndReleasing) }
}

/// A ``SerializingSink`` with one atomic flag: ``FlagSink``'s flag and operations, for a sink of several sources
/// (`timeout`'s "switched to the fallback").
@usableFromInline
// Unchecked: `flag` is atomic; the rest is `SerializingSink`'s.
class FlagSerializingSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var flag = RxAtomic<Bool>(false)

    /// Whether the flag was set (an acquiring load).
    @inlinable @inline(__always)
    final var isFlagSet: Bool { unsafe RxAtomic.load(&flag, ordering: .acquiring) }

    /// Sets the flag (a releasing store).
    @inlinable @inline(__always)
    final func setFlag() { unsafe RxAtomic.store(&flag, true, ordering: .releasing) }

    /// Sets the flag and returns whether it was set already: `false` for exactly one caller, whatever the threads.
    @inlinable @inline(__always)
    final func testAndSetFlag() -> Bool { unsafe RxAtomic.exchange(&flag, true, ordering: .acquiringAndReleasing) }
}
