// SPDX-License-Identifier: MIT

/// An object a test hands to the closures it builds, to ask afterwards whether they let it go.
public final class LifetimeProbe: Sendable {
    public init() {}
}

/// Calls `body` with a new ``LifetimeProbe`` that only what `body` builds holds.
///
/// - Returns: What `body` returned, and a function that says whether the probe has been released since.
public func withLifetimeProbe<Result>(_ body: (LifetimeProbe) -> Result) -> (result: Result, isReleased: () -> Bool) {
    weak var released: LifetimeProbe?
    let result: Result
    do {
        let probe = LifetimeProbe()
        released = probe
        result = body(probe)
    }
    return (result, { released == nil })
}
