// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UIControl {
        /// The control's target-action events of the kinds in `controlEvents`, as a ``ControlEvent``.
        ///
        /// ```
        /// taps: --()--()--()--|     (completes when the control is deallocated)
        /// ```
        ///
        /// Each subscription adds a target of its own to the control, on the main thread, and removes it when
        /// disposed. A subscription that starts after the control is gone completes at once.
        ///
        /// - Parameter controlEvents: The kinds of events to observe.
        /// - Returns: One `()` per event, on the main thread.
        @preconcurrency @MainActor
        public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
            let source = Observable<Void>.create { [weak control = base] observer in
                assumeMainActor {
                    guard let control else {
                        observer.on(.completed)
                        return Disposables.create()
                    }
                    let target = ControlTarget(control: control, controlEvents: controlEvents) { _ in
                        observer.on(.next(()))
                    }
                    return target.asDisposable()
                }
            }
            .take(until: deallocated)
            return ControlEvent(events: source)
        }

        /// A property of the control as a ``ControlProperty``: read with `getter` when a subscription starts and
        /// after each of `editingEvents`, written with `setter` for each value bound to it.
        ///
        /// ```
        /// values: v0--v1--v2--|     (v0 on subscription, then one per editing event; completes when the
        ///                             control is deallocated)
        /// ```
        ///
        /// - Parameters:
        ///   - editingEvents: The events after which the property is read again.
        ///   - getter: Reads the property, on the main thread.
        ///   - setter: Writes the property, on the main thread (the binder's main scheduler).
        /// - Returns: The property: its values on the main thread, and an observer that sets it.
        @preconcurrency @MainActor
        public func controlProperty<T>(
            editingEvents: UIControl.Event,
            getter: @escaping (Base) -> T,
            setter: @escaping (Base, T) -> Void
        ) -> ControlProperty<T> {
            let source = Observable<T>.create { [weak weakControl = base] observer in
                assumeMainActor {
                    guard let control = weakControl else {
                        observer.on(.completed)
                        return Disposables.create()
                    }
                    observer.on(.next(getter(control)))
                    let target = ControlTarget(control: control, controlEvents: editingEvents) { _ in
                        if let control = weakControl {
                            observer.on(.next(getter(control)))
                        }
                    }
                    return target.asDisposable()
                }
            }
            .take(until: deallocated)
            let valueSink = Binder(base, binding: setter)
            return ControlProperty(values: source, valueSink: valueSink)
        }

        /// ``controlProperty(editingEvents:getter:setter:)`` for a value the user edits: read again after every
        /// editing event and every value change, unless `editingEvents` says otherwise.
        @MainActor
        func controlPropertyWithDefaultEvents<T>(
            editingEvents: UIControl.Event = [.allEditingEvents, .valueChanged],
            getter: @escaping (Base) -> T,
            setter: @escaping (Base, T) -> Void
        ) -> ControlProperty<T> {
            controlProperty(editingEvents: editingEvents, getter: getter, setter: setter)
        }
    }
#endif
