// SPDX-License-Identifier: MIT
import RxCore

extension InfallibleType {
    /// The sequence as a ``Driver``: delivered on the sharing scheduler and shared, replaying the latest element.
    /// No error handling is needed, since an infallible sequence cannot fail.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
