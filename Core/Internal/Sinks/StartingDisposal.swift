// SPDX-License-Identifier: MIT
/// Holds back a sink's disposal while the sink subscribes its sources, as RxSwift's sinks do until their `run`
/// returns: when a source fails while being subscribed, the sink is disposed from inside that subscription, yet its
/// remaining sources are still subscribed and every subscription is disposed afterwards, in order, with the failing
/// source's own disposable first. Used by the two-source (`Combining2SinkBase`) and the N-ary (`CombiningSinkBase`)
/// `combineLatest` and `zip` sinks.
///
/// One ``RxAtomic`` word stored in the sink (made by ``make()``): starting, started, or disposed while starting.
/// The sink's `disposeResources()` asks ``deferIfStarting(_:)`` first and returns if it answers `true`; once every
/// source is subscribed, the sink calls ``started(_:)`` and disposes its subscriptions if it answers `true`.
/// Each is one compare-and-exchange.
@usableFromInline
package enum StartingDisposal {
    @usableFromInline static var starting: Int { 0 }
    @usableFromInline static var started: Int { 1 }
    @usableFromInline static var disposedWhileStarting: Int { 2 }

    /// A phase that starts out starting, to store in the sink.
    @inlinable
    package static func make() -> RxAtomic<Int> { RxAtomic(starting) }

    /// Called by the sink's disposal: `true` if the sources are still being subscribed, in which case the disposal
    /// is left to the caller of ``started(_:)``.
    @inlinable
    package static func deferIfStarting(_ phase: UnsafePointer<RxAtomic<Int>>) -> Bool {
        unsafe RxAtomic.compareExchange(
            phase,
            expected: starting,
            desired: disposedWhileStarting,
            ordering: .acquiringAndReleasing
        )
        .exchanged
    }

    /// Called once every source is subscribed: `true` if the sink was disposed meanwhile, so the caller disposes
    /// its subscriptions now.
    @inlinable
    package static func started(_ phase: UnsafePointer<RxAtomic<Int>>) -> Bool {
        unsafe !RxAtomic.compareExchange(phase, expected: starting, desired: started, ordering: .acquiringAndReleasing)
            .exchanged
    }
}
