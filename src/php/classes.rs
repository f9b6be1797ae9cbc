//! Interfaces and exception classes, registered in MINIT before the classes
//! that ext-php-rs registers (Async\Coroutine implements Async\Completable).
//!
//! `\Cancellation` is a third root Throwable in TrueAsync's patched engine.
//! Stock PHP only lets classes rooted at \Exception or \Error implement
//! Throwable, so here `\Cancellation` extends `\Error`: `catch (\Exception)`
//! does not swallow a cancellation, `catch (\Cancellation)` and
//! `catch (Async\AsyncCancellation)` work, and `catch (\Error)` also catches
//! it (the one documented difference).

use crate::engine::errors::{self, ClassEntries};
use ext_php_rs::args::Arg;
use ext_php_rs::builders::{ClassBuilder, FunctionBuilder};
use ext_php_rs::class::ClassEntryInfo;
use ext_php_rs::flags::{ClassFlags, DataType, MethodFlags};
use ext_php_rs::zend::{ce, ClassEntry};
use std::sync::atomic::{AtomicPtr, Ordering};

static LAST_REGISTERED: AtomicPtr<ClassEntry> = AtomicPtr::new(std::ptr::null_mut());
static AWAITABLE: AtomicPtr<ClassEntry> = AtomicPtr::new(std::ptr::null_mut());
static COMPLETABLE: AtomicPtr<ClassEntry> = AtomicPtr::new(std::ptr::null_mut());
static CANCELLATION: AtomicPtr<ClassEntry> = AtomicPtr::new(std::ptr::null_mut());
static ASYNC_EXCEPTION: AtomicPtr<ClassEntry> = AtomicPtr::new(std::ptr::null_mut());

fn slot(name: &str) -> Option<&'static AtomicPtr<ClassEntry>> {
    match name {
        "Async\\Awaitable" => Some(&AWAITABLE),
        "Async\\Completable" => Some(&COMPLETABLE),
        "Cancellation" => Some(&CANCELLATION),
        "Async\\AsyncException" => Some(&ASYNC_EXCEPTION),
        _ => None,
    }
}

fn record(name: &str, ce: &'static ClassEntry) {
    if let Some(s) = slot(name) {
        s.store(
            ce as *const ClassEntry as *mut ClassEntry,
            Ordering::Release,
        );
    }
}

// Parents are named through accessors because ClassBuilder wants fn pointers;
// they run only at MINIT, after the class they name was registered.
fn find_or(name: &str, fallback: fn() -> &'static ClassEntry) -> &'static ClassEntry {
    let ptr = slot(name).map_or(std::ptr::null_mut(), |s| s.load(Ordering::Acquire));
    // SAFETY: the pointer was stored from a live, registered class entry.
    unsafe { ptr.as_ref() }.unwrap_or_else(fallback)
}

pub fn completable() -> &'static ClassEntry {
    find_or("Async\\Completable", ce::stringable)
}

fn awaitable() -> &'static ClassEntry {
    find_or("Async\\Awaitable", ce::stringable)
}

fn register(builder: ClassBuilder, name: &str) -> Option<&'static ClassEntry> {
    // The engine keeps pointers into the arg-info tables for the life of the
    // process, so they are deliberately leaked (as a C extension's are static).
    let registered = builder.registration(|ce, tables| {
        std::mem::forget(tables);
        LAST_REGISTERED.store(ce as *mut ClassEntry, Ordering::Release);
    });
    if let Err(e) = registered.register() {
        eprintln!("true_async: cannot register {name}: {e}");
        return None;
    }
    let ce = LAST_REGISTERED.swap(std::ptr::null_mut(), Ordering::AcqRel);
    // SAFETY: class entries registered at MINIT live until MSHUTDOWN.
    let ce = unsafe { ce.as_ref() };
    if let Some(ce) = ce {
        record(name, ce);
    }
    ce
}

fn class(name: &'static str, parent: ClassEntryInfo) -> Option<&'static ClassEntry> {
    register(ClassBuilder::new(name).extends(parent), name)
}

/// Registers everything; returns false if the engine refused a class.
pub fn register_all() -> bool {
    register_all_inner().is_some()
}

fn cancellation_root() -> &'static ClassEntry {
    find_or("Cancellation", ce::error)
}

fn async_exception() -> &'static ClassEntry {
    find_or("Async\\AsyncException", ce::exception)
}

fn register_all_inner() -> Option<()> {
    let awaitable_ce = register(
        ClassBuilder::new("Async\\Awaitable").flags(ClassFlags::Interface),
        "Async\\Awaitable",
    )?;
    let _ = awaitable_ce;
    let completable_ce = register(
        ClassBuilder::new("Async\\Completable")
            .flags(ClassFlags::Interface)
            .implements((awaitable, "Async\\Awaitable"))
            .method(
                FunctionBuilder::new_abstract("cancel")
                    .arg(
                        Arg::new(
                            "cancellation",
                            DataType::Object("Async\\AsyncCancellation".into()),
                        )
                        .allow_null()
                        .default("null"),
                    )
                    .not_required()
                    .returns(DataType::Void, false, false),
                MethodFlags::Public | MethodFlags::Abstract,
            )
            .method(
                FunctionBuilder::new_abstract("isCompleted").returns(DataType::Bool, false, false),
                MethodFlags::Public | MethodFlags::Abstract,
            )
            .method(
                FunctionBuilder::new_abstract("isCancelled").returns(DataType::Bool, false, false),
                MethodFlags::Public | MethodFlags::Abstract,
            ),
        "Async\\Completable",
    )?;
    let _ = completable_ce;

    class("Cancellation", (ce::error, "Error"))?;
    let cancellation = class(
        "Async\\AsyncCancellation",
        (cancellation_root, "Cancellation"),
    )?;
    let deadlock = class("Async\\DeadlockError", (ce::error, "Error"))?;
    let async_ex = class("Async\\AsyncException", (ce::exception, "Exception"))?;
    class(
        "Async\\ServiceUnavailableException",
        (async_exception, "Async\\AsyncException"),
    )?;
    class(
        "Async\\ChannelException",
        (async_exception, "Async\\AsyncException"),
    )?;
    class(
        "Async\\PoolException",
        (async_exception, "Async\\AsyncException"),
    )?;
    class("Async\\InputOutputException", (ce::exception, "Exception"))?;
    class("Async\\DnsException", (ce::exception, "Exception"))?;
    class("Async\\TimeoutException", (ce::exception, "Exception"))?;
    class("Async\\PollException", (ce::exception, "Exception"))?;

    errors::set_classes(ClassEntries {
        async_exception: async_ex as *const ClassEntry as *mut _,
        cancellation: cancellation as *const ClassEntry as *mut _,
        deadlock: deadlock as *const ClassEntry as *mut _,
    });
    Some(())
}
