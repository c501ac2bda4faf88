/// Serialises the inputs of a sink that keeps state between events: whoever holds the emitter role applies
/// inputs, one at a time, so the state needs no lock.
///
/// With no input being applied, `receive` takes the role with one compare-and-exchange, applies the input and gives
/// the role back with another. An input arriving while another thread (or a reentrant call) applies one is queued
/// under a lock and applied, in arrival order, by the role holder before it lets go. Compared with a lock around the
/// state plus ``SerializingSink`` for the output, an uncontended input costs two atomic operations instead of four.
@usableFromInline
package struct InputSerializer<Input>: ~Copyable, Sendable {
    @usableFromInline let role = EmitterRole()
    // The inputs that arrived while the role was taken.
    @usableFromInline let queue = Locked<[Input]>([])

    @inlinable
    package init() {}

    /// Applies `input` with `apply` now, or queues it for the role holder.
    ///
    /// - Parameters:
    ///   - input: The input to apply.
    ///   - apply: Applies one input; called only by the role holder, so never concurrently and never reentrantly.
    @inlinable
    package func receive(_ input: Input, _ apply: (Input) -> Void) {
        if !role.claimIfIdle() {
            let claimed = queue.withLock { queue -> Bool in
                if role.claim() { return true }
                queue.append(input)
                return false
            }
            guard claimed else { return }
        }
        apply(input)
        while !role.release() {
            let inputs = queue.withLock { queue -> [Input] in
                role.resume()
                var taken: [Input] = []
                swap(&taken, &queue)
                return taken
            }
            for input in inputs { apply(input) }
        }
    }
}
