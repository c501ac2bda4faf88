// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxCore
import RxRelay
import RxSchedulers
import RxSubjects
import RxTraits

// The pipelines of the soak (`--soak`, Soak.swift). Each keeps its sources alive for the whole run and, per cycle,
// subscribes, sends elements through, checks that exactly those arrived, and disposes. An element sent after the
// disposal must not arrive, so a subscription that outlives its disposal fails the run as well as leaking.

/// One pipeline of the soak: a name, and how to build its long-lived sources and its cycle.
struct SoakPipeline {
    /// The name shown in the report and matched by `--filter`.
    let name: String
    /// What one cycle does, for the report.
    let summary: String
    /// Builds the long-lived state (subjects, relays, schedulers) and returns the cycle that works on it.
    let make: () -> SoakCycle
}

/// One cycle: subscribes, sends elements derived from `value`, calls ``SoakProbe/whileSubscribed()`` while the
/// subscription is live, disposes, and reports what arrived.
typealias SoakCycle = (_ value: Int, _ probe: SoakProbe) -> SoakCheck

/// What a cycle received, against what it sent.
struct SoakCheck {
    /// The sum of the elements that arrived; the run adds it to its checksum.
    var received: Int
    /// The sum of the elements that should have arrived.
    var expected: Int
    /// `nil` when exactly the expected elements arrived; otherwise what arrived instead.
    var problem: String?
}

/// Counts the elements a subscriber received and adds them up.
final class SoakReceiver {
    private(set) var count = 0
    private(set) var sum = 0

    func receive(_ element: Int) {
        count += 1
        sum &+= element
    }

    func reset() {
        count = 0
        sum = 0
    }

    /// Checks that exactly one element arrived, `expected`.
    func check(_ expected: Int) -> SoakCheck {
        check(count: 1, sum: expected)
    }

    /// Checks that exactly two elements arrived, `first` and `second`, in either order.
    func check(_ first: Int, _ second: Int) -> SoakCheck {
        check(count: 2, sum: first &+ second)
    }

    private func check(count expectedCount: Int, sum expectedSum: Int) -> SoakCheck {
        let right = count == expectedCount && sum == expectedSum
        return SoakCheck(
            received: sum,
            expected: expectedSum,
            problem: right
                ? nil
                : "expected \(expectedCount) element(s) summing to \(expectedSum), received \(count) summing to \(sum)"
        )
    }
}

/// Records how high `Resources.total` rises while a cycle's subscriptions are live.
final class SoakProbe {
    /// The highest `Resources.total` seen while subscribed.
    private(set) var peak: Int32 = .min
    /// The most resources one cycle held at once: the highest rise over ``idle``.
    private(set) var held: Int32 = .min
    /// `Resources.total` just before the current cycle subscribed; set by the runner.
    var idle: Int32 = 0
    /// Cycles whose Driver element was not delivered inline and had to be fetched from the main queue.
    var queuedDeliveries = 0

    @inline(__always)
    func whileSubscribed() {
        let total = Resources.total
        if total > peak { peak = total }
        if total &- idle > held { held = total &- idle }
    }
}

/// The soak's pipelines, in the order the cycles rotate through them.
enum SoakPipelines {
    static func all() -> [SoakPipeline] {
        [
            subject(
                "publish-subject",
                summary: "PublishSubject: subscribe, onNext, dispose, onNext (must not arrive)",
                replaying: nil
            ) { PublishSubject<Int>() },
            subject(
                "behavior-subject",
                summary: "BehaviorSubject: subscribe (latest value arrives), onNext, dispose, onNext",
                replaying: 0
            ) { BehaviorSubject<Int>(value: 0) },
            subject(
                "replay-subject",
                summary: "ReplaySubject.create(bufferSize: 1): subscribe (latest replayed), onNext, dispose, onNext",
                replaying: nil,
                replaysAfterFirst: true
            ) { ReplaySubject<Int>.create(bufferSize: 1) },
            relay(
                "publish-relay",
                summary: "PublishRelay: subscribe, accept, dispose, accept (must not arrive)",
                replaying: nil,
                source: PublishRelay<Int>.init,
                accept: { $0.accept($1) }
            ),
            relay(
                "behavior-relay",
                summary: "BehaviorRelay: subscribe (latest value arrives), accept, dispose, accept",
                replaying: 0,
                source: { BehaviorRelay<Int>(value: 0) },
                accept: { $0.accept($1) }
            ),
            shareReplay,
            flatMapLatestJust,
            flatMapLatestSubject,
            observeOnSerial,
            driverChain,
        ]
    }

    /// A long-lived subject: one subscriber per cycle, one element while subscribed and one after the disposal.
    ///
    /// `replaying` is the value a replaying subject starts with (`nil`: none); `replaysAfterFirst` marks a subject
    /// that replays its latest element once it has one.
    private static func subject<Subject: SubjectType>(
        _ name: String,
        summary: String,
        replaying initial: Int?,
        replaysAfterFirst: Bool = false,
        _ makeSubject: @escaping () -> Subject
    ) -> SoakPipeline where Subject.Element == Int, Subject.Observer.Element == Int {
        SoakPipeline(name: name, summary: summary) {
            let subject = makeSubject()
            let observer = subject.asObserver()
            return subjectCycle(
                source: subject,
                initial: initial,
                replaysAfterFirst: replaysAfterFirst,
                send: { observer.onNext($0) }
            )
        }
    }

    /// A long-lived relay, cycled as ``subject(_:summary:replaying:replaysAfterFirst:_:)`` cycles a subject.
    private static func relay<Relay: ObservableType>(
        _ name: String,
        summary: String,
        replaying initial: Int?,
        source makeRelay: @escaping () -> Relay,
        accept: @escaping (Relay, Int) -> Void
    ) -> SoakPipeline where Relay.Element == Int {
        SoakPipeline(name: name, summary: summary) {
            let relay = makeRelay()
            return subjectCycle(source: relay, initial: initial, replaysAfterFirst: false, send: { accept(relay, $0) })
        }
    }

    private static func subjectCycle<Source: ObservableType>(
        source: Source,
        initial: Int?,
        replaysAfterFirst: Bool,
        send: @escaping (Int) -> Void
    ) -> SoakCycle where Source.Element == Int {
        let receiver = SoakReceiver()
        // The element a new subscriber receives at once, if the source replays one.
        var latest = initial
        return { value, probe in
            receiver.reset()
            let subscription = source.subscribe(onNext: { receiver.receive($0) })
            send(value)
            probe.whileSubscribed()
            subscription.dispose()
            let late = value &+ 1
            send(late)
            let check = latest.map { receiver.check($0, value) } ?? receiver.check(value)
            if latest != nil || replaysAfterFirst { latest = late }
            return check
        }
    }

    /// `share(replay: 1)` over a long-lived subject: two subscribers per cycle, the second receiving the replayed
    /// element; once both are gone the connection ends, so the next cycle's first subscriber gets no replay.
    private static var shareReplay: SoakPipeline {
        SoakPipeline(
            name: "share-replay",
            summary:
                "share(replay: 1) over a PublishSubject: two subscribers (the second gets the replay), both disposed"
        ) {
            let subject = PublishSubject<Int>()
            let shared = subject.share(replay: 1)
            let first = SoakReceiver()
            let second = SoakReceiver()
            return { value, probe in
                first.reset()
                second.reset()
                let firstSubscription = shared.subscribe(onNext: { first.receive($0) })
                subject.onNext(value)
                let secondSubscription = shared.subscribe(onNext: { second.receive($0) })
                let next = value &+ 1
                subject.onNext(next)
                probe.whileSubscribed()
                firstSubscription.dispose()
                secondSubscription.dispose()
                subject.onNext(value &+ 2)
                return combine(first: first.check(value, next), second: second.check(value, next))
            }
        }
    }

    /// `flatMapLatest` from a long-lived subject into `Observable.just`: two outer elements per cycle.
    private static var flatMapLatestJust: SoakPipeline {
        SoakPipeline(
            name: "flatMapLatest-just",
            summary: "PublishSubject.flatMapLatest { .just($0 * 3) }: subscribe, two elements, dispose, one more"
        ) {
            let subject = PublishSubject<Int>()
            let latest = subject.flatMapLatest { Observable.just($0 &* 3) }
            let receiver = SoakReceiver()
            return { value, probe in
                receiver.reset()
                let subscription = latest.subscribe(onNext: { receiver.receive($0) })
                subject.onNext(value)
                subject.onNext(value &+ 1)
                probe.whileSubscribed()
                subscription.dispose()
                subject.onNext(value &+ 2)
                return receiver.check(value &* 3, (value &+ 1) &* 3)
            }
        }
    }

    /// `flatMapLatest` from a long-lived subject into two long-lived inner subjects, switching from one to the other
    /// each cycle: the replaced inner subscription must be gone, so its subject's later element must not arrive.
    private static var flatMapLatestSubject: SoakPipeline {
        SoakPipeline(
            name: "flatMapLatest-subject",
            summary: "flatMapLatest into two long-lived PublishSubjects: switch from one to the other, dispose"
        ) {
            let outer = PublishSubject<Int>()
            let even = PublishSubject<Int>()
            let odd = PublishSubject<Int>()
            let latest = outer.flatMapLatest { $0 & 1 == 0 ? even : odd }
            let receiver = SoakReceiver()
            return { value, probe in
                receiver.reset()
                let subscription = latest.subscribe(onNext: { receiver.receive($0) })
                outer.onNext(0)
                even.onNext(value)
                outer.onNext(1)
                even.onNext(value &+ 1)
                odd.onNext(value &+ 2)
                probe.whileSubscribed()
                subscription.dispose()
                odd.onNext(value &+ 3)
                return receiver.check(value, value &+ 2)
            }
        }
    }

    /// `observe(on:)` a long-lived `SerialDispatchQueueScheduler`: the cycle waits until the element is delivered,
    /// so queued work cannot pile up.
    private static var observeOnSerial: SoakPipeline {
        SoakPipeline(
            name: "observe-on-serial",
            summary: "PublishSubject.observe(on: SerialDispatchQueueScheduler): subscribe, onNext, wait for it, dispose"
        ) {
            let subject = PublishSubject<Int>()
            let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "soak.observe-on")
            let observed = subject.observe(on: scheduler)
            let receiver = SoakReceiver()
            let delivered = DispatchSemaphore(value: 0)
            return { value, probe in
                receiver.reset()
                // The receiver is written on the queue before `signal()` and read here after `wait()`.
                let subscription = observed.subscribe(onNext: {
                    receiver.receive($0)
                    delivered.signal()
                })
                subject.onNext(value)
                let waited = delivered.wait(timeout: .now() + .seconds(10))
                probe.whileSubscribed()
                subscription.dispose()
                guard waited == .success else {
                    return SoakCheck(received: 0, expected: value, problem: "the element was not delivered within 10 s")
                }
                return receiver.check(value)
            }
        }
    }

    /// A Driver chain built and driven per cycle from a long-lived `BehaviorRelay`, on the main thread.
    ///
    /// `asDriver()` delivers on a `MainScheduler`, which runs the work inline when called on the main thread with
    /// nothing of its own queued, so both elements normally arrive before `drive` and `accept` return. An element
    /// that was queued instead is fetched by running the main run loop (Linux has no other way to drain the main
    /// queue here); the probe counts those cycles.
    private static var driverChain: SoakPipeline {
        SoakPipeline(
            name: "driver-chain",
            summary: "BehaviorRelay.asDriver().map { $0 * 2 }.filter { even }.drive(onNext:), accept, dispose, accept"
        ) {
            let relay = BehaviorRelay<Int>(value: 0)
            let receiver = SoakReceiver()
            return { value, probe in
                receiver.reset()
                let previous = relay.value
                let subscription = relay.asDriver()
                    .map { $0 &* 2 }
                    .filter { $0 & 1 == 0 }
                    .drive(onNext: { receiver.receive($0) })
                relay.accept(value)
                if receiver.count < 2 {
                    probe.queuedDeliveries += 1
                    let deadline = Date(timeIntervalSinceNow: 10)
                    while receiver.count < 2 && Date() < deadline {
                        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
                    }
                }
                probe.whileSubscribed()
                subscription.dispose()
                relay.accept(value &+ 1)
                return receiver.check(previous &* 2, value &* 2)
            }
        }
    }

    /// The check of the two subscribers of one cycle.
    private static func combine(first: SoakCheck, second: SoakCheck) -> SoakCheck {
        var problem: String?
        if first.problem != nil || second.problem != nil {
            problem = [("first", first.problem), ("second", second.problem)]
                .compactMap { label, problem in problem.map { "\(label) subscriber: \($0)" } }
                .joined(separator: "; ")
        }
        return SoakCheck(
            received: first.received &+ second.received,
            expected: first.expected &+ second.expected,
            problem: problem
        )
    }
}
