//! The drawers: the threads the hub's refreshes run on, one a core, named
//! `drawer-N` (a profile tells their time from the commands'), a refresh
//! that panics costing no thread. Each may run at a lower priority than
//! the rest of the process ([`DRAWER_NICE`]): the scheduler then gives the
//! command layer the CPU first, and the changes a channel gets while its
//! refresh waits are drawn together, while an idle core still draws at
//! once. Measured (docs/performance.md, issue 49): at 10 it took
//! `bench-load --web --spectators 1` from about half the steps/s without
//! the table to 65-83 %, but made `bench-table`'s p99 worse (the table's
//! own games wait behind everything else), so it is 0 until drawing costs
//! less.

use std::panic::AssertUnwindSafe;
use std::sync::{mpsc, Arc, Mutex, PoisonError};

/// How much nicer than the process the drawers run (Linux: the thread's
/// nice value is raised by this, up to 19; elsewhere they run as any
/// thread). At 10 a drawer weighs about a tenth of a command's thread
/// when both want a core; 0 leaves them as any thread.
pub const DRAWER_NICE: i32 = 0;

/// A refresh to run.
type Job = Box<dyn FnOnce() + Send>;

/// The drawer threads; they end when this is dropped, each after the job
/// it runs.
pub struct Drawers {
    jobs: mpsc::Sender<Job>,
    count: usize,
}

impl Drawers {
    /// One drawer a core, [`DRAWER_NICE`] nicer than the process.
    pub fn start() -> Drawers {
        let count = std::thread::available_parallelism().map_or(2, |n| n.get());
        Drawers::with(count, DRAWER_NICE)
    }

    /// `count` drawers (at least one), `nice` nicer than the process.
    pub fn with(count: usize, nice: i32) -> Drawers {
        let count = count.max(1);
        let (jobs, rx) = mpsc::channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..count {
            let rx = rx.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("drawer-{i}"))
                .spawn(move || {
                    if nice > 0 {
                        lower_priority(nice);
                    }
                    loop {
                        let job = rx.lock().unwrap_or_else(PoisonError::into_inner).recv();
                        let Ok(job) = job else { break };
                        // A refresh that panicked has said so (its guard's
                        // drop); the drawer goes on with the next.
                        let _ = std::panic::catch_unwind(AssertUnwindSafe(job));
                    }
                });
            if let Err(e) = spawned {
                tracing::error!("could not start a drawer thread: {e}");
            }
        }
        Drawers { jobs, count }
    }

    /// How many jobs may run at once.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Run `job` on the first drawer free (the caller keeps at most
    /// [`Drawers::count`] running, so it waits for none).
    pub fn draw(&self, job: impl FnOnce() + Send + 'static) {
        let _ = self.jobs.send(Box::new(job));
    }
}

/// Make the calling thread `by` nicer (Linux: the nice value is a
/// thread's own); a failure leaves it as it was.
#[cfg(target_os = "linux")]
fn lower_priority(by: i32) {
    // SAFETY: plain calls on this thread's own id, no memory passed.
    unsafe {
        let tid = libc::gettid() as libc::id_t;
        // getpriority may rightly return -1: only errno tells an error.
        *libc::__errno_location() = 0;
        let now = libc::getpriority(libc::PRIO_PROCESS, tid);
        if now == -1 && *libc::__errno_location() != 0 {
            return;
        }
        libc::setpriority(libc::PRIO_PROCESS, tid, (now + by).min(19));
    }
}

#[cfg(not(target_os = "linux"))]
fn lower_priority(_by: i32) {}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::time::Duration;

    fn own_nice() -> i32 {
        // SAFETY: as in lower_priority.
        unsafe { libc::getpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t) }
    }

    #[test]
    fn drawers_run_nicer_than_their_caller_and_survive_a_panic() {
        // One drawer: the jobs after the panic run on the same thread.
        let drawers = Drawers::with(0, 5);
        assert_eq!(drawers.count(), 1);
        let (tx, rx) = mpsc::channel();
        drawers.draw(|| panic!("a refresh that fails"));
        for _ in 0..4 {
            let tx = tx.clone();
            drawers.draw(move || {
                let _ = tx.send(own_nice());
            });
        }
        let want = (own_nice() + 5).min(19);
        for _ in 0..4 {
            let nice = rx.recv_timeout(Duration::from_secs(10)).unwrap();
            assert_eq!(nice, want);
        }
    }
}
