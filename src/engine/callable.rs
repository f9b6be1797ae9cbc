//! A PHP callable resolved once: the zval that keeps it alive plus the
//! engine's call cache (function, object, scope), so calling it later (a
//! coroutine body, a finally callback) skips the second resolution that a
//! zeroed cache would cost. Calls run inside zend_try.

use crate::sys::{self, eg, zend};
use ext_php_rs::types::Zval;
use std::mem::ManuallyDrop;

pub struct Callable {
    /// Released in `drop` (engine/zval_drop.rs).
    zv: ManuallyDrop<Zval>,
    /// None for a Closure without named arguments, the usual coroutine
    /// body: its cache comes from the closure at the call (ta_call_in_try),
    /// and a queued coroutine's record stays small (engine/coroutine.rs).
    extra: Option<Box<Extra>>,
}

/// What a callable other than a plain Closure needs at its call.
struct Extra {
    /// Resolved at `resolve` (where visibility and `static`/`self` are
    /// judged); all zero for a Closure (taken from it at the call).
    fcc: zend::zend_fcall_info_cache,
    /// Named arguments to pass (an array), or null.
    named: Zval,
}

pub enum CallResult {
    Returned(Zval),
    /// The exception is pending in EG(exception).
    Threw,
    Bailout,
}

impl Drop for Callable {
    fn drop(&mut self) {
        super::zval_drop::clear(&mut self.zv);
    }
}

impl Callable {
    /// Resolves `zv` as PHP would call it now; None if it is not callable.
    #[inline(always)]
    pub fn resolve(zv: &Zval) -> Option<Self> {
        let zv = zv.shallow_clone();
        // SAFETY: an all-zero cache is valid and is what the engine fills.
        let mut fcc: zend::zend_fcall_info_cache = unsafe { std::mem::zeroed() };
        // SAFETY: `zv` is a live zval; the shim only reads it and fills fcc.
        let kind =
            unsafe { sys::ta_resolve_callable(&zv as *const Zval as *mut zend::zval, &mut fcc) };
        match kind {
            0 => None,
            2 => Some(Self {
                zv: ManuallyDrop::new(zv),
                extra: None,
            }),
            _ => Some(Self {
                zv: ManuallyDrop::new(zv),
                extra: Some(Box::new(Extra {
                    fcc,
                    named: Zval::new(),
                })),
            }),
        }
    }

    /// `[$obj, $method]` resolved; None if the object has no such method
    /// callable from here.
    pub fn method(obj: &Zval, method: &str) -> Option<Self> {
        let mut arr = ext_php_rs::types::ZendHashTable::new();
        let _ = arr.push(obj.shallow_clone());
        let _ = arr.push(method);
        let mut z = Zval::new();
        z.set_hashtable(arr);
        Self::resolve(&z)
    }

    /// The same callable, called with these named arguments too (an
    /// array by name, as spawn() collected them).
    pub fn with_named(mut self, named: Zval) -> Self {
        if named.array().is_none() {
            super::zval_drop::drop(named);
            return self;
        }
        match self.extra.as_mut() {
            Some(e) => e.named = named,
            None => {
                self.extra = Some(Box::new(Extra {
                    // SAFETY: an all-zero cache is valid (and means "take
                    // it from the closure" at the call).
                    fcc: unsafe { std::mem::zeroed() },
                    named,
                }))
            }
        }
        self
    }

    /// A callable that does nothing (main's record has no body).
    pub fn none() -> Self {
        Self {
            zv: ManuallyDrop::new(Zval::new()),
            extra: None,
        }
    }

    /// The zval that keeps the callable alive (reported to the cycle
    /// collector by its owner).
    pub fn zval(&self) -> &Zval {
        &self.zv
    }

    /// `callable(args...)` inside zend_try, result in `retval`. Returns true
    /// if the engine bailed out; an exception stays in EG(exception).
    ///
    /// # Safety
    /// `retval` points to a zval the call may overwrite (its old value is
    /// not released), live for the whole call.
    pub unsafe fn call_into(&self, retval: *mut zend::zval, args: &mut [Zval]) -> bool {
        if self.extra.is_none() {
            // A Closure with positional arguments only: the shim's direct
            // path (no call-info structs to build here).
            // SAFETY: self keeps the closure alive for the call; retval is
            // the caller's (see above); the arguments are live zvals the
            // callee copies; the caller runs on a context with a live VM
            // stack.
            return unsafe {
                sys::ta_call_closure_in_try(
                    &*self.zv as *const Zval as *mut zend::zval,
                    retval,
                    args.as_mut_ptr().cast(),
                    args.len() as u32,
                ) != 0
            };
        }
        // The fci holds a bitwise copy of the zval (self keeps it alive):
        // ManuallyDrop stops Rust from releasing that copy.
        let mut fci = std::mem::ManuallyDrop::new(zend::zend_fcall_info {
            size: std::mem::size_of::<zend::zend_fcall_info>(),
            // SAFETY: a bitwise copy that is never dropped (see above).
            function_name: unsafe { std::ptr::read(&*self.zv) },
            retval,
            params: args.as_mut_ptr(),
            object: std::ptr::null_mut(),
            param_count: args.len() as u32,
            // The array the zval holds stays alive with self.
            named_params: self
                .extra
                .as_ref()
                .and_then(|e| e.named.array())
                .map_or(std::ptr::null_mut(), |h| {
                    h as *const _ as *mut zend::HashTable
                }),
        });
        // A resolved cache, or null: a Closure's is taken from it.
        let mut fcc = self
            .extra
            .as_ref()
            .map(|e| e.fcc)
            .filter(|c| !c.function_handler.is_null());
        let fcc_ptr = fcc.as_mut().map_or(std::ptr::null_mut(), |c| {
            c as *mut zend::zend_fcall_info_cache
        });
        // SAFETY: the cache was filled for this zval, which is still alive
        // (and with it the object or closure it names); both structs outlive
        // the call; the caller runs on a context with a live VM stack.
        unsafe { sys::ta_call_in_try(&mut *fci, fcc_ptr) != 0 }
    }

    pub fn call(&self, args: &mut [Zval]) -> CallResult {
        let mut retval = Zval::new();
        // SAFETY: a local zval, live for the call.
        if unsafe { self.call_into(&mut retval, args) } {
            return CallResult::Bailout;
        }
        // SAFETY: a plain read of EG(exception).
        if unsafe { !(*eg()).exception.is_null() } {
            return CallResult::Threw;
        }
        CallResult::Returned(retval)
    }
}
