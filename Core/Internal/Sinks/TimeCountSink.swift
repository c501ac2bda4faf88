// SPDX-License-Identifier: MIT
/// Template 3 (``InputSerializer``) for a source and a timer: the shared plumbing of
/// `buffer(timeSpan:count:scheduler:)` and `window(timeSpan:count:scheduler:)`. The source's
/// events and the timer's ticks are inputs of an ``InputSerializer``, applied one at a time by whoever holds its role,
/// so a subclass's state needs no lock and what it emits goes out in the order the inputs were applied, whatever
/// threads the source and a concurrent scheduler use. Each timer is tied to the group (array or window) it was
/// started for by ``generation``, and only the role holder starts timers, so no timer replaces a newer one.
///
/// A subclass overrides ``apply(_:)`` (open the first group at `.start`, fill or close it at `.event`, close it at
/// a `.tick` of the current ``generation``) and calls ``startTimer()`` whenever it opens a group. Its role-owned
/// state is `State`, reached as ``StatefulSink/state`` (plain Swift, no run-time exclusivity check); `Void` if it
/// keeps its own. Model: `BufferSink` in `Core/Operators/Buffer.swift`.
///
/// The source's subscription and the timer (the sink's resources) normally go with the sink. A subclass that hands
/// out observables which need them after the subscription ended (`WindowSink`'s windows) overrides
/// ``hold(_:)`` to give the sink a share of them instead, and passes `outlivesDisposal: true`: inputs are then
/// applied until the resources are disposed, not just until the sink is.
class TimeCountSink<Element, Output, State>: StatefulSink<Output, State>, @unchecked Sendable {
    // Unchecked: `generation` (and a subclass's state) belongs to the holder of the role of `inputs`; the source's
    // subscription and the timer are behind their locks (the timer assigned by that holder only);
    // `resourcesReleased` is atomic.

    /// What the role holder applies.
    enum Input {
        /// The subscription started: open the first group and start its timer.
        case start
        /// An event of the source.
        case event(Event<Element>)
        /// The timer started for the group `generation` fired.
        case tick(generation: Int)
    }

    let timeSpan: RxTimeInterval
    let count: Int
    let scheduler: SchedulerType
    @exclusivity(unchecked) private final nonisolated(unsafe) var inputs = InputSerializer<Input>()
    // Unsafe: layer storage, reached only through its address inside this class's members. The source's
    // subscription and the current timer, held in the sink: what a single-assignment disposable, a serial
    // disposable and their composite did, without an allocation.
    @exclusivity(unchecked) private final nonisolated(unsafe) var subscription = SourceSubscription.make()
    @exclusivity(unchecked) private final nonisolated(unsafe) var timer = RxMutex(SerialSourceState())
    /// Whether the resources were released (set first by ``releaseResources()``): with `outlivesDisposal`, inputs
    /// are applied until then.
    @exclusivity(unchecked) private final nonisolated(unsafe) var resourcesReleased = RxAtomic<Bool>(false)
    /// Whether inputs are applied after the sink was disposed, while its resources are held elsewhere.
    private let outlivesDisposal: Bool
    /// The number of the open group; a tick for another one is stale.
    var generation = 0

    init(
        observer: AnyObserver<Output>,
        timeSpan: RxTimeInterval,
        count: Int,
        scheduler: SchedulerType,
        state: State,
        outlivesDisposal: Bool = false
    ) {
        self.outlivesDisposal = outlivesDisposal
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer, state: state)
    }

    final func start(_ source: Observable<Element>) {
        if outlivesDisposal { attach(hold(Disposables.create { [self] in releaseResources() })) }
        receive(.start)
        unsafe SourceSubscription.set(
            &subscription,
            source._subscribe(
                AnyObserver(next: { [self] in receive(.event(.next($0))) }, event: { [self] in receive(.event($0)) })
            )
        )
    }

    private func receive(_ input: Input) {
        unsafe InputSerializer.receive(&inputs.role, &inputs.queue, input) { [self] input in
            if outlivesDisposal ? !areResourcesReleased : !isDisposed { apply(input) }
        }
    }

    private var areResourcesReleased: Bool { unsafe RxAtomic.load(&resourcesReleased, ordering: .acquiring) }

    /// Disposes the source's subscription, then the timer (and every timer started later); idempotent.
    private func releaseResources() {
        unsafe RxAtomic.store(&resourcesReleased, true, ordering: .releasing)
        unsafe SourceSubscription.dispose(&subscription)
        unsafe SerialSourceState.close(&timer).dispose()
    }

    override func disposeResources() {
        if !outlivesDisposal { releaseResources() }
    }

    /// With `outlivesDisposal`, returns what the sink's disposal disposes, given its `resources` (a disposable that
    /// releases the source's subscription and the timer); called once, before the `.start` input. Without it the
    /// sink's disposal releases them and this is not called.
    func hold(_ resources: Disposable) -> Disposable {
        resources
    }

    /// Applies one input; called by the holder of the role of `inputs` only, while the sink is not disposed (with
    /// `outlivesDisposal`, while its resources are not).
    func apply(_ input: Input) {
        rxAbstractMethod()
    }

    /// Starts the timer of the open group (``generation``); called by the role holder only.
    final func startTimer() {
        if outlivesDisposal && areResourcesReleased { return }
        let started = scheduler.scheduleRelative(generation, dueTime: timeSpan) { [self] generation in
            receive(.tick(generation: generation))
            return Disposables.create()
        }
        unsafe SerialSourceState.replace(&timer, with: started).dispose()
    }
}
