//! `Async\Future` and `Async\FutureState` methods. The classes and the
//! completion logic are `engine::future`.

use super::coroutine::file_and_line;
use crate::awaitables::awaitable::Awaitable;
use crate::awaitables::future::{already_completed, Future, FutureCore, FutureState, Step};
use crate::engine::callable::Callable;
use crate::engine::errors::Thrown;
use crate::engine::php_ops::{self, Outcome};
use ext_php_rs::prelude::*;
use ext_php_rs::types::{ZendObject, Zval};
use ext_php_rs::zend::ce;

fn type_error(msg: String) -> PhpException {
    PhpException::new(msg, 0, ce::type_error())
}

fn throwable<'a>(z: &'a Zval, method: &str) -> PhpResult<&'a ZendObject> {
    z.object()
        .filter(|o| o.instance_of(ce::throwable()))
        .ok_or_else(|| {
            type_error(format!(
                "{method}: Argument #1 ($throwable) must be of type Throwable, {} given",
                type_name(z)
            ))
        })
}

/// The type as PHP's own messages name it.
pub(crate) fn type_name(z: &Zval) -> String {
    if let Some(o) = z.object() {
        return o.get_class_name().unwrap_or_else(|_| "object".into());
    }
    let name = if z.is_null() {
        "null"
    } else if z.is_bool() {
        "bool"
    } else if z.is_long() {
        "int"
    } else if z.is_double() {
        "float"
    } else if z.is_string() {
        "string"
    } else if z.is_array() {
        "array"
    } else {
        "mixed"
    };
    name.into()
}

#[php_impl]
impl FutureState {
    pub fn __construct() -> Self {
        // TrueAsync makes the state with the object, so a second
        // `__construct()` call changes nothing: the Futures made from this
        // state stay attached to it.
        let existing = php_ops::this_object()
            .and_then(ext_php_rs::types::ZendClassObject::<FutureState>::from_zend_obj);
        Self {
            core: existing.map_or_else(FutureCore::new, |s| s.core.clone()),
        }
    }

    /// Completes the future with `result`; a second completion throws.
    pub fn complete(&self, result: &Zval) {
        if self.core.complete(result.shallow_clone()).is_err() {
            already_completed(&self.core.completed_at()).throw();
        }
    }

    /// Fails the future with `throwable`; a second completion throws.
    pub fn error(&self, throwable: &Zval) -> PhpResult<()> {
        let obj = self::throwable(throwable, "Async\\FutureState::error()")?;
        if self.core.fail(Thrown::share(obj)).is_err() {
            already_completed(&self.core.completed_at()).throw();
        }
        Ok(())
    }

    pub fn is_completed(&self) -> bool {
        self.core.is_completed()
    }

    pub fn is_cancelled(&self) -> bool {
        self.core.is_cancelled()
    }

    pub fn ignore(&self) {
        self.core.ignore();
    }

    pub fn get_created_location(&self) -> String {
        self.core.created_at.describe()
    }

    pub fn get_created_file_and_line(&self) -> Zval {
        file_and_line(&self.core.created_at)
    }

    pub fn get_completed_location(&self) -> String {
        self.core.completed_at().describe()
    }

    pub fn get_completed_file_and_line(&self) -> Zval {
        file_and_line(&self.core.completed_at())
    }
}

fn callback(z: &Zval, method: &str, arg: &str) -> PhpResult<Callable> {
    Callable::resolve(z).ok_or_else(|| {
        type_error(format!(
            "Async\\Future::{method}(): Argument #1 (${arg}) must be a valid callback"
        ))
    })
}

#[php_impl]
impl Future {
    pub fn __construct(state: &Zval) -> PhpResult<Self> {
        let core = state
            .object()
            .and_then(|o| ext_php_rs::types::ZendClassObject::<FutureState>::from_zend_obj(o))
            .map(|s| s.core.clone())
            .ok_or_else(|| {
                type_error(format!(
                    "Async\\Future::__construct(): Argument #1 ($state) must be of type Async\\FutureState, {} given",
                    type_name(state)
                ))
            })?;
        Ok(Future::of(core))
    }

    /// An already completed future.
    pub fn completed(value: Option<&Zval>) -> Self {
        let core = FutureCore::new();
        let _ = core.complete(value.map_or_else(Zval::new, Zval::shallow_clone));
        Future::of(core)
    }

    /// An already failed future.
    pub fn failed(throwable: &Zval) -> PhpResult<Self> {
        let obj = self::throwable(throwable, "Async\\Future::failed()")?;
        let core = FutureCore::new();
        let _ = core.fail(Thrown::share(obj));
        Ok(Future::of(core))
    }

    /// Waits for the result (or throws its exception); `cancellation` ends
    /// the wait early with OperationCanceledException.
    #[php(name = "await")]
    pub fn await_result(&self, cancellation: Option<&Zval>) -> PhpResult<Zval> {
        let token = match cancellation.filter(|z| !z.is_null()) {
            None => None,
            Some(z) => Some(Awaitable::of_zval(z).ok_or_else(|| {
                type_error(format!(
                    "Async\\Future::await(): Argument #1 ($cancellation) must be of type ?Async\\Completable, {} given",
                    type_name(z)
                ))
            })?),
        };
        self.core.ignore_unused();
        let mut rv = Zval::new();
        let outcome: Outcome =
            crate::awaitables::awaitable::await_target(Awaitable::Future(&self.core), token);
        outcome.apply_in_method(&mut rv);
        Ok(rv)
    }

    /// Fails a pending future with `cancellation` (or a new
    /// AsyncCancellation); a completed one is left as it is.
    pub fn cancel(&self, cancellation: Option<&Zval>) -> PhpResult<()> {
        let given = cancellation.filter(|z| !z.is_null());
        let reason = given.and_then(|z| z.object());
        if given.is_some() && !reason.is_some_and(php_ops::is_cancellation) {
            return Err(type_error(
                "Async\\Future::cancel(): Argument #1 ($cancellation) must be of type ?Async\\AsyncCancellation".into(),
            ));
        }
        self.core
            .cancel(php_ops::cancellation(reason, "Future has been cancelled"));
        Ok(())
    }

    pub fn map(&self, map: &Zval) -> PhpResult<Future> {
        let cb = callback(map, "map", "map")?;
        Ok(Future::of(self.core.then(Step::Map, cb)))
    }

    pub fn catch(&self, catch: &Zval) -> PhpResult<Future> {
        let cb = callback(catch, "catch", "catch")?;
        Ok(Future::of(self.core.then(Step::Catch, cb)))
    }

    pub fn finally(&self, finally: &Zval) -> PhpResult<Future> {
        let cb = callback(finally, "finally", "finally")?;
        Ok(Future::of(self.core.then(Step::Finally, cb)))
    }

    /// Marks it used: no report for an error nobody handled.
    pub fn ignore(&self) -> Future {
        self.core.ignore();
        Future::of(self.core.clone())
    }

    pub fn is_completed(&self) -> bool {
        self.core.is_completed()
    }

    pub fn is_cancelled(&self) -> bool {
        self.core.is_cancelled()
    }

    /// TrueAsync's shape: one string describing the state the future
    /// reads, "FutureState(pending)" or "FutureState(completed)".
    pub fn get_awaiting_info(&self) -> Vec<String> {
        let state = if self.core.is_completed() {
            "completed"
        } else {
            "pending"
        };
        vec![format!("FutureState({state})")]
    }

    pub fn get_created_location(&self) -> String {
        self.core.created_at.describe()
    }

    pub fn get_created_file_and_line(&self) -> Zval {
        file_and_line(&self.core.created_at)
    }

    pub fn get_completed_location(&self) -> String {
        self.core.completed_at().describe()
    }

    pub fn get_completed_file_and_line(&self) -> Zval {
        file_and_line(&self.core.completed_at())
    }
}
