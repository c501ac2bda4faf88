// SPDX-License-Identifier: MIT
/// Serialises the inputs of a sink that keeps state between events: whoever holds the emitter role applies
/// inputs, one at a time, so the state needs no lock.
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
        if !EmitterRole.claimIfIdle(role) {
            let claimed = RxOnceReference.get(queue) { Locked<[Input]>([]) }.withLock { queue -> Bool in
                if EmitterRole.claim(role) { return true }
                queue.append(input)
                return false
            }
            guard claimed else { return }
        }
        apply(input)
        while !EmitterRole.release(role) {
            let inputs = RxOnceReference.get(queue) { Locked<[Input]>([]) }.withLock { queue -> [Input] in
                EmitterRole.resume(role)
                var taken: [Input] = []
                swap(&taken, &queue)
                return taken
            }
            for input in inputs { apply(input) }
        }
    }
}
