//! Exec events: a child process whose stdout is captured; the event closes
//! (one-shot, with replay) once it exited and its output is complete. The
//! child is spawned when the first waiter arms (S7); dropping the event
//! kills a child still running.

use super::handle::{ExecHandle, ExitStatus, Loop, Source, SourceEvent, UvError};
use crate::records::LiveEvent;
use std::cell::RefCell;

pub struct Exec {
    lp: &'static Loop,
    argv: Vec<String>,
    capture: bool,
    /// Each piece of output notifies the event (`take_output`).
    streaming: bool,
    child: RefCell<Option<ExecHandle>>,
}

impl Exec {
    /// Exit status and captured stdout, once the event closed.
    pub fn take_result(&self) -> Option<(ExitStatus, Vec<u8>)> {
        self.child.borrow().as_ref()?.take_result()
    }

    /// The output captured so far (a streaming event's, between its
    /// notifications), taken.
    pub fn take_output(&self) -> Vec<u8> {
        self.child
            .borrow()
            .as_ref()
            .map_or_else(Vec::new, ExecHandle::take_output)
    }

    pub fn pid(&self) -> Option<i32> {
        self.child.borrow().as_ref().map(ExecHandle::pid)
    }
}

impl Source for Exec {
    fn start(&self, ev: &LiveEvent) -> Result<(), UvError> {
        let argv: Vec<&str> = self.argv.iter().map(String::as_str).collect();
        let child = ExecHandle::spawn(self.lp, &argv, self.capture, ev)?;
        if self.streaming {
            child.notify_output();
        }
        *self.child.borrow_mut() = Some(child);
        Ok(())
    }

    fn stop(&self) {
        self.child.borrow_mut().take();
    }

    fn describe(&self) -> String {
        format!(
            "the process {}",
            self.argv.first().map_or("?", String::as_str)
        )
    }
}

pub type ExecEvent = SourceEvent<Exec>;

/// An unstarted child `argv`, boxed so the event stays in place.
pub fn exec(lp: &'static Loop, argv: &[&str], capture: bool) -> Box<ExecEvent> {
    exec_with(lp, argv, capture, false)
}

fn exec_with(lp: &'static Loop, argv: &[&str], capture: bool, streaming: bool) -> Box<ExecEvent> {
    Box::new(SourceEvent::replaying(Exec {
        lp,
        argv: argv.iter().map(|s| s.to_string()).collect(),
        capture,
        streaming,
        child: RefCell::new(None),
    }))
}

/// `/bin/sh -c command`, as shell_exec() and friends run it.
pub fn shell(lp: &'static Loop, command: &str, capture: bool) -> Box<ExecEvent> {
    exec(lp, &["/bin/sh", "-c", command], capture)
}

/// As `shell` with stdout captured, but the event is also notified at each
/// piece of output, which `Exec::take_output` hands over while the command
/// runs (system() and passthru() print as it comes, as stock PHP does).
pub fn shell_streaming(lp: &'static Loop, command: &str) -> Box<ExecEvent> {
    exec_with(lp, &["/bin/sh", "-c", command], true, true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reactor::testing::{run_until_closed, test_loop};

    #[test]
    fn output_and_exit_code_come_back() {
        let lp = test_loop();
        let ev = shell(lp, "echo hello; echo world; exit 3", true);
        ev.event.start().unwrap();
        assert!(run_until_closed(lp, &ev.event));
        let (status, out) = ev.source.take_result().unwrap();
        assert_eq!(status, ExitStatus { code: 3, signal: 0 });
        assert_eq!(out, b"hello\nworld\n");
    }

    #[test]
    fn a_streaming_event_hands_the_output_over_as_it_comes() {
        use crate::reactor::testing::{count_on, fired, reset_fired};
        let lp = test_loop();
        let ev = shell_streaming(lp, "echo first; sleep 0.3; echo second; exit 4");
        count_on(&ev.event);
        reset_fired();
        ev.event.start().unwrap();
        let start = std::time::Instant::now();
        let mut first = Vec::new();
        while first.is_empty() && start.elapsed().as_secs() < 5 {
            lp.run(true);
            first = ev.source.take_output();
        }
        assert_eq!(first, b"first\n");
        assert!(!ev.event.is_closed(), "the command still runs");
        assert_eq!(fired(), 1, "the piece of output notified the event");
        assert!(run_until_closed(lp, &ev.event));
        let (status, rest) = ev.source.take_result().unwrap();
        assert_eq!(status.code, 4);
        assert_eq!(rest, b"second\n", "only what was not taken yet");
    }

    #[test]
    fn a_plain_event_is_not_notified_before_it_closes() {
        use crate::reactor::testing::{count_on, fired, reset_fired};
        let lp = test_loop();
        let ev = shell(lp, "echo first; sleep 0.1; echo second", true);
        count_on(&ev.event);
        reset_fired();
        ev.event.start().unwrap();
        assert!(run_until_closed(lp, &ev.event));
        assert_eq!(fired(), 1, "told once, at the close");
        assert_eq!(ev.source.take_result().unwrap().1, b"first\nsecond\n");
    }

    #[test]
    fn spawn_options_capture_stderr_and_set_cwd_and_env() {
        use crate::reactor::handle::SpawnOptions;
        use crate::records::live_event::Methods;
        use std::ffi::CString;
        let lp = test_loop();
        let ev = LiveEvent::new(&Methods::NONE, 0);
        let env = [CString::new("FOO=bar").unwrap()];
        let opts = SpawnOptions {
            capture: true,
            capture_stderr: true,
            stdin_ignored: true,
            cwd: Some(c"/tmp"),
            env: Some(&env),
        };
        let cmd = [
            "/bin/sh",
            "-c",
            "pwd; echo \"$FOO ${HOME-none}\"; echo oops >&2; exit 2",
        ];
        let h = ExecHandle::spawn_with(lp, &cmd, &opts, &ev).unwrap();
        assert!(run_until_closed(lp, &ev));
        let (status, out) = h.take_result().unwrap();
        assert_eq!(status.code, 2);
        assert_eq!(out, b"/tmp\nbar none\n");
        assert_eq!(h.take_errors(), b"oops\n");
    }

    #[test]
    fn a_killed_child_still_reports_its_exit() {
        use crate::records::live_event::Methods;
        let lp = test_loop();
        let ev = LiveEvent::new(&Methods::NONE, 0);
        let h = ExecHandle::spawn(lp, &["/bin/sh", "-c", "sleep 30"], true, &ev).unwrap();
        assert!(h.kill(libc::SIGTERM));
        assert!(run_until_closed(lp, &ev));
        assert_eq!(h.take_result().unwrap().0.signal, libc::SIGTERM);
        assert!(!h.kill(libc::SIGTERM), "an exited child is not signalled");
    }

    #[test]
    fn children_run_concurrently() {
        let lp = test_loop();
        let started = std::time::Instant::now();
        let evs: Vec<_> = (0..4).map(|_| shell(lp, "sleep 0.2", true)).collect();
        for e in &evs {
            e.event.start().unwrap();
        }
        for e in &evs {
            assert!(run_until_closed(lp, &e.event));
            assert_eq!(e.source.take_result().unwrap().0.code, 0);
        }
        assert!(
            started.elapsed().as_millis() < 700,
            "{:?}",
            started.elapsed()
        );
    }

    #[test]
    fn a_missing_program_fails_to_start() {
        let lp = test_loop();
        let ev = exec(lp, &["/no/such/program"], true);
        assert!(ev.event.start().is_err());
        drop(ev);
        for _ in 0..100 {
            if !lp.run(false) {
                break;
            }
        }
        assert!(!lp.alive());
    }

    #[test]
    fn dropping_a_running_child_kills_and_reaps_it() {
        let lp = test_loop();
        let ev = shell(lp, "sleep 30", true);
        ev.event.start().unwrap();
        let pid = ev.source.pid().unwrap();
        assert!(pid > 0);
        drop(ev);
        let start = std::time::Instant::now();
        while lp.alive() && start.elapsed().as_secs() < 5 {
            lp.run(true);
        }
        assert!(
            !lp.alive(),
            "the killed child was reaped and its handles closed"
        );
        assert!(!std::path::Path::new(&format!("/proc/{pid}")).exists());
    }

    #[test]
    fn dropping_a_running_shell_kills_what_it_started() {
        let lp = test_loop();
        let file = std::env::temp_dir().join(format!("ta-exec-group-{}", std::process::id()));
        let _ = std::fs::remove_file(&file);
        let cmd = format!("sleep 30 & echo $! > {}; sleep 30", file.display());
        let ev = shell(lp, &cmd, true);
        ev.event.start().unwrap();
        let start = std::time::Instant::now();
        let mut background = 0;
        while background == 0 && start.elapsed().as_secs() < 5 {
            lp.run(false);
            std::thread::sleep(std::time::Duration::from_millis(5));
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            background = text.trim().parse::<i32>().unwrap_or(0);
        }
        let _ = std::fs::remove_file(&file);
        assert!(background > 0, "the shell started its background job");
        drop(ev);
        while lp.alive() && start.elapsed().as_secs() < 10 {
            lp.run(true);
        }
        // Killed: gone, or a zombie until init reaps it.
        let gone = |pid: i32| {
            std::fs::read_to_string(format!("/proc/{pid}/stat")).map_or(true, |s| {
                s.rsplit(") ").next().is_some_and(|r| r.starts_with('Z'))
            })
        };
        while !gone(background) && start.elapsed().as_secs() < 10 {
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert!(gone(background), "the background job died with the shell");
    }
}
