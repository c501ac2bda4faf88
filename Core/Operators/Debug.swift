// SPDX-License-Identifier: MIT
import Foundation

extension ObservableType {
    /// Prints every event, the subscription and the disposal, with a timestamp and an identifier; the events
    /// pass through unchanged.
    ///
    /// ```
    /// source: --1--|
    /// debug:  --1--|   and prints: subscribed, Event next(1), Event completed, isDisposed
    /// ```
    ///
    /// Lines look like `2026-01-01 10:00:00.000: Map.swift:12 (f()) -> Event next(1)`.
    ///
    /// - Parameters:
    ///   - identifier: The label of the lines; by default the call site.
    ///   - trimOutput: Whether to shorten long event descriptions to 40 characters.
    ///   - file: The call site's file, for the default identifier.
    ///   - line: The call site's line, for the default identifier.
    ///   - function: The call site's function, for the default identifier.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let label = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        let source = asObservable()
        return Observable.create { observer in
            DebugOutput.log(label, "subscribed")
            let subscription = source.subscribe { event in
                var description = event.debugDescription
                if trimOutput && description.count > 40 {
                    description = String(description.prefix(20)) + "..." + String(description.suffix(17))
                }
                DebugOutput.log(label, "Event \(description)")
                observer.on(event)
            }
            return Disposables.create {
                DebugOutput.log(label, "isDisposed")
                subscription.dispose()
            }
        }
    }
}

/// Where `debug` writes; tests replace the writer.
package enum DebugOutput {
    private static let writer = Locked<@Sendable (String) -> Void>({ print($0) })

    /// Replaces the writer, returning the previous one.
    package static func replaceWriter(_ newWriter: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> Void {
        writer.withLock { writer in
            defer { writer = newWriter }
            return writer
        }
    }

    static func log(_ label: String, _ text: String) {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        let line = "\(formatter.string(from: Date())): \(label) -> \(text)"
        writer.withLock { $0 }(line)
    }
}
