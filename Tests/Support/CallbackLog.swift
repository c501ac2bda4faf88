// SPDX-License-Identifier: MIT
import RxCore
import RxTesting

/// A log of what happens around a pipeline, in order: `do` callbacks, subscriptions made and disposed, the
/// subscriber's events. With a scheduler, each line starts with the virtual time it was written at.
public final class CallbackLog {
    public private(set) var lines: [String] = []
    /// Stamps each line with this scheduler's clock.
    public var scheduler: TestScheduler?

    public init(scheduler: TestScheduler? = nil) {
        self.scheduler = scheduler
    }

    public func callAsFunction(_ line: String) {
        if let scheduler { lines.append("\(scheduler.clock) \(line)") } else { lines.append(line) }
    }
}

extension ObservableType {
    /// Logs every callback `do` offers, each as `<name> <callback>` (`outer onNext 1`, `outer afterCompleted`).
    public func logEveryCallback(_ name: String, to log: CallbackLog) -> Observable<Element> {
        self.do(
            onNext: { log("\(name) onNext \(describe($0))") },
            afterNext: { log("\(name) afterNext \(describe($0))") },
            onError: { _ in log("\(name) onError") },
            afterError: { _ in log("\(name) afterError") },
            onCompleted: { log("\(name) onCompleted") },
            afterCompleted: { log("\(name) afterCompleted") },
            onSubscribe: { log("\(name) onSubscribe") },
            onSubscribed: { log("\(name) onSubscribed") },
            onDispose: { log("\(name) onDispose") }
        )
    }
}

/// An element as a log shows it: an inner sequence as `a sequence`.
private func describe(_ element: Any) -> String {
    element is any ObservableConvertibleType ? "a sequence" : "\(element)"
}

/// A `create` that logs `<name> subscribed`, runs `body` with its observer, and logs `<name> disposed` when its
/// subscription is disposed.
public func loggedCreate<Element>(
    _ name: String,
    _ log: CallbackLog,
    _ body: @escaping (AnyObserver<Element>) -> Void
) -> Observable<Element> {
    Observable<Element>.create { observer in
        log("\(name) subscribed")
        body(observer)
        return Disposables.create { log("\(name) disposed") }
    }
}

/// `source`, logging `<name> subscribed` when it is subscribed and `<name> disposed` when that subscription is.
public func loggedSubscription<Element>(
    _ name: String,
    _ log: CallbackLog,
    _ source: Observable<Element>
) -> Observable<Element> {
    Observable<Element>.create { observer in
        log("\(name) subscribed")
        let subscription = source.subscribe(observer)
        return Disposables.create {
            log("\(name) disposed")
            subscription.dispose()
        }
    }
}

/// Builds a pipeline on a new `TestScheduler` with `makePipeline`, subscribes to it at 200 with
/// ``subscribeLogging(_:to:)``, disposes that subscription at 1000, and returns the log, whose lines start with their
/// virtual time.
public func recordCallbacks<Element>(
    _ makePipeline: (_ scheduler: TestScheduler, _ log: CallbackLog) -> Observable<Element>
) -> CallbackLog {
    let scheduler = TestScheduler(initialClock: 0)
    let log = CallbackLog(scheduler: scheduler)
    let pipeline = makePipeline(scheduler, log)
    subscribeAt200DisposeAt1000(on: scheduler) { subscribeLogging(pipeline, to: log.callAsFunction) }
    return log
}
