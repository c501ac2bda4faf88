// SPDX-License-Identifier: MIT
import Foundation
import RxCore

/// An observer that checks the Rx contract on every call, from whatever thread it comes:
/// - the grammar `next* (error | completed)?`: nothing after a terminal event;
/// - no two calls at once (an overlapping or re-entrant call);
/// - nothing after its `dispose()` returned: nothing at all once it disposed itself from inside `onNext`, nothing on
///   the thread whose `dispose()` returned, and (for stamped cases, see ``StampClock``) no element sent after the
///   return on any thread.
///
/// It subscribes, disposes from outside (any thread) or from inside its own `onNext` after a given number of
/// elements. A dispose asked for before the subscription handle exists (a source that emits while being
/// subscribed) is made by the subscribing thread as soon as `subscribe` returns.
final class CheckedObserver: ObserverType, @unchecked Sendable {
    typealias Element = Int

    struct Disposal {
        let stamp: Int
        let thread: pthread_t
        let fromInside: Bool
    }

    let name: String
    private let stamped: Bool
    private let disposeAfterElements: Int?

    // `lock` guards every field below.
    private let lock = NSLock()
    private var inside = false
    private var subscription: Disposable?
    private var disposeRequested = false
    private var disposing = false
    private var subscribeStarted = false
    private var _elements: [Int] = []
    private var _terminal: Event<Int>?
    private var _disposal: Disposal?
    private var _violations: [String] = []
    private var calls = 0

    init(name: String, stamped: Bool, disposeAfterElements: Int?) {
        self.name = name
        self.stamped = stamped
        self.disposeAfterElements = disposeAfterElements
    }

    var elements: [Int] { locked { _elements } }
    var terminal: Event<Int>? { locked { _terminal } }
    var violations: [String] { locked { _violations } }
    var disposal: Disposal? { locked { _disposal } }
    var hasSubscribed: Bool { locked { subscribeStarted } }
    var isDone: Bool { locked { _terminal != nil || _disposal != nil } }

    func on(_ event: Event<Int>) {
        let thread = pthread_self()
        var disposeNow: Disposable?
        lock.lock()
        calls += 1
        if inside { _violations.append("\(name): \(describe(event)) while another call was running") }
        inside = true
        if let terminal = _terminal {
            _violations.append("\(name): \(describe(event)) after \(describe(terminal))")
        }
        if let disposal = _disposal {
            if disposal.fromInside {
                _violations.append("\(name): \(describe(event)) after it disposed itself inside onNext")
            } else if pthread_equal(disposal.thread, thread) != 0 {
                _violations.append("\(name): \(describe(event)) on the thread whose dispose() had returned")
            } else if stamped, case .next(let value) = event, value > disposal.stamp {
                _violations.append("\(name): element \(value) sent after dispose() returned at \(disposal.stamp)")
            }
        }
        switch event {
        case .next(let value):
            _elements.append(value)
            if let limit = disposeAfterElements, _elements.count == limit, !disposing {
                if let subscription {
                    disposing = true
                    disposeNow = subscription
                } else {
                    disposeRequested = true
                }
            }
        case .error, .completed:
            if _terminal == nil { _terminal = event }
        }
        let widen = calls % 3 == 0
        lock.unlock()
        if let disposeNow {
            disposeNow.dispose()
            recordDisposal(fromInside: true)
        }
        // Widen the window in which an overlapping call would be seen.
        if widen { sched_yield() }
        lock.lock()
        inside = false
        lock.unlock()
    }

    /// Subscribes to `observable` on the calling thread.
    func subscribe(to observable: Observable<Int>) {
        lock.lock()
        precondition(!subscribeStarted, "\(name) subscribed twice")
        subscribeStarted = true
        lock.unlock()
        let handle = observable.subscribe(self)
        lock.lock()
        let disposeNow = disposeRequested && !disposing
        if disposeNow { disposing = true } else { subscription = handle }
        lock.unlock()
        if disposeNow {
            handle.dispose()
            recordDisposal(fromInside: false)
        }
    }

    /// Disposes the subscription from the calling thread, or asks the subscribing thread to once it has the handle.
    func dispose() {
        lock.lock()
        guard !disposing else {
            lock.unlock()
            return
        }
        guard let subscription else {
            disposeRequested = true
            lock.unlock()
            return
        }
        disposing = true
        lock.unlock()
        subscription.dispose()
        recordDisposal(fromInside: false)
    }

    /// Records that `dispose()` returned, and lets the subscription go: holding it would keep its sink alive
    /// (`Resources.total`).
    private func recordDisposal(fromInside: Bool) {
        let stamp = StampClock.shared.next()
        lock.lock()
        _disposal = Disposal(stamp: stamp, thread: pthread_self(), fromInside: fromInside)
        subscription = nil
        lock.unlock()
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func describe(_ event: Event<Int>) -> String {
        switch event {
        case .next(let value): "next(\(value))"
        case .error: "error"
        case .completed: "completed"
        }
    }
}
