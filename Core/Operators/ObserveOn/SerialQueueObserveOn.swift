// SPDX-License-Identifier: MIT
/// An `observe(on:)` observable on a serial dispatch queue, counted while it exists in
/// ``Resources/numberOfSerialDispatchQueueObservables`` (debug builds only), as RxSwift counts its serial-queue
/// `observe(on:)` observables. Subscribing works exactly as the ordinary producer.
@usableFromInline
// Unchecked: immutable; it holds only the subscription closure.
final class SerialQueueObserveOn<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline
    let run: (AnyObserver<Element>) -> Disposable

    @usableFromInline
    init(_ run: @escaping (AnyObserver<Element>) -> Disposable) {
        self.run = run
        super.init()
        #if DEBUG
            Resources.incrementSerialDispatchQueueObservables()
        #endif
    }

    deinit {
        #if DEBUG
            Resources.decrementSerialDispatchQueueObservables()
        #endif
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        CurrentThreadScheduler.trampoline { run(observer) }
    }
}
