//! The class entries this extension registers at MINIT, by name.
//!
//! ext-php-rs's `ClassEntry::try_find` does not see namespaced classes during
//! MINIT, and `ClassBuilder` wants parents as fn pointers, so classes are
//! registered through here and looked up here (parents, interfaces, the
//! exceptions the engine throws).

use ext_php_rs::builders::ClassBuilder;
use ext_php_rs::zend::ClassEntry;
use parking_lot::Mutex;
use std::sync::atomic::{AtomicPtr, Ordering};

static LAST_REGISTERED: AtomicPtr<ClassEntry> = AtomicPtr::new(std::ptr::null_mut());
/// (name, class entry address); filled at MINIT, read-only afterwards.
static TABLE: Mutex<Vec<(&'static str, usize)>> = Mutex::new(Vec::new());

/// Registers a class and remembers its entry under `name`.
pub fn register(builder: ClassBuilder, name: &'static str) -> Option<&'static ClassEntry> {
    // The engine keeps pointers into the arg-info tables for the life of the
    // process, so they are deliberately leaked (a C extension's are static).
    let builder = builder.registration(|ce, tables| {
        std::mem::forget(tables);
        LAST_REGISTERED.store(ce as *mut ClassEntry, Ordering::Release);
    });
    if let Err(e) = builder.register() {
        eprintln!("true_async: cannot register {name}: {e}");
        return None;
    }
    let ce = LAST_REGISTERED.swap(std::ptr::null_mut(), Ordering::AcqRel);
    if ce.is_null() {
        return None;
    }
    TABLE.lock().push((name, ce as usize));
    find(name)
}

/// A class registered through `register`.
pub fn find(name: &str) -> Option<&'static ClassEntry> {
    let addr = TABLE.lock().iter().find(|(n, _)| *n == name)?.1;
    // SAFETY: the address is that of a class entry the engine registered at
    // MINIT; internal class entries live until MSHUTDOWN.
    unsafe { (addr as *const ClassEntry).as_ref() }
}

/// `Async\Completable`, the interface Coroutine, Future and Timeout
/// implement (named through a function: ClassBuilder wants fn pointers).
pub fn completable() -> &'static ClassEntry {
    find("Async\\Completable").unwrap_or_else(ext_php_rs::zend::ce::stringable)
}

/// `Async\ScopeProvider`, which Scope implements.
pub fn scope_provider() -> &'static ClassEntry {
    find("Async\\ScopeProvider").unwrap_or_else(ext_php_rs::zend::ce::stringable)
}

/// Final, no dynamic properties, not serializable: TrueAsync's "strict"
/// classes (Scope, Context, the groups).
pub const STRICT_FINAL: ext_php_rs::flags::ClassFlags =
    ext_php_rs::flags::ClassFlags::from_bits_retain(
        ext_php_rs::flags::ClassFlags::Final.bits()
            | ext_php_rs::flags::ClassFlags::NoDynamicProperties.bits()
            | ext_php_rs::flags::ClassFlags::NotSerializable.bits(),
    );

/// `Async\Awaitable`, which the groups implement.
pub fn awaitable() -> &'static ClassEntry {
    find("Async\\Awaitable").unwrap_or_else(ext_php_rs::zend::ce::stringable)
}

/// `Async\CircuitBreaker`, which Pool implements.
pub fn circuit_breaker() -> &'static ClassEntry {
    find("Async\\CircuitBreaker").unwrap_or_else(ext_php_rs::zend::ce::stringable)
}
