import Glibc

/// Threads that draw bands of rows alongside the calling thread (see ``RowBands``). They are started on first use and
/// then sleep on a condition variable until the next job: no timer, so an idle app never wakes for them (a dispatch
/// pool's idle worker wakes once a second). One job at a time (a second thread's job meanwhile is drawn on that
/// thread alone); the caller draws bands too and returns when every band is drawn.
///
/// Unchecked `Sendable`: every field is guarded by the mutex, except the boxes holding the mutex and the conditions,
/// which every thread only reads (they are never closed); the job's closure is only called while the caller waits in
/// ``run(_:count:)``.
final class BandWorkers: @unchecked Sendable {
    /// The workers every compositor shares: one fewer than the default thread count.
    static let shared = BandWorkers(count: RowBands.defaultThreadCount - 1)

    /// The number of worker threads (besides the caller).
    let count: Int
    // The mutex and the two conditions live at fixed addresses in audited boxes (`CObjectBox`), made once: the shared
    // workers live as long as the process.
    private let mutex = CObjectBox(
        pthread_mutex_t(), setUp: { pthread_mutex_init($0, nil) }, tearDown: { pthread_mutex_destroy($0) })
    private let wake = CObjectBox(
        pthread_cond_t(), setUp: { pthread_cond_init($0, nil) }, tearDown: { pthread_cond_destroy($0) })
    private let done = CObjectBox(
        pthread_cond_t(), setUp: { pthread_cond_init($0, nil) }, tearDown: { pthread_cond_destroy($0) })
    private var started = false
    // The current job: its closure, its number of bands, the next band to take and the bands not finished yet.
    private var job: ((Int) -> Void)?
    private var bands = 0, next = 0, unfinished = 0

    private init(count: Int) {
        self.count = max(0, count)
    }

    /// Calls `body` with each band index in `0..<bands`, on the calling thread and the workers at once; returns when
    /// all calls have returned.
    func run(_ body: (Int) -> Void, count bands: Int) {
        // One band, no workers, or another thread's job running (compositors on two threads): draw here, alone.
        guard bands > 1, count > 0, claim() else {
            for k in 0..<max(0, bands) { body(k) }
            return
        }
        withoutActuallyEscaping(body) { body in
            startIfNeeded()
            job = body
            self.bands = bands
            next = 0
            unfinished = bands
            wake.with { pthread_cond_broadcast($0) }
            drawBands()
            while unfinished > 0 { wait(on: done) }
            job = nil
            unlock()
        }
    }

    /// Locks the mutex for a new job and returns true; returns false (unlocked) while another job is running.
    private func claim() -> Bool {
        lock()
        guard job == nil else {
            unlock()
            return false
        }
        return true
    }

    /// Takes and draws bands of the current job until none is left. Called with the mutex held; releases it around
    /// each band.
    private func drawBands() {
        while let body = job, next < bands {
            let band = next
            next += 1
            unlock()
            body(band)
            lock()
            unfinished -= 1
            if unfinished == 0 { done.with { pthread_cond_signal($0) } }
        }
    }

    /// A worker's life: sleep until there is a band to take, draw, repeat.
    private func work() {
        lock()
        while true {
            while job == nil || next >= bands { wait(on: wake) }
            drawBands()
        }
    }

    @inline(__always) private func lock() { mutex.with { pthread_mutex_lock($0) } }
    @inline(__always) private func unlock() { mutex.with { pthread_mutex_unlock($0) } }
    /// Waits on `condition`, releasing the mutex meanwhile (called with it held).
    @inline(__always) private func wait(on condition: CObjectBox<pthread_cond_t>) {
        condition.with { c in mutex.with { pthread_cond_wait(c, $0) } }
    }

    /// Starts the worker threads (detached; they live as long as the process). Called with the mutex held.
    private func startIfNeeded() {
        guard !started else { return }
        started = true
        for _ in 0..<count {
            var thread = pthread_t()
            let context = Unmanaged.passUnretained(self).toOpaque()
            guard
                pthread_create(
                    &thread, nil,
                    { context in
                        Unmanaged<BandWorkers>.fromOpaque(context!).takeUnretainedValue().work()
                        return nil
                    }, context) == 0
            else { continue }
            pthread_detach(thread)
        }
    }
}
