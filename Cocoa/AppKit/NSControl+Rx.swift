// SPDX-License-Identifier: MIT
// Not compiled here (no macOS SDK): see "AppKit" in Cocoa/README.md.
#if os(macOS)
    import AppKit
    import ObjectiveC
    import RxCore
    import RxTraits

    /// The key of a control's shared action sequence among its associated objects: only its address is used.
    // Unsafe: only the address of this variable is taken, as the key of an associated object; it is never read or
    // written.
    private nonisolated(unsafe) var controlEventKey: UInt8 = 0

    /// The key of a control's shared value-change trigger among its associated objects: only its address is used.
    // Unsafe: as above.
    private nonisolated(unsafe) var valueKey: UInt8 = 0

    extension Reactive where Base: NSControl {
        /// The control's actions, as a ``ControlEvent``: one `()` per action, on the main thread; completes when the
        /// control is deallocated.
        ///
        /// An `NSControl` has a single target and action, so the control's subscriptions share one target: it is
        /// set when the first subscription starts and cleared when the last one ends (replacing any target and
        /// action set before).
        @preconcurrency @MainActor
        public var controlEvent: ControlEvent<Void> {
            // Unsafe: the key is the address of a global that lives as long as the program.
            if let events = unsafe objc_getAssociatedObject(base, &controlEventKey) as? Observable<Void> {
                return ControlEvent(events: events)
            }
            let events = Observable<Void>.create { [weak control = base] observer in
                assumeMainActor {
                    guard let control else {
                        observer.on(.completed)
                        return Disposables.create()
                    }
                    return ControlTarget(control: control) { _ in observer.on(.next(())) }.asDisposable()
                }
            }
            .take(until: deallocated)
            .share()
            // Unsafe: the key is the address of a global that lives as long as the program.
            unsafe objc_setAssociatedObject(base, &controlEventKey, events, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return ControlEvent(events: events)
        }

        /// A property of the control as a ``ControlProperty``: read with `getter` when a subscription starts and
        /// after each action of the control, written with `setter` for each value bound to it.
        ///
        /// ```
        /// values: v0--v1--v2--|     (v0 on subscription, then one per action; completes when the control is
        ///                             deallocated)
        /// ```
        ///
        /// The control's properties share one target (its single target and action), kept while any of them is
        /// subscribed.
        ///
        /// - Parameters:
        ///   - getter: Reads the property, on the main thread.
        ///   - setter: Writes the property, on the main thread (the binder's main scheduler).
        /// - Returns: The property: its values on the main thread, and an observer that sets it.
        @preconcurrency @MainActor
        public func controlProperty<T>(
            getter: @escaping (Base) -> T,
            setter: @escaping (Base, T) -> Void
        ) -> ControlProperty<T> {
            let source = valueChanges.flatMap { [weak base] _ -> Observable<T> in
                guard let control = base else { return Observable.empty() }
                return Observable.just(getter(control))
            }
            let valueSink = Binder(base, binding: setter)
            return ControlProperty(values: source, valueSink: valueSink)
        }

        /// One `()` on subscription and one after each action of the control, shared by the control's properties
        /// (one target for all of them) and kept as an associated object of the control.
        @MainActor
        private var valueChanges: Observable<Void> {
            // Unsafe: the key is the address of a global that lives as long as the program.
            if let changes = unsafe objc_getAssociatedObject(base, &valueKey) as? Observable<Void> {
                return changes
            }
            let changes = Observable<Void>.create { [weak weakControl = base] observer in
                assumeMainActor {
                    guard let control = weakControl else {
                        observer.on(.completed)
                        return Disposables.create()
                    }
                    observer.on(.next(()))
                    return ControlTarget(control: control) { _ in
                        if weakControl != nil {
                            observer.on(.next(()))
                        }
                    }
                    .asDisposable()
                }
            }
            .take(until: deallocated)
            .share(replay: 1, scope: .whileConnected)
            // Unsafe: the key is the address of a global that lives as long as the program.
            unsafe objc_setAssociatedObject(base, &valueKey, changes, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return changes
        }
    }
#endif
