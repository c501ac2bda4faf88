// SPDX-License-Identifier: MIT
import Foundation
import RxCore

/// An observable you can wait for synchronously, mirroring RxBlocking. Create one with
/// `toBlocking(timeout:)`.
///
/// Waiting on the main thread keeps the main run loop running, so sources that emit on `MainScheduler` still
/// make progress.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// Returns a view of this sequence whose methods block until it terminates.
    ///
    /// - Parameter timeout: The longest to wait; waiting longer throws `RxError.timeout`.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// The outcome of a blocking subscription: the elements and how the sequence ended.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after `elements`.
    case failed(elements: [T], error: Error)
}

extension BlockingObservable {
    /// Waits for completion and returns every element.
    ///
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        let result = run(stopWhen: { _ in false })
        if let error = result.error { throw error }
        return result.elements
    }

    /// Waits for the first element (then disposes the subscription), or completion.
    ///
    /// - Returns: The first element, or `nil` for an empty sequence.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func first() throws -> Element? {
        let result = run(stopWhen: { $0 == 1 })
        if let error = result.error { throw error }
        return result.elements.first
    }

    /// Waits for completion and returns the last element.
    ///
    /// - Returns: The last element, or `nil` for an empty sequence.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        let result = run(stopWhen: { _ in false })
        if let error = result.error { throw error }
        return result.elements.last
    }

    /// Waits for the only element.
    ///
    /// - Throws: `RxError.noElements` for an empty sequence, `RxError.moreThanOneElement` as soon as
    ///   a second element arrives, the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits for the only element that satisfies `predicate`.
    ///
    /// - Throws: `RxError.noElements` when none matches, `RxError.moreThanOneElement` when a second
    ///   one matches, the sequence's or the predicate's error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        var predicateError: Error?
        let filtered = Observable<Element>.create { observer in
            // As in RxBlocking, the predicate is not called again once the answer is known (a second match or an
            // error), even while a synchronous source keeps emitting.
            var matches = 0
            var isSettled = false
            return self.source.subscribe { event in
                switch event {
                case .next(let element):
                    guard !isSettled else { return }
                    do {
                        if try predicate(element) {
                            matches += 1
                            isSettled = matches >= 2
                            observer.on(event)
                        }
                    } catch {
                        isSettled = true
                        predicateError = error
                        observer.on(.error(error))
                    }
                default:
                    observer.on(event)
                }
            }
        }
        let result = BlockingObservable(timeout: timeout, source: filtered).run(stopWhen: { $0 == 2 })
        if let error = predicateError ?? result.error { throw error }
        switch result.elements.count {
        case 0: throw RxError.noElements
        case 1: return result.elements[0]
        default: throw RxError.moreThanOneElement
        }
    }

    /// Waits for termination and returns the elements with how the sequence ended; never throws.
    public func materialize() -> MaterializedSequenceResult<Element> {
        let result = run(stopWhen: { _ in false })
        if let error = result.error {
            return .failed(elements: result.elements, error: error)
        }
        return .completed(elements: result.elements)
    }

    /// Subscribes, waits until the sequence terminates or `stopWhen(elementCount)` holds, and disposes.
    private func run(stopWhen: @escaping (Int) -> Bool) -> (elements: [Element], error: Error?) {
        let state = BlockingState<Element>()
        let subscription = source.subscribe { event in
            switch event {
            case .next(let element):
                if state.append(element, stopWhen: stopWhen) { state.finish(error: nil) }
            case .error(let error):
                state.finish(error: error)
            case .completed:
                state.finish(error: nil)
            }
        }
        let finished = state.wait(timeout: timeout)
        subscription.dispose()
        let outcome = state.outcome
        return (outcome.elements, finished ? outcome.error : RxError.timeout)
    }
}

/// The elements and termination of a blocking subscription, shared between the emitting and the waiting thread.
private final class BlockingState<Element>: @unchecked Sendable {
    // Unchecked: `state` is guarded by its mutex; `done` is a thread-safe semaphore.
    private let state = Locked<(elements: [Element], error: Error?, finished: Bool)>(([], nil, false))
    private let done = DispatchSemaphore(value: 0)

    var outcome: (elements: [Element], error: Error?) {
        state.withLock { ($0.elements, $0.error) }
    }

    /// Appends an element unless finished; returns whether to stop.
    func append(_ element: Element, stopWhen: (Int) -> Bool) -> Bool {
        state.withLock { state in
            guard !state.finished else { return false }
            state.elements.append(element)
            return stopWhen(state.elements.count)
        }
    }

    func finish(error: Error?) {
        let first = state.withLock { state -> Bool in
            guard !state.finished else { return false }
            state.finished = true
            state.error = error
            return true
        }
        if first { done.signal() }
    }

    /// Waits for `finish`; on the main thread, runs the main run loop meanwhile. Returns `false` on timeout.
    func wait(timeout: TimeInterval?) -> Bool {
        let deadline = timeout.map { Date().addingTimeInterval($0) } ?? .distantFuture
        if Thread.isMainThread {
            while !state.withLock({ $0.finished }) {
                if Date() >= deadline { return false }
                _ = RunLoop.current.run(mode: .default, before: min(deadline, Date().addingTimeInterval(0.01)))
            }
            return true
        }
        if let timeout {
            return done.wait(timeout: .now() + timeout) == .success
        }
        done.wait()
        return true
    }
}
