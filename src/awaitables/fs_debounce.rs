//! A FileSystemWatcher's debounce (`debounceMs` > 0): a burst of changes
//! is delivered as one event (no file name, the flags of the burst OR-ed)
//! once `debounceMs` passed without a further change, or `maxHoldMs` after
//! the burst's first change when the burst never goes quiet. Only changes
//! to files whose extension is allowed count (no list: all of them).

use crate::reactor::handle::{FsChange, Loop, Source};
use crate::reactor::timer::{deadline, DeadlineEvent};
use crate::records::listener::Callback;
use std::cell::{Cell, RefCell};

/// Extensions longer than this are ignored, in the list and in file names
/// (TrueAsync's bound).
const EXT_MAX: usize = 15;

/// The extension allow-list, lowercased, without leading dots. Entries
/// that are not strings, empty or too long are skipped; a list with no
/// usable entry filters nothing.
pub fn extension_set<'a>(given: impl Iterator<Item = Option<&'a str>>) -> Option<Vec<String>> {
    let mut set: Vec<String> = Vec::new();
    for e in given.flatten() {
        let e = e.strip_prefix('.').unwrap_or(e);
        if e.is_empty() || e.len() > EXT_MAX {
            continue;
        }
        let e = e.to_ascii_lowercase();
        if !set.contains(&e) {
            set.push(e);
        }
    }
    (!set.is_empty()).then_some(set)
}

/// Whether a change to `filename` counts under the list: the extension of
/// its last path segment, compared without case. A change libuv could not
/// name never matches a list.
pub fn extension_matches(list: Option<&[String]>, filename: Option<&str>) -> bool {
    let Some(list) = list else { return true };
    let Some(name) = filename else { return false };
    let base = name.rsplit('/').next().unwrap_or(name);
    let Some((_, ext)) = base.rsplit_once('.') else {
        return false;
    };
    !ext.is_empty() && ext.len() <= EXT_MAX && list.iter().any(|e| e.eq_ignore_ascii_case(ext))
}

pub struct Debounce {
    pub ms: u64,
    pub max_hold_ms: u64,
    pub extensions: Option<Vec<String>>,
    /// Boxed by `deadline()`: its event stays in place for the callback.
    /// Taken by `stop`, so that no handle outlives close().
    timer: RefCell<Option<Box<DeadlineEvent>>>,
    /// A counted change waits for delivery.
    dirty: Cell<bool>,
    /// Loop time of the burst's first change.
    first: Cell<u64>,
    renamed: Cell<bool>,
    changed: Cell<bool>,
}

impl Debounce {
    pub fn new(
        lp: &Loop,
        ms: u64,
        max_hold_ms: u64,
        extensions: Option<Vec<String>>,
    ) -> Result<Self, String> {
        Ok(Self {
            ms,
            max_hold_ms,
            extensions,
            timer: RefCell::new(Some(deadline(lp).map_err(|e| e.to_string())?)),
            dirty: Cell::new(false),
            first: Cell::new(0),
            renamed: Cell::new(false),
            changed: Cell::new(false),
        })
    }

    /// `fire` is called when a burst settles.
    pub fn subscribe(&self, fire: Callback) {
        if let Some(t) = self.timer.borrow().as_ref() {
            t.event.hook(fire.notify, fire.data);
        }
    }

    /// A change that counts: the burst goes on, the quiet window starts
    /// again (never past the hold bound).
    pub fn arm(&self, lp: &Loop, c: &FsChange) {
        lp.update_time();
        let now = lp.now();
        if !self.dirty.replace(true) {
            self.first.set(now);
            self.renamed.set(false);
            self.changed.set(false);
        }
        self.renamed.set(self.renamed.get() | c.renamed);
        self.changed.set(self.changed.get() | c.changed);
        let mut wait = self.ms;
        if self.max_hold_ms > 0 {
            let deadline = self.first.get().saturating_add(self.max_hold_ms);
            wait = wait.min(deadline.saturating_sub(now));
        }
        // A timer that cannot start leaves the burst for the next change.
        if let Some(t) = self.timer.borrow().as_ref() {
            let _ = t.source.set(&t.event, wait);
        }
    }

    /// The burst settled: its flags, or None if nothing counted since the
    /// last delivery.
    pub fn take(&self) -> Option<(bool, bool)> {
        if !self.dirty.replace(false) {
            return None;
        }
        if let Some(t) = self.timer.borrow().as_ref() {
            t.source.clear();
        }
        Some((self.renamed.get(), self.changed.get()))
    }

    /// close(): no delivery any more; the timer's handle closes now (this
    /// never runs inside the timer's own callback, which only buffers).
    pub fn stop(&self, fire: Callback) {
        self.dirty.set(false);
        if let Some(t) = self.timer.borrow_mut().take() {
            t.event.unhook(fire.notify, fire.data);
            t.source.stop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_compare_without_case_and_leading_dot() {
        let list = extension_set([Some(".PHP"), Some("env"), None, Some("")].into_iter());
        let l = list.as_deref();
        assert!(extension_matches(l, Some("sub/a.php")));
        assert!(extension_matches(l, Some("B.Php")));
        assert!(extension_matches(l, Some(".env")));
        assert!(!extension_matches(l, Some("a.php.bak")));
        assert!(!extension_matches(l, Some("php")));
        assert!(!extension_matches(l, Some("dir.php/file")));
        assert!(!extension_matches(l, None));
        assert!(extension_matches(None, None));
        assert!(extension_set([Some(""), Some(".")].into_iter()).is_none());
    }
}
