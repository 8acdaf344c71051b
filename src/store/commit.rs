//! Group commit: many writers share one flush.
//!
//! A writer applies its change in memory, then calls [`GroupCommit::wait`],
//! which returns once a flush that *started after the call* has completed.
//! Whoever finds no flush running becomes the leader and flushes for
//! everyone waiting; the others sleep on a condition variable. So one fsync
//! makes the writes of many channels durable at once, and no caller returns
//! before its own write is on disk.

use std::sync::{Condvar, Mutex, PoisonError};

#[derive(Default)]
struct State {
    /// Generation of the last flush started (0 = none yet).
    started: u64,
    /// Generation of the last flush completed.
    completed: u64,
    /// Highest generation whose flush succeeded.
    ok_through: u64,
    /// The error of the last failed flush.
    last_error: Option<sled::Error>,
    flushing: bool,
    /// Writers that waited, and the time spent flushing (for load tests).
    waits: u64,
    flush_time: std::time::Duration,
    slow_flushes: u64,
}

/// How the group commit has done so far.
#[derive(Clone, Copy, Debug, Default)]
pub struct CommitStats {
    /// Flushes made.
    pub flushes: u64,
    /// Durable waits served (one per write call).
    pub waits: u64,
    /// Total time spent inside flushes.
    pub flush_time: std::time::Duration,
    /// Flushes that took over 2 ms.
    pub slow_flushes: u64,
}

#[derive(Default)]
pub(super) struct GroupCommit {
    state: Mutex<State>,
    done: Condvar,
}

impl GroupCommit {
    /// Return once everything written before this call is durable, using
    /// `flush` (which must make all earlier writes durable).
    pub(super) fn wait(&self, flush: impl Fn() -> sled::Result<usize>) -> sled::Result<()> {
        let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        st.waits += 1;
        // A flush already running may have started before our write.
        let target = st.started + 1;
        loop {
            if st.completed >= target {
                return if st.ok_through >= target {
                    Ok(())
                } else {
                    Err(st
                        .last_error
                        .clone()
                        .unwrap_or_else(|| sled::Error::Unsupported("flush failed".into())))
                };
            }
            if st.flushing {
                st = self.done.wait(st).unwrap_or_else(PoisonError::into_inner);
                continue;
            }
            st.flushing = true;
            st.started += 1;
            let generation = st.started;
            drop(st);
            let t0 = std::time::Instant::now();
            let result = flush();
            let took = t0.elapsed();
            crate::metrics::store_flushed(took);
            st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
            st.flush_time += took;
            st.slow_flushes += u64::from(took.as_micros() > 2000);
            st.flushing = false;
            st.completed = generation;
            match result {
                Ok(_) => st.ok_through = generation,
                Err(e) => st.last_error = Some(e),
            }
            self.done.notify_all();
        }
    }

    pub(super) fn stats(&self) -> CommitStats {
        let st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        CommitStats {
            flushes: st.completed,
            waits: st.waits,
            flush_time: st.flush_time,
            slow_flushes: st.slow_flushes,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};
    use std::sync::Arc;

    /// Each flush "persists" every write counted before it began; each
    /// writer checks its own write was persisted when `wait` returns.
    #[test]
    fn every_writer_returns_after_a_flush_covering_its_write() {
        let written = Arc::new(AtomicU64::new(0));
        let persisted = Arc::new(AtomicU64::new(0));
        let flushes = Arc::new(AtomicU64::new(0));
        let gc = Arc::new(GroupCommit::default());
        let threads: Vec<_> = (0..8)
            .map(|_| {
                let (written, persisted, flushes, gc) = (
                    written.clone(),
                    persisted.clone(),
                    flushes.clone(),
                    gc.clone(),
                );
                std::thread::spawn(move || {
                    for _ in 0..200 {
                        let mine = written.fetch_add(1, Ordering::SeqCst) + 1;
                        gc.wait(|| {
                            let upto = written.load(Ordering::SeqCst);
                            std::thread::sleep(std::time::Duration::from_micros(200));
                            persisted.fetch_max(upto, Ordering::SeqCst);
                            flushes.fetch_add(1, Ordering::SeqCst);
                            Ok(0)
                        })
                        .unwrap();
                        assert!(persisted.load(Ordering::SeqCst) >= mine);
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert!(flushes.load(Ordering::SeqCst) <= 1600);
    }

    #[test]
    fn writers_arriving_during_a_flush_share_the_next_one() {
        let gc = Arc::new(GroupCommit::default());
        let (release, blocked) = std::sync::mpsc::channel::<()>();
        let first = {
            let gc = gc.clone();
            std::thread::spawn(move || {
                gc.wait(|| {
                    blocked
                        .recv()
                        .map(|_| 0)
                        .map_err(|_| sled::Error::Unsupported("gone".into()))
                })
            })
        };
        while gc.stats().waits < 1 || !gc.state.lock().unwrap().flushing {
            std::thread::yield_now();
        }
        // Seven writers arrive while the first flush runs: it may have
        // started before their writes, so none of them may return on it.
        let others: Vec<_> = (0..7)
            .map(|_| {
                let gc = gc.clone();
                std::thread::spawn(move || gc.wait(|| Ok(0)))
            })
            .collect();
        while gc.stats().waits < 8 {
            std::thread::yield_now();
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        assert_eq!(gc.stats().flushes, 0, "nobody returned yet");
        release.send(()).unwrap();
        first.join().unwrap().unwrap();
        for t in others {
            t.join().unwrap().unwrap();
        }
        let stats = gc.stats();
        assert_eq!(
            (stats.flushes, stats.waits),
            (2, 8),
            "one flush for all seven"
        );
    }

    #[test]
    fn a_failed_flush_is_reported_to_its_waiters_and_the_next_one_recovers() {
        let gc = GroupCommit::default();
        let err = gc.wait(|| Err(sled::Error::Unsupported("disk full".into())));
        assert!(err.unwrap_err().to_string().contains("disk full"));
        assert!(gc.wait(|| Ok(0)).is_ok());
    }
}
