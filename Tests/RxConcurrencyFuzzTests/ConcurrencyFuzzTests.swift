// SPDX-License-Identifier: MIT
import CRxSynchronization
import Foundation
import RxTestSupport
import XCTest

/// Random pipelines on real threads (``FuzzGenerator``, ``FuzzRunner``), for a bounded time.
///
/// - `swift test` runs random cases for `RX_FUZZ_SECONDS` seconds (20 by default; `.ci/run` sets 60), starting
///   from a random run seed it prints; `RX_FUZZ_RUN_SEED` repeats a run's sequence of cases.
/// - `RX_FUZZ_SEED=<hex> swift test --filter ConcurrencyFuzzTests` replays one case `RX_FUZZ_REPEAT` times (200 by
///   default), since a failure may need the same interleaving again (`make fuzz-replay SEED=<hex>`).
/// - `make fuzz` runs for 30 minutes, `make fuzz-tsan` under the Thread Sanitizer, and `make fuzz-barging` with the
///   synchronization layer's test-only barging lock (any thread may take a lock ahead of waiting ones, and threads
///   yield at random around it), which shows that no correctness rests on the lock's fairness.
///
/// A failure prints the seed, the case (pipeline, observers, scripts) and the replay command. Each seed that found
/// a bug becomes a named test below, pinned to the case its seed generates.
final class ConcurrencyFuzzTests: XCTestCase {
    private static let environment = ProcessInfo.processInfo.environment

    func test_randomPipelinesOnRealThreads() {
        if let seedText = Self.environment["RX_FUZZ_SEED"] {
            guard let seed = UInt64(seedText.replacingOccurrences(of: "0x", with: ""), radix: 16) else {
                return XCTFail("RX_FUZZ_SEED must be hexadecimal, got '\(seedText)'")
            }
            let repeats = Int(Self.environment["RX_FUZZ_REPEAT"] ?? "") ?? 200
            return check(seed: seed, repeats: repeats)
        }
        let seconds = Double(Self.environment["RX_FUZZ_SECONDS"] ?? "") ?? 20
        let runSeed =
            Self.environment["RX_FUZZ_RUN_SEED"].flatMap {
                UInt64($0.replacingOccurrences(of: "0x", with: ""), radix: 16)
            }
            ?? UInt64.random(in: 1...UInt64.max)
        let lock = crx_lock_is_barging_for_tests() ? "the test-only barging lock" : "the platform's lock"
        print("ConcurrencyFuzz: run seed \(String(runSeed, radix: 16)), \(seconds) s, \(lock)")
        var seeds = SplitMix64(seed: runSeed)
        let deadline = Date().addingTimeInterval(seconds)
        var runs: [String: Int] = [:]
        var failures = 0
        while Date() < deadline && failures < 3 {
            let fuzzCase = FuzzGenerator.makeCase(seed: seeds.next())
            runs[fuzzCase.family, default: 0] += 1
            let problems = FuzzRunner.run(fuzzCase)
            if !problems.isEmpty {
                failures += 1
                report(fuzzCase, problems)
            }
        }
        let total = runs.values.reduce(0, +)
        let families = runs.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        print("ConcurrencyFuzz: \(total) cases (\(families)), \(failures) failed")
    }

    // MARK: - Seeds that found bugs, each pinned to the case it generates (a change to the generator shows here)

    /// `share(replay:scope: .forever)`: a subscriber arriving between the source's end and that end reaching the
    /// subject connected the source again. The new connection's elements reached the subscribers before the old
    /// end did (o1 got 1…12, then 1, 2), or the state machine stopped on an inconsistency. Fixed in
    /// `ShareStateMachine` (`subjectEnding`); ShareTests has the deterministic form.
    func test_seedC57F64D6965EC519_shareForever_subscriberArrivingAsTheSourceEnds() {
        check(seed: 0xc57f_64d6_965e_c519, pipeline: "create(sender 1…12) → share(replay: 0, .forever)", repeats: 1_000)
    }

    /// `delay`: an error that arrived while a timer was pending (scheduled, not emitting) went out at once, and the
    /// timer, firing on the serial queue before the sink was disposed, emitted it again, concurrently (o1: "error
    /// while another call was running", "error after error"). Fixed in `DelaySink` (`failed`); DelayTests has the
    /// deterministic form.
    func test_seedAE67608BE48A78AE_delay_timerFiringAsTheErrorGoesOut() {
        check(
            seed: 0xae67_608b_e48a_78ae,
            pipeline:
                "create(sender: 3, no end, rude, 36µs) → timeout(492µs, concurrent) → scan(max) → delay(145µs, serial)",
            repeats: 500
        )
    }

    /// Under the Thread Sanitizer: `interval` on a concurrent queue ticked on different threads with no ordering the
    /// sanitizer could see (a race reported in `take`'s sink; fixed in the periodic timer's state hand-over), and
    /// `concatMap` over an ended subject overflowed the stack once `h1` completed with a long queue of ticks behind
    /// it (fixed by starting queued inner sequences in a loop). MergeTests and DispatchQueueSchedulerTests hold the
    /// deterministic forms; the fuzzer's intervals have taken a bounded number of ticks since (the `take(13)`), so
    /// this seed no longer builds the long queue.
    func test_seed2CC39D4B94211E_intervalOnAConcurrentQueue_concatMapOverAnEndedSubject() {
        check(
            seed: 0x2c_c39d_4b94_211e,
            pipeline: "interval(249µs, concurrent) → take(13) → concatMap { h1 } → map → "
                + "switchLatest { h2 → concatMap { h0 } } → first → combineLatest(of(1, 2, 3))",
            repeats: 200
        )
    }

    /// The synchronization layer's first lock let a thread that released and retook it overtake threads asleep on
    /// it. An element of an old `share(replay: 1, .forever)` connection, sent before that connection was disposed
    /// but waiting for the subject's lock, then reached the subscribers after the new connection's elements (o1 got
    /// [1, 1, 2, 2]; o0 [1, 2, 1, 2, 3, …]; o3 [2, 3, 1, 2, …]): three failures in 22,000 `share` cases. A FIFO lock
    /// first narrowed the race; each connection's feed gate closed it, whatever the lock order, and the lock is the
    /// platform's now, which promises no order (`make fuzz-barging` runs these seeds against a lock that barges on
    /// purpose). SubjectFeedGateTests and ShareConnectionOrderTests hold the deterministic forms.
    func test_seeds1358513F_71DDF2BF_FE5D8054_shareForever_anOldConnectionsElementQueuedOnTheSubjectsLock() {
        check(
            seed: 0x1358_513f_e63d_514f,
            pipeline: "create(sender 1…13) → share(replay: 1, .forever) → filter(true) → subscribe(on: operationQueue)",
            repeats: 200
        )
        check(
            seed: 0x71dd_f2bf_55d0_0511,
            pipeline: "create(sender 1…12) → share(replay: 1, .forever) → observe(on: operationQueue)",
            repeats: 200
        )
        check(seed: 0xfe5d_8054_fa7b_c6d3, pipeline: "create(sender 1…15) → share(replay: 1, .forever)", repeats: 200)
    }

    /// Not a bug of the library: an endless producer outran its consumer. `buffer`'s timer sent an empty buffer every
    /// 114 µs for as long as the relay lived; `concatMap` queued each one, and the thread that subscribed, running
    /// the inner `of(1, 2, 3)` on its trampoline (RxSwift's `CurrentThreadScheduler` does the same), started each
    /// queued one as the previous one completed. With both cores loaded, the observer's yields made every inner
    /// sequence slower than the timer, so the queue never emptied and `subscribe` never returned. The generator
    /// drops empty buffers since, as it bounds `interval`'s ticks; replayed with two busy processes beside it, the
    /// case now passes.
    func test_seedA0D6171A4ECB0A5F_bufferTimerOutrunningAConcatMapDrainedByTheSubscribingThread() {
        check(
            seed: 0xa0d6_171a_4ecb_0a5f,
            pipeline: "Single.just(7) → concat(h0 → buffer(114µs, 3, serial) → compactMap(max)) → replayAll → "
                + "refCount → concatMap { of(1, 2, 3) → share }",
            repeats: 200
        )
    }

    // MARK: - Helpers

    /// Checks that `seed` still generates the case whose pipeline reads `pipeline` (a change to the generator shows
    /// here instead of silently testing another case), then runs it `repeats` times.
    private func check(
        seed: UInt64,
        pipeline: String,
        repeats: Int,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual("\(FuzzGenerator.makeCase(seed: seed).pipeline)", pipeline, file: file, line: line)
        check(seed: seed, repeats: repeats, file: file, line: line)
    }

    /// Runs the case of `seed` `repeats` times, failing at its first failure.
    private func check(seed: UInt64, repeats: Int, file: StaticString = #filePath, line: UInt = #line) {
        let fuzzCase = FuzzGenerator.makeCase(seed: seed)
        for _ in 0..<repeats {
            let problems = FuzzRunner.run(fuzzCase)
            if !problems.isEmpty { return report(fuzzCase, problems, file: file, line: line) }
        }
    }

    private func report(
        _ fuzzCase: FuzzCase,
        _ problems: [String],
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let seed = String(fuzzCase.seed, radix: 16)
        let message = """
            ConcurrencyFuzz failed: \(fuzzCase)
              problems:
                \(problems.joined(separator: "\n    "))
              replay: RX_FUZZ_SEED=\(seed) swift test --filter ConcurrencyFuzzTests (or make fuzz-replay SEED=\(seed))
            """
        print(message)
        XCTFail(message, file: file, line: line)
    }
}
