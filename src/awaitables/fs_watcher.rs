//! `Async\FileSystemWatcher`: a persistent watch whose changes are buffered
//! from creation and read with `foreach`, which suspends while the buffer
//! is empty and ends once the watcher is closed and the buffer drained.
//!
//! Coalescing mode keeps one entry per file name, OR-ing its flags; raw
//! mode keeps every change in arrival order (unbounded). Recursive mode
//! watches every directory below the path (libuv's inotify backend only
//! watches one level), including ones created later, and reports names
//! relative to the path ("sub/file.txt").

use crate::core::event::{Callback, Event, EventOps};
use crate::core::registry::{Key, Resource};
use crate::core::waker::Wait;
use crate::core::weak_list::WeakList;
use crate::engine::coroutine::WaitingFor;
use crate::engine::php_ops::Outcome;
use crate::engine::runtime::rt;
use crate::engine::scheduler::Woken;
use crate::reactor::fs_event::{fs_event, FsEvent};
use crate::reactor::handle::{FsChange, UvError};
use ext_php_rs::prelude::*;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::ffi::c_void;
use std::rc::Rc;

#[derive(Clone, Debug)]
pub struct Change {
    pub filename: Option<String>,
    pub renamed: bool,
    pub changed: bool,
}

pub struct WatcherCore {
    pub path: String,
    coalesce: bool,
    recursive: bool,
    /// One watch per directory (libuv's inotify backend ignores the
    /// recursive flag, so recursion is done here); boxed so the handles'
    /// targets and the callbacks' data stay put.
    #[allow(clippy::vec_box)]
    dirs: RefCell<Vec<Box<DirWatch>>>,
    /// Notified on every buffered change, closed by close(): what
    /// iterators wait on.
    wake: Event,
    buffer: RefCell<VecDeque<Change>>,
    closed: Cell<bool>,
}

/// The watch of one directory (or of the watched file itself).
struct DirWatch {
    core: *const WatcherCore,
    /// Prepended to reported names: "" for the watched path, "sub/" below.
    prefix: String,
    watch: FsEvent,
}

impl DirWatch {
    fn callback(&self) -> Callback {
        Callback {
            notify: changed,
            data: self as *const DirWatch as *mut c_void,
        }
    }
}

impl Drop for DirWatch {
    fn drop(&mut self) {
        self.watch.event.unsubscribe(self.callback());
        self.watch.source.close();
    }
}

impl WatcherCore {
    fn push(&self, filename: Option<String>, c: &FsChange) {
        let mut buf = self.buffer.borrow_mut();
        if self.coalesce {
            if let Some(e) = buf.iter_mut().find(|e| e.filename == filename) {
                e.renamed |= c.renamed;
                e.changed |= c.changed;
                return;
            }
        }
        buf.push_back(Change {
            filename,
            renamed: c.renamed,
            changed: c.changed,
        });
    }

    pub fn is_closed(&self) -> bool {
        self.closed.get()
    }

    /// Stops watching; an iteration finishes what is buffered. Idempotent.
    pub fn close(&self) {
        if self.closed.replace(true) {
            return;
        }
        // Handles close now; the boxes stay until the core goes, since
        // this may run inside one of their own callbacks.
        for d in self.dirs.borrow().iter() {
            d.watch.source.close();
        }
        // Wakes the iterators waiting for a change; they see `closed`.
        self.wake.close(std::ptr::null_mut(), std::ptr::null_mut());
    }

    pub fn pop(&self) -> Option<Change> {
        self.buffer.borrow_mut().pop_front()
    }

    /// Watches the directory `prefix` below the root (and, when recursive,
    /// every directory under it). Err: the libuv error text.
    fn add_dir(&self, prefix: &str) -> Result<(), String> {
        let full = if prefix.is_empty() {
            self.path.clone()
        } else {
            format!(
                "{}/{}",
                self.path.trim_end_matches('/'),
                prefix.trim_end_matches('/')
            )
        };
        let lp = rt().reactor().map_err(|e| e.to_string())?;
        let dir = Box::new(DirWatch {
            core: self,
            prefix: prefix.to_owned(),
            watch: fs_event(lp.event_loop(), &full, false).map_err(|e| e.to_string())?,
        });
        dir.watch.event.subscribe(dir.callback());
        dir.watch
            .event
            .start()
            .map_err(|code| UvError(code).to_string())?;
        self.dirs.borrow_mut().push(dir);
        if self.recursive {
            if let Ok(entries) = std::fs::read_dir(&full) {
                for e in entries.flatten() {
                    if e.file_type().is_ok_and(|t| t.is_dir()) {
                        let name = e.file_name().to_string_lossy().into_owned();
                        // A subdirectory that vanished meanwhile is skipped.
                        let _ = self.add_dir(&format!("{prefix}{name}/"));
                    }
                }
            }
        }
        Ok(())
    }

    /// Waits until a change is buffered or the watcher is closed. Ok(true):
    /// a change is there; Ok(false): closed and drained.
    pub fn wait_for_change(&self) -> Result<bool, Outcome> {
        loop {
            if !self.buffer.borrow().is_empty() {
                return Ok(true);
            }
            if self.closed.get() {
                return Ok(false);
            }
            let rt = rt();
            let cur = rt.ensure_launched();
            let rec = cur.get();
            let mut wait = Wait::new(&rec.waker, rec.wake_callback());
            wait.on(&self.wake);
            let w = rt.wait_on(&mut wait, WaitingFor::FileChange);
            drop(wait);
            match w {
                Woken::Normal => {}
                Woken::Throw(ex) => return Err(Outcome::Throw(ex)),
                Woken::Exit => return Err(Outcome::Exit),
                Woken::Bailout => return Err(Outcome::Bailout),
            }
        }
    }
}

/// A directory watch reported a change (or ended with an error status).
extern "C" fn changed(_ev: *const Event, data: *mut c_void, result: *mut c_void, _e: *mut c_void) {
    // SAFETY: `data` is a boxed DirWatch, which unsubscribes before it
    // goes; its core owns it, so the core is alive too.
    let dir = unsafe { &*(data as *const DirWatch) };
    // SAFETY: as above.
    let core = unsafe { &*dir.core };
    // SAFETY: the handle passes a live FsChange for the call, or null.
    let Some(change) = (unsafe { (result as *const FsChange).as_ref() }) else {
        return;
    };
    if change.status < 0 {
        if dir.prefix.is_empty() {
            core.close();
        }
        return;
    }
    let name = change
        .filename
        .as_ref()
        .map(|n| format!("{}{n}", dir.prefix));
    // A directory created under a recursive watch is watched from now on.
    if core.recursive && change.renamed {
        if let Some(n) = &name {
            let full = format!("{}/{n}", core.path.trim_end_matches('/'));
            let known = core
                .dirs
                .borrow()
                .iter()
                .any(|d| d.prefix == format!("{n}/"));
            if !known && std::path::Path::new(&full).is_dir() {
                let _ = core.add_dir(&format!("{n}/"));
            }
        }
    }
    core.push(name, change);
    core.wake.notify(std::ptr::null_mut(), std::ptr::null_mut());
}

/// Starts watching `path`. Err: the message of the Error to throw.
pub fn watch(path: &str, recursive: bool, coalesce: bool) -> Result<Rc<WatcherCore>, String> {
    // From the constructor (PHP code), never from a change callback.
    if let Ok(r) = rt().reactor() {
        r.reap_closed_sometimes();
    }
    let core = Rc::new(WatcherCore {
        path: path.to_owned(),
        coalesce,
        recursive,
        dirs: RefCell::new(Vec::new()),
        wake: Event::new(&EventOps::NONE, 0),
        buffer: RefCell::new(VecDeque::new()),
        closed: Cell::new(false),
    });
    // In place inside the Rc from here on: the watches point to it.
    core.add_dir("")?;
    if rt().resources.get(&OPEN).0.push(&core).is_err() {
        core.close();
        return Err("out of memory".into());
    }
    Ok(core)
}

/// Every FileSystemWatcher made in this request; request end closes the
/// watches still open before the loop closes.
#[derive(Default)]
struct Open(WeakList<WatcherCore>);

static OPEN: Key<Open> = Key::new(Open::default);

impl Resource for Open {
    fn close(&self) {
        for core in self.0.take_live() {
            core.close();
        }
    }
}

/// `Async\FileSystemWatcher`.
#[php_class]
#[php(name = "Async\\FileSystemWatcher")]
#[php(flags = ext_php_rs::flags::ClassFlags::Final)]
#[php(implements(ce = ext_php_rs::zend::ce::aggregate, stub = "\\IteratorAggregate"))]
pub struct FileSystemWatcher {
    pub(crate) core: Rc<WatcherCore>,
}

/// What `FileSystemWatcher::getIterator()` returns.
#[php_class]
#[php(name = "Async\\FileSystemWatcherIterator")]
#[php(flags = ext_php_rs::flags::ClassFlags::Final)]
#[php(implements(ce = ext_php_rs::zend::ce::iterator, stub = "\\Iterator"))]
pub struct WatcherIterator {
    pub(crate) core: Rc<WatcherCore>,
    pub(crate) current: RefCell<Option<Change>>,
    pub(crate) key: Cell<i64>,
}

/// One change, as `foreach` yields it.
#[php_class]
#[php(name = "Async\\FileSystemEvent")]
#[php(flags = ext_php_rs::flags::ClassFlags::Final)]
pub struct FileSystemEvent {
    #[php(prop)]
    pub path: String,
    #[php(prop)]
    pub filename: Option<String>,
    #[php(prop)]
    pub renamed: bool,
    #[php(prop)]
    pub changed: bool,
}
