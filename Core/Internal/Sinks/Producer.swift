// SPDX-License-Identifier: MIT
/// An observable whose subscription logic is a closure built where the operator is called.
///
/// Operators are `@inlinable` and build their `run` closure at the call site, so a chain built for concrete
/// element types runs fully specialised code: one hop costs one indirect call, with no generic metadata look-up.
///
/// A trampolined producer subscribes on the current-thread trampoline (see ``CurrentThreadScheduler``), so
/// work its subscription schedules there runs after the subscription is set up. Sources that emit nothing
/// through a scheduler (`just`, `empty`, `never`, `error`) subscribe directly, exactly as in RxSwift.
// Unchecked: immutable, it holds only the subscription closure and the trampoline choice.
@usableFromInline final class Producer<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline
    let run: (AnyObserver<Element>) -> Disposable

    @usableFromInline
    let isTrampolined: Bool

    @inlinable
    init(trampolined: Bool = true, _ run: @escaping (AnyObserver<Element>) -> Disposable) {
        self.run = run
        self.isTrampolined = trampolined
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        guard isTrampolined else { return run(observer) }
        return CurrentThreadScheduler.trampoline { self.run(observer) }
    }
}
