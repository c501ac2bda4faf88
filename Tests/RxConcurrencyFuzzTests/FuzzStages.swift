// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxSchedulers
import RxSubjects
import RxTraits

/// The stages of a generic pipeline: single-source, multi-source, higher-order, sharing, time-based and scheduling
/// operators, and the traits' conversions. No selector increases an element (``StampClock``): they pass elements
/// on, take the maximum of their inputs, or return constants below the first stamp.
extension FuzzGenerator {
    mutating func stage(_ upstream: Node, hot: [HotKind], depth: Int) -> Node {
        switch int(0...6) {
        case 0, 1: singleSourceStage(upstream, hot: hot, depth: depth)
        case 2: multiSourceStage(upstream, hot: hot, depth: depth)
        case 3: higherOrderStage(upstream, hot: hot, depth: depth)
        case 4: sharingStage(upstream)
        case 5: timeStage(upstream, hot: hot, depth: depth)
        default: chance(50) ? schedulingStage(upstream) : traitStage(upstream)
        }
    }

    /// A source for a second input or an inner sequence; nested pipelines are at most one stage deep.
    private mutating func other(hot: [HotKind], depth: Int) -> Node {
        let node = source(hot: hot, depth: depth + 1)
        return depth == 0 && chance(30) ? stage(node, hot: hot, depth: depth + 1) : node
    }

    private func on(_ upstream: Node, _ name: String, _ apply: @escaping (Observable<Int>) -> Observable<Int>) -> Node {
        Node("\(upstream) → \(name)") { context in apply(upstream.build(context)) }
    }

    private func with(
        _ upstream: Node,
        _ other: Node,
        _ name: String,
        _ apply: @escaping (Observable<Int>, Observable<Int>) -> Observable<Int>
    ) -> Node {
        Node("\(upstream) → \(name)(\(other))") { context in apply(upstream.build(context), other.build(context)) }
    }

    private func inner(
        _ upstream: Node,
        _ inner: Node,
        _ name: String,
        _ apply: @escaping (Observable<Int>, @escaping () -> Observable<Int>) -> Observable<Int>
    ) -> Node {
        Node("\(upstream) → \(name) { \(inner) }") { context in
            apply(upstream.build(context)) { inner.build(context) }
        }
    }

    mutating func singleSourceStage(_ s: Node, hot: [HotKind], depth: Int) -> Node {
        switch int(0...21) {
        case 0: return on(s, "map") { $0.map { $0 } }
        case 1:
            return on(s, "map(throws on even)") {
                $0.map {
                    if $0 % 2 == 0 { throw FuzzError() }; return $0
                }
            }
        case 2: return on(s, "filter(odd)") { $0.filter { $0 % 2 == 1 } }
        case 3: return on(s, "scan(max)") { $0.scan(0) { max($0, $1) } }
        case 4: return on(s, "distinctUntilChanged") { $0.distinctUntilChanged() }
        case 5:
            let count = int(0...3)
            return on(s, "take(\(count))") { $0.take(count) }
        case 6: return on(s, "skip(1)") { $0.skip(1) }
        case 7:
            let count = int(1...2)
            return on(s, "takeLast(\(count))") { $0.takeLast(count) }
        case 8: return on(s, "take(while: not 3 mod 4)") { $0.take(while: { $0 % 4 != 3 }) }
        case 9: return on(s, "skip(while: odd)") { $0.skip(while: { $0 % 2 == 1 }) }
        case 10: return on(s, "startWith(1)") { $0.startWith(1) }
        case 11: return on(s, "do") { $0.do(onNext: { _ in }, onSubscribe: {}, onDispose: {}) }
        case 12: return on(s, "materialize → dematerialize") { $0.materialize().dematerialize() }
        case 13: return on(s, "catchAndReturn(2)") { $0.catchAndReturn(2) }
        case 14:
            let fallback = other(hot: hot, depth: depth)
            return inner(s, fallback, "catch") { source, make in source.catch { _ in make() } }
        case 15:
            let count = int(1...3)
            return on(s, "retry(\(count))") { $0.retry(count) }
        case 16:
            return on(s, "retry(when: twice)") { source in
                source.retry(when: { (errors: Observable<Error>) in
                    errors.enumerated().map { index, error in
                        if index >= 2 { throw error }
                        return 0
                    }
                })
            }
        case 17: return on(s, "element(at: 1)") { $0.element(at: 1) }
        case 18:
            if chance(50) { return on(s, "ifEmpty(default: 3)") { $0.ifEmpty(default: 3) } }
            let fallback = other(hot: hot, depth: depth)
            return inner(s, fallback, "ifEmpty(switchTo:)") { source, make in
                Observable.deferred { source.ifEmpty(switchTo: make()) }
            }
        case 19: return on(s, "reduce(max)") { $0.reduce(0) { max($0, $1) } }
        case 20:
            return on(s, "groupBy(odd) → flatMap") { source in
                source.groupBy(keySelector: { $0 % 2 }).flatMap { $0 }
            }
        default: return on(s, "toArray → map(max)") { $0.toArray().asObservable().map { $0.max() ?? 0 } }
        }
    }

    mutating func multiSourceStage(_ s: Node, hot: [HotKind], depth: Int) -> Node {
        let o = other(hot: hot, depth: depth)
        switch int(0...10) {
        case 0: return with(s, o, "merge") { Observable.merge($0, $1) }
        case 1: return with(s, o, "concat") { $0.concat($1) }
        case 2: return with(s, o, "combineLatest") { Observable.combineLatest($0, $1) { max($0, $1) } }
        case 3: return with(s, o, "zip") { Observable.zip($0, $1) { max($0, $1) } }
        case 4:
            let third = other(hot: hot, depth: depth)
            return Node("\(s) → combineLatest(\(o), \(third))") { context in
                Observable.combineLatest(s.build(context), o.build(context), third.build(context)) {
                    max($0, $1, $2)
                }
            }
        case 5:
            let third = other(hot: hot, depth: depth)
            return Node("\(s) → zip(\(o), \(third))") { context in
                Observable.zip(s.build(context), o.build(context), third.build(context)) { max($0, $1, $2) }
            }
        case 6: return with(s, o, "withLatestFrom") { $0.withLatestFrom($1) { max($0, $1) } }
        case 7: return with(s, o, "amb") { $0.amb($1) }
        case 8: return with(s, o, "sample") { $0.sample($1) }
        case 9: return with(s, o, "take(until:)") { $0.take(until: $1) }
        default: return with(s, o, "skip(until:)") { $0.skip(until: $1) }
        }
    }

    mutating func higherOrderStage(_ s: Node, hot: [HotKind], depth: Int) -> Node {
        let i = other(hot: hot, depth: depth)
        switch int(0...5) {
        case 0: return inner(s, i, "flatMap") { source, make in source.flatMap { _ in make() } }
        case 1: return inner(s, i, "flatMapLatest") { source, make in source.flatMapLatest { _ in make() } }
        case 2: return inner(s, i, "flatMapFirst") { source, make in source.flatMapFirst { _ in make() } }
        case 3: return inner(s, i, "concatMap") { source, make in source.concatMap { _ in make() } }
        case 4:
            let limit = int(1...2)
            return inner(s, i, "map → merge(maxConcurrent: \(limit))") { source, make in
                source.map { _ in make() }.merge(maxConcurrent: limit)
            }
        default:
            return inner(s, i, "map → switchLatest") { source, make in source.map { _ in make() }.switchLatest() }
        }
    }

    mutating func sharingStage(_ s: Node) -> Node {
        switch int(0...6) {
        case 0: on(s, "share") { $0.share() }
        case 1: on(s, "share(replay: 1)") { $0.share(replay: 1) }
        case 2: on(s, "share(replay: 2, .forever)") { $0.share(replay: 2, scope: .forever) }
        case 3: on(s, "publish → refCount") { $0.publish().refCount() }
        case 4: on(s, "replay(1) → refCount") { $0.replay(1).refCount() }
        case 5: on(s, "replayAll → refCount") { $0.replayAll().refCount() }
        default:
            on(s, "multicast(PublishSubject) → refCount") { $0.multicast(makeSubject: { PublishSubject() }).refCount() }
        }
    }

    mutating func timeStage(_ s: Node, hot: [HotKind], depth: Int) -> Node {
        let scheduler = pick(FuzzScheduler.dispatchCases)
        let due = int(50...1_000)
        let time = RxTimeInterval.microseconds(due)
        switch int(0...10) {
        case 0: return on(s, "debounce(\(due)µs, \(scheduler))") { $0.debounce(time, scheduler: scheduler.timed) }
        case 1:
            let latest = chance(50)
            return on(s, "throttle(\(due)µs, latest: \(latest), \(scheduler))") {
                $0.throttle(time, latest: latest, scheduler: scheduler.timed)
            }
        case 2: return on(s, "delay(\(due)µs, \(scheduler))") { $0.delay(time, scheduler: scheduler.timed) }
        case 3:
            return on(s, "delaySubscription(\(due)µs, \(scheduler))") {
                $0.delaySubscription(time, scheduler: scheduler.timed)
            }
        case 4: return on(s, "timeout(\(due)µs, \(scheduler))") { $0.timeout(time, scheduler: scheduler.timed) }
        case 5:
            let o = other(hot: hot, depth: depth)
            return with(s, o, "timeout(\(due)µs, \(scheduler), other:") {
                $0.timeout(time, other: $1, scheduler: scheduler.timed)
            }
        case 6:
            let count = int(1...3)
            // Empty buffers are dropped: the timer emits one every time span for as long as the source lives, an
            // endless stream that a slow observer downstream of a `concatMap` cannot keep up with (see README).
            return on(s, "buffer(\(due)µs, \(count), \(scheduler)) → compactMap(max)") {
                $0.buffer(timeSpan: time, count: count, scheduler: scheduler.timed).compactMap { $0.max() }
            }
        case 7:
            let count = int(1...3)
            return on(s, "window(\(due)µs, \(count), \(scheduler)) → flatMap") {
                $0.window(timeSpan: time, count: count, scheduler: scheduler.timed).flatMap { $0 }
            }
        case 8:
            return on(s, "sample(interval \(due)µs, \(scheduler))") {
                $0.sample(Observable<Int>.interval(time, scheduler: scheduler.timed))
            }
        case 9: return on(s, "take(for: \(due)µs, \(scheduler))") { $0.take(for: time, scheduler: scheduler.timed) }
        default:
            return on(s, "interval(\(due)µs) → take(3) → flatMap") { source in
                Observable<Int>.interval(time, scheduler: scheduler.timed).take(3).flatMap { _ in source.take(1) }
            }
        }
    }

    mutating func schedulingStage(_ s: Node) -> Node {
        let scheduler = pick(FuzzScheduler.allCases)
        return chance(60)
            ? on(s, "observe(on: \(scheduler))") { $0.observe(on: scheduler.immediate) }
            : on(s, "subscribe(on: \(scheduler))") { $0.subscribe(on: scheduler.immediate) }
    }

    mutating func traitStage(_ s: Node) -> Node {
        switch int(0...7) {
        case 0: on(s, "asSingle") { $0.asSingle().asObservable() }
        case 1: on(s, "asMaybe") { $0.asMaybe().asObservable() }
        case 2: on(s, "first") { $0.first().asObservable().map { $0 ?? 0 } }
        case 3: on(s, "asInfallible(onErrorJustReturn: 6)") { $0.asInfallible(onErrorJustReturn: 6).asObservable() }
        case 4: on(s, "asDriver(onErrorJustReturn: 6)") { $0.asDriver(onErrorJustReturn: 6).asObservable() }
        case 5: on(s, "asSignal(onErrorJustReturn: 6)") { $0.asSignal(onErrorJustReturn: 6).asObservable() }
        case 6:
            on(s, "ignoreElements → asCompletable → andThen(just(8))") {
                $0.ignoreElements().asCompletable().andThen(Observable.just(8))
            }
        default: on(s, "asSingle → map → asObservable") { $0.asSingle().map { $0 }.asObservable() }
        }
    }
}
