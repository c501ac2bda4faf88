// SPDX-License-Identifier: MIT
import Foundation
import RxCore

/// A subject (or relay, or shared sequence) seen through closures, so that the stress scenarios below serve every
/// module's tests without depending on one.
public struct StressSubject: Sendable {
    /// Subscribes a closure to the elements; returns the `dispose` of the subscription.
    public let subscribe: @Sendable (_ onNext: @escaping (Int) -> Void) -> @Sendable () -> Void
    /// Subscribes a closure to the first element only (`take(1)`); returns the `dispose`.
    public let subscribeFirst: @Sendable (_ onNext: @escaping (Int) -> Void) -> @Sendable () -> Void
    /// Sends an element.
    public let send: @Sendable (Int) -> Void

    public init(
        subscribe: @escaping @Sendable (_ onNext: @escaping (Int) -> Void) -> @Sendable () -> Void,
        subscribeFirst: @escaping @Sendable (_ onNext: @escaping (Int) -> Void) -> @Sendable () -> Void,
        send: @escaping @Sendable (Int) -> Void
    ) {
        self.subscribe = subscribe
        self.subscribeFirst = subscribeFirst
        self.send = send
    }
}

/// An identifier of the calling thread: RxCore's own (`rxCurrentThreadID()`), as the subjects record it.
public func currentThreadIdentifier() -> UInt {
    rxCurrentThreadID()
}

/// The threads that delivered to one observer, and how often two deliveries overlapped.
public final class DeliveryLog: @unchecked Sendable {
    // `lock` guards every field.
    private let lock = NSLock()
    private var threads = Set<UInt>()
    private var inside = false
    private var overlapCount = 0

    public init() {}

    /// Call first in the observer.
    public func enter() {
        lock.lock()
        if inside { overlapCount += 1 }
        inside = true
        threads.insert(currentThreadIdentifier())
        lock.unlock()
    }

    /// Forgets what was recorded so far.
    public func reset() {
        lock.lock()
        threads.removeAll()
        overlapCount = 0
        lock.unlock()
    }

    /// Call last in the observer.
    public func leave() {
        lock.lock()
        inside = false
        lock.unlock()
    }

    public var overlaps: Int {
        lock.lock()
        defer { lock.unlock() }
        return overlapCount
    }

    public var deliveringThreads: Set<UInt> {
        lock.lock()
        defer { lock.unlock() }
        return threads
    }
}

/// The longest of the calls it timed.
public final class LongestCall: @unchecked Sendable {
    // `lock` guards `seconds`.
    private let lock = NSLock()
    private var longest = 0.0

    public init() {}

    public func measure<T>(_ body: () -> T) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        lock.lock()
        longest = max(longest, elapsed)
        lock.unlock()
        return result
    }

    public var seconds: Double {
        lock.lock()
        defer { lock.unlock() }
        return longest
    }
}

/// A call that takes longer than this is not bounded: a bounded subscribe or dispose takes microseconds, an
/// unbounded one took seconds. Generous for shared machines and the thread sanitizer.
public let boundedCallLimit = 2.0

/// No conscription: one thread sends to `subject`, which has one observer, while two threads subscribe and
/// dispose over and over. Returns the problems: the observer receiving an event on a subscribing thread, two
/// deliveries overlapping, a call taking longer than ``boundedCallLimit``.
public func conscriptionProblems(_ subject: StressSubject, iterations: Int = 600) -> [String] {
    let log = DeliveryLog()
    let disposeObserved = subject.subscribe { _ in
        log.enter()
        log.leave()
    }
    // A replay to this observer arrived on this thread, which may also be one of the workers below.
    log.reset()
    let workerThreads = Recorder<UInt>()
    let longest = LongestCall()
    whileSending(maxSends: 300_000, subject.send, workers: 2) { _ in
        workerThreads.append(currentThreadIdentifier())
        for _ in 0..<iterations {
            let dispose = longest.measure { subject.subscribe { _ in } }
            longest.measure { dispose() }
        }
    }
    disposeObserved()
    var problems: [String] = []
    if !log.deliveringThreads.isDisjoint(with: workerThreads.values) {
        problems.append("a subscribing or disposing thread delivered the sender's events")
    }
    if log.overlaps > 0 { problems.append("\(log.overlaps) overlapping deliveries") }
    if longest.seconds >= boundedCallLimit { problems.append("a subscribe or dispose took \(longest.seconds) s") }
    return problems
}

/// Synchronous replay, in order: one thread sends 0, 1, 2, … (the subject's replay must hold consecutive values below them)
/// while two threads subscribe. Returns the problems: a replay arriving after `subscribe` returned, a subscriber
/// receiving values that are not consecutive (lost, duplicated or reordered, or interleaved with the replay), two
/// deliveries overlapping, a subscribe taking longer than ``boundedCallLimit``.
public func replayProblems(_ subject: StressSubject, iterations: Int = 150) -> [String] {
    let late = Counter()
    let gaps = Counter()
    let overlaps = Counter()
    let longest = LongestCall()
    whileSending(maxSends: 300_000, subject.send, workers: 2) { _ in
        for _ in 0..<iterations {
            let log = DeliveryLog()
            let received = Recorder<Int>()
            let dispose = longest.measure {
                subject.subscribe { value in
                    log.enter()
                    received.append(value)
                    log.leave()
                }
            }
            if received.values.isEmpty { late.increment() }
            let deadline = Date().addingTimeInterval(0.001)
            while received.values.count < 4 && Date() < deadline {}
            dispose()
            let values = received.values
            for (previous, value) in zip(values, values.dropFirst()) where value != previous + 1 {
                gaps.increment()
            }
            overlaps.add(log.overlaps)

            let first = Recorder<Int>()
            let disposeFirst = longest.measure { subject.subscribeFirst { first.append($0) } }
            if first.values.isEmpty { late.increment() }
            disposeFirst()
        }
    }
    var problems: [String] = []
    if late.value > 0 { problems.append("\(late.value) subscribes returned before their replay arrived") }
    if gaps.value > 0 { problems.append("\(gaps.value) values lost, duplicated or out of order") }
    if overlaps.value > 0 { problems.append("\(overlaps.value) overlapping deliveries") }
    if longest.seconds >= boundedCallLimit { problems.append("a subscribe took \(longest.seconds) s") }
    return problems
}
