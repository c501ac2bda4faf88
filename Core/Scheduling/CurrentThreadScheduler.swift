// SPDX-License-Identifier: MIT
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A scheduler that queues work on the current thread: the trampoline.
///
/// The first action scheduled on a thread runs immediately; actions scheduled while it runs (including
/// recursive ones) are queued and run, in order, after it returns. Every subscription runs on this trampoline,
/// so long synchronous chains (recursive scheduling, `concat` of many sequences) run as a loop instead of
/// growing the stack.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// `true` when no trampoline runs on this thread, so a scheduled action would run at once.
    public static var isScheduleRequired: Bool {
        Trampoline.withCurrent { unsafe !$0.isRunning }
    }

    /// Runs `action(state)` now if no trampoline runs on this thread, else queues it.
    ///
    /// - Returns: A disposable that removes a queued action, or the action's own disposable when it ran at once.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        Trampoline.withCurrent { trampoline in
            if unsafe trampoline.isRunning {
                let item = ScheduledItem(state: state, action: action)
                unsafe trampoline.queue.append(item)
                return item
            }
            return trampoline.run { action(state) }
        }
    }

    /// Runs `body` on this thread's trampoline, starting one if none runs.
    @usableFromInline
    static func trampoline(_ body: () -> Disposable) -> Disposable {
        // Every producer of a chain asks, so the common answer (already running) costs one read of the thread's slot
        // and no retain (see `withCurrent`).
        // Unsafe: as `withCurrent`'s, whose steps this repeats by hand: written through it, this path took about 11
        // more instructions a subscription (`catch`, `amb`, `single-zip`).
        if let existing = unsafe pthread_getspecific(trampolineKey) {
            return unsafe Unmanaged<Trampoline>.fromOpaque(existing)._withUnsafeGuaranteedRef { trampoline in
                unsafe trampoline.isRunning ? body() : trampoline.run(body)
            }
        }
        return Trampoline.makeCurrent().run(body)
    }
}

/// Work on the queue of ``CurrentThreadScheduler``: a ``ScheduledItem`` (an action scheduled through the public API),
/// or an object queued again after each of its steps, as a recursive source's sink is (`RecursiveSourceSink`), so
/// that a step costs no allocation.
@usableFromInline
protocol TrampolineItem: AnyObject {
    /// Runs the work; called once each time the item was queued, on the thread whose trampoline it was queued on.
    ///
    /// - Returns: `true` to be queued again, at the end of the queue, as scheduling itself before returning would
    ///   (without looking the thread's trampoline up again).
    func invoke() -> Bool
}

extension CurrentThreadScheduler {
    /// Runs `item.invoke()` now if no trampoline runs on this thread (starting one, which then runs what the item
    /// queues), else queues it: what ``schedule(_:action:)`` does with an action, without a ``ScheduledItem``, for an
    /// item that knows itself whether it was disposed meanwhile.
    static func schedule(_ item: any TrampolineItem) {
        Trampoline.withCurrent { trampoline in
            if unsafe trampoline.isRunning {
                unsafe trampoline.queue.append(item)
                return
            }
            _ = trampoline.run {
                if item.invoke() { unsafe trampoline.queue.append(item) }
                return NopDisposable()
            }
        }
    }
}

/// The per-thread queue of ``CurrentThreadScheduler``.
private final class Trampoline {
    // Unsafe: one per thread and touched only by its thread, and no access spans a call that could reach it again:
    // the run-time exclusivity checks would cost every subscription without ever finding anything.
    @exclusivity(unchecked) var isRunning = false
    @exclusivity(unchecked) var queue: [any TrampolineItem] = []

    func run(_ body: () -> Disposable) -> Disposable {
        unsafe isRunning = true
        defer { unsafe isRunning = false }
        let disposable = body()
        var index = 0
        while unsafe index < queue.count {
            let item = unsafe queue[index]
            index += 1
            if item.invoke() { unsafe queue.append(item) }
            if unsafe index >= 1024 && index * 2 >= queue.count {
                unsafe queue.removeFirst(index)
                index = 0
            }
        }
        // Nothing was queued in most runs (a subscription's start): leave the empty queue as it is.
        if unsafe !queue.isEmpty { unsafe queue.removeAll(keepingCapacity: queue.capacity <= 1024) }
        return disposable
    }

    /// Calls `body` with this thread's trampoline, made on the thread's first call: the one place the thread's slot
    /// is read.
    @inline(__always)
    static func withCurrent<Result>(_ body: (Trampoline) -> Result) -> Result {
        // Unsafe: the thread-specific slot holds a raw pointer, to the trampoline it retains until the thread ends; so
        // `body` borrows it from the slot without a retain of its own.
        if let existing = unsafe pthread_getspecific(trampolineKey) {
            return unsafe Unmanaged<Trampoline>.fromOpaque(existing)._withUnsafeGuaranteedRef(body)
        }
        return body(makeCurrent())
    }

    /// Makes this thread's trampoline and stores it in the thread's slot: once per thread, so out of line.
    @inline(never)
    static func makeCurrent() -> Trampoline {
        let created = Trampoline()
        // Unsafe: the slot takes one retain, which the key's destructor gives back when the thread ends.
        unsafe pthread_setspecific(trampolineKey, Unmanaged.passRetained(created).toOpaque())
        return created
    }
}

private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    // Unsafe: the destructor gives back the retain `Trampoline.makeCurrent` stored, once, as its thread ends.
    let status = unsafe pthread_key_create(&key) { pointer in
        #if canImport(Darwin)
            unsafe Unmanaged<AnyObject>.fromOpaque(pointer).release()
        #else
            if let pointer = unsafe pointer { unsafe Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        #endif
    }
    precondition(status == 0, "CurrentThreadScheduler: pthread_key_create failed with \(status).")
    return key
}()
