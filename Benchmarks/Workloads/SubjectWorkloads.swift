// SPDX-License-Identifier: MIT
import Dispatch
import RxRelay
import RxSubjects

/// Workloads of the subjects and relays.
enum SubjectWorkloads {
    /// `PublishSubject<Int>`, one summing subscriber, `onNext` per element.
    static let publishPump = Workload(
        name: "publish-pump",
        unit: "element",
        size: 10_000_000,
        baseline: "baseline-closures",
        run: { size in
            let accumulator = Accumulator()
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { accumulator.sum &+= $0 })
            for value in 0..<size { subject.onNext(value) }
            subscription.dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )

    /// `PublishSubject<Int>` with 16 subscribers; one operation is one `onNext` (16 deliveries).
    static let publishFanout = Workload(
        name: "publish-fanout",
        unit: "onNext",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let subject = PublishSubject<Int>()
            let subscriptions = (0..<16).map { _ in subject.subscribe(onNext: { accumulator.sum &+= $0 }) }
            for value in 0..<size { subject.onNext(value) }
            subscriptions.forEach { $0.dispose() }
            return accumulator.sum
        },
        expectedChecksum: { size in 16 &* (0..<size).reduce(0, &+) }
    )

    /// `BehaviorRelay<Int>`, one subscriber, `accept` per element.
    static let behaviorRelay = Workload(
        name: "behavior-relay",
        unit: "accept",
        size: 10_000_000,
        baseline: "baseline-closures",
        run: { size in
            let accumulator = Accumulator()
            let relay = BehaviorRelay(value: 0)
            let subscription = relay.subscribe(onNext: { accumulator.sum &+= $0 })
            for value in 0..<size { relay.accept(value) }
            subscription.dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )

    /// `ReplaySubject<Int>.create(bufferSize: 100)`, one subscriber, `onNext` per element.
    static let replaySubject = Workload(
        name: "replay-subject",
        unit: "element",
        size: 10_000_000,
        baseline: "baseline-closures",
        run: { size in
            let accumulator = Accumulator()
            let subject = ReplaySubject<Int>.create(bufferSize: 100)
            let subscription = subject.subscribe(onNext: { accumulator.sum &+= $0 })
            for value in 0..<size { subject.onNext(value) }
            subscription.dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )

    /// Eight `PublishSubject<Int>` merged into one subscriber; pushes go round-robin.
    static let merge = Workload(
        name: "merge",
        unit: "event",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let subjects = (0..<8).map { _ in PublishSubject<Int>() }
            let subscription = Observable.merge(subjects.map { $0.asObservable() })
                .subscribe(onNext: { accumulator.sum &+= $0 })
            // Round-robin through constants, as publish-pump sends through one: reading each subject out of the
            // array would add a retain and a release of the subject per push, two atomic operations of harness.
            let (s0, s1, s2, s3) = (subjects[0], subjects[1], subjects[2], subjects[3])
            let (s4, s5, s6, s7) = (subjects[4], subjects[5], subjects[6], subjects[7])
            var value = 0
            while value + 8 <= size {
                s0.onNext(value)
                s1.onNext(value + 1)
                s2.onNext(value + 2)
                s3.onNext(value + 3)
                s4.onNext(value + 4)
                s5.onNext(value + 5)
                s6.onNext(value + 6)
                s7.onNext(value + 7)
                value += 8
            }
            for rest in value..<size { subjects[rest & 7].onNext(rest) }
            subscription.dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )

    /// One `PublishSubject<Int>` and one summing subscriber, fed by two threads at once, each sending half of the
    /// elements: the subject's lock and emitter role under contention (a thread that finds a delivery running queues
    /// its element for the deliverer). One operation is one `onNext`.
    static let publishContended = Workload(
        name: "publish-contended",
        unit: "element",
        size: 4_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let subject = PublishSubject<Int>()
            let subscription = subject.subscribe(onNext: { accumulator.sum &+= $0 })
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                for value in stride(from: half, to: size, by: 2) { subject.onNext(value) }
            }
            subscription.dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )

    /// Two `PublishSubject<Int>` → `combineLatest { $0 + $1 }`; one operation is one push, alternating subjects.
    static let combineLatest = Workload(
        name: "combineLatest",
        unit: "event",
        size: 1_000_000,
        baseline: nil,
        run: { size in
            let accumulator = Accumulator()
            let left = PublishSubject<Int>()
            let right = PublishSubject<Int>()
            let subscription = Observable.combineLatest(left, right) { $0 &+ $1 }
                .subscribe(onNext: { accumulator.sum &+= $0 })
            for value in 0..<size {
                if value & 1 == 0 { left.onNext(value) } else { right.onNext(value) }
            }
            subscription.dispose()
            return accumulator.sum
        },
        expectedChecksum: { size in
            // After both have a value, each push adds the newest value and the other side's latest.
            var sum = 0
            var latest = [Int?](repeating: nil, count: 2)
            for value in 0..<size {
                latest[value & 1] = value
                if let l = latest[0], let r = latest[1] { sum &+= l &+ r }
            }
            return sum
        }
    )

    /// `subject-dispose-at-scale/<n>`: `n` observers subscribed to a `PublishSubject<Int>` (untimed), then every
    /// subscription disposed, in subscription order; one operation is one `dispose()`. The cost must not grow
    /// with the number of live subscriptions.
    static func disposeAtScale(_ count: Int, baseline: String?) -> Workload {
        Workload(
            name: "subject-dispose-at-scale/\(count)",
            unit: "dispose",
            size: count,
            baseline: baseline,
            run: { size in
                let (subject, subscriptions) = prepared!.value as! (PublishSubject<Int>, [Disposable])
                for subscription in subscriptions { subscription.dispose() }
                return subject.hasObservers ? -1 : size
            },
            expectedChecksum: { $0 },
            setUp: { size in
                let accumulator = Accumulator()
                let subject = PublishSubject<Int>()
                let subscriptions = (0..<size).map { _ in subject.subscribe(onNext: { accumulator.sum &+= $0 }) }
                return PreparedState((subject, subscriptions))
            }
        )
    }

    /// `subject-subscribe-at-scale/<n>`: `n` observers subscribed, one after the other, to a `PublishSubject<Int>`
    /// (disposed after the clock stopped); one operation is one `subscribe`, with up to `n` already live.
    static func subscribeAtScale(_ count: Int, baseline: String?) -> Workload {
        Workload(
            name: "subject-subscribe-at-scale/\(count)",
            unit: "subscribe",
            size: count,
            baseline: baseline,
            run: { size in
                let holder = prepared!.value as! SubscriptionHolder
                let accumulator = Accumulator()
                for _ in 0..<size {
                    holder.subscriptions.append(holder.subject.subscribe(onNext: { accumulator.sum &+= $0 }))
                }
                return holder.subject.hasObservers ? holder.subscriptions.count : -1
            },
            expectedChecksum: { $0 },
            setUp: { size in
                let holder = SubscriptionHolder()
                holder.subscriptions.reserveCapacity(size)
                return PreparedState(holder) { holder.subscriptions.forEach { $0.dispose() } }
            }
        )
    }

    static let disposeAtScale1k = disposeAtScale(1_000, baseline: nil)
    static let disposeAtScale40k = disposeAtScale(40_000, baseline: "subject-dispose-at-scale/1000")
    static let subscribeAtScale1k = subscribeAtScale(1_000, baseline: nil)
    static let subscribeAtScale40k = subscribeAtScale(40_000, baseline: "subject-subscribe-at-scale/1000")
}

/// The subject and subscriptions of `subject-subscribe-at-scale`.
final class SubscriptionHolder: @unchecked Sendable {
    // Unchecked: the benchmarks run one workload at a time, on one thread.
    let subject = PublishSubject<Int>()
    var subscriptions: [Disposable] = []
}
