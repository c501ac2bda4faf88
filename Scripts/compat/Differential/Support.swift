// SPDX-License-Identifier: MIT
// The helpers every scenario logs with, and the list of scenarios (main.swift and PinnedScenarios.swift add to it);
// compiled with them by Scripts/compat/differential.sh, once against RxSwift 6.10.2 and once against this package.
// They mirror Tests/Support/CallbackLog.swift, which this executable cannot import: it builds against RxSwift too.
import RxSwift
import RxTest

struct TestError: Error {}

let testError = TestError()
final class CallbackLog {
    var lines: [String] = []
    var scheduler: TestScheduler?
    func callAsFunction(_ line: String) {
        if let scheduler { lines.append("\(scheduler.clock) \(line)") } else { lines.append(line) }
    }
}
func describe(_ element: Any) -> String { element is any ObservableConvertibleType ? "a sequence" : "\(element)" }
extension ObservableType {
    func logEveryCallback(_ name: String, to log: CallbackLog) -> Observable<Element> {
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
func loggedCreate<E>(_ name: String, _ log: CallbackLog, _ body: @escaping (AnyObserver<E>) -> Void) -> Observable<E> {
    Observable<E>.create { o in
        log("\(name) subscribed")
        body(o)
        return Disposables.create { log("\(name) disposed") }
    }
}
func loggedSubscription<E>(_ name: String, _ log: CallbackLog, _ source: Observable<E>) -> Observable<E> {
    Observable<E>.create { o in
        log("\(name) subscribed")
        let d = source.subscribe(o)
        return Disposables.create {
            log("\(name) disposed"); d.dispose()
        }
    }
}
func subscribeLogging<Element>(_ observable: Observable<Element>, to log: @escaping (String) -> Void) -> Disposable {
    observable.subscribe(
        onNext: { log("next \($0)") },
        onError: { _ in log("error") },
        onCompleted: { log("completed") },
        onDisposed: { log("disposed") }
    )
}

var scenarios: [(String, () -> [String])] = []
func scenario(_ name: String, _ body: @escaping () -> [String]) { scenarios.append((name, body)) }
