// SPDX-License-Identifier: MIT
/// The base class of ``DisposeBag``, kept for code that names it, as RxSwift's `DisposeBase`.
///
/// It holds nothing and does nothing; subclass ``DisposeBag`` behaviour by composition instead.
// Unchecked: no state at all.
public class DisposeBase: @unchecked Sendable {
    /// Creates the base of a bag; only subclasses call this.
    init() {}
}
