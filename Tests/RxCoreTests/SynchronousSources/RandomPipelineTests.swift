// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// Seeded random pipelines of 1–4 operators over a source whose events at offset 0 are produced synchronously
/// or scheduled at the subscription tick. Each pipeline runs both ways on a TestScheduler and must give the same
/// events (values, terminal and times), the same subscription logs for every other hot and cold observable, the
/// Rx grammar (elements, then at most one terminal event, nothing after it), and no live subscription left.
///
/// A failing seed is printed with its pipeline, so it can become a named regression test. Only the source is
/// flipped; the other sequences keep one synchronous representation in both runs.
///
/// Two events due in one tick run in the order they were scheduled, and what the source's burst schedules is
/// scheduled before the later-subscribed sequences when synchronous, after them when scheduled. So the source's
/// later events are at offsets 100, 200, 300, each stage's sequences at offsets ending in its own digit (1–4),
/// and the timers (delay 5, timeout 50, buffer and window 70) end in 0 or 5: nothing of two parts lands on one
/// tick. As in SynchronousMetamorphicTests, the second sequence of `merge`, `amb`, `combineLatest`, `zip`,
/// `sample` and `skip(until:)` has no events at offset 0 (RxSwift subscribes it after the source, so a
/// synchronous source acts before it, a scheduled one after it); nor does `take(until:)`'s trigger, and
/// `withLatestFrom`'s second sequence does not end at offset 0: RxSwift subscribes those first, and when they end
/// the result at once it still subscribes the source, whose synchronous burst then subscribes the upstream
/// stages' sequences, which a scheduled burst, cancelled before it runs, does not.
final class RandomPipelineTests: RxTestCase {
    static let seedCount: UInt64 = 300

    struct Stage {
        let name: String
        let apply: (Observable<Int>, Scripted, String) -> Observable<Int>
    }

    struct Pipeline: CustomStringConvertible {
        let source: Script
        let style: Int
        let stages: [Stage]

        var description: String {
            "source \(source) (\(Representation.synchronous(style: style)) vs scheduled) → "
                + stages.map(\.name).joined(separator: " → ")
        }

        func build(_ x: Scripted, _ representation: Representation) -> Observable<Int> {
            var observable = x.make(source, representation, slot: "source")
            for (index, stage) in stages.enumerated() {
                observable = stage.apply(observable, x, "stage \(index + 1)")
            }
            return observable
        }
    }

    // MARK: - Generator

    struct Generator {
        var rng: SplitMix64

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

        /// The source: up to three elements at offset 0, maybe a terminal there, else later events at 100, 200…
        mutating func sourceScript() -> Script {
            var events: [ScriptEvent] = (0..<int(0...3)).map { _ in .next(0, int(1...5)) }
            switch int(0...2) {
            case 0: return Script(events + [.completed(0)])
            case 1: return Script(events + [.error(0)])
            default: break
            }
            var offset = 100
            for _ in 0..<int(0...2) {
                events.append(.next(offset, int(1...5)))
                offset += 100
            }
            switch int(0...2) {
            case 0: events.append(.completed(offset))
            case 1: events.append(.error(offset))
            default: break
            }
            return Script(events)
        }

        /// Another sequence, for stage `stage` (1–4): maybe elements (and a terminal) at offset 0, then later events
        /// at offsets `stage`, `stage + 10`, `stage + 20` (so two stages never schedule for the same tick).
        mutating func otherScript(stage: Int, synchronousPart: Bool) -> Script {
            var events: [ScriptEvent] = []
            if synchronousPart {
                events = (0..<int(0...2)).map { _ in .next(0, int(1...5)) }
                switch int(0...3) {
                case 0: return Script(events + [.completed(0)])
                case 1: return Script(events + [.error(0)])
                default: break
                }
            }
            var offsets = [stage, stage + 10, stage + 20].filter { _ in chance(70) }
            if offsets.isEmpty { offsets = [stage + 10] }
            let terminal = int(0...3)
            for (index, offset) in offsets.enumerated() {
                if index == offsets.count - 1 && terminal < 2 {
                    events.append(.completed(offset))
                } else if index == offsets.count - 1 && terminal == 2 {
                    events.append(.error(offset))
                } else {
                    events.append(.next(offset, int(1...5)))
                }
            }
            return Script(events)
        }

        mutating func style() -> Representation { .synchronous(style: int(0...2)) }

        mutating func pipeline() -> Pipeline {
            let source = sourceScript()
            let style = int(0...2)
            let stages = (1...int(1...4)).map { stage(index: $0) }
            return Pipeline(source: source, style: style, stages: stages)
        }

        // swiftlint:disable:next function_body_length cyclomatic_complexity
        mutating func stage(index: Int) -> Stage {
            let kind = int(0...35)
            let any = otherScript(stage: index, synchronousPart: true)
            let later = otherScript(stage: index, synchronousPart: false)
            let style = style()
            func other(_ x: Scripted, _ slot: String, _ script: Script) -> Observable<Int> {
                x.make(script, style, slot: slot)
            }
            switch kind {
            case 0: return Stage(name: "map") { s, _, _ in s.map { $0 * 2 } }
            case 1: return Stage(name: "filter") { s, _, _ in s.filter { $0 % 2 == 1 } }
            case 2: return Stage(name: "scan") { s, _, _ in s.scan(0, accumulator: +) }
            case 3: return Stage(name: "startWith(7)") { s, _, _ in s.startWith(7) }
            case 4:
                let n = int(0...2)
                return Stage(name: "take(\(n))") { s, _, _ in s.take(n) }
            case 5: return Stage(name: "skip(1)") { s, _, _ in s.skip(1) }
            case 6: return Stage(name: "distinctUntilChanged") { s, _, _ in s.distinctUntilChanged() }
            case 7: return Stage(name: "catchAndReturn(-1)") { s, _, _ in s.catchAndReturn(-1) }
            case 8: return Stage(name: "retry(2)") { s, _, _ in s.retry(2) }
            case 9:
                return Stage(name: "catch { \(style) \(any) }") { s, x, slot in s.catch { _ in other(x, slot, any) } }
            case 10:
                return Stage(name: "concat(\(style) \(any))") { s, x, slot in s.concat(other(x, slot, any)) }
            case 11:
                return Stage(name: "ifEmpty(switchTo: \(style) \(any))") { s, x, slot in
                    s.ifEmpty(switchTo: other(x, slot, any))
                }
            case 12:
                return Stage(name: "catch(sequence: [s, \(style) \(any)])") { s, x, slot in
                    Observable.catch(sequence: [s, other(x, slot, any)])
                }
            case 13:
                // A trigger that emits and acts again in the same tick races with the resubscribed source in
                // RxSwift itself (see SynchronousMetamorphicTests.nothingElseInTheFirstTick): keep its first event.
                let trigger =
                    SynchronousMetamorphicTests.nothingElseInTheFirstTick(any)
                    ? any : Script(Array(any.events.prefix(1)) + any.rest)
                return Stage(name: "retry(when: once on \(style) \(trigger))") { s, x, slot in
                    s.retry(when: { (errors: Observable<Swift.Error>) in
                        errors.enumerated().flatMap { pair -> Observable<Int> in
                            pair.index < 1 ? other(x, slot, trigger) : .error(pair.element)
                        }
                    })
                }
            case 14:
                return Stage(name: "flatMap { \(style) \(any) }") { s, x, slot in
                    s.flatMap { v in other(x, slot, any.mapValues { 10 * v + $0 }) }
                }
            case 15:
                return Stage(name: "concatMap { \(style) \(any) }") { s, x, slot in
                    s.concatMap { v in other(x, slot, any.mapValues { 10 * v + $0 }) }
                }
            case 16:
                return Stage(name: "flatMapLatest { \(style) \(any) }") { s, x, slot in
                    s.flatMapLatest { v in other(x, slot, any.mapValues { 10 * v + $0 }) }
                }
            case 17:
                return Stage(name: "flatMapFirst { \(style) \(any) }") { s, x, slot in
                    s.flatMapFirst { v in other(x, slot, any.mapValues { 10 * v + $0 }) }
                }
            case 18:
                return Stage(name: "merge(maxConcurrent: 2) of \(style) \(any)") { s, x, slot in
                    s.map { v in other(x, slot, any.mapValues { 10 * v + $0 }) }.merge(maxConcurrent: 2)
                }
            case 19:
                return Stage(name: "switchLatest of \(style) \(any)") { s, x, slot in
                    s.map { v in other(x, slot, any.mapValues { 10 * v + $0 }) }.switchLatest()
                }
            case 20:
                return Stage(name: "take(until: \(later))") { s, x, slot in s.take(until: other(x, slot, later)) }
            case 21:
                return Stage(name: "skip(until: \(later))") { s, x, slot in s.skip(until: other(x, slot, later)) }
            case 22:
                let second = Script(any.events.filter { !($0.offset == 0 && $0.event.isStopEvent) })
                return Stage(name: "withLatestFrom(\(style) \(second))") { s, x, slot in
                    s.withLatestFrom(other(x, slot, second)) { $0 * 100 + $1 }
                }
            case 23:
                return Stage(name: "sample(\(later))") { s, x, slot in s.sample(other(x, slot, later)) }
            case 24:
                return Stage(name: "merge(s, \(later))") { s, x, slot in Observable.merge(s, other(x, slot, later)) }
            case 25:
                return Stage(name: "amb(\(later))") { s, x, slot in s.amb(other(x, slot, later)) }
            case 26:
                return Stage(name: "combineLatest(s, \(later))") { s, x, slot in
                    Observable.combineLatest(s, other(x, slot, later)) { $0 * 100 + $1 }
                }
            case 27:
                return Stage(name: "zip(s, \(later))") { s, x, slot in
                    Observable.zip(s, other(x, slot, later)) { $0 * 100 + $1 }
                }
            case 28:
                return Stage(name: "timeout(50, other: \(style) \(any))") { s, x, slot in
                    s.timeout(.seconds(50), other: other(x, slot, any), scheduler: x.scheduler)
                }
            case 29:
                return Stage(name: "delaySubscription(5)") { s, x, _ in
                    s.delaySubscription(.seconds(5), scheduler: x.scheduler)
                }
            case 30: return Stage(name: "delay(5)") { s, x, _ in s.delay(.seconds(5), scheduler: x.scheduler) }
            case 31:
                return Stage(name: "buffer(70, 2)") { s, x, _ in
                    s.buffer(timeSpan: .seconds(70), count: 2, scheduler: x.scheduler).map {
                        $0.reduce(0) { $0 * 10 + $1 }
                    }
                }
            case 32:
                return Stage(name: "window(70, 2) reduced") { s, x, _ in
                    s.window(timeSpan: .seconds(70), count: 2, scheduler: x.scheduler).flatMap {
                        $0.reduce(0, accumulator: +)
                    }
                }
            case 33:
                return Stage(name: "groupBy(%2)+flatMap") { s, _, _ in
                    s.groupBy { $0 % 2 }.flatMap { group in group.map { group.key * 1000 + $0 } }
                }
            case 34:
                return Stage(name: "share, twice in a row") { s, _, _ in
                    let shared = s.share()
                    return shared.concat(shared)
                }
            default:
                return Stage(name: "using") { s, _, _ in
                    Observable.using({ BooleanDisposable() }, observableFactory: { _ in s })
                }
            }
        }
    }

    // MARK: - The property

    static func check(seed: UInt64) -> (pipeline: Pipeline, problems: [String]) {
        var generator = Generator(rng: SplitMix64(seed: seed))
        let pipeline = generator.pipeline()
        var problems: [String] = []
        let before = Resources.total
        let synchronous = SynchronousMetamorphicTests.run { pipeline.build($0, .synchronous(style: pipeline.style)) }
        if Resources.total != before { problems.append("synchronous run left \(Resources.total - before) resources") }
        let scheduled = SynchronousMetamorphicTests.run { pipeline.build($0, .scheduled) }
        if Resources.total != before { problems.append("scheduled run left \(Resources.total - before) resources") }
        if let problem = grammarProblem(scheduled.events) { problems.append("scheduled grammar: \(problem)") }
        problems += SynchronousMetamorphicTests.differences(
            synchronous,
            from: scheduled,
            ignoring: pipeline.style == 0 ? [] : ["source"]
        )
        return (pipeline, problems)
    }

    func test_randomPipelines_synchronousOrScheduledSource_sameOutput() {
        var failures = 0
        for seed in 1...Self.seedCount {
            let (pipeline, problems) = Self.check(seed: seed)
            if !problems.isEmpty {
                failures += 1
                let message = "seed \(seed): \(pipeline): " + problems.joined(separator: "; ")
                print("RandomPipelineTests failing " + message)
                XCTFail(message)
            }
        }
        if failures > 0 { print("RandomPipelineTests: \(failures) of \(Self.seedCount) seeds failed") }
    }

    // MARK: - Seeds that failed before the synchronous-source fixes, kept as named regression tests. Each pins the
    // pipeline its seed generates, so a change to the generator shows up here instead of silently testing another
    // pipeline.

    func test_seed57_flatMapFirstThenCatch() {
        let (pipeline, problems) = Self.check(seed: 57)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:error] (sync(deferred) vs scheduled) → flatMapFirst { sync(just/of) [0:3, 0:completed] } → catch { sync(deferred) [0:3, 0:5, 2:4, 12:3, 22:completed] }"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed65_flatMapFirstSampleCatchSequenceTimeout() {
        let (pipeline, problems) = Self.check(seed: 65)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:error] (sync(just/of) vs scheduled) → flatMapFirst { sync(create) [0:5, 0:5, 0:completed] } → sample([2:3, 12:4, 22:completed]) → catch(sequence: [s, sync(create) [0:1, 0:5, 13:4]]) → timeout(50, other: sync(just/of) [0:error])"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed74_catchSequenceThenWithLatestFrom() {
        let (pipeline, problems) = Self.check(seed: 74)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:1, 0:error] (sync(just/of) vs scheduled) → catch(sequence: [s, sync(deferred) [0:4, 0:1, 1:2, 11:3, 21:2]]) → withLatestFrom(sync(just/of) [12:4, 22:completed])"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed107_bufferCatchConcatMap() {
        let (pipeline, problems) = Self.check(seed: 107)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:error] (sync(just/of) vs scheduled) → buffer(70, 2) → catch { sync(just/of) [0:3, 0:5, 0:completed] } → concatMap { sync(deferred) [0:error] }"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed121_mergeFlatMapLatestSampleFlatMapFirst() {
        let (pipeline, problems) = Self.check(seed: 121)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:error] (sync(deferred) vs scheduled) → merge(s, [21:2]) → flatMapLatest { sync(deferred) [0:5, 2:2, 22:completed] } → sample([3:4, 13:4]) → flatMapFirst { sync(deferred) [0:2, 0:error] }"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed128_ifEmptyMapCatch() {
        let (pipeline, problems) = Self.check(seed: 128)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:4, 0:3, 0:error] (sync(deferred) vs scheduled) → ifEmpty(switchTo: sync(just/of) [0:5, 1:1, 21:2]) → map → catch { sync(deferred) [0:4, 3:completed] }"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed133_catchAndReturnTakeIfEmptyTwice() {
        let (pipeline, problems) = Self.check(seed: 133)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:completed] (sync(create) vs scheduled) → catchAndReturn(-1) → take(2) → ifEmpty(switchTo: sync(create) [0:completed]) → ifEmpty(switchTo: sync(deferred) [0:2, 0:2, 4:3, 14:2, 24:completed])"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed137_takeUntilThenMergeStartWith() {
        let (pipeline, problems) = Self.check(seed: 137)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:5, 0:error] (sync(create) vs scheduled) → map → take(until: [2:5, 22:5]) → merge(s, [3:2, 13:3, 23:error]) → startWith(7)"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed165_mergeThenCatchSequence() {
        let (pipeline, problems) = Self.check(seed: 165)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:3, 0:5, 0:3, 0:error] (sync(create) vs scheduled) → merge(s, [11:4, 21:completed]) → catch(sequence: [s, sync(just/of) [0:1, 0:completed]])"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed215_timeoutStartWithMerge() {
        let (pipeline, problems) = Self.check(seed: 215)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:2, 0:3, 0:5, 0:error] (sync(create) vs scheduled) → timeout(50, other: sync(create) [0:2, 0:completed]) → startWith(7) → merge(s, [3:5, 13:1, 23:error])"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed224_ifEmptySwitchesToAFailingFallback() {
        let (pipeline, problems) = Self.check(seed: 224)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:completed] (sync(deferred) vs scheduled) → ifEmpty(switchTo: sync(just/of) [0:2, 1:1, 11:1, 21:error])"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed234_switchLatestThenMerge() {
        let (pipeline, problems) = Self.check(seed: 234)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:1, 0:5, 0:error] (sync(just/of) vs scheduled) → switchLatest of sync(deferred) [0:4, 0:completed] → merge(s, [2:error])"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed251_mergeCatchSequenceCatchAndReturnSample() {
        let (pipeline, problems) = Self.check(seed: 251)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:2, 0:error] (sync(deferred) vs scheduled) → merge(s, [11:completed]) → catch(sequence: [s, sync(create) [0:4, 12:error]]) → catchAndReturn(-1) → sample([14:completed])"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed267_zipMergeStartWith() {
        let (pipeline, problems) = Self.check(seed: 267)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:5, 0:error] (sync(just/of) vs scheduled) → zip(s, [1:5, 21:completed]) → merge(s, [2:2, 12:1, 22:completed]) → startWith(7) → map"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed269_timeoutGroupByMergeConcat() {
        let (pipeline, problems) = Self.check(seed: 269)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:4, 0:error] (sync(create) vs scheduled) → timeout(50, other: sync(deferred) [0:error]) → groupBy(%2)+flatMap → merge(s, [13:completed]) → concat(sync(just/of) [0:4, 0:4, 0:error])"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed278_bufferWithLatestFromCatchIfEmpty() {
        let (pipeline, problems) = Self.check(seed: 278)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:error] (sync(just/of) vs scheduled) → buffer(70, 2) → withLatestFrom(sync(deferred) []) → catch { sync(create) [0:5, 0:3, 23:3] } → ifEmpty(switchTo: sync(deferred) [0:completed])"
        )
        XCTAssertEqual(problems, [])
    }

    func test_seed295_catchStartWithSkipFlatMapLatest() {
        let (pipeline, problems) = Self.check(seed: 295)
        XCTAssertEqual(
            "\(pipeline)",
            "source [0:error] (sync(create) vs scheduled) → catch { sync(just/of) [1:5, 11:4, 21:completed] } → startWith(7) → skip(1) → flatMapLatest { sync(create) [4:2, 24:error] }"
        )
        XCTAssertEqual(problems, [])
    }
}
