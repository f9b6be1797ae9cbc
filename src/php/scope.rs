//! `Async\Scope` methods and `Async\spawn_with()`. The scope itself is
//! scope/.

// PHP's parameter names ($parentScope...) are the Rust ones.
#![allow(non_snake_case)]

use crate::awaitables::awaitable::Awaitable;
use crate::engine::callable::Callable;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::{self, Outcome};
use crate::scope::core::ScopeCore;
use crate::scope::lifecycle::{self, Policy};
use crate::scope::object::ScopeObject;
use crate::scope::{self, wait};
use ext_php_rs::prelude::*;
use ext_php_rs::types::{ZendClassObject, Zval};
use ext_php_rs::zend::ce;
use std::rc::Rc;

const DISPOSED: &str = "Scope object has been disposed";

fn error(kind: Kind, msg: &str) -> PhpException {
    crate::engine::errors::php_exception(kind, msg)
}

/// The cancellation argument: null or an AsyncCancellation.
pub(crate) fn cancellation_arg(z: Option<&Zval>, method: &str) -> PhpResult<Option<Thrown>> {
    match z.filter(|z| !z.is_null()) {
        None => Ok(None),
        Some(z) => match z.object().filter(|o| php_ops::is_cancellation(o)) {
            Some(o) => Ok(Some(Thrown::share(o))),
            None => Err(PhpException::new(
                format!(
                    "{method}: Argument #1 ($cancellation) must be of type ?Async\\AsyncCancellation, {} given",
                    super::future::type_name(z)
                ),
                0,
                ce::type_error(),
            )),
        },
    }
}

fn callable_arg(z: &Zval, method: &str, num: u32, name: &str) -> PhpResult<Callable> {
    Callable::resolve(z).ok_or_else(|| {
        PhpException::new(
            format!(
                "{method}: Argument #{num} (${name}) must be a valid callback, {} given",
                super::future::type_name(z)
            ),
            0,
            ce::type_error(),
        )
    })
}

/// A scope as an argument: the ScopeObject's core.
pub(crate) fn scope_of(z: &Zval) -> Option<Rc<ScopeCore>> {
    let obj = z.object()?;
    let s = ZendClassObject::<ScopeObject>::from_zend_obj(obj)?;
    s.bind(obj);
    Some(s.core.clone())
}

fn token_arg<'a>(z: Option<&'a Zval>, method: &str, num: u32) -> PhpResult<Option<Awaitable<'a>>> {
    match z.filter(|z| !z.is_null()) {
        None => Ok(None),
        Some(z) => Awaitable::of_zval(z).map(Some).ok_or_else(|| {
            PhpException::new(
                format!(
                    "{method}: Argument #{num} ($cancellation) must be of type ?Async\\Awaitable, {} given",
                    super::future::type_name(z)
                ),
                0,
                ce::type_error(),
            )
        }),
    }
}

/// Spawns `callable` into `scope` (the checks of `Scope::spawn` done).
pub(crate) fn spawn_into(scope: &Rc<ScopeCore>, callable: Callable, args: Vec<Zval>) -> Outcome {
    php_ops::spawn_in(
        scope::owner_of(scope),
        callable,
        args,
        "Async\\Scope::spawn()",
    )
}

impl ScopeObject {
    fn live(&self) -> PhpResult<&Rc<ScopeCore>> {
        if let Some(obj) = php_ops::this_object() {
            self.bind(obj);
        }
        if self.core.torn_down.get() {
            return Err(error(Kind::Async, DISPOSED));
        }
        Ok(&self.core)
    }
}

#[php_impl]
impl ScopeObject {
    pub fn __construct() -> Self {
        let core = ScopeCore::new(scope::next_id(), None, false);
        if let Some(obj) = php_ops::this_object() {
            core.bind_object(obj);
        }
        ScopeObject::owning(core)
    }

    /// A child of `$parentScope`, or of the current scope.
    pub fn inherit(parentScope: Option<&Zval>) -> PhpResult<Zval> {
        let parent = match parentScope.filter(|z| !z.is_null()) {
            None => scope::current(),
            Some(z) => scope_of(z).ok_or_else(|| {
                PhpException::new(
                    format!(
                        "Async\\Scope::inherit(): Argument #1 ($parentScope) must be of type ?Async\\Scope, {} given",
                        super::future::type_name(z)
                    ),
                    0,
                    ce::type_error(),
                )
            })?,
        };
        if parent.torn_down.get() {
            return Err(error(
                Kind::Async,
                "Cannot inherit a Scope from a parent Scope that has already been disposed.",
            ));
        }
        let safe = parent.safe.get();
        let core = ScopeCore::new(scope::next_id(), Some(parent), safe);
        Ok(ScopeObject::wrap(core, true))
    }

    pub fn provide_scope(&self) -> Zval {
        let _ = self.live();
        scope::object_of(&self.core)
    }

    pub fn as_not_safely(&self) -> PhpResult<Zval> {
        self.live()?.set_safe(false);
        Ok(scope::object_of(&self.core))
    }

    pub fn allow_zombies(&self) -> PhpResult<Zval> {
        self.live()?.set_safe(true);
        Ok(scope::object_of(&self.core))
    }

    pub fn spawn(&self, callable: &Zval, params: &[&Zval]) -> PhpResult<Zval> {
        let core = self.live()?;
        let callable = callable_arg(callable, "Async\\Scope::spawn()", 1, "callable")?;
        if core.closed.get() {
            return Err(error(
                Kind::Async,
                "Cannot spawn a coroutine in a closed scope",
            ));
        }
        let args = params.iter().map(|z| z.shallow_clone()).collect();
        let callable = callable.with_named(php_ops::named_args_here());
        let mut rv = Zval::new();
        spawn_into(core, callable, args).apply_in_method(&mut rv);
        Ok(rv)
    }

    pub fn cancel(&self, cancellationError: Option<&Zval>) -> PhpResult<()> {
        let reason = cancellation_arg(cancellationError, "Async\\Scope::cancel()")?;
        lifecycle::cancel(&self.core, reason, Policy::Scope);
        Ok(())
    }

    pub fn await_completion(&self, cancellation: &Zval) -> PhpResult<Zval> {
        let token = token_arg(Some(cancellation), "Async\\Scope::awaitCompletion()", 1)?;
        let Some(token) = token else {
            return Err(PhpException::new(
                "Async\\Scope::awaitCompletion(): Argument #1 ($cancellation) must be of type Async\\Awaitable, null given".into(),
                0,
                ce::type_error(),
            ));
        };
        let mut rv = Zval::new();
        wait::await_completion(&self.core, token).apply_in_method(&mut rv);
        Ok(rv)
    }

    pub fn await_after_cancellation(
        &self,
        errorHandler: Option<&Zval>,
        cancellation: Option<&Zval>,
    ) -> PhpResult<Zval> {
        let handler = match errorHandler.filter(|z| !z.is_null()) {
            None => None,
            Some(z) => Some(callable_arg(
                z,
                "Async\\Scope::awaitAfterCancellation()",
                1,
                "errorHandler",
            )?),
        };
        let token = token_arg(cancellation, "Async\\Scope::awaitAfterCancellation()", 2)?;
        let mut rv = Zval::new();
        wait::await_after_cancellation(&self.core, handler, token).apply_in_method(&mut rv);
        Ok(rv)
    }

    pub fn is_finished(&self) -> bool {
        self.core.is_finished()
    }

    pub fn is_closed(&self) -> bool {
        self.core.closed.get()
    }

    pub fn is_cancelled(&self) -> bool {
        self.core.cancelled.get()
    }

    pub fn set_exception_handler(&self, exceptionHandler: &Zval) -> PhpResult<()> {
        let core = self.live()?;
        let h = callable_arg(
            exceptionHandler,
            "Async\\Scope::setExceptionHandler()",
            1,
            "exceptionHandler",
        )?;
        *core.handler.borrow_mut() = Some(h);
        Ok(())
    }

    pub fn set_child_scope_exception_handler(&self, exceptionHandler: &Zval) -> PhpResult<()> {
        let core = self.live()?;
        let h = callable_arg(
            exceptionHandler,
            "Async\\Scope::setChildScopeExceptionHandler()",
            1,
            "exceptionHandler",
        )?;
        *core.child_handler.borrow_mut() = Some(h);
        Ok(())
    }

    pub fn finally(&self, callback: &Zval) -> PhpResult<()> {
        let h = callable_arg(callback, "Async\\Scope::finally()", 1, "callback")?;
        if let Some(obj) = php_ops::this_object() {
            self.bind(obj);
        }
        if self.core.torn_down.get() {
            let mut args = [scope::object_of(&self.core)];
            if let crate::engine::callable::CallResult::Bailout = h.call(&mut args) {
                crate::engine::runtime::rt()
                    .pending
                    .set(crate::engine::runtime::Pending::Bailout);
            }
            return Ok(());
        }
        self.core.finally.borrow_mut().push(h);
        Ok(())
    }

    pub fn dispose(&self) {
        lifecycle::dispose(&self.core, None, Policy::Scope);
    }

    pub fn dispose_safely(&self) {
        lifecycle::dispose(&self.core, None, Policy::Zombies);
    }

    pub fn dispose_after_timeout(&self, timeout: &Zval) -> PhpResult<()> {
        let timeout = super::args::long_or(Some(timeout), 1, 0)?;
        if timeout < 0 {
            return Err(PhpException::new(
                "Async\\Scope::disposeAfterTimeout(): Argument #1 ($timeout) must be greater than or equal to 0".into(),
                0,
                ce::value_error(),
            ));
        }
        let core = &self.core;
        if core.torn_down.get()
            || core.closed.get()
            || (core.live() == 0 && core.children().is_empty())
        {
            return Ok(());
        }
        crate::scope::lifecycle::dispose_after(core.clone(), timeout as u64);
        Ok(())
    }

    pub fn get_child_scopes(&self) -> Vec<Zval> {
        if self.core.torn_down.get() {
            return Vec::new();
        }
        self.core
            .children()
            .iter()
            .filter(|c| !c.internal.get())
            .filter_map(|c| c.object.to_zval())
            .collect()
    }
}
