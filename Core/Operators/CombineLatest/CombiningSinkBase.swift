// SPDX-License-Identifier: MIT
/// The base class of every sink of `combineLatest` and `zip` but the two-source ones (``Combining2SinkBase``): one
/// subscription per source, held by ``InputSerializingSourcesSink`` in `Subscriptions` (inline for the forms of 3 to 8
/// sources, so that the sink is their only allocation; in one buffer, ``SourceSlots``, for the others), set as each
/// source is subscribed so that a source ending while it is being subscribed can dispose its own, the start phase, and
/// sending a combination. Its inputs (`Input`) are serialised and its role-owned `State` kept by
/// ``InputSerializingSink`` (template 3).
///
/// Three kinds build on it: ``CombineCollectionSink``, typed by the sources' one element type, for the collection
/// forms, and ``CombineSink``, which keeps each source's elements in a typed slot of its own, for the parameter-pack
/// forms (both for any number of sources, none included), and, through ``CombiningNSinkBase``, the typed sinks of 3 to
/// 8 sources, generated one per operator and arity.
///
/// Every source is subscribed, in order, even once one has failed: as in RxSwift, a disposal that comes due meanwhile
/// is carried out once all are subscribed (``subscribed()``, with ``InputSerializingSink``'s start phase).
@usableFromInline
// Unchecked: the subscriptions are `InputSerializingSourcesSink`'s; the rest is `InputSerializingSink`'s.
class CombiningSinkBase<Result, Input, State, Subscriptions: SourceSubscriptionStorage>:
    InputSerializingSourcesSink<Result, Input, State, Subscriptions>, @unchecked Sendable
{
    @inlinable
    override init(observer: AnyObserver<Result>, state: consuming State, subscriptions: consuming Subscriptions) {
        super.init(observer: observer, state: state, subscriptions: subscriptions)
    }

    @usableFromInline
    override final func disposeResources() {
        if deferDisposalWhileStarting() { return }
        disposeSubscriptions()
    }

    /// Source `index` completed: records it in `completed`, disposes its subscription in the order `disposingFirst`
    /// gives, and returns whether the whole completes now, as ``CombiningRules`` says (for the collection and pack
    /// sinks, whose states differ; the generated ones use ``CombiningNSinkBase/sourceCompleted(_:)``). The caller
    /// forwards the completion once its access to `completed` has ended. Called by the holder of the input role.
    @inlinable
    final func completeSource<Sources: CompletedSources>(
        _ index: Int,
        disposingFirst: Bool,
        in completed: inout Sources
    ) -> Bool {
        CombiningRules.completes(
            afterSource: index,
            disposing: { disposeSubscription(at: index) },
            disposingFirst: disposingFirst,
            in: &completed
        )
    }

    /// Every source is subscribed: carries out a disposal that came due meanwhile.
    @inlinable
    final func subscribed() {
        if finishStarting() { disposeSubscriptions() }
    }

    /// Sends what `combine` returns, or ends with the error it throws.
    @inlinable
    final func emit(_ combine: () throws -> Result) {
        do {
            forwardNext(try combine())
        } catch {
            forwardTerminal(.error(error))
        }
    }
}

/// The role-owned state of a sink of 3 to 8 sources (``CombiningNSinkBase``): the sources' latest or queued elements,
/// in a generated struct of typed stored properties (`CombineLatest3Elements`, `Zip3Elements`, ...), and the sources
/// that completed.
@usableFromInline
struct CombiningNState<Elements> {
    /// The sink's elements, one stored property (or queue) per source.
    @usableFromInline var elements: Elements
    /// The sources that completed, as ``CombiningRules`` reads them.
    @usableFromInline var completedSources: CompletedSourceBits

    @inlinable
    init(elements: Elements, arity: Int) {
        self.elements = elements
        completedSources = CompletedSourceBits(arity: arity)
    }
}

/// A ``CombiningSinkBase`` whose state is ``CombiningNState``, with the sources' ends kept as bits, and whose
/// subscriptions are held inline (`Slots`, a tuple of one ``SourceSubscription/Storage`` per source, in
/// ``InlineSourceSubscriptions``): the base class of the generated sinks of 3 to 8 sources, whose `Input` is their
/// arity's input enum, whose `Elements` their typed elements and whose `Slots` their arity's tuple. The sink is the
/// only allocation a subscription makes.
///
/// Each generated sink keeps its sources' latest or queued elements in typed stored properties, so that no element is
/// boxed, cast back or looked up in the runtime's generic metadata (``CombineSink``, which runs unspecialised, looks
/// up the metadata of the pack of elements it passes to the selector). They end by ``CombiningRules``, as every form
/// does, so the events and the subscription logs are the same; as for every form
/// of a fixed number of sources, a source's own subscription is disposed before its end goes on.
///
/// The state, the sources' ends included, is owned by the holder of the input role (template 3, see
/// ``InputSerializingSink``), which calls ``sourceCompleted(_:)`` and ``completeIfUncombinable(_:_:)``.
@usableFromInline
// Unchecked: as `CombiningSinkBase`.
class CombiningNSinkBase<Input, Elements, Result, Slots>: CombiningSinkBase<
    Result, Input, CombiningNState<Elements>, InlineSourceSubscriptions<Slots>
>, @unchecked Sendable
{
    /// A sink whose sources' subscriptions are `slots`, one ``SourceSubscription/make()`` per source.
    @inlinable
    init(observer: AnyObserver<Result>, elements: Elements, slots: consuming Slots) {
        let arity = InlineSourceSubscriptions<Slots>.slotCount
        super.init(
            observer: observer,
            state: CombiningNState(elements: elements, arity: arity),
            subscriptions: InlineSourceSubscriptions(slots)
        )
    }

    /// Source `index` completed: disposes its subscription, and completes if ``CombiningRules`` says so. Called by
    /// the holder of the input role.
    @inlinable
    final func sourceCompleted(_ index: Int) {
        disposeSubscription(at: index)
        if CombiningRules.completes(afterSource: index, in: &state.completedSources) { forwardTerminal(.completed) }
    }

    /// Source `index` emitted, and no combination could be made: completes if ``CombiningRules`` says none can ever
    /// be made for `form`. Called by the holder of the input role.
    @inlinable
    final func completeIfUncombinable(_ index: Int, _ form: CombiningRules.Form) {
        if CombiningRules.completes(withoutCombining: index, form, state.completedSources) {
            forwardTerminal(.completed)
        }
    }
}

/// The protocol of the input enums of the generated sinks (`CombiningInput3` to `CombiningInput8`): besides one case per source's element, the end of a source (counted from 0)
/// and an error. The enums' cases witness these requirements.
@usableFromInline
protocol CombiningNInput {
    static func completed(_ index: Int) -> Self
    static func failed(_ error: Swift.Error) -> Self
}

/// The protocol the generated sinks of 3 to 8 sources conform to beside ``CombiningNSinkBase``: its extension turns
/// their sources' events into inputs and serialises them, and (generated, one per arity, for both operators)
/// subscribes the sources; each sink applies the inputs.
@usableFromInline
protocol CombiningNInputApplying: AnyObject {
    associatedtype Input: CombiningNInput

    /// Applies one input; called by the holder of the input role only.
    func apply(_ input: Input)

    // Implemented once, by ``InputSerializingSink``, ``InputSerializingSourcesSink`` and ``CombiningSinkBase``.

    func serialize(_ input: Input, _ apply: (Input) -> Void)
    func attach(_ subscription: Disposable, at index: Int)
    func disposeSubscription(at index: Int)
    func subscribed()
}

extension CombiningNInputApplying {
    // Out of line, with the serialiser inlined into it so that `apply` is called directly (see
    // `Combining2InputApplying`).
    @inlinable @inline(never)
    func receive(_ input: Input) {
        serialize(input) { apply($0) }
    }

    /// Turns an event of source `index` into an input; `element` wraps its elements.
    @inlinable
    func receive<Element>(_ event: Event<Element>, _ index: Int, _ element: (Element) -> Input) {
        switch event {
        case .next(let value): receive(element(value))
        case .error(let error):
            // As in RxSwift, a failing source's own subscription is disposed before the error goes on.
            disposeSubscription(at: index)
            receive(.failed(error))
        case .completed: receive(.completed(index))
        }
    }
}
