// SPDX-License-Identifier: MIT
/// A resource that can be released, such as a subscription.
///
/// Every disposable of the library is thread-safe and idempotent: `dispose()` may be called from any thread,
/// any number of times, and only the first call has an effect.
public protocol Disposable: Sendable {
    /// Releases the resource.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// `true` once ``Disposable/dispose()`` has been called.
    var isDisposed: Bool { get }
}
