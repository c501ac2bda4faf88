import Synchronization

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
    // The queue of inputs that arrived while the role was taken: a retained `Locked<[Input]>`, as the bits of its
    // address. Created by the first input that finds the role taken, 0 until then: most subscriptions never need it,
    // and creating it up front cost one allocation per subscription.
    @usableFromInline let queueBits = Atomic<UInt>(0)

    @inlinable
    package init() {}

    deinit {
        let bits = queueBits.load(ordering: .acquiring)
        if bits != 0 { Self.queue(at: bits).release() }
    }

    /// The queue, created by the first caller; two racing callers agree on one (the loser drops its own).
    @inlinable
    var queue: Locked<[Input]> {
        let bits = queueBits.load(ordering: .acquiring)
        if bits != 0 { return Self.queue(at: bits).takeUnretainedValue() }
        let created = Unmanaged.passRetained(Locked<[Input]>([]))
        let createdBits = UInt(bitPattern: created.toOpaque())
        let (exchanged, original) = queueBits.compareExchange(
            expected: 0,
            desired: createdBits,
            ordering: .acquiringAndReleasing
        )
        if exchanged { return created.takeUnretainedValue() }
        created.release()
        return Self.queue(at: original).takeUnretainedValue()
    }

    @inlinable
    static func queue(at bits: UInt) -> Unmanaged<Locked<[Input]>> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
    }

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
