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

    /// The binder as an observer: its two closures capture one ``BinderSink``, the binder's only allocation, so
    /// that `bind(to:)`, `drive`, `emit(to:)` and ``asObserver()`` use it as it is, without a wrapper of their own.
    @usableFromInline let observer: AnyObserver<Value>

    /// Creates a binder that calls `binding` with the target and each element, on `scheduler`.
    ///
    /// - Parameters:
    ///   - target: Held weakly; elements that arrive after it is gone are dropped.
    ///   - scheduler: Where `binding` runs; the main scheduler by default. Any scheduler, of its own type or as an
    ///     existential (`any ImmediateSchedulerType`).
    ///   - binding: Applies one element to the target.
    // Inlinable, so that the sink is compiled for the element and target types where the binder is made. Generic in
    // the scheduler (with a default, SE-0347), so that where its type is known (the default, or `MainScheduler.instance`)
    // the test for the main scheduler folds away; an existential is opened, and its type compared.
    @inlinable
    public init<Target: AnyObject, Scheduler: ImmediateSchedulerType>(
        _ target: Target,
        scheduler: Scheduler = MainScheduler.instance,
        binding: @escaping (Target, Value) -> Void
    ) {
        let main = ClassInstance.exactly(scheduler, as: MainScheduler.self)
        observer = BinderSink(target, scheduler: scheduler, main: main, binding: binding).observer
    }

    /// Creates a binder that calls `binding` with the target and each element, on `scheduler`: the form for a
    /// scheduler whose type is known only as `any ImmediateSchedulerType`, such as one chosen by a conditional
    /// expression between two scheduler types.
    ///
    /// - Parameters:
    ///   - target: Held weakly; elements that arrive after it is gone are dropped.
    ///   - scheduler: Where `binding` runs.
    ///   - binding: Applies one element to the target.
    // Disfavored: an existential argument opens into the generic form above, which is chosen when both apply; this
    // one takes what only an existential parameter accepts (`flag ? MainScheduler.instance : otherScheduler`).
    @inlinable
    @_disfavoredOverload
    public init<Target: AnyObject>(
        _ target: Target,
        scheduler: ImmediateSchedulerType,
        binding: @escaping (Target, Value) -> Void
    ) {
        let main = ClassInstance.exactly(scheduler, as: MainScheduler.self)
        observer = BinderSink(target, scheduler: scheduler, main: main, binding: binding).observer
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
            // `MainScheduler` runs its actions on the main thread, where the binding runs too: the pair crosses no
            // thread, which is the case `UncheckedSendable` is for.
            let handed = UncheckedSendable((target, element))
            MainActor.assumeIsolated { binding(handed.value.0, handed.value.1) }
        }
    }

    /// Applies the element of a `next` event to the target; see the type's discussion for the other events.
    public func on(_ event: Event<Value>) {
        observer.on(event)
    }

    /// The binder as an `AnyObserver`: the same observer on every call, made when the binder was.
    public func asObserver() -> AnyObserver<Value> {
        observer
    }
}

/// What a ``Binder`` does with each event: its target (held weakly), its scheduler and its binding, in one object
/// that both of the binder's closures capture.
///
/// It keeps no state of its own beyond them: one binder may be bound to several sources, on any thread.
@usableFromInline
// Unchecked: immutable; the target is a weak reference (reading one is thread-safe), and `binding` only ever runs
// inside actions on `scheduler` (see `Binder`'s `Sendable` conformance).
final class BinderSink<Target: AnyObject, Value>: @unchecked Sendable {
    /// A `let`: reading it needs no run-time exclusivity check, as a `weak var` of a class does.
    @usableFromInline weak let target: Target?
    @usableFromInline let scheduler: ImmediateSchedulerType
    /// The scheduler, when it is the main scheduler: it runs an element at once when it can, without the closure
    /// `schedule` needs.
    @usableFromInline let main: MainScheduler?
    @usableFromInline let binding: (Target, Value) -> Void

    @inlinable
    init(
        _ target: Target,
        scheduler: ImmediateSchedulerType,
        main: MainScheduler?,
        binding: @escaping (Target, Value) -> Void
    ) {
        self.target = target
        self.scheduler = scheduler
        self.main = main
        self.binding = binding
    }

    /// Applies `element` to the target on the scheduler, unless the target is gone by then.
    @inlinable
    func bind(_ element: Value) {
        // The target is loaded inside the action, once, and only when it runs. Optional chaining borrows `main`
        // from the sink; `if let main` copied it, and the copy was retained and released around the action.
        if main?.runImmediately(element, { [self] element in apply(element) }) == true {
            return
        }
        _ = scheduler.schedule(element) { [self] element in
            apply(element)
            return Disposables.create()
        }
    }

    /// Applies `element` to the target, if it is still there.
    @inlinable
    func apply(_ element: Value) {
        if let target { binding(target, element) }
    }

    /// The binder's observer: both of its closures capture this sink, the binder's only allocation.
    @inlinable
    var observer: AnyObserver<Value> {
        AnyObserver(next: { [self] in bind($0) }, event: { [self] in on($0) })
    }

    /// Binds an element; reports an error as a binding error; ignores completion.
    @inlinable
    func on(_ event: Event<Value>) {
        switch event {
        case .next(let element):
            bind(element)
        case .error(let error):
            reportBindingError(error)
        case .completed:
            break
        }
    }
}

// Unchecked: the target is held weakly (weak references are thread-safe) and `binding` only ever runs inside actions on
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
