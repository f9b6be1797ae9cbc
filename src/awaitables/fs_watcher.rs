//! `Async\FileSystemWatcher`: a persistent watch whose changes are buffered
//! from creation and read with `foreach`, which suspends while the buffer
//! is empty and ends once the watcher is closed and the buffer drained.
//!
//! Coalescing mode keeps one entry per file name, OR-ing its flags; raw
//! mode keeps every change in arrival order (unbounded). Recursive mode
//! watches every directory below the path (libuv's inotify backend only
//! watches one level), including ones created later, and reports names
//! relative to the path ("sub/file.txt"). A subdirectory deleted or moved
//! away stops being watched, and one created (again) at that path is
//! watched anew; symlinked directories are not followed.
//!
//! With a debounce (awaitables/fs_debounce.rs) changes are not buffered one
//! by one: a settled burst is buffered as one change without a file name.

use super::fs_debounce::{extension_matches, Debounce};
use crate::core::registry::{Key, Resource};
use crate::core::weak_list::WeakList;
use crate::engine::coroutine::WaitingFor;
use crate::engine::php_ops::Outcome;
use crate::engine::runtime::rt;
use crate::engine::scheduler::Woken;
use crate::engine::wait::Wait;
use crate::reactor::fs_event::{fs_event, FsEvent};
use crate::reactor::handle::{FsChange, UvError};
use crate::records::listener::Callback;
use crate::records::live_event::{LiveEvent, Methods};
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
    wake: LiveEvent,
    buffer: RefCell<VecDeque<Change>>,
    closed: Cell<bool>,
    debounce: Option<Debounce>,
}

/// What the constructor asks for besides the path.
pub struct WatchOptions {
    pub recursive: bool,
    pub coalesce: bool,
    /// 0: every change is buffered as it comes.
    pub debounce_ms: u64,
    /// 0: no bound.
    pub max_hold_ms: u64,
    pub extensions: Option<Vec<String>>,
}

/// Directories one recursive watcher watches at most (one inotify watch
/// each): TrueAsync's bound.
const MAX_DIRS: usize = 8192;

/// A directory's identity, to tell a directory recreated at a watched path
/// from the one watched there.
fn dir_ident(path: &str) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    let m = std::fs::symlink_metadata(path).ok()?;
    m.is_dir().then(|| (m.dev(), m.ino()))
}

/// The watch of one directory (or of the watched file itself).
struct DirWatch {
    core: *const WatcherCore,
    /// Prepended to reported names: "" for the watched path, "sub/" below.
    prefix: String,
    /// The directory watched (None for a watched file).
    ident: Option<(u64, u64)>,
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
        let cb = self.callback();
        self.watch.event.unhook(cb.notify, cb.data);
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

    /// A debounced burst settled: one change without a file name. While
    /// an earlier one is still unread, coalescing keeps that one as it is.
    fn push_settled(&self, renamed: bool, changed: bool) {
        let mut buf = self.buffer.borrow_mut();
        if self.coalesce && buf.iter().any(|e| e.filename.is_none()) {
            return;
        }
        buf.push_back(Change {
            filename: None,
            renamed,
            changed,
        });
    }

    fn debounce_callback(&self) -> Callback {
        Callback {
            notify: settled,
            data: self as *const WatcherCore as *mut c_void,
        }
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
        if let Some(d) = &self.debounce {
            d.stop(self.debounce_callback());
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
        if self.dirs.borrow().len() >= MAX_DIRS {
            return Err("too many directories".into());
        }
        let lp = rt().reactor().map_err(|e| e.to_string())?;
        let dir = Box::new(DirWatch {
            core: self,
            prefix: prefix.to_owned(),
            ident: dir_ident(&full),
            watch: fs_event(lp.event_loop(), &full, false).map_err(|e| e.to_string())?,
        });
        let cb = dir.callback();
        dir.watch.event.hook(cb.notify, cb.data);
        dir.watch
            .event
            .start()
            .map_err(|code| UvError(code).to_string())?;
        self.dirs.borrow_mut().push(dir);
        if self.recursive {
            if let Ok(entries) = std::fs::read_dir(&full) {
                for e in entries.flatten() {
                    // file_type() does not follow symlinks: no cycles.
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

    /// Stops watching the directory `prefix` and everything under it. Never
    /// called from one of those watches' own callbacks (a change of an
    /// entry is reported by its parent's watch).
    fn drop_dirs(&self, prefix: &str) {
        self.dirs
            .borrow_mut()
            .retain(|d| d.prefix.is_empty() || !d.prefix.starts_with(prefix));
    }

    /// Entry `name` (relative to the root) was created, deleted or moved:
    /// a directory there is watched (again, if the one watched before was
    /// replaced), and the watches of one that went away are dropped.
    fn entry_renamed(&self, name: &str) {
        let prefix = format!("{name}/");
        let full = format!("{}/{name}", self.path.trim_end_matches('/'));
        let now = dir_ident(&full);
        let watched = self
            .dirs
            .borrow()
            .iter()
            .find(|d| d.prefix == prefix)
            .map(|d| d.ident);
        if watched.is_some() && watched == Some(now) {
            return;
        }
        if watched.is_some() {
            self.drop_dirs(&prefix);
        }
        if now.is_some() {
            // A directory that vanished meanwhile or one too many is left.
            let _ = self.add_dir(&prefix);
        }
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
            wait.on_live(&self.wake, rec.listener());
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
extern "C" fn changed(_ev: *const c_void, data: *mut c_void, result: *mut c_void, _e: *mut c_void) {
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
    // A subdirectory's watch reports its own deletion or move under its
    // own name ("sub/deep/deep"): the parent reports the entry, so that is
    // dropped, and the watch, which saw its last change, closes.
    if !dir.prefix.is_empty() {
        let own = dir.prefix.trim_end_matches('/');
        let leaf = own.rsplit('/').next().unwrap_or(own);
        let full = format!("{}/{own}", core.path.trim_end_matches('/'));
        if change.filename.as_deref() == Some(leaf) && dir_ident(&full) != dir.ident {
            dir.watch.source.close();
            return;
        }
    }
    let name = change
        .filename
        .as_ref()
        .map(|n| format!("{}{n}", dir.prefix));
    if core.recursive && change.renamed {
        if let Some(n) = &name {
            core.entry_renamed(n);
        }
    }
    if let Some(d) = &core.debounce {
        if extension_matches(d.extensions.as_deref(), name.as_deref()) {
            if let Ok(r) = rt().reactor() {
                d.arm(r.event_loop(), change);
            }
        }
        return;
    }
    core.push(name, change);
    core.wake.notify(std::ptr::null_mut(), std::ptr::null_mut());
}

/// A debounced burst settled (the debounce timer fired).
extern "C" fn settled(_ev: *const c_void, data: *mut c_void, _r: *mut c_void, _e: *mut c_void) {
    // SAFETY: `data` is the core, which owns the timer and unsubscribes
    // before the timer goes.
    let core = unsafe { &*(data as *const WatcherCore) };
    let Some(d) = &core.debounce else { return };
    if core.closed.get() {
        return;
    }
    if let Some((renamed, changed)) = d.take() {
        core.push_settled(renamed, changed);
        core.wake.notify(std::ptr::null_mut(), std::ptr::null_mut());
    }
}

/// Starts watching `path`. Err: the message of the Error to throw.
pub fn watch(path: &str, o: WatchOptions) -> Result<Rc<WatcherCore>, String> {
    // From the constructor (PHP code), never from a change callback.
    let r = rt().reactor().map_err(|e| e.to_string())?;
    r.reap_closed_sometimes();
    let debounce = match o.debounce_ms {
        0 => None,
        ms => Some(Debounce::new(
            r.event_loop(),
            ms,
            o.max_hold_ms,
            o.extensions,
        )?),
    };
    let core = Rc::new(WatcherCore {
        path: path.to_owned(),
        coalesce: o.coalesce,
        recursive: o.recursive,
        dirs: RefCell::new(Vec::new()),
        wake: LiveEvent::new(&Methods::NONE, 0),
        buffer: RefCell::new(VecDeque::new()),
        closed: Cell::new(false),
        debounce,
    });
    // In place inside the Rc from here on: the watches and the debounce
    // timer point to it.
    if let Some(d) = &core.debounce {
        d.subscribe(core.debounce_callback());
    }
    if let Err(e) = core.add_dir("") {
        core.close();
        return Err(e);
    }
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
