// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxSubjects

/// Cases whose shape says which elements each observer must see (``Conservation``): `merge` and `flatMap` deliver
/// each element of each source exactly once, `concat` and `concatMap` in order, a subject's or relay's subscriber
/// sees the replay and then the live elements with no gap or duplicate, and `share(replay:)`'s subscribers agree on
/// the order. Scheduling stages that keep the order (`observe(on:)`, `subscribe(on:)`) are added at random.
extension FuzzGenerator {
    mutating func conservationCase(seed: UInt64) -> FuzzCase {
        switch int(0...3) {
        case 0: everyElementOnceCase(seed: seed, inOrder: false)
        case 1: everyElementOnceCase(seed: seed, inOrder: true)
        case 2: subjectCase(seed: seed)
        default: shareCase(seed: seed)
        }
    }

    /// Order-keeping stages that may follow a conserving operator; `moves` says whether one of them moves the
    /// subscription or the delivery onto a scheduler.
    private mutating func orderKeepingTail(_ node: Node) -> (node: Node, moves: Bool) {
        var node = node
        var moves = false
        for _ in 0..<int(0...2) {
            let scheduler = pick(FuzzScheduler.allCases)
            let upstream = node
            let stage = int(0...3)
            if stage <= 1 { moves = true }
            switch stage {
            case 0:
                node = Node("\(upstream) → observe(on: \(scheduler))") {
                    upstream.build($0).observe(on: scheduler.immediate)
                }
            case 1:
                node = Node("\(upstream) → subscribe(on: \(scheduler))") {
                    upstream.build($0).subscribe(on: scheduler.immediate)
                }
            case 2: node = Node("\(upstream) → map") { upstream.build($0).map { $0 } }
            default: node = Node("\(upstream) → filter(true)") { upstream.build($0).filter { _ in true } }
            }
        }
        return (node, moves)
    }

    /// Merge or concat of 2–4 cold sources, each a `create` sender of its own thread (tagged elements), or their
    /// flatMap/concatMap form. Observer 0 stays to the end; others may come and go.
    private mutating func everyElementOnceCase(seed: UInt64, inOrder: Bool) -> FuzzCase {
        let sourceCount = int(2...4)
        let elements = (0..<sourceCount).map { source in (0..<int(0...12)).map { source * 1_000 + $0 } }
        let pauses = (0..<sourceCount).map { _ in chance(50) ? 0 : int(1...100) }
        let viaOperator = chance(50)
        let limit = int(1...3)
        let operatorName: String
        if viaOperator {
            operatorName = inOrder ? "concatMap" : (chance(50) ? "flatMap" : "merge(maxConcurrent: \(limit))")
        } else {
            operatorName = inOrder ? "concat" : "merge"
        }
        let name = "\(operatorName) of \(sourceCount) senders (\(elements.map(\.count)) elements)"
        let maxConcurrent = operatorName.hasPrefix("merge(")
        var node = Node(name) { context in
            let sources = elements.enumerated().map { index, values in
                context.probe(
                    "sender \(index)",
                    Self.sender(
                        context: context,
                        values: values,
                        count: 0,
                        polite: true,
                        ending: 0,
                        pause: pauses[index]
                    )
                )
            }
            switch (viaOperator, inOrder) {
            case (false, false): return Observable.merge(sources)
            case (false, true): return Observable.concat(sources)
            case (true, true): return Observable.from(0..<sourceCount).concatMap { sources[$0] }
            case (true, false):
                let outer = Observable.from(0..<sourceCount)
                return maxConcurrent
                    ? outer.map { sources[$0] }.merge(maxConcurrent: limit) : outer.flatMap { sources[$0] }
            }
        }
        node = orderKeepingTail(node).node
        let leaving = [Leaving.stays] + (0..<int(0...2)).map { _ in leavingKind() }
        return FuzzCase(
            seed: seed,
            family: inOrder ? "concat" : "merge",
            hot: [],
            stamped: false,
            pipeline: node,
            leaving: leaving,
            scripts: scripts(observers: leaving, hot: [], sendsPerSource: 0...0, endChance: 0),
            conservation: .everyElementOnce(sources: elements, inOrder: inOrder),
            endAtTeardown: false
        )
    }

    /// One subject or relay fed 1, 2, 3… by one actor while others subscribe and dispose.
    private mutating func subjectCase(seed: UInt64) -> FuzzCase {
        let kind: HotKind = pick([
            .publishSubject, .behaviorSubject, .replaySubject(int(1...4)), .unboundedReplaySubject, .publishRelay,
            .behaviorRelay, .replayRelay(int(1...4)),
        ])
        // With a scheduling stage, the moment of subscribing to the subject is not the moment `subscribe` runs.
        var node = Node("h0") { context in context.probe("h0", context.hot[0].observable) }
        var moves = false
        if chance(50) { (node, moves) = orderKeepingTail(node) }
        let leaving = (0..<int(2...4)).map { _ in leavingKind() }
        return FuzzCase(
            seed: seed,
            family: "subject",
            hot: [kind],
            stamped: false,
            pipeline: node,
            leaving: leaving,
            scripts: scripts(
                observers: leaving,
                hot: [kind],
                sendsPerSource: 0...20,
                endChance: 70,
                singleSender: true
            ),
            conservation: .consecutive(replayed: kind.replayed, checksWindow: !moves),
            endAtTeardown: false
        )
    }

    /// `share(replay:scope:)` over a `create` sender of 1, 2, 3… (restarted by each connection) or over a subject fed
    /// by one actor.
    private mutating func shareCase(seed: UInt64) -> FuzzCase {
        let replay = int(0...2)
        let forever = chance(40)
        let scope = forever ? ".forever" : ".whileConnected"
        let fromSubject = chance(40)
        let count = int(1...15)
        let pause = chance(50) ? 0 : int(1...100)
        let hot: [HotKind] = fromSubject ? [.publishSubject] : []
        var node: Node
        if fromSubject {
            node = Node("h0 → share(replay: \(replay), \(scope))") { context in
                context.probe("h0", context.hot[0].observable).share(
                    replay: replay,
                    scope: forever ? .forever : .whileConnected
                )
            }
        } else {
            node = Node("create(sender 1…\(count)) → share(replay: \(replay), \(scope))") { context in
                context.probe(
                    "sender",
                    Self.sender(
                        context: context,
                        values: Array(1...count),
                        count: 0,
                        polite: true,
                        ending: 0,
                        pause: pause
                    )
                )
                .share(replay: replay, scope: forever ? .forever : .whileConnected)
            }
        }
        node = orderKeepingTail(node).node
        let leaving = (0..<int(2...4)).map { _ in leavingKind() }
        return FuzzCase(
            seed: seed,
            family: "share",
            hot: hot,
            stamped: false,
            pipeline: node,
            leaving: leaving,
            scripts: scripts(observers: leaving, hot: hot, sendsPerSource: 0...15, endChance: 60, singleSender: true),
            conservation: .sharedRuns(replay: replay, forever: forever, fromSubject: fromSubject),
            endAtTeardown: false
        )
    }
}

/// The conservation checks, run once a case has ended.
extension Conservation {
    /// - Parameters:
    ///   - observers: The case's observers, in order.
    ///   - windows: For each observer, the hot source's progress when its subscribe began and when it returned.
    ///   - hotSent: How many elements hot source 0 sent.
    ///   - hotEnded: Whether hot source 0 ended.
    func problems(
        observers: [CheckedObserver],
        leaving: [Leaving],
        windows: [(before: (finished: Int, started: Int), after: (finished: Int, started: Int))?],
        hotSent: Int,
        hotEnded: Bool
    ) -> [String] {
        switch self {
        case .none:
            return []
        case .everyElementOnce(let sources, let inOrder):
            let observer = observers[0]
            guard case .completed? = observer.terminal else {
                return ["o0 stayed but did not complete (got \(observer.terminal.map { "\($0)" } ?? "no terminal"))"]
            }
            let got = observer.elements
            if inOrder {
                let expected = sources.flatMap { $0 }
                return got == expected ? [] : ["o0 got \(got), expected \(expected) in order"]
            }
            var problems: [String] = []
            for (index, source) in sources.enumerated() {
                let fromSource = got.filter { $0 / 1_000 == index }
                if fromSource != source {
                    problems.append("o0 got \(fromSource) of source \(index), expected \(source)")
                }
            }
            if got.count != sources.map(\.count).reduce(0, +) { problems.append("o0 got \(got.count) elements") }
            return problems
        case .consecutive(let replayed, let checksWindow):
            var problems: [String] = []
            for (index, observer) in observers.enumerated() where observer.hasSubscribed {
                let got = observer.elements
                let name = "o\(index)"
                for (previous, next) in zip(got, got.dropFirst()) where next != previous + 1 {
                    problems.append("\(name) got \(next) after \(previous): \(got)")
                    break
                }
                guard checksWindow, let window = windows[index] else { continue }
                // The replay at the moment of subscribing holds the last `replayed` elements sent by then.
                if let replayed, let first = got.first {
                    let lowest =
                        replayed == 0 ? window.before.finished + 1 : max(1, window.before.finished - replayed + 1)
                    let highest = replayed == 0 ? window.after.started + 1 : max(1, window.after.started - replayed + 1)
                    let floor = replayed > 0 && window.before.finished == 0 ? 0 : lowest
                    if first < floor || first > highest {
                        problems.append(
                            "\(name) began at \(first), outside \(floor)…\(highest) (sent \(window.before) when subscribing, \(window.after) after)"
                        )
                    }
                }
                if replayed == nil, let first = got.first, first > 1 {
                    problems.append("\(name) began at \(first), not with the whole replay")
                }
                // An observer that stayed to the end sees every element up to the last, then the end.
                if case .stays = leaving[index], hotEnded, observer.disposal == nil {
                    let replays = replayed != 0 && hotSent > 0
                    if got.last != hotSent && (!got.isEmpty || window.after.started < hotSent || replays) {
                        problems.append(
                            "\(name) stayed but ended at \(got.last.map(String.init) ?? "nothing") of \(hotSent)"
                        )
                    }
                    if observer.terminal == nil { problems.append("\(name) stayed but got no terminal event") }
                }
            }
            return problems
        case .sharedRuns(let replay, let forever, let fromSubject):
            var problems: [String] = []
            for (index, observer) in observers.enumerated() {
                let got = observer.elements
                for (position, (previous, next)) in zip(got, got.dropFirst()).enumerated() where next != previous + 1 {
                    // A `.forever` share keeps its subject across connections: a subscriber that starts a new
                    // connection first gets the replay of an earlier one, then the new one's elements (1, 2, 3… again
                    // from a cold source; a later element of a hot one).
                    let afterReplay = forever && position < replay
                    let allowed = afterReplay && (fromSubject ? next > previous : next == 1)
                    if !allowed {
                        problems.append("o\(index) got \(next) after \(previous): \(got)")
                        break
                    }
                }
            }
            return problems
        }
    }
}
