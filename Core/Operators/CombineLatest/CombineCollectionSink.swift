// SPDX-License-Identifier: MIT
/// The sink of `combineLatest` and `zip` of a collection: any number of sources of one element type, whose latest
/// elements (`combineLatest`) or queued ones (`zip`) it keeps typed, so that no element is boxed or cast back.
///
/// Each source's elements (``CombineCollectionSlot``) sit beside its subscription, in one buffer (``SourceSlots``),
/// and the first source's observer captures only the sink: a subscription allocates the sink, that buffer and an
/// observer object per source after the first (``CombineCollectionSource``), n + 1 objects for n sources, where an
/// array of the elements and the first source's object took two more.
///
/// Every source event is an input of an ``InputSerializer`` (template 3): whoever holds its role applies the inputs one
/// at a time, updates the state, runs the result selector and delivers, all outside any lock, so every combination
/// goes out in the order its inputs were applied. When the whole ends, and whether a source's own subscription is
/// disposed before its end goes on, is ``CombiningRules``' business; the subscriptions, the start phase and sending a
/// combination are ``CombiningSinkBase``'s.
///
/// The array the selector receives is the sink's own, updated in place: once the selector returned nothing else holds
/// it, so no element allocates (a selector that keeps the array makes the next update copy it).
///
/// As RxSwift's collection sinks, it disposes a failing source, and the last one to complete, after the end goes on
/// (``CombiningRules/disposesEndedSourceFirst(isCollection:)``), and `zip` completes at an element that can never be
/// paired (``CombiningRules/Form/zipCollection``).
@usableFromInline
// Unchecked: the state is owned by the holder of the input role (see `InputSerializingSink`); the rest is immutable.
final class CombineCollectionSink<SourceElement, Result>: CombiningSinkBase<
    Result, (event: Event<SourceElement>, index: Int), CombineCollectionState<SourceElement>,
    SourceSlots<CombineCollectionSlot<SourceElement>>
>, @unchecked Sendable
{
    /// An event of the source at `index`.
    @usableFromInline typealias Input = (event: Event<SourceElement>, index: Int)

    @usableFromInline let resultSelector: ([SourceElement]) throws -> Result
    /// Each source's subscription and elements; the elements are role-owned, as ``state`` is.
    @usableFromInline let slots: SourceSlotList<CombineCollectionSlot<SourceElement>>
    @usableFromInline let form: CombiningRules.Form
    /// Whether a source's own subscription is disposed before its end goes on (never, for a collection form: a
    /// failing source's and the last completing one's go after it), as ``CombiningRules`` says.
    @usableFromInline let disposesEndedSourceFirst = CombiningRules.disposesEndedSourceFirst(isCollection: true)

    @inlinable
    init(
        observer: AnyObserver<Result>,
        form: CombiningRules.Form,
        arity: Int,
        resultSelector: @escaping ([SourceElement]) throws -> Result
    ) {
        self.resultSelector = resultSelector
        self.form = form
        let slots = SourceSlotList.make(count: arity, payload: CombineCollectionSlot<SourceElement>())
        self.slots = slots
        super.init(
            observer: observer,
            state: CombineCollectionState(arity: arity),
            subscriptions: SourceSlots(slots)
        )
    }

    /// Subscribes to the sources, in order.
    @inlinable
    func start(_ sources: [Observable<SourceElement>]) {
        for (index, source) in sources.enumerated() {
            // The first source's index goes without saying: its observer's closures capture only the sink, which Swift
            // passes as their context, so that source costs no object of its own.
            let observer =
                index == 0
                ? AnyObserver(next: { [self] in receive(.next($0), 0) }, event: { [self] in receive($0, 0) })
                : CombineCollectionSource(sink: self, index: index).observer
            attach(source._subscribe(observer), at: index)
        }
        subscribed()
        if arity == 0 {
            // No source: `combineLatest` emits the selector of no elements, then completes (unless the selector threw:
            // the error ended it); `zip` completes.
            if case .combineLatest = form { emit { try resultSelector([]) } }
            forwardTerminal(.completed)
        }
    }

    /// Receives an event of the source at `index`: applied now, or by the thread applying another input.
    // Out of line, with the serializer inlined into it so that `apply` is called directly (see
    // `Combining2InputApplying`).
    @inlinable @inline(never)
    final func receive(_ event: Event<SourceElement>, _ index: Int) {
        if case .error = event, disposesEndedSourceFirst { disposeSubscription(at: index) }
        serialize((event: event, index: index)) { input in apply(input.event, input.index) }
    }

    /// Applies one input; called by the holder of the role of `inputs` only.
    @inlinable
    final func apply(_ event: Event<SourceElement>, _ index: Int) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            if case .combineLatest = form {
                applyLatest(element, index)
            } else {
                applyZipped(element, index)
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            if completeSource(index, disposingFirst: disposesEndedSourceFirst, in: &state.completed) {
                forwardTerminal(.completed)
            }
        }
    }

    @inlinable
    final func applyLatest(_ element: SourceElement, _ index: Int) {
        if state.valueCount == arity {
            state.combined[index] = element
        } else {
            let isFirst = slots.withPayload(at: index) { slot in
                defer { slot.latest = element }
                return slot.latest == nil
            }
            if isFirst { state.valueCount += 1 }
            guard state.valueCount == arity else { return completeIfUncombinable(index) }
            // Every source has an element: from now on `combined` holds them, moved out of the slots, and is updated
            // in place.
            state.combined.reserveCapacity(arity)
            for source in 0..<arity {
                state.combined.append(slots.withPayload(at: source) { $0.latest.take()! })
            }
        }
        emit { try resultSelector(state.combined) }
    }

    @inlinable
    final func applyZipped(_ element: SourceElement, _ index: Int) {
        let wasEmpty = slots.withPayload(at: index) { slot in
            defer { slot.queue.append(element) }
            return slot.queue.isEmpty
        }
        if wasEmpty { state.valueCount += 1 }
        guard state.valueCount == arity else { return completeIfUncombinable(index) }
        state.combined.removeAll(keepingCapacity: true)
        for source in 0..<arity {
            let (first, isDrained) = slots.withPayload(at: source) { slot in
                let first = slot.queue.removeFirst()
                return (first, slot.queue.isEmpty)
            }
            state.combined.append(first)
            if isDrained { state.valueCount -= 1 }
        }
        emit { try resultSelector(state.combined) }
    }

    /// No result yet for the element of the source at `index`: completes if ``CombiningRules`` says none can ever
    /// come.
    @inlinable
    final func completeIfUncombinable(_ index: Int) {
        if CombiningRules.completes(withoutCombining: index, form, state.completed) {
            forwardTerminal(.completed)
        }
    }
}

/// The role-owned state of a ``CombineCollectionSink``, read and written by the holder of its input role only
/// (beside it, each source's ``CombineCollectionSlot``).
@usableFromInline
struct CombineCollectionState<SourceElement> {
    /// The elements passed to the selector: `combineLatest`'s latest ones once every source has one, updated in place;
    /// `zip`'s, emptied and refilled for each combination.
    @usableFromInline var combined: [SourceElement] = []
    /// `combineLatest`: the sources that have an element; `zip`: the sources with an element queued.
    @usableFromInline var valueCount = 0
    /// The sources that completed, as ``CombiningRules`` reads them.
    @usableFromInline var completed: CompletedSourceFlags

    @inlinable
    init(arity: Int) {
        completed = CompletedSourceFlags(arity: arity)
    }
}

/// One source's elements in a ``CombineCollectionSink``, kept beside its subscription (``SourceSlots``), owned by the
/// holder of the sink's input role. One of the two is used, as the form says.
@usableFromInline
struct CombineCollectionSlot<SourceElement> {
    /// `combineLatest`: the source's latest element, until every source has one; then the sink's `combined` holds it.
    @usableFromInline var latest: SourceElement?
    /// `zip`: the source's elements not yet zipped.
    @usableFromInline var queue: [SourceElement]

    /// A slot with no element.
    @inlinable
    init() {
        latest = nil
        queue = []
    }
}

/// One source of a ``CombineCollectionSink``: tags its events with the source's index, the per-source entry point
/// into the sink (as ``AmbSource`` is into `amb`'s).
///
/// One object per source after the first (whose observer captures only the sink), whose observer's closures capture
/// only it; closures capturing the sink and the index would cost a context each.
@usableFromInline
// Unchecked: immutable.
final class CombineCollectionSource<SourceElement, Result>: @unchecked Sendable {
    @usableFromInline let sink: CombineCollectionSink<SourceElement, Result>
    @usableFromInline let index: Int

    @inlinable
    init(sink: CombineCollectionSink<SourceElement, Result>, index: Int) {
        self.sink = sink
        self.index = index
    }

    @inlinable
    var observer: AnyObserver<SourceElement> {
        AnyObserver(next: { [self] in sink.receive(.next($0), index) }, event: { [self] in sink.receive($0, index) })
    }
}
