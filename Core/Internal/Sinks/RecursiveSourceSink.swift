// SPDX-License-Identifier: MIT
/// The elements of a source that emits one element per scheduled step (`of`, `from`, `range`, `generate`,
/// `repeatElement`): its position, advanced one step at a time by ``RecursiveSourceSink``.
@usableFromInline
protocol SourceSteps {
    associatedtype Element

    /// Advances one step: the next element, or `nil` to complete. An error thrown ends the sequence with it.
    mutating func next() throws -> Element?
}

/// Where a ``RecursiveSourceSink`` runs its steps, decided once, where the operator is applied.
@usableFromInline
enum StepScheduling {
    /// Each step queued on the current thread's trampoline, the sink itself being the queued item.
    case trampoline
    /// Each step an action scheduled on the scheduler.
    case scheduler(ImmediateSchedulerType)

    /// The trampoline for ``CurrentThreadScheduler``, the scheduler's actions for any other.
    @usableFromInline
    init(_ scheduler: ImmediateSchedulerType) {
        self = scheduler is CurrentThreadScheduler ? .trampoline : .scheduler(scheduler)
    }
}

/// A ``RecursiveSourceSink`` as the state of its step's scheduled action.
@usableFromInline
protocol ScheduledSourceStep: AnyObject {
    /// Runs the step, on the scheduler's thread.
    func runScheduledStep()
}

/// The sink of a source that emits its elements one scheduled step each, as RxSwift's recursive scheduling does:
/// each element, then the completion (or error), is a step of its own, scheduled by the step before it, once that
/// step has sent its element downstream.
///
/// On ``CurrentThreadScheduler`` (the default) the sink is its own ``TrampolineItem``, queued once per step (each step
/// asks to be queued again), so work queued on the trampoline meanwhile runs between two elements, exactly as it does
/// between recursive actions, and a subscription costs the sink alone (a `ScheduledItem`, its action's context and the recursion's bookkeeping
/// per step before: `of(1, 2, 3)` made 23 allocations). A queued step finds the sink disposed and does nothing.
///
/// On any other scheduler each step is an action scheduled with the sink as its state, a closure without a context.
/// The sink keeps the pending step's disposable to cancel it on disposal, under its lock with the step's number: a step
/// that a synchronous scheduler ran inside `schedule` has scheduled the next one by the time `schedule` returns, and
/// its own disposable must not replace that one.
///
/// The steps' position is role-owned state (``StatefulSink``): only the running step touches it, and a step is
/// scheduled only by the one before it, after it returns its element.
///
/// The operators are inlinable and the sink's initialiser makes, where they are applied, the closure that runs a
/// step (``stepper``), so a step runs compiled for the caller's types, while the trampoline and the scheduler reach
/// the sink through protocols: run unspecialised, each step paid the runtime's generic metadata look-ups (`range`:
/// 1,938 instructions an element).
// Unchecked: the steps are role-owned (see above), `pendingStep` is reached only under its lock, the rest is
// immutable or `Sink`'s.
@usableFromInline
final class RecursiveSourceSink<Steps: SourceSteps>: StatefulSink<Steps.Element, Steps>, TrampolineItem,
    ScheduledSourceStep, @unchecked Sendable
{
    /// The pending step on a scheduler other than the trampoline.
    @usableFromInline
    struct PendingStep {
        /// The scheduled action's disposable.
        @usableFromInline var disposable: Disposable = NopDisposable()
        /// The number of the step most recently scheduled.
        @usableFromInline var number: UInt = 0

        @inlinable init() {}
    }

    @usableFromInline let scheduler: ImmediateSchedulerType?
    /// Runs one step (``step()``), compiled where the sink is made.
    @usableFromInline let stepper: (RecursiveSourceSink<Steps>) -> Bool
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var pendingStep = RxMutex(PendingStep())

    @inlinable
    init(observer: AnyObserver<Steps.Element>, steps: consuming Steps, scheduling: StepScheduling) {
        switch scheduling {
        case .trampoline: scheduler = nil
        case .scheduler(let scheduler): self.scheduler = scheduler
        }
        stepper = { $0.step() }
        super.init(observer: observer, state: steps)
    }

    /// Schedules the first step.
    @usableFromInline
    func start() {
        if let scheduler {
            scheduleStep(on: scheduler)
        } else {
            CurrentThreadScheduler.schedule(self)
        }
    }

    /// A step on the trampoline; asks to be queued again for the next one.
    @usableFromInline
    func invoke() -> Bool {
        stepper(self)
    }

    /// Emits the next element and answers whether another step is due; or ends the sequence, or does nothing once
    /// the sink was disposed.
    @inlinable
    final func step() -> Bool {
        if isDisposed { return false }
        let element: Steps.Element?
        do {
            element = try state.next()
        } catch {
            forwardTerminal(.error(error))
            return false
        }
        guard let element else {
            forwardTerminal(.completed)
            return false
        }
        forwardNext(element)
        return !isDisposed
    }

    @usableFromInline
    func scheduleStep(on scheduler: ImmediateSchedulerType) {
        let number = unsafe RxMutex.withLock(&pendingStep) { pending in
            pending.number &+= 1
            return pending.number
        }
        // The action's state is the sink as a non-generic existential, so the closure captures nothing: written over
        // the generic sink, it would capture its generic parameters, an allocation per step.
        let disposable = scheduler.schedule(self as any ScheduledSourceStep) { step in
            step.runScheduledStep()
            return Disposables.create()
        }
        // Read under the lock, the disposal state settles a race with `disposeResources()`, which takes the lock
        // after the sink is marked disposed: either that takes what is stored here, or this sees the sink disposed.
        var replaced: Disposable = disposable
        let isDisposed = unsafe RxMutex.withLock(&pendingStep) { pending -> Bool in
            if self.isDisposed { return true }
            if pending.number == number { swap(&replaced, &pending.disposable) }
            return false
        }
        if isDisposed { disposable.dispose() }
    }

    /// A step on a scheduler other than the trampoline.
    @usableFromInline
    func runScheduledStep() {
        if stepper(self), let scheduler { scheduleStep(on: scheduler) }
    }

    @usableFromInline
    override func disposeResources() {
        guard scheduler != nil else { return }
        var pending: Disposable = NopDisposable()
        unsafe RxMutex.withLock(&pendingStep) { swap(&pending, &$0.disposable) }
        pending.dispose()
    }
}
