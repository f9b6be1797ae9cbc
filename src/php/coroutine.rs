//! `Async\Coroutine` methods. The class itself is `engine::coroutine::Coroutine`.

use crate::engine::callable::{CallResult, Callable};
use crate::engine::coroutine::{CoRef, Coroutine};
use crate::engine::location::Location;
use crate::engine::php_ops;
use ext_php_rs::prelude::*;
use ext_php_rs::types::{ZendHashTable, Zval};

#[php_impl]
impl Coroutine {
    pub fn get_id(&self) -> i64 {
        self.rec.id as i64
    }

    pub fn as_hi_priority(&self) -> Zval {
        php_ops::raise_priority(&self.rec);
        php_ops::object_zval(CoRef::new(&self.rec))
    }

    pub fn get_result(&self) -> Zval {
        php_ops::result_zval(&self.rec)
    }

    pub fn get_exception(&self) -> PhpResult<Option<Zval>> {
        if self.rec.phase.get().is_running() && !self.rec.ended.get() {
            return Err(PhpException::from_message(
                "Cannot get the exception of a running coroutine".into(),
            ));
        }
        Ok(php_ops::exception_of(&self.rec))
    }

    pub fn get_trace(
        &self,
        options: Option<&Zval>,
        limit: Option<&Zval>,
    ) -> PhpResult<Option<Zval>> {
        let options = super::args::long_or(options, 1, 1)?;
        let limit = super::args::long_or(limit, 2, 0)?;
        Ok(php_ops::trace(&self.rec, options, limit))
    }

    pub fn get_spawn_file_and_line(&self) -> Zval {
        file_and_line(&self.rec.spawned_at)
    }

    pub fn get_context(&self) -> Zval {
        super::context::local_context(&self.rec)
    }

    pub fn get_spawn_location(&self) -> String {
        self.rec.spawned_at.describe()
    }

    pub fn get_suspend_file_and_line(&self) -> Zval {
        file_and_line(&self.rec.suspend_location())
    }

    pub fn get_suspend_location(&self) -> String {
        self.rec.suspend_location().describe()
    }

    pub fn is_started(&self) -> bool {
        self.rec.started.get()
    }

    pub fn is_queued(&self) -> bool {
        !self.rec.ended.get() && self.rec.phase.get().is_queued()
    }

    pub fn is_running(&self) -> bool {
        !self.rec.ended.get() && self.rec.phase.get().is_running()
    }

    /// Waiting, as TrueAsync counts it: for an event, or in the ready queue
    /// (a spawned coroutine that has not started yet included).
    pub fn is_suspended(&self) -> bool {
        let phase = self.rec.phase.get();
        !self.rec.ended.get() && (phase.is_suspended() || phase.is_queued())
    }

    /// Ended by its cancellation; false while the cancellation is on its way.
    pub fn is_cancelled(&self) -> bool {
        self.rec.cancelled.get() && self.rec.completed()
    }

    /// Cancelled, not yet ended.
    pub fn is_cancellation_requested(&self) -> bool {
        self.rec.cancel_requested.get() && !self.rec.completed()
    }

    pub fn is_completed(&self) -> bool {
        self.rec.completed()
    }

    pub fn get_awaiting_info(&self) -> Zval {
        let mut arr = ZendHashTable::new();
        let _ = arr.insert("waiting_for", self.rec.describe_waiting());
        let mut z = Zval::new();
        z.set_hashtable(arr);
        z
    }

    pub fn cancel(&self, cancellation: Option<&Zval>) -> PhpResult<()> {
        let given = cancellation.filter(|z| !z.is_null());
        let reason = given.and_then(|z| z.object());
        if given.is_some() && !reason.is_some_and(php_ops::is_cancellation) {
            return Err(PhpException::new(
                "Async\\Coroutine::cancel(): Argument #1 ($cancellation) must be of type ?Async\\AsyncCancellation".into(),
                0,
                ext_php_rs::zend::ce::type_error(),
            ));
        }
        php_ops::cancel(&self.rec, reason);
        Ok(())
    }

    pub fn finally(&self, callback: &Zval) -> PhpResult<()> {
        let Some(callback) = Callable::resolve(callback) else {
            return Err(PhpException::new(
                "Async\\Coroutine::finally(): Argument #1 ($callback) must be a valid callback"
                    .into(),
                0,
                ext_php_rs::zend::ce::type_error(),
            ));
        };
        if !self.rec.completed() {
            self.rec.finally.borrow_mut().push(callback);
            return Ok(());
        }
        // Already over: run it now, as a late finally would. A fatal error in
        // it bails out once our values are dropped (ext-php-rs's zend_try
        // around this method takes it from there).
        let bailed = {
            let mut args = [php_ops::object_zval(CoRef::new(&self.rec))];
            matches!(callback.call(&mut args), CallResult::Bailout)
        };
        if bailed {
            php_ops::bailout();
        }
        Ok(())
    }
}

/// `[file, line]`, a list as TrueAsync returns it: `[null, 0]` when unknown.
pub(crate) fn file_and_line(at: &Location) -> Zval {
    let mut arr = ZendHashTable::new();
    match at.file() {
        Some(file) => {
            let _ = arr.push(file);
            let _ = arr.push(i64::from(at.line()));
        }
        None => {
            let _ = arr.push(());
            let _ = arr.push(0i64);
        }
    }
    let mut z = Zval::new();
    z.set_hashtable(arr);
    z
}
