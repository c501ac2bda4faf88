// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxRelay
import RxSchedulers
import RxSubjects

/// The error fuzz sources and throwing stages send.
struct FuzzError: Error {}

/// The kinds of hot source a case can hold, which its actors drive.
enum HotKind: CustomStringConvertible {
    case publishSubject
    case behaviorSubject
    case replaySubject(Int)
    case unboundedReplaySubject
    case asyncSubject
    case publishRelay
    case behaviorRelay
    case replayRelay(Int)

    var description: String {
        switch self {
        case .publishSubject: "PublishSubject"
        case .behaviorSubject: "BehaviorSubject"
        case .replaySubject(let size): "ReplaySubject(\(size))"
        case .unboundedReplaySubject: "ReplaySubject(all)"
        case .asyncSubject: "AsyncSubject"
        case .publishRelay: "PublishRelay"
        case .behaviorRelay: "BehaviorRelay"
        case .replayRelay(let size): "ReplayRelay(\(size))"
        }
    }

    /// Relays never end: their actors only send.
    var isRelay: Bool {
        switch self {
        case .publishRelay, .behaviorRelay, .replayRelay: true
        default: false
        }
    }

    /// How many of the latest elements a new subscriber gets first (`nil`: all of them).
    var replayed: Int? {
        switch self {
        case .publishSubject, .publishRelay, .asyncSubject: 0
        case .behaviorSubject, .behaviorRelay: 1
        case .replaySubject(let size), .replayRelay(let size): size
        case .unboundedReplaySubject: nil
        }
    }
}

/// One hot source of a running case: the subject or relay, and how its actors drive it.
///
/// Elements are stamps (``StampClock``) in the generic cases, and 1, 2, 3… in the conservation cases, where
/// `started` and `finished` count the sends begun and returned, for the replay bounds.
final class HotSource: @unchecked Sendable {
    let name: String
    let kind: HotKind
    let observable: Observable<Int>
    private let sendNext: (Int) -> Void
    private let sendTerminal: (Bool) -> Void
    private let sequential: Bool

    // `lock` guards the counters.
    private let lock = NSLock()
    private var started = 0
    private var finished = 0

    init(name: String, kind: HotKind, sequential: Bool) {
        self.name = name
        self.kind = kind
        self.sequential = sequential
        let initial = sequential ? 0 : StampClock.shared.next()
        switch kind {
        case .publishSubject:
            let subject = PublishSubject<Int>()
            (observable, sendNext, sendTerminal) = (subject.asObservable(), subject.onNext, Self.terminal(subject))
        case .behaviorSubject:
            let subject = BehaviorSubject<Int>(value: initial)
            (observable, sendNext, sendTerminal) = (subject.asObservable(), subject.onNext, Self.terminal(subject))
        case .replaySubject(let size):
            let subject = ReplaySubject<Int>.create(bufferSize: size)
            (observable, sendNext, sendTerminal) = (subject.asObservable(), subject.onNext, Self.terminal(subject))
        case .unboundedReplaySubject:
            let subject = ReplaySubject<Int>.createUnbounded()
            (observable, sendNext, sendTerminal) = (subject.asObservable(), subject.onNext, Self.terminal(subject))
        case .asyncSubject:
            let subject = AsyncSubject<Int>()
            (observable, sendNext, sendTerminal) = (subject.asObservable(), subject.onNext, Self.terminal(subject))
        case .publishRelay:
            let relay = PublishRelay<Int>()
            (observable, sendNext, sendTerminal) = (relay.asObservable(), relay.accept, { _ in })
        case .behaviorRelay:
            let relay = BehaviorRelay<Int>(value: initial)
            (observable, sendNext, sendTerminal) = (relay.asObservable(), relay.accept, { _ in })
        case .replayRelay(let size):
            let relay = ReplayRelay<Int>.create(bufferSize: size)
            (observable, sendNext, sendTerminal) = (relay.asObservable(), relay.accept, { _ in })
        }
    }

    private static func terminal<Subject: ObserverType>(_ subject: Subject) -> (Bool) -> Void
    where Subject.Element == Int {
        { failed in failed ? subject.onError(FuzzError()) : subject.onCompleted() }
    }

    /// Sends the next element: a fresh stamp, or the next of 1, 2, 3….
    func send() {
        var value: Int
        if sequential {
            lock.lock()
            started += 1
            value = started
            lock.unlock()
        } else {
            value = StampClock.shared.next()
        }
        sendNext(value)
        if sequential {
            lock.lock()
            finished += 1
            lock.unlock()
        }
    }

    func end(failing: Bool) {
        sendTerminal(failing)
    }

    /// (sends returned, sends begun), for the replay bounds of a conservation case.
    var progress: (finished: Int, started: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (finished, started)
    }
}

/// The schedulers the fuzz cases move work onto, shared by all cases.
enum FuzzScheduler: CaseIterable, CustomStringConvertible {
    case serial
    case concurrent
    case operationQueue
    case main

    private static let serialInstance = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.fuzz.serial")
    private static let concurrentInstance = ConcurrentDispatchQueueScheduler(qos: .default)
    private static let operationQueueInstance: OperationQueueScheduler = {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 2
        return OperationQueueScheduler(operationQueue: queue)
    }()

    var description: String {
        switch self {
        case .serial: "serial"
        case .concurrent: "concurrent"
        case .operationQueue: "operationQueue"
        case .main: "main"
        }
    }

    var immediate: ImmediateSchedulerType {
        switch self {
        case .serial: Self.serialInstance
        case .concurrent: Self.concurrentInstance
        case .operationQueue: Self.operationQueueInstance
        case .main: MainScheduler.instance
        }
    }

    /// The dispatch schedulers, which also run timers.
    static let dispatchCases: [FuzzScheduler] = [.serial, .concurrent]

    /// The scheduler for timers: this one, or the serial one for the operation queue, which cannot run timers.
    var timed: SchedulerType {
        switch self {
        case .concurrent: Self.concurrentInstance
        case .main: MainScheduler.instance
        case .serial, .operationQueue: Self.serialInstance
        }
    }
}

/// What one run of a case shares between its actors: the hot sources, the built pipeline, the observers, the probe
/// ledger and the count of `create` senders still running.
final class FuzzContext: @unchecked Sendable {
    let hot: [HotSource]
    let ledger = ProbeLedger()
    let observers: [CheckedObserver]
    private(set) var pipeline: Observable<Int>!

    // `lock` guards `runningSenders` and `connections`.
    private let lock = NSLock()
    private var runningSenders = 0
    private var connections: [Disposable] = []
    private var connectable: ConnectableObservable<Int>?

    init(hot: [HotSource], observers: [CheckedObserver]) {
        self.hot = hot
        self.observers = observers
    }

    func build(_ node: Node, connectable: Connectable?) {
        let built = node.build(self)
        if let connectable {
            let made = connectable.make(built)
            self.connectable = made
            pipeline = made.asObservable()
        } else {
            pipeline = built
        }
    }

    /// Connects the case's connectable.
    func connect() {
        guard let connectable else { return }
        let connection = connectable.connect()
        lock.lock()
        connections.append(connection)
        lock.unlock()
    }

    /// Disposes the newest connection not yet disposed, or every one (the teardown).
    func disconnect(all: Bool = false) {
        lock.lock()
        let taken: [Disposable] = all ? connections : connections.popLast().map { [$0] } ?? []
        if all { connections = [] }
        lock.unlock()
        for connection in taken { connection.dispose() }
    }

    func probe(_ name: String, _ observable: Observable<Int>) -> Observable<Int> {
        Probe(name: name, source: observable, ledger: ledger).asObservable()
    }

    func senderStarted() {
        lock.lock()
        runningSenders += 1
        lock.unlock()
    }

    func senderFinished() {
        lock.lock()
        runningSenders -= 1
        lock.unlock()
    }

    var sendersRunning: Int {
        lock.lock()
        defer { lock.unlock() }
        return runningSenders
    }
}

/// A part of a pipeline: how it reads, and how to build it for one run.
struct Node: CustomStringConvertible {
    let description: String
    let build: (FuzzContext) -> Observable<Int>

    init(_ description: String, _ build: @escaping (FuzzContext) -> Observable<Int>) {
        self.description = description
        self.build = build
    }
}
