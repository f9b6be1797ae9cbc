//! Exception objects the engine creates and hands around (cancellation,
//! deadlock, stack allocation failure), as `Thrown`: one owned reference to a
//! PHP object, released on drop, consumed by `throw`. The class entries are
//! registered by `php/` at MINIT and handed here once.

use crate::sys::{self, eg, zend};
use ext_php_rs::types::ZendObject;
use once_cell::sync::OnceCell;
use std::ptr::NonNull;

#[derive(Clone, Copy)]
pub struct ClassEntries {
    pub async_exception: *mut zend::zend_class_entry,
    pub cancellation: *mut zend::zend_class_entry,
    pub deadlock: *mut zend::zend_class_entry,
    pub operation_canceled: *mut zend::zend_class_entry,
    pub timeout: *mut zend::zend_class_entry,
    pub composite: *mut zend::zend_class_entry,
    pub input_output: *mut zend::zend_class_entry,
}

// SAFETY: class entries are created once at MINIT and never freed before
// MSHUTDOWN; they are only read afterwards.
unsafe impl Send for ClassEntries {}
// SAFETY: as above.
unsafe impl Sync for ClassEntries {}

static CLASSES: OnceCell<ClassEntries> = OnceCell::new();

pub fn set_classes(c: ClassEntries) {
    let _ = CLASSES.set(c);
}

pub fn classes() -> Option<&'static ClassEntries> {
    CLASSES.get()
}

/// `CompositeException::addException()` on a PHP-held object.
pub fn composite_add(composite: &ZendObject, ex: &Thrown) {
    Thrown::share(composite).composite_add(ex);
}

/// `CompositeException::getExceptions()`.
pub fn composite_list(composite: &ZendObject) -> ext_php_rs::types::Zval {
    let mut out = ext_php_rs::types::Zval::new();
    let obj = Thrown::share(composite);
    // SAFETY: the object is alive; the shim writes a fresh array into `out`.
    unsafe {
        sys::ta_composite_list(
            obj.as_ptr(),
            (&mut out as *mut ext_php_rs::types::Zval).cast(),
        )
    };
    out
}

/// Kinds of exception the engine raises.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    Async,
    Cancellation,
    Deadlock,
    /// An await stopped by its cancellation token.
    OperationCanceled,
    /// A Timeout fired.
    Timeout,
    /// Several exceptions at once (finally handlers).
    Composite,
    /// A stream used against the rules (two readers, closed while waited on).
    InputOutput,
}

impl Kind {
    pub fn class_entry(self) -> *mut zend::zend_class_entry {
        match classes() {
            // SAFETY: reading an exported engine global.
            None => unsafe { zend::zend_ce_error },
            Some(c) => match self {
                Kind::Async => c.async_exception,
                Kind::Cancellation => c.cancellation,
                Kind::Deadlock => c.deadlock,
                Kind::OperationCanceled => c.operation_canceled,
                Kind::Timeout => c.timeout,
                Kind::Composite => c.composite,
                Kind::InputOutput => c.input_output,
            },
        }
    }
}

/// An exception of `kind` for a method to return (`PhpResult`).
pub fn php_exception(kind: Kind, message: &str) -> ext_php_rs::exception::PhpException {
    let ce = kind.class_entry().cast::<ext_php_rs::zend::ClassEntry>();
    // SAFETY: class entries registered at MINIT (or the engine's Error)
    // live until MSHUTDOWN; ClassEntry is the engine's struct.
    let ce: &'static ext_php_rs::zend::ClassEntry = unsafe { &*ce };
    ext_php_rs::exception::PhpException::new(message.into(), 0, ce)
}

/// An exception of the registered class `class` (an `Async\` one).
pub fn php_exception_of(class: &str, message: &str) -> ext_php_rs::exception::PhpException {
    match super::class_table::find(class) {
        Some(ce) => ext_php_rs::exception::PhpException::new(message.into(), 0, ce),
        None => php_exception(Kind::Async, message),
    }
}

/// One owned reference to a PHP object: an exception to throw, or the
/// engine's graceful-exit object.
#[derive(Debug, PartialEq, Eq)]
pub struct Thrown(NonNull<zend::zend_object>);

impl Thrown {
    /// A new exception of `kind` with `message`, located at the running frame
    /// (callers create exceptions only in a coroutine's or main's own context).
    pub fn new(kind: Kind, message: &str) -> Self {
        Self::of_entry(kind.class_entry(), message)
    }

    /// A new exception of the registered class `class` (an `Async\` one
    /// outside `Kind`, such as ChannelException); AsyncException if absent.
    pub fn of_class(class: &str, message: &str) -> Self {
        let ce = super::class_table::find(class).map_or(Kind::Async.class_entry(), |c| {
            std::ptr::from_ref(c)
                .cast_mut()
                .cast::<zend::zend_class_entry>()
        });
        Self::of_entry(ce, message)
    }

    /// A new exception of class `ce` (registered and concrete) with
    /// `message`, located at the running frame.
    fn of_entry(ce: *mut zend::zend_class_entry, message: &str) -> Self {
        // SAFETY: the callers pass a registered, concrete class; the shim
        // falls back to \Error, and never returns null (OOM bails out
        // inside the engine).
        let p = unsafe { sys::ta_new_exception(ce, message.as_ptr().cast(), message.len()) };
        Self(NonNull::new(p).unwrap_or_else(unreachable_null))
    }

    /// Sets a public property of the exception (ChannelException::$reason).
    pub fn set_public_property(&self, name: &str, value: ext_php_rs::types::Zval) {
        // SAFETY: this Thrown owns a reference to the live object, which is
        // an engine object (ext-php-rs's ZendObject is the same struct);
        // the borrow ends with this call, on the PHP thread.
        let obj = unsafe { &mut *self.0.as_ptr().cast::<ext_php_rs::types::ZendObject>() };
        let _ = obj.set_property(name, value);
    }

    /// A plain `\Error` with `message` (a misuse PHP itself would report
    /// with \Error, not an Async\ exception).
    pub fn plain_error(message: &str) -> Self {
        // SAFETY: zend_ce_error is registered at engine start.
        Self::of_entry(unsafe { zend::zend_ce_error }, message)
    }

    /// A plain `\Exception` with `message` (a pool's "Resource validation
    /// failed", as TrueAsync reports it).
    pub fn plain_exception(message: &str) -> Self {
        // SAFETY: zend_ce_exception is registered at engine start.
        Self::of_entry(unsafe { zend::zend_ce_exception }, message)
    }

    /// A plain `\ValueError` with `message`, not naming an argument (what
    /// `zend_value_error` raises).
    pub fn value_error(message: &str) -> Self {
        // SAFETY: zend_ce_value_error is registered at engine start.
        Self::of_entry(unsafe { zend::zend_ce_value_error }, message)
    }

    /// PHP's graceful exit: unwinds (finally blocks run), is never caught.
    pub fn graceful_exit() -> Self {
        // SAFETY: the engine allocates a new object with one reference.
        let p = unsafe { sys::zend_create_graceful_exit() };
        Self(NonNull::new(p).unwrap_or_else(unreachable_null))
    }

    /// A new reference to an object PHP code handed us.
    pub fn share(obj: &ZendObject) -> Self {
        let p = NonNull::from(obj).cast::<zend::zend_object>();
        // SAFETY: the object is alive; we take our own reference.
        unsafe { sys::ta_obj_addref(p.as_ptr()) };
        Self(p)
    }

    /// A new reference to the object behind `p`, if not null.
    ///
    /// # Safety
    /// `p` is null or a live zend_object.
    pub unsafe fn share_ptr(p: *mut zend::zend_object) -> Option<Self> {
        let p = NonNull::new(p)?;
        // SAFETY: the caller's contract: the object is alive.
        unsafe { sys::ta_obj_addref(p.as_ptr()) };
        Some(Self(p))
    }

    /// Takes over the reference the caller owns on `p`, if not null.
    ///
    /// # Safety
    /// `p` is null or a live zend_object one of whose references the
    /// caller hands over.
    pub unsafe fn adopt_ptr(p: *mut zend::zend_object) -> Option<Self> {
        NonNull::new(p).map(Self)
    }

    /// Takes EG(exception) over (one new reference), if it is set.
    pub fn current() -> Option<Self> {
        // SAFETY: a plain read of EG(exception) on the PHP thread.
        let p = NonNull::new(unsafe { (*eg()).exception })?;
        // SAFETY: EG(exception) is a live object.
        unsafe { sys::ta_obj_addref(p.as_ptr()) };
        Some(Self(p))
    }

    /// The exception in flight, taken: EG(exception) is cleared.
    pub fn take_current() -> Option<Self> {
        let ex = Self::current()?;
        // SAFETY: clears EG(exception) on the PHP thread; `ex` holds its
        // own reference.
        unsafe { sys::zend_clear_exception() };
        Some(ex)
    }

    /// Another reference to the same object.
    pub fn share_again(&self) -> Self {
        // SAFETY: we hold a reference, so the object is alive.
        unsafe { sys::ta_obj_addref(self.0.as_ptr()) };
        Self(self.0)
    }

    /// Appends `ex` to this CompositeException's list.
    pub fn composite_add(&self, ex: &Thrown) {
        // SAFETY: both objects are alive; the shim takes its own reference
        // to `ex` and only touches the property of the composite's class.
        unsafe { sys::ta_composite_add(self.0.as_ptr(), ex.0.as_ptr()) };
    }

    /// Reports it as an E_WARNING ("context: Class: message"), for an
    /// exception that has nowhere to go.
    pub fn warn(&self, context: &str) {
        let c = std::ffi::CString::new(context).unwrap_or_default();
        // SAFETY: the object is alive; the shim only reads it.
        unsafe { sys::ta_warn_exception(self.0.as_ptr(), c.as_ptr()) };
    }

    /// Its message, if that is a string (lossy UTF-8).
    pub fn message(&self) -> Option<String> {
        let mut len = 0usize;
        // SAFETY: the object is alive; the shim only reads its property.
        let p = unsafe { sys::ta_exception_message(self.0.as_ptr(), &mut len) };
        if p.is_null() {
            return None;
        }
        // SAFETY: `len` bytes of the message string, alive while the
        // object is and copied at once.
        let bytes = unsafe { std::slice::from_raw_parts(p.cast::<u8>(), len) };
        Some(String::from_utf8_lossy(bytes).into_owned())
    }

    /// Reports it as PHP reports an uncaught exception (E_ERROR without a
    /// bailout: the exit status becomes 255), saying where it was thrown.
    pub fn report_uncaught(&self, thrown_in: &str) {
        let c = std::ffi::CString::new(thrown_in).unwrap_or_default();
        // SAFETY: the object is alive; the shim blocks switching while the
        // exception's __toString() runs and keeps any pending exception.
        unsafe { sys::ta_report_uncaught(self.0.as_ptr(), c.as_ptr()) };
    }

    /// A zval holding another reference to the object.
    pub fn to_zval(&self) -> ext_php_rs::types::Zval {
        let mut z = ext_php_rs::types::Zval::new();
        let mut p = self.0.cast::<ZendObject>();
        // SAFETY: we hold a reference, so the object is alive; set_object
        // takes one of its own.
        z.set_object(unsafe { p.as_mut() });
        z
    }

    pub fn as_ptr(&self) -> *mut zend::zend_object {
        self.0.as_ptr()
    }

    pub fn is_instance_of(&self, kind: Kind) -> bool {
        // SAFETY: the object is alive; the class entry is registered.
        unsafe { sys::ta_instanceof(self.0.as_ptr(), kind.class_entry()) }
    }

    pub fn is_unwind_exit(&self) -> bool {
        // SAFETY: the object is alive.
        unsafe { sys::zend_is_unwind_exit(self.0.as_ptr()) }
    }

    pub fn is_graceful_exit(&self) -> bool {
        // SAFETY: the object is alive.
        unsafe { sys::zend_is_graceful_exit(self.0.as_ptr()) }
    }

    /// Makes `previous` this exception's previous (the engine takes that
    /// reference over).
    pub fn set_previous(&self, previous: Thrown) {
        let p = previous.0.as_ptr();
        std::mem::forget(previous);
        // SAFETY: both objects are alive; zend_exception_set_previous
        // consumes the reference to `p`.
        unsafe { sys::zend_exception_set_previous(self.0.as_ptr(), p) };
    }

    /// Throws it in the current frame; the engine takes the reference over.
    /// The internal variant also accepts graceful exits (not Throwable).
    pub fn throw(self) {
        let p = self.0.as_ptr();
        std::mem::forget(self);
        // SAFETY: we owned one reference; the engine now does.
        unsafe { sys::zend_throw_exception_internal(p) };
    }
}

impl Drop for Thrown {
    fn drop(&mut self) {
        // SAFETY: the reference this value owns.
        unsafe { sys::ta_obj_release(self.0.as_ptr()) };
    }
}

#[cold]
fn unreachable_null() -> NonNull<zend::zend_object> {
    // The shim never returns null (see Thrown::new); nothing to recover.
    std::process::abort()
}

/// Why a suspension is refused now, from `sys::switch_refused()`'s code
/// (csrc/fiber_shim.c, csrc/engine_state_shim.c): the exception the
/// suspending call throws.
#[cold]
pub(crate) fn switch_refusal(code: std::ffi::c_int) -> Thrown {
    let message = match code {
        1 => "Cannot suspend a coroutine here: switching is not allowed inside a destructor, the garbage collector or a shutdown handler",
        3 => "Cannot suspend a coroutine while PHP compiles a file",
        4 => "Cannot suspend a coroutine inside array_multisort()",
        5 => "Cannot suspend a coroutine inside a signal handler (pcntl_signal): PHP does not allow switching while it dispatches signals",
        6 => "Cannot suspend a coroutine inside a function run on the main stack (ZEND_ASYNC_CALL_ON_MAIN_STACK)",
        _ => "Cannot suspend a coroutine while an exception unwinds its frames",
    };
    Thrown::new(Kind::Async, message)
}
