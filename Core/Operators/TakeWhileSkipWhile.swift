// SPDX-License-Identifier: MIT
/// Whether `take(while:behavior:)` also emits the element that ends the sequence.
public enum TakeBehavior: Sendable {
    /// Also emit the first element that fails the predicate, then complete.
    case inclusive
    /// Complete without the first element that fails the predicate.
    case exclusive
}

extension ObservableType {
    /// Emits elements while `predicate` holds, then completes.
    ///
    /// ```
    /// source:                     --1--2--5--1--|
    /// take(while: { $0 < 3 }):    --1--2--|
    /// take(while:, .inclusive):   --1--2--(5|)
    /// ```
    ///
    /// - Parameters:
    ///   - predicate: Decides whether to go on; an error it throws is emitted as `error`.
    ///   - behavior: Whether the element that fails the predicate is emitted too.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            TakeWhileSink(observer: observer, predicate: predicate, behavior: behavior).run(source)
        }
    }

    /// Drops elements while `predicate` holds, then emits the rest.
    ///
    /// ```
    /// source:                  --1--2--5--1--|
    /// skip(while: { $0 < 3 }): --------5--1--|
    /// ```
    ///
    /// - Parameter predicate: Decides whether to keep dropping; an error it throws is emitted as `error`.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in SkipWhileSink(observer: observer, predicate: predicate).run(source) }
    }
}

// Inlinable, with its operator, so that it is specialised where the operator is used: `run`'s observer then costs no
// allocation.
// Unchecked: the sink's state is only touched by `onNext`, which the Rx contract serialises.
@usableFromInline
final class TakeWhileSink<Element>: Sink<Element>, SinkObserving, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let behavior: TakeBehavior

    @usableFromInline
    init(observer: AnyObserver<Element>, predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        do {
            if try predicate(element) {
                forwardNext(element)
            } else {
                if behavior == .inclusive { forwardNext(element) }
                forwardTerminal(.completed)
            }
        } catch {
            forwardTerminal(.error(error))
        }
    }
}

// Inlinable, as `TakeWhileSink` is.
// The state is whether the sink is still skipping.
// Unchecked: the state is only touched by `on(_:)`, which the Rx contract serialises (see `StatefulSink`).
@usableFromInline
final class SkipWhileSink<Element>: StatefulSink<Element, Bool>, SinkObserving, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool

    @usableFromInline
    init(observer: AnyObserver<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer, state: true)
    }

    @inlinable
    func onNext(_ element: Element) {
        do {
            if state {
                let skips = try predicate(element)
                state = skips
                if skips { return }
            }
            forwardNext(element)
        } catch {
            forwardTerminal(.error(error))
        }
    }
}
