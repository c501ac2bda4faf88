// SPDX-License-Identifier: MIT
import Foundation
import RxCore

/// One step of an actor's script.
enum Action: CustomStringConvertible {
    /// Observer `n` subscribes to the case's pipeline.
    case subscribe(Int)
    /// Observer `n`'s subscription is disposed from this thread.
    case dispose(Int)
    /// Hot source `n` sends its next element.
    case send(Int)
    /// Hot source `n` completes, or fails.
    case end(Int, failing: Bool)
    /// A pause: spin for about this many microseconds (0: yield the processor).
    case pause(Int)
    /// The case's connectable pipeline connects (see ``Connectable``).
    case connect
    /// The newest connection not yet disposed is disposed.
    case disconnect

    var description: String {
        switch self {
        case .subscribe(let n): "subscribe o\(n)"
        case .dispose(let n): "dispose o\(n)"
        case .send(let n): "send h\(n)"
        case .end(let n, let failing): failing ? "fail h\(n)" : "complete h\(n)"
        case .pause(let micros): micros == 0 ? "yield" : "pause \(micros)µs"
        case .connect: "connect"
        case .disconnect: "disconnect"
        }
    }
}

/// How one observer of a case leaves.
enum Leaving: CustomStringConvertible {
    /// It stays until the source ends, or the case's teardown disposes it.
    case stays
    /// An actor disposes it (the script says which and when).
    case disposedByActor
    /// It disposes itself from inside `onNext` once it has this many elements.
    case disposesItselfAfter(Int)

    var description: String {
        switch self {
        case .stays: "stays"
        case .disposedByActor: "disposed by an actor"
        case .disposesItselfAfter(let count): "disposes itself after \(count)"
        }
    }
}

/// What a conservation case promises beyond the grammar.
enum Conservation: CustomStringConvertible {
    /// No promise beyond the contract checked for every case.
    case none
    /// Observer 0 stays and gets every element of each source exactly once, each source's in its order (merge,
    /// flatMap); with `inOrder`, exactly the sources' elements one source after the other (concat, concatMap).
    case everyElementOnce(sources: [[Int]], inOrder: Bool)
    /// Each observer of hot source 0 (elements 1, 2, 3…) sees a run of consecutive elements: the replay and then
    /// the live elements, with no gap and no duplicate. With `replayed`, its first element is within the replay
    /// window of the moment it subscribed, and an observer that stays sees every later element and the end.
    case consecutive(replayed: Int?, checksWindow: Bool)
    /// The observers of `share(replay:scope:)` over a source of 1, 2, 3… (a cold one restarts on each connection;
    /// a hot one goes on): each sees consecutive elements, except that with `scope: .forever` the replay of an
    /// earlier connection may come before the new connection's elements.
    case sharedRuns(replay: Int, forever: Bool, fromSubject: Bool)

    var description: String {
        switch self {
        case .none: "none"
        case .everyElementOnce(let sources, let inOrder):
            "every element of \(sources.count) sources once\(inOrder ? ", in order" : "")"
        case .consecutive(let replayed, _): "consecutive after a replay of \(replayed.map(String.init) ?? "all")"
        case .sharedRuns(let replay, let forever, _):
            "consecutive shared runs (replay \(replay)\(forever ? ", forever" : ""))"
        }
    }
}

/// A connectable operator (without `refCount`) at the end of a generic pipeline: the actors connect it and dispose
/// connections themselves, at random points, as code that calls `connect()` does.
struct Connectable: CustomStringConvertible {
    let description: String
    let make: (Observable<Int>) -> ConnectableObservable<Int>
}

/// A generated case: the hot sources, the pipeline, the observers and what each actor thread does. Actor 0 is the
/// main thread (so `MainScheduler` work runs while it waits); the others are worker threads.
struct FuzzCase: CustomStringConvertible {
    let seed: UInt64
    let family: String
    let hot: [HotKind]
    /// Elements are stamps (generic cases) or 1, 2, 3… (conservation cases).
    let stamped: Bool
    let pipeline: Node
    let leaving: [Leaving]
    let scripts: [[Action]]
    let conservation: Conservation
    /// Hot sources the teardown ends (completes) before disposing what is left.
    let endAtTeardown: Bool
    /// The connectable the pipeline ends in, if any.
    var connectable: Connectable?

    var description: String {
        var lines = ["seed \(String(seed, radix: 16)) [\(family)]"]
        if !hot.isEmpty {
            lines.append("  hot: " + hot.enumerated().map { "h\($0.offset) \($0.element)" }.joined(separator: ", "))
        }
        lines.append("  pipeline: \(pipeline)")
        if let connectable { lines.append("  then: \(connectable), connected by the actors") }
        lines.append(
            "  observers: " + leaving.enumerated().map { "o\($0.offset) \($0.element)" }.joined(separator: ", ")
        )
        for (index, script) in scripts.enumerated() {
            let actor = index == 0 ? "main" : "thread \(index)"
            lines.append("  \(actor): " + script.map(\.description).joined(separator: "; "))
        }
        if case .none = conservation {} else { lines.append("  conservation: \(conservation)") }
        if endAtTeardown { lines.append("  teardown completes the hot sources first") }
        return lines.joined(separator: "\n")
    }
}
