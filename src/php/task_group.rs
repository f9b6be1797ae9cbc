//! `Async\TaskGroup` and `Async\TaskSet` methods (one set of functions,
//! two classes). The groups themselves are scope/group.rs.

// PHP's parameter names ($ignoreErrors...) are the Rust ones.
#![allow(non_snake_case)]

use super::args;
use crate::awaitables::future::future_zval;
use crate::engine::callable::Callable;
use crate::engine::errors::{php_exception, Kind};
use crate::engine::php_ops::{self, Outcome};
use crate::scope::group::{GroupCore, GroupKey};
use crate::scope::group_object::{GroupIterator, TaskGroup, TaskSet};
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ce;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

const MAX: i64 = 4_294_967_295;

fn make(
    class: &str,
    concurrency: Option<i64>,
    queue_limit: Option<i64>,
    scope: Option<&Zval>,
    set_mode: bool,
) -> PhpResult<Rc<GroupCore>> {
    let concurrency = concurrency.unwrap_or(0);
    if !(0..=MAX).contains(&concurrency) {
        return Err(PhpException::new(
            format!("{class}::__construct(): Argument #1 ($concurrency) must be between 0 and 4294967295"),
            0,
            ce::value_error(),
        ));
    }
    if let Some(q) = queue_limit {
        if !(0..=MAX).contains(&q) {
            return Err(PhpException::new(
                format!("{class}::__construct(): Argument #2 ($queueLimit) must be between 0 and 4294967295"),
                0,
                ce::value_error(),
            ));
        }
    }
    let queue_limit = match queue_limit {
        Some(q) => q as usize,
        None => (concurrency as usize).saturating_mul(2),
    };
    let scope = match scope.filter(|z| !z.is_null()) {
        None => {
            crate::engine::runtime::rt().ensure_launched();
            let parent = crate::scope::current();
            let s =
                crate::scope::core::ScopeCore::new(crate::scope::next_id(), Some(parent), false);
            s.internal.set(true);
            s
        }
        Some(z) => {
            let Some(s) = super::scope::scope_of(z) else {
                return Err(PhpException::new(
                    format!(
                        "{class}::__construct(): Argument #3 ($scope) must be of type ?Async\\Scope, {} given",
                        super::future::type_name(z)
                    ),
                    0,
                    ce::type_error(),
                ));
            };
            if s.torn_down.get() {
                return Err(php_exception(
                    Kind::Async,
                    "Cannot use a disposed Scope for TaskGroup",
                ));
            }
            s
        }
    };
    Ok(GroupCore::new(
        scope,
        set_mode,
        concurrency as usize,
        queue_limit,
    ))
}

fn bind(core: &GroupCore) {
    if !core.object.is_set() {
        if let Some(obj) = php_ops::this_object() {
            core.object.set(obj);
        }
    }
}

fn spawn_task(
    core: &Rc<GroupCore>,
    method: &str,
    key: Option<GroupKey>,
    task: &Zval,
    num: u32,
    args: &[&Zval],
) -> PhpResult<()> {
    bind(core);
    let Some(callable) = Callable::resolve(task) else {
        return Err(PhpException::new(
            format!(
                "{method}: Argument #{num} ($task) must be of type callable, {} given",
                super::future::type_name(task)
            ),
            0,
            ce::type_error(),
        ));
    };
    let callable = callable.with_named(php_ops::named_args_here());
    let args = args.iter().map(|z| z.shallow_clone()).collect();
    let mut rv = Zval::new();
    core.spawn(key, callable, args).apply_in_method(&mut rv);
    Ok(())
}

fn key_arg(z: &Zval, method: &str) -> PhpResult<GroupKey> {
    if z.is_long() {
        return Ok(GroupKey::Int(z.long().unwrap_or(0)));
    }
    if let Some(s) = z.str() {
        return Ok(GroupKey::Str(s.to_string()));
    }
    Err(PhpException::new(
        format!(
            "{method}: Argument #1 ($key) must be of type string|int, {} given",
            super::future::type_name(z)
        ),
        0,
        ce::type_error(),
    ))
}

fn future_or_throw(
    r: Result<Rc<crate::awaitables::future::FutureCore>, crate::engine::errors::Thrown>,
) -> Zval {
    match r {
        Ok(f) => future_zval(f),
        Err(e) => {
            e.throw();
            Zval::new()
        }
    }
}

fn cancel(core: &Rc<GroupCore>, cancellation: Option<&Zval>, method: &str) -> PhpResult<()> {
    let reason = super::scope::cancellation_arg(cancellation, method)?;
    core.cancel(reason);
    Ok(())
}

fn await_completion(core: &GroupCore) -> Zval {
    let mut rv = Zval::new();
    let o: Outcome = core.await_completion();
    o.apply_in_method(&mut rv);
    rv
}

fn finally(core: &Rc<GroupCore>, callback: &Zval, method: &str) -> PhpResult<()> {
    bind(core);
    let Some(h) = Callable::resolve(callback) else {
        return Err(PhpException::new(
            format!(
                "{method}: Argument #1 ($callback) must be a valid callback, {} given",
                super::future::type_name(callback)
            ),
            0,
            ce::type_error(),
        ));
    };
    if core.sealed.get() && core.is_settled() {
        let mut args = [php_ops::this_zval()];
        let _ = h.call(&mut args);
        return Ok(());
    }
    core.finally.borrow_mut().push(h);
    Ok(())
}

/// Only foreach may ask (as TrueAsync, whose groups have no user-callable
/// getIterator()).
fn iterator(core: &Rc<GroupCore>, class: &str) -> PhpResult<GroupIterator> {
    match php_ops::called_by_foreach() {
        Some(false) => {}
        Some(true) => {
            return Err(PhpException::new(
                format!(
                    "Cannot iterate {} by reference",
                    class.trim_start_matches("Async\\")
                ),
                0,
                ce::error(),
            ))
        }
        None => {
            return Err(PhpException::new(
                format!(
                    "An object of class {class} is not a traversable object in an invalid state"
                ),
                0,
                ce::error(),
            ))
        }
    }
    bind(core);
    core.errors_handled.set(true);
    Ok(GroupIterator {
        core: core.clone(),
        pos: Cell::new(0),
        current: RefCell::new(None),
    })
}

#[php_impl]
impl TaskGroup {
    pub fn __construct(
        concurrency: Option<&Zval>,
        queueLimit: Option<&Zval>,
        scope: Option<&Zval>,
    ) -> PhpResult<Self> {
        let (concurrency, queueLimit) = (
            args::opt_long(concurrency, 1)?,
            args::opt_long(queueLimit, 2)?,
        );
        let core = make("Async\\TaskGroup", concurrency, queueLimit, scope, false)?;
        if let Some(obj) = php_ops::this_object() {
            core.object.set(obj);
        }
        Ok(Self { core })
    }

    pub fn spawn(&self, task: &Zval, args: &[&Zval]) -> PhpResult<()> {
        spawn_task(&self.core, "Async\\TaskGroup::spawn()", None, task, 1, args)
    }

    pub fn spawn_with_key(&self, key: &Zval, task: &Zval, args: &[&Zval]) -> PhpResult<()> {
        let k = key_arg(key, "Async\\TaskGroup::spawnWithKey()")?;
        spawn_task(
            &self.core,
            "Async\\TaskGroup::spawnWithKey()",
            Some(k),
            task,
            2,
            args,
        )
    }

    pub fn all(&self, ignoreErrors: Option<&Zval>) -> PhpResult<Zval> {
        let ignore = args::bool_or(ignoreErrors, 1, false)?;
        Ok(future_zval(self.core.all(ignore)))
    }

    pub fn race(&self) -> Zval {
        future_or_throw(self.core.race())
    }

    pub fn any(&self) -> Zval {
        future_or_throw(self.core.any())
    }

    pub fn get_results(&self) -> Zval {
        self.core.results(false)
    }

    pub fn get_errors(&self) -> Zval {
        self.core.errors_handled.set(true);
        self.core.results(true)
    }

    pub fn suppress_errors(&self) {
        self.core.errors_handled.set(true);
    }

    pub fn cancel(&self, cancellation: Option<&Zval>) -> PhpResult<()> {
        cancel(&self.core, cancellation, "Async\\TaskGroup::cancel()")
    }

    pub fn close(&self) {
        bind(&self.core);
        self.core.close();
    }

    pub fn dispose(&self) {
        self.core
            .dispose("Scope is being disposed due to TaskGroup disposal");
    }

    pub fn is_finished(&self) -> bool {
        self.core.is_settled()
    }

    pub fn is_closed(&self) -> bool {
        self.core.sealed.get()
    }

    pub fn count(&self) -> i64 {
        self.core.count() as i64
    }

    pub fn await_completion(&self) -> Zval {
        await_completion(&self.core)
    }

    pub fn finally(&self, callback: &Zval) -> PhpResult<()> {
        finally(&self.core, callback, "Async\\TaskGroup::finally()")
    }

    pub fn get_iterator(&self) -> PhpResult<GroupIterator> {
        iterator(&self.core, "Async\\TaskGroup")
    }
}

#[php_impl]
impl TaskSet {
    pub fn __construct(
        concurrency: Option<&Zval>,
        queueLimit: Option<&Zval>,
        scope: Option<&Zval>,
    ) -> PhpResult<Self> {
        let (concurrency, queueLimit) = (
            args::opt_long(concurrency, 1)?,
            args::opt_long(queueLimit, 2)?,
        );
        let core = make("Async\\TaskSet", concurrency, queueLimit, scope, true)?;
        if let Some(obj) = php_ops::this_object() {
            core.object.set(obj);
        }
        Ok(Self { core })
    }

    pub fn spawn(&self, task: &Zval, args: &[&Zval]) -> PhpResult<()> {
        spawn_task(&self.core, "Async\\TaskSet::spawn()", None, task, 1, args)
    }

    pub fn spawn_with_key(&self, key: &Zval, task: &Zval, args: &[&Zval]) -> PhpResult<()> {
        let k = key_arg(key, "Async\\TaskSet::spawnWithKey()")?;
        spawn_task(
            &self.core,
            "Async\\TaskSet::spawnWithKey()",
            Some(k),
            task,
            2,
            args,
        )
    }

    pub fn join_next(&self) -> Zval {
        future_or_throw(self.core.race())
    }

    pub fn join_any(&self) -> Zval {
        future_or_throw(self.core.any())
    }

    pub fn join_all(&self, ignoreErrors: Option<&Zval>) -> PhpResult<Zval> {
        let ignore = args::bool_or(ignoreErrors, 1, false)?;
        Ok(future_zval(self.core.all(ignore)))
    }

    pub fn cancel(&self, cancellation: Option<&Zval>) -> PhpResult<()> {
        cancel(&self.core, cancellation, "Async\\TaskSet::cancel()")
    }

    pub fn close(&self) {
        bind(&self.core);
        self.core.close();
    }

    pub fn dispose(&self) {
        self.core
            .dispose("Scope is being disposed due to TaskGroup disposal");
    }

    pub fn is_finished(&self) -> bool {
        self.core.is_settled()
    }

    pub fn is_closed(&self) -> bool {
        self.core.sealed.get()
    }

    pub fn count(&self) -> i64 {
        self.core.count() as i64
    }

    pub fn await_completion(&self) -> Zval {
        await_completion(&self.core)
    }

    pub fn finally(&self, callback: &Zval) -> PhpResult<()> {
        finally(&self.core, callback, "Async\\TaskSet::finally()")
    }

    pub fn get_iterator(&self) -> PhpResult<GroupIterator> {
        iterator(&self.core, "Async\\TaskSet")
    }
}

#[php_impl]
impl GroupIterator {
    pub fn current(&self) -> Zval {
        self.current
            .borrow()
            .as_ref()
            .map(|(_, v)| v.shallow_clone())
            .unwrap_or_default()
    }

    pub fn key(&self) -> Zval {
        self.current
            .borrow()
            .as_ref()
            .map(|(k, _)| k.shallow_clone())
            .unwrap_or_default()
    }

    pub fn next(&self) {
        self.current.borrow_mut().take();
    }

    pub fn rewind(&self) {}

    /// Waits for the next entry in spawn order; false once the group is
    /// closed and every entry was given out.
    pub fn valid(&self) -> bool {
        if self.current.borrow().is_some() {
            return true;
        }
        match self.core.next_entry(&self.pos) {
            Ok(Some(e)) => {
                *self.current.borrow_mut() = Some(e);
                true
            }
            Ok(None) => false,
            Err(o) => {
                o.apply_in_method(&mut Zval::new());
                false
            }
        }
    }
}

fn group_of(obj: &ext_php_rs::types::ZendObject) -> Option<Rc<GroupCore>> {
    if let Some(g) = ext_php_rs::types::ZendClassObject::<TaskGroup>::from_zend_obj(obj) {
        return Some(g.core.clone());
    }
    ext_php_rs::types::ZendClassObject::<TaskSet>::from_zend_obj(obj).map(|s| s.core.clone())
}

/// `spawn(callable $task, mixed ...$args)` of both classes as a plain
/// handler: the hot call of a fan-out, where ext-php-rs's method wrapper
/// (argument parser, zend_try, panic guard) cost as much as the spawn.
extern "C" fn fast_spawn(ex: &mut ext_php_rs::zend::ExecuteData, rv: &mut Zval) {
    let outcome = {
        let Some(core) = ex.get_self().and_then(|o| group_of(o)) else {
            return;
        };
        bind(&core);
        let named = php_ops::named_args(ex);
        let Some((task, extra)) = php_ops::call_args(ex, 1, None).and_then(|a| a.split_first_mut())
        else {
            return;
        };
        let Some(callable) = Callable::resolve(task.dereference()) else {
            php_ops::argument_type_error(1, "callable", task.dereference_mut());
            return;
        };
        let args = extra
            .iter()
            .map(|z| z.dereference().shallow_clone())
            .collect();
        core.spawn(None, callable.with_named(named), args)
    };
    php_ops::finish(outcome, rv);
}

/// The groups' spawn() as a plain handler (php/mod.rs installs it).
pub const FAST_PATHS: &[php_ops::FastPath] = &[
    (c"async\\taskgroup", c"spawn", fast_spawn),
    (c"async\\taskset", c"spawn", fast_spawn),
];
