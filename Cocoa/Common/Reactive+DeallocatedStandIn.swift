// SPDX-License-Identifier: MIT
// TODO(merge): a stand-in for `rx.deallocated` (Foundation/NSObject+Rx.swift, written with the Objective-C runtime
// on another branch). When that lands, replace every `deallocatedStandIn` with `deallocated` and delete this file.
#if canImport(ObjectiveC)
    import ObjectiveC
    import RxCore
    import RxSubjects

    /// An object attached to another one as an associated object: it is released when its owner is deallocated,
    /// and then sends one element and completes.
    private final class DeallocationWitness {
        /// Emits `()` and completes when the witness goes; replays both to a late subscriber.
        let deallocated = AsyncSubject<Void>()

        deinit {
            deallocated.on(.next(()))
            deallocated.on(.completed)
        }
    }

    /// The key of the witness among the owner's associated objects: only its address is used.
    // Unsafe: only the address of this variable is taken, as the key of an associated object; it is never read or
    // written.
    private nonisolated(unsafe) var witnessKey: UInt8 = 0

    extension Reactive where Base: AnyObject {
        /// One element, then completion, when ``Reactive/base`` is deallocated: a stand-in, for the controls of this
        /// layer, of RxSwift's `rx.deallocated`.
        ///
        /// Main-thread only (the controls call it there): the witness is looked up and attached without a lock.
        @MainActor
        var deallocatedStandIn: Observable<Void> {
            // Unsafe: the key is the address of a global that lives as long as the program.
            if let witness = unsafe objc_getAssociatedObject(base, &witnessKey) as? DeallocationWitness {
                return witness.deallocated.asObservable()
            }
            let witness = DeallocationWitness()
            // Unsafe: the key is the address of a global that lives as long as the program.
            unsafe objc_setAssociatedObject(base, &witnessKey, witness, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return witness.deallocated.asObservable()
        }
    }
#endif
