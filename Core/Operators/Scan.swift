// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits each intermediate result of accumulating the elements into `seed`, mutating the accumulator in place.
    ///
    /// ```
    /// source:                   --1--2--3--|
    /// scan(into: 0) { $0 += $1 }: --1--3--6--|
    /// ```
    ///
    /// An error thrown by `accumulator` is emitted as an `error` event. Each subscription starts from `seed`.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Folds an element into the accumulated value.
    /// - Returns: An observable of the accumulated values.
    /// - Note: No scheduler: emits synchronously on the source's thread.
    @inlinable
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return Producer { observer in ScanSink(observer: observer, seed: seed, accumulator: accumulator).run(source) }
    }

    /// Emits each intermediate result of accumulating the elements, starting from `seed`.
    ///
    /// ```
    /// source:            --1--2--3--|
    /// scan(0, accumulator: +): --1--3--6--|
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Combines the accumulated value and an element.
    /// - Returns: An observable of the accumulated values.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        scan(into: seed) { accumulated, element in accumulated = try accumulator(accumulated, element) }
    }
}

// Unchecked: `accumulated` is only touched by `onNext`, which the Rx contract serialises.
@usableFromInline final class ScanSink<Source, Accumulate>: Sink<Accumulate>, SinkObserving, @unchecked Sendable {
    @usableFromInline let accumulator: (inout Accumulate, Source) throws -> Void
    // Checked dynamically on purpose: the access spans the user's accumulator, and a reentrant element (a grammar
    // violation) must stop with a message rather than overlap two writes.
    @usableFromInline var accumulated: Accumulate

    @usableFromInline
    init(
        observer: AnyObserver<Accumulate>,
        seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Source) throws -> Void
    ) {
        self.accumulated = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Source) {
        do {
            try accumulator(&accumulated, element)
            forwardNext(accumulated)
        } catch {
            forwardTerminal(.error(error))
        }
    }
}
