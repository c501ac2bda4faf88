/// An observable whose subscription logic is a closure built where the operator is called.
///
/// Operators are `@inlinable` and build their `run` closure at the call site, so a chain built for concrete
/// element types runs fully specialised code: one hop costs one indirect call, with no generic metadata look-up.
/// Each subscription runs on the current-thread trampoline (see ``CurrentThreadScheduler``).
@usableFromInline
final class Producer<Element>: Observable<Element>, @unchecked Sendable {
    // Immutable: holds only the subscription closure.
    @usableFromInline
    let run: (AnyObserver<Element>) -> Disposable

    @inlinable
    init(_ run: @escaping (AnyObserver<Element>) -> Disposable) {
        self.run = run
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let run = self.run
        return CurrentThreadScheduler.trampoline { run(observer) }
    }
}

/// A producer that subscribes without the trampoline: for sources that emit nothing through a scheduler
/// (`just`, `empty`, `never`, `error`), exactly as RxSwift does.
@usableFromInline
final class ImmediateProducer<Element>: Observable<Element>, @unchecked Sendable {
    // Immutable: holds only the subscription closure.
    @usableFromInline
    let run: (AnyObserver<Element>) -> Disposable

    @inlinable
    init(_ run: @escaping (AnyObserver<Element>) -> Disposable) {
        self.run = run
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        run(observer)
    }
}
