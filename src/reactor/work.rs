//! Thread-pool events: a closure runs on libuv's pool (blocking file I/O,
//! CPU work) and its result comes back on the loop thread. Queued when the
//! first waiter arms (S7); one-shot, with replay. Dropping the event gives
//! the job up (cancelled if it has not started).

use super::handle::{JobOutput, JobResult, Loop, Source, SourceEvent, UvError, WorkRequest};
use crate::records::LiveEvent;
use std::cell::RefCell;

type Job = Box<dyn FnOnce() -> JobOutput + Send>;

pub struct Offload {
    lp: &'static Loop,
    job: RefCell<Option<Job>>,
    req: RefCell<Option<WorkRequest>>,
}

impl Offload {
    /// The job's output (or its panic message), once the event closed.
    pub fn take_result(&self) -> Option<JobResult> {
        self.req.borrow().as_ref()?.take_result()
    }
}

impl Source for Offload {
    fn start(&self, ev: &LiveEvent) -> Result<(), UvError> {
        let Some(job) = self.job.borrow_mut().take() else {
            return Ok(());
        };
        *self.req.borrow_mut() = Some(WorkRequest::queue(self.lp, job, ev)?);
        Ok(())
    }

    fn stop(&self) {
        self.req.borrow_mut().take();
    }

    fn describe(&self) -> String {
        "a thread-pool job".into()
    }
}

pub type OffloadEvent = SourceEvent<Offload>;

/// An unstarted job, boxed so the event stays in place.
pub fn offload<T: Send + 'static>(
    lp: &'static Loop,
    job: impl FnOnce() -> T + Send + 'static,
) -> Box<OffloadEvent> {
    let job: Job = Box::new(move || Box::new(job()) as JobOutput);
    Box::new(SourceEvent::replaying(Offload {
        lp,
        job: RefCell::new(Some(job)),
        req: RefCell::new(None),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reactor::testing::{run_until_closed, test_loop};

    #[test]
    fn the_job_runs_off_the_loop_thread_and_its_result_comes_back() {
        let lp = test_loop();
        let loop_thread = std::thread::current().id();
        let ev = offload(lp, move || {
            (std::thread::current().id() != loop_thread, 6 * 7)
        });
        assert!(
            ev.source.take_result().is_none(),
            "nothing before it starts"
        );
        ev.event.start().unwrap();
        assert!(run_until_closed(lp, &ev.event));
        let out = ev.source.take_result().unwrap().unwrap();
        assert_eq!(*out.downcast::<(bool, i32)>().unwrap(), (true, 42));
    }

    #[test]
    fn a_panicking_job_reports_its_message() {
        let lp = test_loop();
        let ev = offload(lp, || -> u8 { panic!("disk on fire") });
        ev.event.start().unwrap();
        assert!(run_until_closed(lp, &ev.event));
        assert_eq!(
            ev.source.take_result().unwrap().unwrap_err(),
            "disk on fire"
        );
    }

    #[test]
    fn many_jobs_run_concurrently() {
        let lp = test_loop();
        let started = std::time::Instant::now();
        let evs: Vec<_> = (0..4)
            .map(|_| {
                offload(lp, || {
                    std::thread::sleep(std::time::Duration::from_millis(100))
                })
            })
            .collect();
        for e in &evs {
            e.event.start().unwrap();
        }
        for e in &evs {
            assert!(run_until_closed(lp, &e.event));
        }
        // libuv's pool has 4 threads: four 100 ms jobs take ~100 ms, not 400.
        assert!(
            started.elapsed().as_millis() < 350,
            "{:?}",
            started.elapsed()
        );
    }

    #[test]
    fn a_job_given_up_before_it_ran_frees_itself() {
        let lp = test_loop();
        let ev = offload(lp, || 1);
        ev.event.start().unwrap();
        drop(ev);
        for _ in 0..200 {
            if !lp.run(false) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        assert!(!lp.alive());
    }
}
