// SPDX-License-Identifier: MIT
import Foundation

/// Long-lived worker threads that run the scripts of a case's actors, started together: each case would otherwise
/// spend more time creating threads than running.
///
/// The main thread is actor 0. It runs its own script, then keeps running the main run loop (so `MainScheduler`
/// work is done on Linux too) until every worker has finished.
final class ActorPool: @unchecked Sendable {
    // Unchecked: `job` is handed over through `wake` (written before the signal, read after the wait).
    private final class Worker: @unchecked Sendable {
        let wake = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        var job: (() -> Void)?
    }

    static let workerCount = 3

    private let workers: [Worker]

    init() {
        workers = (0..<Self.workerCount).map { index in
            let worker = Worker()
            let thread = Thread {
                CrashReport.installAlternateStack()
                while true {
                    worker.wake.wait()
                    worker.job?()
                    worker.job = nil
                    worker.finished.signal()
                }
            }
            thread.name = "rx.fuzz.actor.\(index + 1)"
            thread.stackSize = 8 << 20
            thread.start()
            return worker
        }
    }

    /// Runs `scripts[0]` on the calling (main) thread and each other script on a worker, all starting at once;
    /// returns when all have finished.
    ///
    /// - Parameters:
    ///   - scripts: One script per actor; at most ``workerCount`` + 1.
    ///   - perform: Runs one action; receives the actor's index and the action's position in its script.
    func run<Action>(_ scripts: [[Action]], perform: @escaping @Sendable (Int, Int, Action) -> Void) {
        precondition(scripts.count <= Self.workerCount + 1, "a case has at most \(Self.workerCount + 1) actors")
        let gate = StartGate(parties: scripts.count)
        let boxed = UncheckedBox(scripts)
        for actor in 1..<scripts.count {
            let worker = workers[actor - 1]
            worker.job = {
                gate.arriveAndWait()
                for (position, action) in boxed.value[actor].enumerated() { perform(actor, position, action) }
            }
            worker.wake.signal()
        }
        gate.arriveAndWait()
        for (position, action) in scripts[0].enumerated() { perform(0, position, action) }
        var running = Array(1..<scripts.count)
        while !running.isEmpty {
            running.removeAll { workers[$0 - 1].finished.wait(timeout: .now()) == .success }
            if !running.isEmpty { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.0005)) }
        }
    }
}

/// Holds the parties until all of them arrived, so that the actors start together.
private final class StartGate: @unchecked Sendable {
    // `lock` guards `arrived`.
    private let lock = NSLock()
    private var arrived = 0
    private let parties: Int

    init(parties: Int) {
        self.parties = parties
    }

    func arriveAndWait() {
        lock.lock()
        arrived += 1
        lock.unlock()
        while true {
            lock.lock()
            let all = arrived == parties
            lock.unlock()
            if all { return }
            sched_yield()
        }
    }
}

/// Carries a value that is only read after a synchronising hand-over (a semaphore) to another thread.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
