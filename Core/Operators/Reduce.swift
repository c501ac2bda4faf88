// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Accumulates every element into `seed` and, when the sequence completes, emits `mapResult` of the
    /// accumulated value and completes.
    ///
    /// ```
    /// source:             --1--2--3--|
    /// reduce(0, +):       -----------(6|)
    /// ```
    ///
    /// Errors thrown by `accumulator` or `mapResult` are emitted as `error`.
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Producer { observer in
            ReduceSink(observer: observer, seed: seed, accumulator: accumulator, mapResult: mapResult).run(source)
        }
    }

    /// Accumulates every element into `seed` and emits the result when the sequence completes.
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// Accumulates every element into `seed`, mutating it in place, and emits it when the sequence completes.
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func reduce<Accumulate>(
        into seed: Accumulate,
        _ updateAccumulatingResult: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        reduce(
            seed,
            accumulator: { accumulated, element in
                var result = accumulated
                try updateAccumulatingResult(&result, element)
                return result
            },
            mapResult: { $0 }
        )
    }
}

/// Folds the elements into the accumulated value and emits its mapped result when the source completes.
// Unchecked: `accumulated` is only touched by `on(_:)`, which the Rx contract serialises.
@usableFromInline
final class ReduceSink<Source, Accumulate, Result>: Sink<Result>, SinkObserving, @unchecked Sendable {
    @usableFromInline let accumulator: (Accumulate, Source) throws -> Accumulate
    @usableFromInline let mapResult: (Accumulate) throws -> Result
    // Unsafe: no access spans a call (the accumulator gets a copy), so the run-time exclusivity check, which the
    // optimiser keeps, would only cost every element.
    @usableFromInline @exclusivity(unchecked) var accumulated: Accumulate

    @usableFromInline
    init(
        observer: AnyObserver<Result>,
        seed: Accumulate,
        accumulator: @escaping (Accumulate, Source) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) {
        unsafe self.accumulated = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Source) {
        do {
            unsafe accumulated = try unsafe accumulator(accumulated, element)
        } catch {
            forwardTerminal(.error(error))
        }
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            do {
                unsafe forward(.next(try mapResult(accumulated)))
                forwardTerminal(.completed)
            } catch {
                forwardTerminal(.error(error))
            }
        }
    }
}
