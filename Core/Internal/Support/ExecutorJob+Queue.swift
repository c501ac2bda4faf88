// SPDX-License-Identifier: MIT
import Dispatch

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension SerialExecutor {
    /// Runs `job` on `queue`, after the work already queued, as a job of this executor: what `ActorScheduler` (in
    /// RxSchedulers) does with an actor's job.
    ///
    /// Here, in RxCore, rather than in RxSchedulers: the executor's unowned reference and the job's synchronous run
    /// are unsafe by the API's design, and the memory-safety check keeps unsafe code out of the Schedulers module
    /// (MemorySafety.md in the maintainer's guide).
    package func runLater(_ job: consuming ExecutorJob, on queue: DispatchQueue) {
        let job = UnownedJob(job)
        // Unsafe: the API of custom executors is unsafe by design (an unowned executor, a job run by hand). The
        // executor is `self`, held unowned: an actor whose executor it is must keep it alive (the documented use
        // keeps it in a static), as for any custom executor; the job runs once, on this queue, the executor's.
        let executor = unsafe asUnownedSerialExecutor()
        queue.async { unsafe job.runSynchronously(on: executor) }
    }
}
