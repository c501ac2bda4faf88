// SPDX-License-Identifier: MIT
import Foundation
import RxCore

extension ObservableType {
    /// Sends every element to each relay. A relay cannot terminate, so completion ends the binding and an error
    /// is a programming error: it stops debug builds with a message and is logged in release builds.
    ///
    /// - Returns: The subscription; dispose it to stop the binding.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bind(relays.map { $0.accept }, kind: "PublishRelay")
    }

    /// Sends every element, as an optional, to each relay of optional elements.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bind(relays.map { relay in { relay.accept($0) } }, kind: "PublishRelay")
    }

    /// Sends every element to each relay; completion ends the binding; an error stops debug builds.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bind(relays.map { $0.accept }, kind: "BehaviorRelay")
    }

    /// Sends every element, as an optional, to each relay of optional elements.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bind(relays.map { relay in { relay.accept($0) } }, kind: "BehaviorRelay")
    }

    /// Sends every element to each relay.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bind(relays.map { $0.accept }, kind: "ReplayRelay")
    }

    /// Sends every element, as an optional, to each relay of optional elements.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bind(relays.map { relay in { relay.accept($0) } }, kind: "ReplayRelay")
    }

    private func bind(_ accepts: [(Element) -> Void], kind: String) -> Disposable {
        subscribe { event in
            switch event {
            case .next(let element):
                for accept in accepts { accept(element) }
            case .error(let error):
                let message = "Binding error to \(kind): \(error). A relay cannot fail; handle the error first."
                assertionFailure(message)
                FileHandle.standardError.write(Data((message + "\n").utf8))
            case .completed:
                break
            }
        }
    }
}
