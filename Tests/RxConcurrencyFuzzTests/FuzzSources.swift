// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxTraits

/// The sources a generic pipeline starts from, and that multi-source and higher-order stages pull in: the case's hot
/// sources, sources that act while being subscribed (`just`, `of`, `empty`, `error`, a `create` that emits at once),
/// `create` with a sender thread, and timers on dispatch schedulers. Each is probed (``Probe``).
extension FuzzGenerator {
    mutating func source(hot: [HotKind], depth: Int) -> Node {
        let choice = int(0...12)
        if choice <= 3 && !hot.isEmpty {
            let index = int(0...(hot.count - 1))
            return Node("h\(index)") { context in context.probe("h\(index)", context.hot[index].observable) }
        }
        switch choice {
        case 0, 4:
            let value = int(1...9)
            return probed("just(\(value))") { _ in Observable.just(value) }
        case 1, 5:
            return probed("of(1, 2, 3)") { _ in Observable.of(1, 2, 3) }
        case 2:
            return probed("empty") { _ in Observable<Int>.empty() }
        case 3:
            return probed("error") { _ in Observable<Int>.error(FuzzError()) }
        case 6:
            return probed("create(sync)") { _ in
                Observable.create { observer in
                    observer.onNext(4)
                    observer.onNext(5)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
        case 7, 8:
            return senderSource()
        case 9:
            let period = int(100...1_000)
            let scheduler = pick(FuzzScheduler.dispatchCases)
            // A bounded number of ticks (taken from the period, so that the seed's other draws stay as they were):
            // an endless interval into `concatMap` over sources that end at once outruns the thread draining the
            // queue under the Thread Sanitizer, and the case never ends. That is overload, not a concurrency bug.
            let ticks = period % 16 + 4
            return probed("interval(\(period)µs, \(scheduler)) → take(\(ticks))") { _ in
                Observable<Int>.interval(.microseconds(period), scheduler: scheduler.timed).take(ticks)
            }
        case 10:
            let due = int(0...800)
            let scheduler = pick(FuzzScheduler.dispatchCases)
            return probed("timer(\(due)µs, \(scheduler))") { _ in
                Observable<Int>.timer(.microseconds(due), scheduler: scheduler.timed)
            }
        case 11:
            let value = int(1...9)
            return probed("Single.just(\(value))") { _ in Single.just(value).asObservable() }
        default:
            return probed("never") { _ in Observable<Int>.never() }
        }
    }

    private func probed(_ name: String, _ make: @escaping (FuzzContext) -> Observable<Int>) -> Node {
        Node(name) { context in context.probe(name, make(context)) }
    }

    /// `create` whose subscription starts a sender on a global-queue thread: a few stamped elements with pauses,
    /// then maybe a terminal event. A polite sender stops once disposed; a rude one keeps sending, which the
    /// observer `create` hands out must drop.
    mutating func senderSource() -> Node {
        let count = int(0...6)
        let polite = chance(70)
        let ending = int(0...2)
        let pause = chance(50) ? 0 : int(1...200)
        let end = ["completes", "fails", "no end"][ending]
        let name = "create(sender: \(count), \(end)\(polite ? "" : ", rude")\(pause > 0 ? ", \(pause)µs" : ""))"
        return Node(name) { context in
            context.probe(
                name,
                Self.sender(context: context, values: nil, count: count, polite: polite, ending: ending, pause: pause)
            )
        }
    }

    /// The `create` behind ``senderSource()``; `values` replaces the stamps (conservation cases).
    static func sender(
        context: FuzzContext,
        values: [Int]?,
        count: Int,
        polite: Bool,
        ending: Int,
        pause: Int
    ) -> Observable<Int> {
        Observable.create { observer in
            let stop = BooleanDisposable()
            context.senderStarted()
            DispatchQueue.global().async {
                let total = values?.count ?? count
                for index in 0..<total {
                    if polite && stop.isDisposed { break }
                    observer.onNext(values?[index] ?? StampClock.shared.next())
                    if pause > 0 { spin(microseconds: pause) } else if index % 2 == 1 { sched_yield() }
                }
                if !(polite && stop.isDisposed) {
                    switch ending {
                    case 0: observer.onCompleted()
                    case 1: observer.onError(FuzzError())
                    default: break
                    }
                }
                context.senderFinished()
            }
            return stop
        }
    }
}

/// Busy-waits for about `microseconds`, so a pause keeps the thread running (a sleep would hand the core away).
func spin(microseconds: Int) {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(microseconds) * 1_000
    while DispatchTime.now().uptimeNanoseconds < deadline {}
}
