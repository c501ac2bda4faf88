// SPDX-License-Identifier: MIT
/// Template 3 as a sink base: a ``StatefulSink`` whose state belongs to the holder of an ``InputSerializer``'s role,
/// for a sink whose several inputs (the elements and ends of several sources) change one state: `combineLatest` and
/// `zip`. The subclass hands each input to ``serialize(_:_:)`` and, in the closure it passes, reads and writes
/// ``StatefulSink/state`` and sends downstream as ordinary Swift: no `&`, no `unsafe` at the call site.
///
///     serialize(input) { input in
///         state.latest = input.element
///         if let other = state.other { forwardNext(combine(input.element, other)) }
///     }
///
/// **Why it is safe.** The serializer is stored here, once, as layer storage (`final`, reached only through its
/// address, see the synchronization layer's README), and only the members below take its address, for the length of
/// one call. `apply` runs only on the thread that holds the serializer's role, one input at a time and never
/// reentrantly (an input that arrives meanwhile, from another thread or from downstream, is queued for the holder),
/// and the role's compare-and-exchanges order the accesses of successive holders: so the state is role-owned, as
/// ``StatefulSink`` requires, and needs no lock. As there, an access must not stay open across a call that can come
/// back into the sink; debug builds keep Swift's exclusivity check on the state and trap if one does.
///
/// **The start phase.** A sink that subscribes its sources up front can be disposed from inside one of those
/// subscriptions (a source that fails while being subscribed); as RxSwift's sinks do until their `run` returns, it
/// still subscribes the rest and disposes everything afterwards. Its `disposeResources()` asks
/// ``deferDisposalWhileStarting()`` first and returns if it answers `true`; once every source is subscribed it calls
/// ``finishStarting()`` and disposes its subscriptions if that answers `true` (``StartingDisposal``, one atomic word).
///
/// **Cost.** What the serializer costs (two compare-and-exchanges an uncontended input) and nothing else: the
/// properties are `@exclusivity(unchecked)`, so no run-time exclusivity check is made, and the members are always
/// inlined, so `apply` is called directly.
@usableFromInline
// Unchecked: `inputs` is a serializer of the synchronization layer's kind and `startPhase` an atomic, both used
// through their addresses; the state is ``StatefulSink``'s, owned by the holder of the role of `inputs`.
class InputSerializingSink<Element, Input, State>: StatefulSink<Element, State>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var inputs = InputSerializer<Input>()
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var startPhase = StartingDisposal.make()

    @inlinable
    override init(observer: AnyObserver<Element>, state: consuming State) {
        super.init(observer: observer, state: state)
    }

    /// Applies `input` with `apply` now, or queues it for the holder of the input role, which applies it, in
    /// arrival order, before it lets go. `apply` may read and write ``StatefulSink/state`` and send downstream.
    @inlinable @inline(__always)
    final func serialize(_ input: Input, _ apply: (Input) -> Void) {
        unsafe InputSerializer.receive(&inputs.role, &inputs.queue, input, apply)
    }

    /// Like ``serialize(_:_:)``, for an input its own thread applies as it is, with `applyOwn`, and that is turned
    /// into an `Input` with `box` only when it has to be queued (see
    /// ``InputSerializer/receive(_:_:own:boxing:_:_:)``).
    @inlinable @inline(__always)
    final func serialize<Own>(
        own input: Own,
        boxing box: (Own) -> Input,
        _ applyOwn: (Own) -> Void,
        _ apply: (Input) -> Void
    ) {
        unsafe InputSerializer.receive(&inputs.role, &inputs.queue, own: input, boxing: box, applyOwn, apply)
    }

    /// Called first by the sink's disposal: `true` while the sources are still being subscribed, in which case the
    /// disposal is left to the caller of ``finishStarting()``.
    @inlinable @inline(__always)
    final func deferDisposalWhileStarting() -> Bool {
        unsafe StartingDisposal.deferIfStarting(&startPhase)
    }

    /// Called once every source is subscribed: `true` if the sink was disposed meanwhile, so the caller disposes its
    /// subscriptions now.
    @inlinable @inline(__always)
    final func finishStarting() -> Bool {
        unsafe StartingDisposal.started(&startPhase)
    }
}

/// An ``InputSerializingSink`` of exactly two sources, which holds each source's subscription inline
/// (``SourceSubscription``, no allocation of its own), so that each can be released when its source ends while the
/// other runs on: two-source `combineLatest` and `zip`.
@usableFromInline
// Unchecked: the subscriptions are behind their own locks, used through their addresses; the rest is
// `InputSerializingSink`'s.
class InputSerializingPairSink<Element, Input, State>: InputSerializingSink<Element, Input, State>,
    @unchecked Sendable
{
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var firstSubscription =
        SourceSubscription.make()
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var secondSubscription =
        SourceSubscription.make()

    @inlinable
    override init(observer: AnyObserver<Element>, state: consuming State) {
        super.init(observer: observer, state: state)
    }

    /// Holds the subscription to the first source, or disposes it at once if that was disposed first.
    @inlinable
    final func setFirstSubscription(_ disposable: Disposable) {
        unsafe SourceSubscription.set(&firstSubscription, disposable)
    }

    /// Holds the subscription to the second source, or disposes it at once if that was disposed first.
    @inlinable
    final func setSecondSubscription(_ disposable: Disposable) {
        unsafe SourceSubscription.set(&secondSubscription, disposable)
    }

    /// Disposes the subscription to the first source, now or as soon as it is set; idempotent, any thread.
    @inlinable
    final func disposeFirstSubscription() {
        unsafe SourceSubscription.dispose(&firstSubscription)
    }

    /// Disposes the subscription to the second source, now or as soon as it is set; idempotent, any thread.
    @inlinable
    final func disposeSecondSubscription() {
        unsafe SourceSubscription.dispose(&secondSubscription)
    }
}

/// An ``InputSerializingSink`` of any fixed number of sources, which holds each source's subscription in storage of
/// its own kind, `Subscriptions` (``SourceSubscriptionStorage``): inline for `combineLatest` and `zip` of 3 to 8
/// sources (``InlineSourceSubscriptions``, so that the sink is the only allocation), in one buffer for the collection
/// and parameter-pack forms (``SourceSlots``, which also holds the collection forms' elements). Each subscription can
/// be released when its source ends while the others run on; ``disposeSubscriptions()`` disposes them all, in the
/// order of the sources.
@usableFromInline
// Unchecked: the subscriptions are behind their own locks, used through the storage's address; the rest is
// `InputSerializingSink`'s.
class InputSerializingSourcesSink<Element, Input, State, Subscriptions: SourceSubscriptionStorage>:
    InputSerializingSink<Element, Input, State>, @unchecked Sendable
{
    // Unsafe: layer storage (each subscription behind its own lock), reached only through its address by the
    // members below, for the length of one `SourceSubscription` call.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var subscriptions: Subscriptions

    /// How many sources there are: the storage's count, kept here for the path of an element (a buffer's count is
    /// its header, which costs a call to read).
    @usableFromInline let arity: Int

    @inlinable
    init(observer: AnyObserver<Element>, state: consuming State, subscriptions: consuming Subscriptions) {
        arity = subscriptions.count
        unsafe self.subscriptions = subscriptions
        super.init(observer: observer, state: state)
    }

    /// Keeps the subscription to source `index` (counted from 0), or disposes it at once if that was disposed first.
    @inlinable
    final func attach(_ subscription: Disposable, at index: Int) {
        unsafe Subscriptions.set(subscription, at: index, in: &subscriptions)
    }

    /// Disposes the subscription to source `index`, now or as soon as it is set; idempotent, any thread.
    @inlinable
    final func disposeSubscription(at index: Int) {
        unsafe Subscriptions.dispose(at: index, in: &subscriptions)
    }

    /// Disposes every source's subscription, in the order of the sources.
    @inlinable
    final func disposeSubscriptions() {
        for index in 0..<arity { disposeSubscription(at: index) }
    }
}
