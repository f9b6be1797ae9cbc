//! `Async\FileSystemWatcher`: a persistent watch whose changes are buffered
//! from creation and read with `foreach`, which suspends while the buffer
//! is empty and ends once the watcher is closed and the buffer drained.
//!
//! Coalescing mode keeps one entry per file name, OR-ing its flags; raw
//! mode keeps every change in arrival order (unbounded).

use super::api::Outcome;
use super::coroutine::WaitingFor;
use super::runtime::rt;
use super::scheduler::Woken;
use crate::reactor::fs_event::{fs_event, FsEvent};
use crate::reactor::handle::{FsChange, UvError};
use crate::runtime::event::{Callback, Event};
use crate::runtime::waker::Wait;
use ext_php_rs::prelude::*;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::ffi::c_void;
use std::rc::{Rc, Weak};

#[derive(Clone, Debug)]
pub struct Change {
    pub filename: Option<String>,
    pub renamed: bool,
    pub changed: bool,
}

pub struct WatcherCore {
    pub path: String,
    coalesce: bool,
    watch: FsEvent,
    buffer: RefCell<VecDeque<Change>>,
    closed: Cell<bool>,
}

impl WatcherCore {
    fn callback(&self) -> Callback {
        Callback {
            notify: changed,
            data: self as *const WatcherCore as *mut c_void,
        }
    }

    fn push(&self, c: &FsChange) {
        let mut buf = self.buffer.borrow_mut();
        if self.coalesce {
            if let Some(e) = buf.iter_mut().find(|e| e.filename == c.filename) {
                e.renamed |= c.renamed;
                e.changed |= c.changed;
                return;
            }
        }
        buf.push_back(Change {
            filename: c.filename.clone(),
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
        self.watch.source.close();
        // Wakes the iterators waiting for a change; they see `closed`.
        self.watch
            .event
            .close(std::ptr::null_mut(), std::ptr::null_mut());
    }

    pub fn pop(&self) -> Option<Change> {
        self.buffer.borrow_mut().pop_front()
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
            wait.on(&self.watch.event);
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

/// The watch reported a change (or ended with an error status).
extern "C" fn changed(_ev: *const Event, data: *mut c_void, result: *mut c_void, _e: *mut c_void) {
    // SAFETY: `data` is the core (inside its Rc) that subscribed; it
    // unsubscribes (closes the event) before it goes.
    let core = unsafe { &*(data as *const WatcherCore) };
    // SAFETY: the handle passes a live FsChange for the call, or null.
    let Some(change) = (unsafe { (result as *const FsChange).as_ref() }) else {
        return;
    };
    if change.status < 0 {
        core.close();
        return;
    }
    core.push(change);
}

impl Drop for WatcherCore {
    fn drop(&mut self) {
        self.watch.event.unsubscribe(self.callback());
    }
}

/// Starts watching `path`. Err: the message of the Error to throw.
pub fn watch(path: &str, recursive: bool, coalesce: bool) -> Result<Rc<WatcherCore>, String> {
    let rt = rt();
    let lp = rt.reactor().map_err(|e| e.to_string())?;
    let core = Rc::new(WatcherCore {
        path: path.to_owned(),
        coalesce,
        watch: fs_event(lp.event_loop(), path, recursive).map_err(|e| e.to_string())?,
        buffer: RefCell::new(VecDeque::new()),
        closed: Cell::new(false),
    });
    // In place inside the Rc from here on: the handle may point to it.
    core.watch.event.subscribe(core.callback());
    if let Err(code) = core.watch.event.start() {
        core.watch.source.close();
        return Err(UvError(code).to_string());
    }
    rt.watchers.borrow_mut().push(Rc::downgrade(&core));
    Ok(core)
}

/// Request end: every watch still open is closed before the loop closes.
pub fn close_all(list: &RefCell<Vec<Weak<WatcherCore>>>) {
    for w in std::mem::take(&mut *list.borrow_mut()) {
        if let Some(core) = w.upgrade() {
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
