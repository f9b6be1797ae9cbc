//! `Async\FileSystemWatcher`, its iterator and `Async\FileSystemEvent`. The
//! watching is `engine::fs_watcher`.
// PHP takes parameter names from the Rust ones: debounceMs, maxHoldMs
// (the bindings the macro generates are outside the impl block).
#![allow(non_snake_case)]

use crate::awaitables::fs_debounce::extension_set;
use crate::awaitables::fs_watcher::{
    watch, FileSystemEvent, FileSystemWatcher, WatchOptions, WatcherIterator,
};
use ext_php_rs::prelude::*;
use ext_php_rs::types::{ZendHashTable, Zval};
use ext_php_rs::zend::ce;
use std::cell::{Cell, RefCell};

#[php_impl]
impl FileSystemWatcher {
    /// Starts watching at once; changes are buffered from here on.
    /// `debounceMs`/`maxHoldMs` of 0 or less are off, as in TrueAsync;
    /// extension entries that are not strings are skipped.
    pub fn __construct(
        path: &Zval,
        recursive: Option<&Zval>,
        coalesce: Option<&Zval>,
        debounceMs: Option<&Zval>,
        maxHoldMs: Option<&Zval>,
        extensions: Option<&ZendHashTable>,
    ) -> PhpResult<Self> {
        let path = super::args::string(path, 1)?;
        let recursive = super::args::bool_or(recursive, 2, false)?;
        let coalesce = super::args::bool_or(coalesce, 3, true)?;
        let debounceMs = super::args::opt_long(debounceMs, 4)?;
        let maxHoldMs = super::args::opt_long(maxHoldMs, 5)?;
        // As PHP's own functions refuse such paths.
        let bad = if path.is_empty() {
            Some("cannot be empty")
        } else if path.contains('\0') {
            Some("must not contain any null bytes")
        } else {
            None
        };
        if let Some(why) = bad {
            return Err(PhpException::new(
                format!("Async\\FileSystemWatcher::__construct(): Argument #1 ($path) {why}"),
                0,
                ce::value_error(),
            ));
        }
        // TrueAsync keeps these in 32 bits.
        let ms = |v: Option<i64>| v.unwrap_or(0).clamp(0, i64::from(u32::MAX)) as u64;
        let options = WatchOptions {
            recursive,
            coalesce,
            debounce_ms: ms(debounceMs),
            max_hold_ms: ms(maxHoldMs),
            extensions: extensions.and_then(|h| extension_set(h.values().map(|v| v.str()))),
        };
        match watch(&path, options) {
            Ok(core) => Ok(Self { core }),
            Err(why) => Err(PhpException::new(
                format!("Async\\FileSystemWatcher::__construct(): cannot watch \"{path}\": {why}"),
                0,
                ce::error(),
            )),
        }
    }

    /// Stops watching; a running foreach ends after the buffered changes.
    pub fn close(&self) {
        self.core.close();
    }

    pub fn is_closed(&self) -> bool {
        self.core.is_closed()
    }

    pub fn get_iterator(&self) -> WatcherIterator {
        WatcherIterator {
            core: self.core.clone(),
            current: RefCell::new(None),
            key: Cell::new(-1),
        }
    }
}

#[php_impl]
impl WatcherIterator {
    pub fn current(&self) -> Option<FileSystemEvent> {
        let c = self.current.borrow().clone()?;
        Some(FileSystemEvent {
            path: self.core.path.clone(),
            filename: c.filename,
            renamed: c.renamed,
            changed: c.changed,
        })
    }

    pub fn key(&self) -> i64 {
        self.key.get()
    }

    pub fn next(&self) {
        self.current.borrow_mut().take();
    }

    pub fn rewind(&self) {}

    /// Suspends the coroutine while nothing is buffered; false once the
    /// watcher is closed and drained.
    pub fn valid(&self) -> bool {
        if self.current.borrow().is_some() {
            return true;
        }
        match self.core.wait_for_change() {
            Ok(true) => {
                *self.current.borrow_mut() = self.core.pop();
                self.key.set(self.key.get() + 1);
                self.current.borrow().is_some()
            }
            Ok(false) => false,
            Err(outcome) => {
                outcome.apply_in_method(&mut Zval::new());
                false
            }
        }
    }
}

#[php_impl]
impl FileSystemEvent {}
