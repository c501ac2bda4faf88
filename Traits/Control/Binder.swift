// SPDX-License-Identifier: MIT
import RxCore
import RxSchedulers

/// An observer that binds elements to a UI object: it holds its target weakly, applies each element on a
/// scheduler (the main scheduler by default) and never accepts an error.
///
/// ```swift
/// let title = Binder(label) { label, text in label.text = text }
/// viewModel.title.drive(title).disposed(by: bag)
/// ```
///
/// Once the target is gone, elements are dropped. Binding an `error` is a programmer error, reported as a binding
/// error (a failed assertion in debug builds, a log line in release builds); `completed` is ignored.
public struct Binder<Value>: ObserverType {
    /// The type of the elements bound.
    public typealias Element = Value

    @usableFromInline let binding: (Event<Value>) -> Void

    /// Creates a binder that calls `binding` with the target and each element, on `scheduler`.
    ///
    /// - Parameters:
    ///   - target: Held weakly; elements that arrive after it is gone are dropped.
    ///   - scheduler: Where `binding` runs; the main scheduler by default.
    ///   - binding: Applies one element to the target.
    // Inlinable, so that the closure below is compiled for the element and target types where the binder is made.
    @inlinable
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType = MainScheduler.instance,
        binding: @escaping (Target, Value) -> Void
    ) {
        // The main scheduler runs an element at once when it can, without the closure `schedule` needs.
        let main = scheduler as? MainScheduler
        // A `[weak target]` capture is a variable the closure captures by reference, in a box of its own (one more
        // allocation per binder); a struct holding the weak reference is captured by value, inside the closure.
        let target = BinderTarget(target)
        self.binding = { event in
            switch event {
            case .next(let element):
                // The target goes in loaded: copying the weak reference would cost more than reading it.
                if let main,
                    main.runImmediately((target.object, element), { if let object = $0.0 { binding(object, $0.1) } })
                {
                    return
                }
                _ = scheduler.schedule(element) { element in
                    target.apply(binding, element)
                    return Disposables.create()
                }
            case .error(let error):
                reportBindingError(error)
            case .completed:
                break
            }
        }
    }

    /// Creates a binder whose `binding` is isolated to the main actor, for example a method of a `@MainActor`
    /// view; it runs on the main scheduler.
    ///
    /// - Parameters:
    ///   - target: Held weakly; elements that arrive after it is gone are dropped.
    ///   - binding: Applies one element to the target, on the main actor.
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    @_disfavoredOverload
    public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        self.init(target, scheduler: MainScheduler.instance) { target, element in
            // Unsafe: `MainScheduler` runs its actions on the main thread, where the binding runs too.
            nonisolated(unsafe) let target = target
            nonisolated(unsafe) let element = element
            MainActor.assumeIsolated { unsafe binding(target, element) }
        }
    }

    /// Applies the element of a `next` event to the target; see the type's discussion for the other events.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as an `AnyObserver`.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

/// A binder's target, held weakly: a value, so that closures capture it by value, without a box.
@usableFromInline
struct BinderTarget<Target: AnyObject> {
    @usableFromInline weak var object: Target?

    @inlinable
    init(_ object: Target) {
        self.object = object
    }

    /// Calls `binding` with the target and `value`, unless the target is gone.
    @inlinable
    func apply<Value>(_ binding: (Target, Value) -> Void, _ value: Value) {
        if let object { binding(object, value) }
    }
}

// The target is held weakly (weak references are thread-safe) and `binding` only ever runs inside actions on
// `scheduler`, the main scheduler unless the caller chooses another; so the binder may be sent to any thread.
extension Binder: @unchecked Sendable {}

extension Reactive where Base: AnyObject {
    /// A binder that sets the property at `keyPath` of ``Reactive/base`` on the main scheduler, for every writable
    /// property of a class: `object.rx.isHidden`, as RxSwift's dynamic member lookup gives.
    ///
    /// - Parameter keyPath: The property to set.
    /// - Returns: A binder that holds the object weakly.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}
