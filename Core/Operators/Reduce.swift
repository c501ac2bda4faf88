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
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Result>(observer: observer)
            var accumulated = seed
            sink.attach(
                source._subscribe(
                    AnyObserver { [sink] event in
                        do {
                            switch event {
                            case .next(let element):
                                accumulated = try accumulator(accumulated, element)
                            case .error(let error):
                                sink.forwardTerminal(.error(error))
                            case .completed:
                                sink.forward(.next(try mapResult(accumulated)))
                                sink.forwardTerminal(.completed)
                            }
                        } catch {
                            sink.forwardTerminal(.error(error))
                        }
                    }
                )
            )
            return sink
        }
    }

    /// Accumulates every element into `seed` and emits the result when the sequence completes.
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }

    /// Accumulates every element into `seed`, mutating it in place, and emits it when the sequence completes.
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
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
