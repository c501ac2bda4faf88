// SPDX-License-Identifier: MIT
import RxCore

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Creates a single from an async function, run in a task started at each subscription.
    ///
    /// ```swift
    /// let profile = Single.create { try await api.profile(id: id) }
    /// ```
    ///
    /// Succeeds with the function's result or fails with its error, on the task's executor. Disposing cancels the
    /// task; nothing is emitted after that.
    ///
    /// - Parameter operation: The work; it runs outside any actor, so it is `@Sendable`.
    /// - Returns: A single of the result.
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    public static func create(_ operation: @escaping @Sendable () async throws -> Element) -> Single<Element> {
        Single(raw: AsyncOperation.observable { observer in observer.onNext(try await operation()) })
    }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Creates a maybe from an async function, run in a task started at each subscription.
    ///
    /// Succeeds with the function's result, completes empty when it returns `nil`, or fails with its error, on the
    /// task's executor. Disposing cancels the task; nothing is emitted after that.
    ///
    /// - Parameter operation: The work; it runs outside any actor, so it is `@Sendable`.
    /// - Returns: A maybe of the result.
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    public static func create(_ operation: @escaping @Sendable () async throws -> Element?) -> Maybe<Element> {
        Maybe(
            raw: AsyncOperation.observable { observer in
                if let element = try await operation() { observer.onNext(element) }
            }
        )
    }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Creates a completable from an async function, run in a task started at each subscription.
    ///
    /// Completes when the function returns or fails with its error, on the task's executor. Disposing cancels the
    /// task; nothing is emitted after that.
    ///
    /// - Parameter operation: The work; it runs outside any actor, so it is `@Sendable`.
    /// - Returns: A completable of the work.
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    public static func create(_ operation: @escaping @Sendable () async throws -> Void) -> Completable {
        Completable(raw: AsyncOperation.observable { _ in try await operation() })
    }
}
