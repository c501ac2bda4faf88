// SPDX-License-Identifier: MIT
/// An ``RxMutex`` for code outside the layer: a value and its lock, stored inline in a class as a plain
/// `final var`, used through a safe ``withLock(_:_:)``, so an operator's call sites read as ordinary Swift.
///
///     final var state = LockedCell(State())
///     ...
///     let taken = LockedCell.withLock(&state) { state in state.take() }
///
/// Safe for the reason ``AtomicCell``'s operations are: the address is used only for the length of the call, and
/// only `&property` makes one without an `unsafe` of the caller's own. The body gets the value `inout` under the
/// lock, and can keep nothing of it. The same rules hold as for `RxMutex`: a `final` stored property of a class,
/// never calling out from the body, never taking the lock again from inside it (that stops the program).
@frozen
@usableFromInline
package struct LockedCell<Value> {
    @usableFromInline
    var mutex: RxMutex<Value>

    /// An unlocked cell guarding `initialValue`.
    @inlinable
    package init(_ initialValue: Value) {
        mutex = RxMutex(initialValue)
    }

    /// ``RxMutex/withLock(_:_:)`` on the cell at `cell`, the cell's only stored property, so at offset 0.
    // Safe: uses the address only for the length of the call (see the type\'s discussion).
    @safe @inlinable @inline(__always)
    package static func withLock<Result>(
        _ cell: UnsafePointer<Self>,
        _ body: (inout Value) throws -> Result
    ) rethrows -> Result {
        try unsafe RxMutex.withLock(UnsafeRawPointer(cell).assumingMemoryBound(to: RxMutex<Value>.self), body)
    }
}
