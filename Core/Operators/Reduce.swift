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
// Unchecked: the accumulated value (the state) is only touched by `on(_:)`, which the Rx contract serialises (see
// `StatefulSink`).
@usableFromInline
final class ReduceSink<Source, Accumulate, Result>: StatefulSink<Result, Accumulate>, SinkObserving,
    @unchecked Sendable
{
    @usableFromInline let accumulator: (Accumulate, Source) throws -> Accumulate
    @usableFromInline let mapResult: (Accumulate) throws -> Result

    @usableFromInline
    init(
        observer: AnyObserver<Result>,
        seed: Accumulate,
        accumulator: @escaping (Accumulate, Source) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) {
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer, state: seed)
    }

    @inlinable
    func onNext(_ element: Source) {
        do {
            state = try accumulator(state, element)
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
                forward(.next(try mapResult(state)))
                forwardTerminal(.completed)
            } catch {
                forwardTerminal(.error(error))
            }
        }
    }
}
