// SPDX-License-Identifier: MIT
import RxCore
import RxSchedulers

/// A type that is, or can be viewed as, a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The property as a control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A UI property that can be both observed and set (a text field's text, a switch's state), as RxCocoa's
/// `ControlProperty`, without the UIKit/AppKit bindings that produce it.
///
/// Observing it gives the current value at once and then every change made by the user; it never fails, is
/// subscribed on the main thread (through `ConcurrentMainScheduler`) and observed on the main scheduler (inline
/// when the values already arrive on the main thread with nothing queued there). Binding values to it (it is an
/// observer) sets the property through `valueSink`.
///
/// ```swift
/// let text = BehaviorRelay<String?>(value: "")   // kept in sync with the text field by the UI layer
/// let property = ControlProperty(values: text, valueSink: Binder(field) { $0.text = $1 })
/// property.orEmpty.map(\.count).asDriver().drive(onNext: { … })
/// ```
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property's value.
    public typealias Element = PropertyType

    @usableFromInline let values: Observable<PropertyType>
    @usableFromInline let valueSink: AnyObserver<PropertyType>

    /// Wraps the property's `values` (current value first, then changes) and the observer that sets it.
    ///
    /// - Parameters:
    ///   - values: The property's values; subscribed on the main thread and delivered on the main scheduler.
    ///     Should they fail, the failure is reported as a binding error (a failed assertion in debug builds, a log
    ///     line in release builds) and the property completes.
    ///   - valueSink: Receives the values bound to the property.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Values.Element == Element, Sink.Element == Element {
        self.values = values.asObservable().keepingControlPromises()
        self.valueSink = AnyObserver(valueSink)
    }

    /// Wraps `values`, which already keep the promises, and `valueSink`.
    init(raw values: Observable<PropertyType>, valueSink: AnyObserver<PropertyType>) {
        self.values = values
        self.valueSink = valueSink
    }

    /// Subscribes `observer` to the values: the current one, then every change.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes only, without the current value: a ``ControlEvent``.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(raw: values.skip(1))
    }

    /// The values as an observable.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns `self`.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property to the element of a `next` event. `completed` is forwarded to the sink; binding an
    /// `error` is a programmer error, reported as a binding error (a failed assertion in debug builds, a log line
    /// in release builds).
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error): reportBindingError(error)
        case .next, .completed: valueSink.on(event)
        }
    }
}

// Checked: its stored properties, an `Observable` and an `AnyObserver`, are Sendable.
extension ControlProperty: Sendable {}

extension ControlProperty {
    /// The values as a ``Driver``.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { _ in .empty() })
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string.
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let valueSink = original.valueSink
        // An adapter, not an operator's sink: the observer that values bound to the property go through, handed to
        // user code (`bind(to:)`), which converts each one and passes it on.
        return ControlProperty<String>(
            raw: original.values.map { $0 ?? "" },
            valueSink: AnyObserver<String> { event in valueSink.on(event.map { $0 }) }
        )
    }
}
