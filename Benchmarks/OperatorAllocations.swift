// SPDX-License-Identifier: MIT
import AllocationCounter
import Foundation
import RxCore
import RxSubjects
import RxTraits

/// `Benchmarks --operator-allocations`: the allocations one subscription makes for every operator of RxSwift 6.10.2's
/// `Observable` API (its `RxSwift/Observables/*.swift`), each held to a ceiling.
///
/// Each row builds its observable once, then subscribes to it and disposes the subscription `repetitions` times
/// after a warm-up, counting allocations with the runner's counter (`AllocationCounter/`). What the bare source
/// allocates for the same subscribe and dispose (measured the same way) is subtracted, so a row's figure is the
/// operator's own. The operators are applied here, in the runner's module, as an app applies them: an operator that
/// is not specialised where it is used pays there (two closure contexts for an unspecialised `SinkObserving.run`).
///
/// Sources are the cheapest that isolate the operator: `never()` for most (subscribing to it allocates nothing),
/// `just(1)` where the operator's work starts with an element (an inner sequence to subscribe), and `never()`
/// sources for the operators of several. Schedulers are ``InertScheduler``, which keeps nothing and allocates
/// nothing, so a row counts what the operator makes to schedule (a closure context, a timer's disposable), not what a
/// real scheduler makes to queue the work (a `TestScheduler` item, a Dispatch source).
///
/// Allocation counts do not depend on the machine's load, so a row above its ceiling fails the run.
enum OperatorAllocations {
    /// What a row subscribes the operator to, and so what is subtracted.
    enum Source: Sendable {
        /// `Observable<Int>.never()`, once.
        case never
        /// `Observable.just(1)`, once.
        case just
        /// `n` sources, each `Observable<Int>.never()`.
        case nevers(Int)
        /// Nothing: the row is a source itself (`just`, `timer`, `create`).
        case none
    }

    /// One operator (or one form of it).
    struct Row: Sendable {
        /// The operator as RxSwift names it, with the form when it has several.
        let name: String
        let source: Source
        /// The most allocations the operator itself may make per subscription.
        let ceiling: Int
        /// Why the ceiling is above one; `nil` for the rule's one.
        let reason: String?
        /// The probe: the operator applied over `source` (and `scheduler`), ready to subscribe.
        let make: @Sendable (_ source: Observable<Int>, _ scheduler: InertScheduler) -> Probe

        init(
            _ name: String,
            _ source: Source = .never,
            ceiling: Int = 1,
            because reason: String? = nil,
            make: @escaping @Sendable (_ source: Observable<Int>, _ scheduler: InertScheduler) -> Probe
        ) {
            self.name = name
            self.source = source
            self.ceiling = ceiling
            self.reason = reason
            self.make = make
        }
    }

    /// One subscription made and disposed, with an observer built once.
    struct Probe {
        let subscribeAndDispose: () -> Void
        /// Whether the row prints (`debug`): its output goes to `/dev/null` while it is counted.
        var prints = false
    }

    /// What a row measured.
    struct Result {
        let row: Row
        /// Allocations per subscription, with the source's subtracted.
        let allocations: Double
        /// The bare source's allocations per subscription, subtracted from the operator's.
        let sourceAllocations: Double

        /// Met when the count, which is a whole number, is at most the ceiling (0.05 allows for a set-up that a
        /// warm-up did not absorb, as the performance bar's exact targets do).
        var met: Bool { allocations < Double(row.ceiling) + 0.05 }
    }

    static let usage = "       Benchmarks --operator-allocations [--filter NAME]"

    static let helpText = """
        \(usage)

        Counts the allocations of one subscribe and dispose for every operator of RxSwift 6.10.2's Observable API,
        applied in this runner's module (as an app applies them), less what the bare source allocates, and prints
        one row per operator: the operator, the source it was subscribed over, the allocations it made itself, its
        ceiling (one, or more with a reason: inner subscriptions, subjects, timers), and whether it was met. A few
        seconds in all. --filter NAME keeps the rows whose name contains NAME. Exit status 1 when a row exceeds its
        ceiling (allocation counts do not depend on the machine's load), 2 on bad arguments.
        """

    /// Measures `rows` (all of them by default) and prints the table; returns the exit status.
    static func run(filter: String?, repetitions: Int = 200) -> Int32 {
        guard rx_allocation_counter_available() else {
            print("operator allocations: the allocation counter is not available on this platform (Linux/glibc only)")
            return 0
        }
        let scheduler = InertScheduler()
        let chosen = rows.filter { row in filter.map { row.name.contains($0) } ?? true }
        if chosen.isEmpty { fail("no operator row matches '\(filter ?? "")'") }
        var sourceCosts: [String: Double] = [:]
        func sourceCost(_ source: Source) -> Double {
            switch source {
            case .none: return 0
            case .never:
                if let cost = sourceCosts["never"] { return cost }
                let cost = count(probe(Observable<Int>.never()), repetitions: repetitions)
                sourceCosts["never"] = cost
                return cost
            case .just:
                if let cost = sourceCosts["just"] { return cost }
                let cost = count(probe(Observable.just(1)), repetitions: repetitions)
                sourceCosts["just"] = cost
                return cost
            case .nevers(let n): return Double(n) * sourceCost(.never)
            }
        }
        var results: [Result] = []
        for row in chosen {
            let source: Observable<Int> =
                switch row.source {
                case .just: .just(1)
                case .never, .nevers, .none: .never()
                }
            let measured = count(row.make(source, scheduler), repetitions: repetitions)
            let subtracted = sourceCost(row.source)
            results.append(Result(row: row, allocations: measured - subtracted, sourceAllocations: subtracted))
        }
        print(table(results))
        let missed = results.filter { !$0.met }
        for result in missed {
            FileHandle.standardError.write(
                Data(
                    ("error: \(result.row.name) makes \(format(result.allocations)) allocations per subscription, "
                        + "above its ceiling of \(result.row.ceiling)\n").utf8
                )
            )
        }
        return missed.isEmpty ? 0 : 1
    }

    /// The table: one row per operator, then a line that says how many met their ceilings.
    static func table(_ results: [Result]) -> String {
        let header = ["operator", "source", "allocations", "ceiling", "status"]
        let cells = results.map { result in
            [
                result.row.name, describe(result.row.source), format(result.allocations), String(result.row.ceiling),
                result.met ? "met" : "MISSED",
            ]
        }
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ row: [String]) -> String {
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Numbers right-aligned, words left-aligned.
                return column == 2 || column == 3 ? padding + cell : cell + padding
            }.joined(separator: "  ")
        }
        var lines = [line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        lines += cells.map(line)
        let above = results.filter { $0.row.ceiling > 1 }
        if !above.isEmpty {
            lines.append("")
            lines.append("Ceilings above one:")
            lines += above.map { "  \($0.row.name): \($0.row.reason ?? "no reason given")" }
        }
        let met = results.filter(\.met).count
        lines.append("")
        lines.append(
            "\(met) of \(results.count) operators within their ceilings; allocations per subscribe and dispose, less "
                + "the bare source's (never: \(sourceNote(results, "never")), just: \(sourceNote(results, "just")))"
        )
        return lines.joined(separator: "\n")
    }

    private static func sourceNote(_ results: [Result], _ name: String) -> String {
        for result in results {
            switch (result.row.source, name) {
            case (.never, "never"), (.just, "just"): return format(result.sourceAllocations)
            case (.nevers(let count), "never"): return format(result.sourceAllocations / Double(count))
            default: continue
            }
        }
        return "not measured"
    }

    private static func describe(_ source: Source) -> String {
        switch source {
        case .never: "never()"
        case .just: "just(1)"
        case .nevers(let n): "\(n) × never()"
        case .none: "—"
        }
    }

    /// `1`, or `1.25` when the count is not a whole number.
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
    }

    /// A probe that subscribes to `observable` with an observer built once, and disposes at once.
    static func probe<Sequence: ObservableConvertibleType>(_ sequence: Sequence) -> Probe {
        let observable = sequence.asObservable()
        let observer = AnyObserver<Sequence.Element>(eventHandler: { _ in })
        return Probe(subscribeAndDispose: { observable.subscribe(observer).dispose() })
    }

    /// Allocations per subscribe and dispose of `probe`, after a warm-up that makes what is made once (metadata,
    /// lazily initialised statics, a registry's capacity).
    static func count(_ probe: Probe, repetitions: Int) -> Double {
        let savedOutput = probe.prints ? silenceStandardOutput() : nil
        defer { if let savedOutput { restoreStandardOutput(savedOutput) } }
        for _ in 0..<20 { probe.subscribeAndDispose() }
        rx_allocation_counter_start()
        for _ in 0..<repetitions { probe.subscribeAndDispose() }
        let allocations = rx_allocation_counter_stop()
        return Double(allocations) / Double(repetitions)
    }

    private static func silenceStandardOutput() -> Int32 {
        fflush(nil)
        let saved = dup(STDOUT_FILENO)
        let null = open("/dev/null", O_WRONLY)
        dup2(null, STDOUT_FILENO)
        close(null)
        return saved
    }

    private static func restoreStandardOutput(_ saved: Int32) {
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
    }
}

/// A scheduler that runs nothing, keeps nothing and allocates nothing: what an operator allocates to schedule work is
/// counted, what a real scheduler allocates to queue it is not.
final class InertScheduler: SchedulerType {
    let now = Date(timeIntervalSinceReferenceDate: 0)

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        Disposables.create()
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        Disposables.create()
    }

    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        Disposables.create()
    }
}
