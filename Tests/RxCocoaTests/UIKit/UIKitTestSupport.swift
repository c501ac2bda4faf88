// SPDX-License-Identifier: MIT
#if canImport(UIKit)
    import RxCocoa
    import UIKit

    /// Records a sequence's events, as text (so that `Void` and UIKit elements compare), on the main thread.
    @MainActor
    final class EventLog {
        private(set) var events: [Event<String>] = []
        private var subscription: Disposable?

        /// Subscribes to `source`, turning each element into text with `describe`.
        init<Source: ObservableType>(_ source: Source, describe: @escaping (Source.Element) -> String) {
            subscription = source.subscribe { [weak self] event in
                self?.events.append(event.map(describe))
            }
        }

        /// Subscribes to `source`, describing each element with `String(describing:)`.
        convenience init<Source: ObservableType>(_ source: Source) {
            self.init(source) { String(describing: $0) }
        }

        /// Ends the subscription.
        func dispose() {
            subscription?.dispose()
            subscription = nil
        }
    }
#endif
