// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxTestSupport

/// Runs a case on real threads and checks it: every observer's contract (``CheckedObserver``), every probed
/// subscription disposed exactly once (``Probe``), `Resources.total` back where it started, every sender thread
/// stopped, the case's conservation promise, and no hang (``Watchdog``).
enum FuzzRunner {
    /// How long a case may run before it counts as hung. Generous: the Thread Sanitizer slows cases down many times.
    static let hangLimit: TimeInterval = 60
    /// How long the teardown waits for what a case started to end (timers, scheduled disposals, sender threads).
    static let settleLimit: TimeInterval = 10

    static let pool = ActorPool()

    /// Runs `fuzzCase` once; the problems found, empty when it passed.
    static func run(_ fuzzCase: FuzzCase) -> [String] {
        precondition(Thread.isMainThread, "the main thread is actor 0 and runs the main run loop")
        CrashReport.install()
        CrashReport.setCurrentCase("\(fuzzCase)")
        let baseline = Resources.total
        let hot = fuzzCase.hot.enumerated().map { index, kind in
            HotSource(name: "h\(index)", kind: kind, sequential: !fuzzCase.stamped)
        }
        let observers = fuzzCase.leaving.enumerated().map { index, leaving in
            var limit: Int?
            if case .disposesItselfAfter(let count) = leaving { limit = count }
            return CheckedObserver(name: "o\(index)", stamped: fuzzCase.stamped, disposeAfterElements: limit)
        }
        let context = FuzzContext(hot: hot, observers: observers)
        context.build(fuzzCase.pipeline, connectable: fuzzCase.connectable)
        let progress = Progress(actors: fuzzCase.scripts.count, observers: observers.count)
        Watchdog.shared.begin(limit: hangLimit) {
            "\(fuzzCase)\n  reached: \(progress.positions(fuzzCase.scripts))"
        }
        defer { Watchdog.shared.end() }

        pool.run(fuzzCase.scripts) { actor, position, action in
            progress.reached(actor: actor, position: position)
            switch action {
            case .subscribe(let index):
                let before = hot.first?.progress
                observers[index].subscribe(to: context.pipeline)
                if let before, let after = hot.first?.progress { progress.window(index, before: before, after: after) }
            case .dispose(let index):
                observers[index].dispose()
            case .send(let index):
                hot[index].send()
            case .end(let index, let failing):
                hot[index].end(failing: failing)
                progress.ended(index)
            case .pause(let micros):
                if micros == 0 { sched_yield() } else { spin(microseconds: micros) }
            case .connect:
                context.connect()
            case .disconnect:
                context.disconnect()
            }
        }
        progress.finished()

        var problems: [String] = []
        let hotEnded = progress.hasEnded(0)
        if mustEnd(fuzzCase, hotEnded: hotEnded) {
            let stayers = fuzzCase.leaving.indices.filter {
                if case .stays = fuzzCase.leaving[$0] { true } else { false }
            }
            if !settle(until: { stayers.allSatisfy { observers[$0].isDone } }) {
                problems.append("observers that stayed did not end within \(Int(settleLimit)) s")
            }
        }
        if fuzzCase.endAtTeardown {
            for source in hot where !source.kind.isRelay { source.end(failing: false) }
        }
        for observer in observers { observer.dispose() }
        context.disconnect(all: true)
        let settled = settle {
            context.sendersRunning == 0 && context.ledger.unbalanced.isEmpty && Resources.total <= baseline
        }
        if !settled {
            if context.sendersRunning > 0 {
                problems.append("\(context.sendersRunning) sender thread(s) still running")
            }
            if Resources.total > baseline {
                problems.append(
                    "Resources.total is \(Resources.total - baseline) above its start once everything ended"
                )
            }
        }
        problems += context.ledger.unbalanced
        for observer in observers { problems += observer.violations }
        problems += fuzzCase.conservation.problems(
            observers: observers,
            leaving: fuzzCase.leaving,
            windows: progress.windows,
            hotSent: hot.first?.progress.started ?? 0,
            hotEnded: hotEnded
        )
        return problems
    }

    /// Whether the case promises that the observers that stay see the end.
    private static func mustEnd(_ fuzzCase: FuzzCase, hotEnded: Bool) -> Bool {
        switch fuzzCase.conservation {
        case .none, .sharedRuns: false
        case .everyElementOnce: true
        case .consecutive: hotEnded
        }
    }

    /// Runs the main run loop until `condition` holds; `false` if it did not within ``settleLimit``.
    private static func settle(until condition: () -> Bool) -> Bool {
        mainLoopRuns(until: condition, within: settleLimit)
    }
}

/// How far each actor of a running case got, which hot sources it ended, and the replay windows of subscribing
/// observers; read by the watchdog and by the checks.
private final class Progress: @unchecked Sendable {
    typealias Window = (before: (finished: Int, started: Int), after: (finished: Int, started: Int))

    // `lock` guards every field.
    private let lock = NSLock()
    private var reached: [Int]
    private var endedSources: Set<Int> = []
    private var observerWindows: [Window?]
    private var done = false

    init(actors: Int, observers: Int) {
        reached = Array(repeating: -1, count: actors)
        observerWindows = Array(repeating: nil, count: observers)
    }

    func reached(actor: Int, position: Int) {
        lock.lock()
        reached[actor] = position
        lock.unlock()
    }

    func window(_ observer: Int, before: (finished: Int, started: Int), after: (finished: Int, started: Int)) {
        lock.lock()
        observerWindows[observer] = (before, after)
        lock.unlock()
    }

    func ended(_ source: Int) {
        lock.lock()
        endedSources.insert(source)
        lock.unlock()
    }

    func hasEnded(_ source: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return endedSources.contains(source)
    }

    func finished() {
        lock.lock()
        done = true
        lock.unlock()
    }

    var windows: [Window?] {
        lock.lock()
        defer { lock.unlock() }
        return observerWindows
    }

    func positions(_ scripts: [[Action]]) -> String {
        lock.lock()
        defer { lock.unlock() }
        if done { return "every script ran to its end; the teardown did not return" }
        return reached.enumerated().map { actor, position in
            let name = actor == 0 ? "main" : "thread \(actor)"
            guard position >= 0 else { return "\(name) not started" }
            return "\(name) in step \(position + 1) of \(scripts[actor].count) (\(scripts[actor][position]))"
        }.joined(separator: ", ")
    }
}
