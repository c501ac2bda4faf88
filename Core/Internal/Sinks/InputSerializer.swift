// SPDX-License-Identifier: MIT
/// Template 3, several inputs serialised: serialises the inputs of a sink that keeps state between events, so that
/// whoever holds the emitter role applies inputs, one at a time, and the state needs no lock.
///
/// **When to use it.** Several sources (or a source and a timer) feed state that every input reads and writes, and
/// what goes downstream is computed from that state: `combineLatest` and `zip` (the latest or queued elements of
/// each source), `buffer(timeSpan:count:scheduler:)` and `window(timeSpan:count:scheduler:)` (the open group and
/// its timer's generation). Template 2, ``SerializingSink``, would need a lock around that state plus its own
/// serialisation of the output; here the state and the output are both owned by the role holder.
///
/// **Shape.** The sink stores `var inputs = InputSerializer<Input>()` (as a `final nonisolated(unsafe)` property,
/// like the synchronization layer's primitives), with an `Input` enum naming everything that can happen (an element
/// or the end of each source, a timer's tick). Each source's observer turns its events into inputs and calls
/// `receive(_:)`, which calls ``receive(_:_:_:_:)``; `apply(_:)` switches over the input, updates the state held in
/// plain stored properties (owned by the role holder, so marked `@exclusivity(unchecked) nonisolated(unsafe)`) and
/// sends downstream with `forwardNext`/`forwardTerminal` directly: only the role holder ever calls them.
///
/// ```swift
/// func receive(_ input: Input) {
///     InputSerializer.receive(&inputs.role, &inputs.queue, input) { apply($0) }
/// }
/// func apply(_ input: Input) {
///     switch input {
///     case .first(let element): first = element; if let second { emit(element, second) }
///     ...
///     }
/// }
/// ```
///
/// **Model operators.** `combineLatest` of two sources (`CombineLatest2Sink`, with the two-source plumbing in
/// `Combining2InputApplying`), and ``TimeCountSink``, the base of the timed `buffer` and `window`. An operator's sink
/// derives from ``InputSerializingSink``, which stores the serializer and the role-owned state once, so that the
/// operator's code needs no `unsafe` (every `combineLatest` and `zip` sink does).
///
/// With no input being applied, `receive` takes the role with one compare-and-exchange, applies the input and gives
/// the role back with another. An input arriving while another thread (or a reentrant call) applies one is queued
/// under a lock and applied, in arrival order, by the role holder before it lets go. Compared with a lock around the
/// state plus ``SerializingSink`` for the output, an uncontended input costs two atomic operations instead of four.
///
/// Stored in the sink (`var inputs = InputSerializer<Input>()`) and used through its address, as the
/// synchronization layer's primitives are: `InputSerializer.receive(&inputs.role, &inputs.queue, input) { … }`.
@usableFromInline
package struct InputSerializer<Input>: ~Copyable {
    @usableFromInline var role = EmitterRole.make()
    // The queue of inputs that arrived while the role was taken, created by the first input that finds the role
    // taken: most subscriptions never need it, and creating it up front cost one allocation per subscription.
    @usableFromInline var queue = RxOnceReference()

    @inlinable
    package init() {}

    deinit {
        queue.destroy()
    }

    /// Applies `input` with `apply` now, or queues it for the role holder.
    ///
    /// - Parameters:
    ///   - role: The address of the serializer's ``role``.
    ///   - queue: The address of the serializer's ``queue``.
    ///   - input: The input to apply.
    ///   - apply: Applies one input; called only by the role holder, so never concurrently and never reentrantly.
    @inlinable
    package static func receive(
        _ role: UnsafePointer<RxAtomic<Int>>,
        _ queue: UnsafePointer<RxOnceReference>,
        _ input: Input,
        _ apply: (Input) -> Void
    ) {
        if unsafe !EmitterRole.claimIfIdle(role) {
            let claimed = unsafe RxOnceReference.get(queue) { Locked<[Input]>([]) }.withLock { queue -> Bool in
                if unsafe EmitterRole.claim(role) { return true }
                queue.append(input)
                return false
            }
            guard claimed else { return }
        }
        apply(input)
        unsafe releaseOrApplyQueued(role, queue, apply)
    }

    /// Like ``receive(_:_:_:_:)``, for an input its own thread applies as it is, with `applyOwn`, and that is turned
    /// into an `Input` with `box` only when it has to be queued for the role holder (another thread, or a reentrant
    /// call, applies one): so an input that costs to convert (an element boxed into `Any`) costs nothing more on the
    /// uncontended path. The queued inputs are applied with `apply`, in the order they were accepted.
    ///
    /// Always inlined, so that `applyOwn`, `box` and `apply` are inlined into it where the caller is unspecialised
    /// generic code (the pack forms of `combineLatest` and `zip`).
    @inlinable @inline(__always)
    package static func receive<Own>(
        _ role: UnsafePointer<RxAtomic<Int>>,
        _ queue: UnsafePointer<RxOnceReference>,
        own input: Own,
        boxing box: (Own) -> Input,
        _ applyOwn: (Own) -> Void,
        _ apply: (Input) -> Void
    ) {
        if unsafe !EmitterRole.claimIfIdle(role) {
            let claimed = unsafe RxOnceReference.get(queue) { Locked<[Input]>([]) }.withLock { queue -> Bool in
                if unsafe EmitterRole.claim(role) { return true }
                queue.append(box(input))
                return false
            }
            guard claimed else { return }
        }
        applyOwn(input)
        unsafe releaseOrApplyQueued(role, queue, apply)
    }

    /// The role holder has applied its input: gives the role back, first applying, in order, the inputs queued
    /// meanwhile.
    @inlinable @inline(__always)
    static func releaseOrApplyQueued(
        _ role: UnsafePointer<RxAtomic<Int>>,
        _ queue: UnsafePointer<RxOnceReference>,
        _ apply: (Input) -> Void
    ) {
        while unsafe !EmitterRole.release(role) {
            let inputs = unsafe RxOnceReference.get(queue) { Locked<[Input]>([]) }.withLock { queue -> [Input] in
                unsafe EmitterRole.resume(role)
                var taken: [Input] = []
                swap(&taken, &queue)
                return taken
            }
            for input in inputs { apply(input) }
        }
    }
}
