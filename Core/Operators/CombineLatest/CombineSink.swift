// SPDX-License-Identifier: MIT
/// The sink of the parameter-pack forms of `combineLatest` and `zip`, over any number of sources of any element types
/// (the collection forms have ``CombineCollectionSink``, the forms of two to eight sources typed sinks of their own).
///
/// Each source's elements are kept typed, in a slot of its own, an ``ElementRing`` (its latest element, or its queue of
/// elements for `zip`), made where the pack's element types are known; the sink itself knows none of them, and reaches
/// the slots only through `sendCombination`, a closure made in the pack's generic context that reads (or, for `zip`,
/// takes) one element of each slot, applies the result selector to them and sends the result. So nothing is boxed
/// into `Any` or cast back on the path of an element, and, as the pack forms are inlinable, that closure is
/// specialised where they are called with a known pack: the selector is called with the elements' own types, with no
/// look-up of the pack's metadata, and the result sent typed.
///
/// Every source event is an input of an ``InputSerializer``: whoever holds its role applies the inputs one at a
/// time, in the order they were accepted, updates the slots, runs the result selector and delivers, all outside any
/// lock. An element is applied typed by its own thread when it takes the role, and boxed into `Any` only when it has
/// to be queued (another thread, or a reentrant call, holds the role). So sources on several threads are safe, and
/// every combination goes out in the order its inputs were applied: each one is at least as new, source by source,
/// as the one before it. Each source's subscription is disposed when that source ends, as in RxSwift, and the
/// others' when the sink is disposed. When the whole ends is ``CombiningRules``' business; the subscriptions, the
/// start phase and sending a combination are ``CombiningSinkBase``'s.
@usableFromInline
final class CombineSink<Result>: CombiningSinkBase<
    Result, CombinePackInput, CombinePackState, SourceSubscriptionBuffer
>, @unchecked Sendable
{
    // Unchecked: the slots' contents and the state belong to the holder of the input role (see
    // `InputSerializingSink`); the rest is immutable.

    /// What the sink does; when it ends is ``CombiningRules``' business. A pack of no sources emits the
    /// selector of no elements and completes (`combineLatest`), or just completes (`zip`).
    @usableFromInline typealias Mode = CombiningRules.Form

    /// An event of the source at `index`, queued while another input was being applied (an element boxed).
    typealias Input = CombinePackInput

    let mode: Mode
    /// Each source's element storage, in the order of the sources.
    @usableFromInline let slots: [AnyElementRing]
    /// How many sources there are, as ``CombiningSinkBase/arity``, kept here for the path of an element.
    private let sourceCount: Int
    /// Applies the result selector to one element of each slot, the latest (`combineLatest`) or the first queued,
    /// taken out of its queue (`zip`), and sends the result; or ends with the selector's error. Called by the holder of
    /// the input role only, with the sink.
    private let sendCombination: (CombineSink<Result>) -> Void

    /// Whether a source's own subscription is disposed before its end goes on: always, for the pack forms, as for
    /// every form of a fixed number of sources (see ``CombiningRules``).
    private let disposesEndedSourceFirst = CombiningRules.disposesEndedSourceFirst(isCollection: false)

    @usableFromInline
    init(
        observer: AnyObserver<Result>,
        mode: Mode,
        slots: [AnyElementRing],
        sendCombination: @escaping (CombineSink<Result>) -> Void
    ) {
        self.mode = mode
        self.slots = slots
        self.sourceCount = slots.count
        self.sendCombination = sendCombination
        super.init(
            observer: observer,
            state: CombinePackState(arity: slots.count),
            subscriptions: SourceSubscriptionBuffer(count: slots.count)
        )
    }

    /// Subscribes to the sources, in order, each through `subscribeSource[index](self, index)`.
    ///
    /// The loop goes by index: in this unspecialised code, a `for`-`in` over an array reads each element through a
    /// coroutine whose frame is allocated (one object per source).
    @usableFromInline
    func start(_ subscribeSource: [(CombineSink<Result>, Int) -> Disposable]) {
        for index in 0..<subscribeSource.count {
            attach(subscribeSource[index](self, index), at: index)
        }
        subscribed()
        if arity == 0 {
            startWithoutSources()
        }
    }

    /// No source: `combineLatest` of an empty collection emits the selector of no elements, then completes (unless
    /// the selector threw: the error ended it).
    private func startWithoutSources() {
        if case .combineLatest = mode { sendCombination(self) }
        forwardTerminal(.completed)
    }

    /// Whether the slots keep queues of elements (`zip`) rather than the latest one (`combineLatest`).
    var queuesElements: Bool {
        if case .combineLatest = mode { return false }
        return true
    }

    /// Receives the end of the source at `index`: applied now, or by the thread applying another input.
    func on(_ event: Event<Any>, index: Int) {
        if case .error = event, disposesEndedSourceFirst { disposeSubscription(at: index) }
        serialize((event: event, index: index)) { input in apply(input.event, index: input.index) }
    }

    /// Applies one queued input; called by the holder of the role of `inputs` only.
    func apply(_ event: Event<Any>, index: Int) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            next(index, filledSlot: slots[index].store(boxed: element, queueing: queuesElements))
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            if completeSource(index, disposingFirst: disposesEndedSourceFirst, in: &state.completed) {
                forwardTerminal(.completed)
            }
        }
    }

    /// The slot of the source at `index` has just received an element (`filledSlot`: it held none before);
    /// combines, if every slot holds one. Called by the holder of the role of `inputs` only.
    func next(_ index: Int, filledSlot: Bool) {
        if filledSlot { state.valueCount += 1 }
        guard state.valueCount == sourceCount else { return completeIfUncombinable(index) }
        sendCombination(self)
    }

    /// Ends with the selector's error. Out of line: where `sendCombination` runs unspecialised (its caller's pack is not
    /// known), an `Event` of the result made in it would look up its type's metadata on every combination.
    @usableFromInline @inline(never)
    func fail(_ error: Swift.Error) {
        forwardTerminal(.error(error))
    }

    /// The selector has taken an element of each queue (`zip`): those left empty no longer count. Called by
    /// `sendCombination`, before it sends the result.
    @usableFromInline
    func recountQueues() {
        var count = 0
        for slot in slots where slot.count > 0 { count += 1 }
        state.valueCount = count
    }

    /// No result yet for the element of the source at `index`: completes if ``CombiningRules`` says none can ever
    /// come. Out of line, as ``fail(_:)``.
    @inline(never)
    private func completeIfUncombinable(_ index: Int) {
        if CombiningRules.completes(withoutCombining: index, mode, state.completed) { complete() }
    }

    /// Completes. Out of line: the sink's code, unspecialised, looks up the metadata of an `Event` of the result
    /// wherever it makes one, and `completeIfUncombinable(_:)` did it for every element that made no combination,
    /// although it completes only once (about 320 instructions an element of `zip`).
    @inline(never)
    private func complete() {
        forwardTerminal(.completed)
    }
}

/// An event of the source at `index` of a ``CombineSink``, queued while another input was being applied (an element
/// boxed).
@usableFromInline
typealias CombinePackInput = (event: Event<Any>, index: Int)

/// The role-owned state of a ``CombineSink``, read and written by the holder of its input role only.
@usableFromInline
struct CombinePackState {
    /// `combineLatest`: the sources that have an element; `zip`: the sources with an element queued.
    var valueCount = 0
    /// The sources that completed, as ``CombiningRules`` reads them.
    var completed: CompletedSourceFlags

    init(arity: Int) {
        completed = CompletedSourceFlags(arity: arity)
    }
}

/// One source of a ``CombineSink``: applies its elements to its typed slot when its thread takes the sink's input
/// role, and boxes them only to queue them; tags its events with the source's index. The per-source entry point
/// into the sink (as ``AmbSource`` is into `amb`'s).
///
/// One object per source, whose observer's closures capture only it; closures capturing the sink, the slot and the
/// index would cost a context each.
// Unchecked: immutable.
final class CombineSinkInput<SourceElement, Element>: @unchecked Sendable {
    private let sink: CombineSink<Element>
    private let storage: ElementRing<SourceElement>
    private let index: Int
    private let queueing: Bool

    init(sink: CombineSink<Element>, storage: ElementRing<SourceElement>, index: Int) {
        self.sink = sink
        self.storage = storage
        self.index = index
        self.queueing = sink.queuesElements
    }

    var observer: AnyObserver<SourceElement> {
        AnyObserver(next: { [self] in next($0) }, event: { [self] in on($0) })
    }

    private func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element): next(element)
        case .error(let error): sink.on(.error(error), index: index)
        case .completed: sink.on(.completed, index: index)
        }
    }

    private func next(_ element: SourceElement) {
        sink.serialize(
            own: element,
            boxing: { [index] in (event: .next($0 as Any), index: index) },
            { element in
                guard !sink.isDisposed else { return }
                let filled = queueing ? storage.enqueue(element) : storage.storeLatest(element)
                sink.next(index, filledSlot: filled)
            },
            { input in sink.apply(input.event, index: input.index) }
        )
    }
}
