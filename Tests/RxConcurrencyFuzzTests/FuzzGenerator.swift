// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxSubjects
import RxTestSupport

/// Generates a case from a seed: the same seed always gives the same case (its pipeline, observers and scripts);
/// only the threads' interleaving differs from run to run.
///
/// Three quarters of the cases are generic: random hot sources, a random pipeline of one to four stages, and up to
/// four observers, checked against the contract. The rest are conservation cases (``Conservation``), where the
/// shape is fixed enough to know which elements each observer must see.
struct FuzzGenerator {
    var rng: SplitMix64

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

    static func makeCase(seed: UInt64) -> FuzzCase {
        var generator = FuzzGenerator(seed: seed)
        return generator.chance(75) ? generator.genericCase(seed: seed) : generator.conservationCase(seed: seed)
    }

    // MARK: - Generic cases

    mutating func genericCase(seed: UInt64) -> FuzzCase {
        let hot = (0..<int(1...3)).map { _ in hotKind() }
        var node = source(hot: hot, depth: 0)
        for _ in 0..<int(1...4) { node = stage(node, hot: hot, depth: 0) }
        let observerCount = int(1...4)
        let leaving = (0..<observerCount).map { _ in leavingKind() }
        let scripts = scripts(observers: leaving, hot: hot, sendsPerSource: 0...10, endChance: 50)
        var fuzzCase = FuzzCase(
            seed: seed,
            family: "generic",
            hot: hot,
            stamped: true,
            pipeline: node,
            leaving: leaving,
            scripts: scripts,
            conservation: .none,
            endAtTeardown: chance(50)
        )
        // Drawn after everything else, so that adding connectables left the other cases of each seed as they were.
        if chance(20) { addConnectable(to: &fuzzCase) }
        return fuzzCase
    }

    /// Ends the pipeline in a connectable that the actors connect (once or twice) and disconnect (up to twice).
    mutating func addConnectable(to fuzzCase: inout FuzzCase) {
        switch int(0...3) {
        case 0: fuzzCase.connectable = Connectable(description: "publish") { $0.publish() }
        case 1:
            let size = int(1...2)
            fuzzCase.connectable = Connectable(description: "replay(\(size))") { $0.replay(size) }
        case 2: fuzzCase.connectable = Connectable(description: "replayAll") { $0.replayAll() }
        default:
            fuzzCase.connectable = Connectable(description: "multicast(PublishSubject)") {
                $0.multicast(makeSubject: { PublishSubject() })
            }
        }
        var scripts = fuzzCase.scripts
        let actions =
            Array(repeating: Action.connect, count: int(1...2))
            + Array(repeating: Action.disconnect, count: int(0...2))
        for action in actions {
            let actor = int(0...(scripts.count - 1))
            scripts[actor].insert(action, at: int(0...scripts[actor].count))
        }
        fuzzCase = FuzzCase(
            seed: fuzzCase.seed,
            family: "connectable",
            hot: fuzzCase.hot,
            stamped: fuzzCase.stamped,
            pipeline: fuzzCase.pipeline,
            leaving: fuzzCase.leaving,
            scripts: scripts,
            conservation: fuzzCase.conservation,
            endAtTeardown: fuzzCase.endAtTeardown,
            connectable: fuzzCase.connectable
        )
    }

    mutating func hotKind() -> HotKind {
        switch int(0...7) {
        case 0: .publishSubject
        case 1: .behaviorSubject
        case 2: .replaySubject(int(1...3))
        case 3: .unboundedReplaySubject
        case 4: .asyncSubject
        case 5: .publishRelay
        case 6: .behaviorRelay
        default: .replayRelay(int(1...3))
        }
    }

    mutating func leavingKind() -> Leaving {
        switch int(0...9) {
        case 0...3: .stays
        case 4...7: .disposedByActor
        default: .disposesItselfAfter(int(1...3))
        }
    }

    // MARK: - Scripts

    /// Spreads the case's actions over 2–4 actors (the main thread and 1–3 workers) at random positions: each
    /// observer's subscribe (and its dispose, if an actor disposes it), each hot source's sends (from any actors,
    /// so several threads send into one subject at once) and maybe its end, and pauses between them.
    mutating func scripts(
        observers: [Leaving],
        hot: [HotKind],
        sendsPerSource: ClosedRange<Int>,
        endChance: Int,
        singleSender: Bool = false
    ) -> [[Action]] {
        let actorCount = int(2...4)
        var scripts = [[Action]](repeating: [], count: actorCount)
        func insert(_ action: Action, into actor: Int, after position: Int = -1) -> Int {
            let index = int((position + 1)...scripts[actor].count)
            scripts[actor].insert(action, at: index)
            return index
        }
        for (index, source) in hot.enumerated() {
            let sender = int(0...(actorCount - 1))
            var last = -1
            for _ in 0..<int(sendsPerSource) {
                if singleSender {
                    last = insert(.send(index), into: sender, after: last)
                } else {
                    _ = insert(.send(index), into: int(0...(actorCount - 1)))
                }
            }
            if !source.isRelay && chance(endChance) {
                let failing = chance(30)
                if singleSender {
                    scripts[sender].append(.end(index, failing: failing))
                } else {
                    _ = insert(.end(index, failing: failing), into: int(0...(actorCount - 1)))
                }
            }
        }
        for (index, leaving) in observers.enumerated() {
            let subscriber = int(0...(actorCount - 1))
            let position = insert(.subscribe(index), into: subscriber)
            if case .disposedByActor = leaving {
                let disposer = int(0...(actorCount - 1))
                // On another actor the dispose may come first: the observer then disposes as soon as it subscribed.
                _ = insert(.dispose(index), into: disposer, after: disposer == subscriber ? position : -1)
            }
        }
        for actor in 0..<actorCount {
            for _ in 0..<int(0...4) {
                _ = insert(.pause(chance(50) ? 0 : int(1...300)), into: actor)
            }
        }
        return scripts
    }
}
