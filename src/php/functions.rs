//! `Async\` functions of tier 1 (the core API). The suspending ones are
//! plain function handlers (no ext-php-rs wrapper): they may switch stacks,
//! and a fatal error elsewhere must reach PHP's bailout only after every Rust
//! value of the handler is dropped (`Outcome::apply` + `php_ops::bailout`).

use super::await_many::token_arg;
use crate::awaitables::awaitable::Awaitable;
use crate::awaitables::future::future_zval;
use crate::awaitables::signal::{Refused, Signal};
use crate::engine::callable::Callable;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::try_rt;
use ext_php_rs::args::Arg;
use ext_php_rs::builders::FunctionBuilder;
use ext_php_rs::convert::FromZval;
use ext_php_rs::flags::DataType;
use ext_php_rs::types::{ZendHashTable, Zval};
use ext_php_rs::zend::ExecuteData;

pub fn builders() -> Vec<FunctionBuilder<'static>> {
    vec![
        FunctionBuilder::new("Async\\spawn", spawn)
            .arg(Arg::new("task", DataType::Callable))
            .arg(Arg::new("args", DataType::Mixed).is_variadic())
            .returns(DataType::Object("Async\\Coroutine".into()), false, false),
        FunctionBuilder::new("Async\\await", await_)
            .arg(Arg::new(
                "awaitable",
                DataType::Object("Async\\Completable".into()),
            ))
            .arg(cancellation_arg())
            .required_args(1)
            .returns(DataType::Mixed, false, false),
        FunctionBuilder::new("Async\\suspend", suspend).returns(DataType::Void, false, false),
        FunctionBuilder::new("Async\\timeout", timeout)
            .arg(Arg::new("ms", DataType::Long))
            .returns(DataType::Object("Async\\Timeout".into()), false, false),
        FunctionBuilder::new("Async\\available_parallelism", available_parallelism).returns(
            DataType::Long,
            false,
            false,
        ),
        FunctionBuilder::new("Async\\delay", delay)
            .arg(Arg::new("ms", DataType::Long))
            .returns(DataType::Void, false, false),
        FunctionBuilder::new("Async\\protect", protect)
            .arg(Arg::new("closure", DataType::Object("Closure".into())))
            .returns(DataType::Mixed, false, false),
        FunctionBuilder::new("Async\\current_coroutine", current_coroutine).returns(
            DataType::Object("Async\\Coroutine".into()),
            false,
            false,
        ),
        FunctionBuilder::new("Async\\get_coroutines", get_coroutines).returns(
            DataType::Array,
            false,
            false,
        ),
        FunctionBuilder::new("Async\\graceful_shutdown", graceful_shutdown)
            .arg(
                Arg::new(
                    "cancellationError",
                    DataType::Object("Async\\AsyncCancellation".into()),
                )
                .allow_null()
                .default("null"),
            )
            .required_args(0)
            .returns(DataType::Void, false, false),
        FunctionBuilder::new("Async\\signal", signal)
            .arg(Arg::new("signal", DataType::Object("Async\\Signal".into())))
            .arg(cancellation_arg())
            .required_args(1)
            .returns(DataType::Object("Async\\Future".into()), false, false),
        FunctionBuilder::new("Async\\runtime_stats", runtime_stats).returns(
            DataType::Array,
            false,
            false,
        ),
    ]
}

extern "C" fn spawn(ex: &mut ExecuteData, rv: &mut Zval) {
    let spawned = {
        let Some((task, extra)) = php_ops::call_args(ex, 1, None).and_then(|a| a.split_first_mut())
        else {
            return;
        };
        let Some(callable) = Callable::resolve(task.dereference()) else {
            php_ops::argument_type_error(1, "callable", task.dereference_mut());
            return;
        };
        let args: Vec<Zval> = extra
            .iter()
            .map(|z| z.dereference().shallow_clone())
            .collect();
        let callable = match php_ops::named_args_if_any(ex) {
            Some(named) => callable.with_named(named),
            None => callable,
        };
        php_ops::spawn(callable, args)
    };
    php_ops::finish(spawned, rv);
}

extern "C" fn await_(ex: &mut ExecuteData, rv: &mut Zval) {
    let outcome = {
        let Some(args) = php_ops::call_args(ex, 1, Some(2)) else {
            return;
        };
        let Some((target, token)) =
            subject_and_token(args, "Async\\Completable", Awaitable::of_zval)
        else {
            return;
        };
        let token = token.map(|(a, _)| a);
        crate::awaitables::awaitable::await_target(target, token)
    };
    php_ops::finish(outcome, rv);
}

/// The `($subject, ?Async\\Completable $cancellation = null)` shape: the
/// first argument as `read` takes it (a TypeError naming `expected`
/// otherwise) and the cancellation token.
#[allow(clippy::type_complexity)]
fn subject_and_token<'a, T>(
    args: &'a mut [Zval],
    expected: &str,
    read: impl FnOnce(&'a Zval) -> Option<T>,
) -> Option<(T, Option<(Awaitable<'a>, &'a Zval)>)> {
    let (first, rest) = args.split_at_mut(1);
    let given: &'a Zval = first[0].dereference_mut();
    let Some(subject) = read(given) else {
        let mut shown = given.shallow_clone();
        php_ops::argument_type_error(1, expected, &mut shown);
        return None;
    };
    let token = token_arg(rest.first_mut(), 2, "?Async\\Completable").ok()?;
    Some((subject, token))
}

/// `?Async\\Completable $cancellation = null`.
fn cancellation_arg() -> Arg<'static> {
    Arg::new(
        "cancellation",
        DataType::Object("Async\\Completable".into()),
    )
    .allow_null()
    .default("null")
}

extern "C" fn suspend(ex: &mut ExecuteData, rv: &mut Zval) {
    php_ops::suspend_handler(ex, rv);
}

/// The one `int $ms` argument of delay()/timeout().
fn milliseconds(ex: &mut ExecuteData) -> Option<i64> {
    let args = php_ops::call_args(ex, 1, Some(1))?;
    php_ops::arg_long(args[0].dereference_mut(), 1)
}

extern "C" fn available_parallelism(ex: &mut ExecuteData, rv: &mut Zval) {
    if php_ops::call_args(ex, 0, Some(0)).is_some() {
        rv.set_long(i64::from(php_ops::available_parallelism()));
    }
}

extern "C" fn delay(ex: &mut ExecuteData, rv: &mut Zval) {
    let Some(ms) = milliseconds(ex) else {
        return;
    };
    if ms < 0 {
        php_ops::argument_value_error(1, "must be greater than or equal to 0");
        return;
    }
    php_ops::finish(php_ops::delay(ms as u64), rv);
}

extern "C" fn timeout(ex: &mut ExecuteData, rv: &mut Zval) {
    let Some(ms) = milliseconds(ex) else {
        return;
    };
    if ms <= 0 {
        // TrueAsync's own wording: a ValueError that names no argument.
        let ex = Thrown::value_error("Timeout value must be greater than 0");
        php_ops::finish(Outcome::Throw(ex), rv);
        return;
    }
    php_ops::finish(crate::awaitables::timeout::start_zval(ms as u64), rv);
}

extern "C" fn signal(ex: &mut ExecuteData, rv: &mut Zval) {
    let Some(args) = php_ops::call_args(ex, 1, Some(2)) else {
        return;
    };
    let Some((case, token)) = subject_and_token(args, "Async\\Signal", Signal::from_zval) else {
        return;
    };
    let token = token.map(|(_, z)| z);
    let signum = match case.os_number() {
        Ok(n) => n,
        Err(Refused::NotOnThisPlatform) => {
            php_ops::argument_value_error(
                1,
                &format!(
                    "Async\\Signal::{} is not available on this platform",
                    case.name()
                ),
            );
            return;
        }
        Err(Refused::Uncatchable) => {
            php_ops::argument_value_error(
                1,
                &format!("Async\\Signal::{} cannot be caught", case.name()),
            );
            return;
        }
    };
    match crate::awaitables::signal::signal(case, signum, token) {
        Ok(core) => *rv = future_zval(core),
        Err(e) => Outcome::error(
            Kind::Async,
            &format!("Async\\signal(): cannot watch the signal: {e}"),
        )
        .apply_in_method(rv),
    }
}

extern "C" fn protect(ex: &mut ExecuteData, rv: &mut Zval) {
    let outcome = {
        let Some(args) = php_ops::call_args(ex, 1, Some(1)) else {
            return;
        };
        let c = args[0].dereference_mut();
        let is_closure = c
            .object()
            .and_then(|o| o.get_class_name().ok())
            .is_some_and(|n| n == "Closure");
        if !is_closure {
            php_ops::argument_type_error(1, "Closure", c);
            return;
        }
        match Callable::resolve(c) {
            Some(c) => php_ops::protect(&c),
            None => return,
        }
    };
    php_ops::finish(outcome, rv);
}

extern "C" fn current_coroutine(ex: &mut ExecuteData, rv: &mut Zval) {
    if php_ops::call_args(ex, 0, Some(0)).is_some() {
        php_ops::finish(php_ops::current(), rv);
    }
}

extern "C" fn get_coroutines(ex: &mut ExecuteData, rv: &mut Zval) {
    if php_ops::call_args(ex, 0, Some(0)).is_none() {
        return;
    }
    let mut arr = ZendHashTable::new();
    for co in php_ops::coroutines() {
        let _ = arr.push(co);
    }
    rv.set_hashtable(arr);
}

extern "C" fn graceful_shutdown(ex: &mut ExecuteData, rv: &mut Zval) {
    let Some(args) = php_ops::call_args(ex, 0, Some(1)) else {
        return;
    };
    let reason = args
        .first_mut()
        .map(|z| z.dereference_mut())
        .filter(|z| !z.is_null());
    let object = match reason {
        None => None,
        Some(z) => match z.object() {
            Some(o) if php_ops::is_cancellation(o) => Some(o),
            _ => {
                php_ops::argument_type_error(1, "?Async\\AsyncCancellation", z);
                return;
            }
        },
    };
    php_ops::graceful_shutdown(object);
    rv.set_null();
}

extern "C" fn runtime_stats(ex: &mut ExecuteData, rv: &mut Zval) {
    if php_ops::call_args(ex, 0, Some(0)).is_none() {
        return;
    }
    let mut arr = ZendHashTable::new();
    if let Some(rt) = try_rt() {
        let s = &rt.stats;
        let pool = rt.pool.borrow();
        let ps = pool.stats();
        let b = pool.bounds();
        let live = rt.live.borrow().len();
        let pairs: [(&str, i64); 16] = [
            ("coroutines_total", live as i64),
            ("coroutine_queue", rt.ready.borrow().len() as i64),
            ("microtasks_queue", rt.microtasks.len() as i64),
            ("coroutines_spawned", s.spawned.get() as i64),
            ("coroutines_finished", s.finished.get() as i64),
            ("switches", s.switches.get() as i64),
            ("context_handoffs", s.context_handoffs.get() as i64),
            ("fast_returns", s.fast_returns.get() as i64),
            ("scheduler_entries", s.scheduler_entries.get() as i64),
            ("fiber_pool_count", pool.idle_len() as i64),
            ("fiber_pool_in_use", pool.in_use() as i64),
            ("fiber_pool_min", b.min as i64),
            ("fiber_pool_max", b.max as i64),
            ("fiber_pool_hits", ps.hits as i64),
            ("fiber_pool_misses", ps.misses as i64),
            ("fiber_stack_size", rt.config.stack_size as i64),
        ];
        for (k, v) in pairs {
            let _ = arr.insert(k, v);
        }
        let _ = arr.insert(
            "fiber_pool_virtual_bytes",
            (pool.idle_len() * rt.config.stack_size) as i64,
        );
        let _ = arr.insert("microtasks_executed", rt.microtasks.executed() as i64);
        let _ = arr.insert("reactor_waits", s.reactor_waits.get() as i64);
        let _ = arr.insert("file_offloads", s.file_offloads.get() as i64);
        // TrueAsync's names: coroutines alive (main included), the ready
        // queue (one queue here for new and resumed coroutines alike), and
        // how many idle contexts the pool keeps now (it follows demand).
        let _ = arr.insert("coroutines_active", live as i64);
        let _ = arr.insert("resumed_queue", rt.ready.borrow().len() as i64);
        let _ = arr.insert("fiber_pool_capacity", pool.cap() as i64);
        let (pooled, live) = php_ops::stack_resident_max();
        let _ = arr.insert("fiber_pool_stack_resident_max", pooled as i64);
        let _ = arr.insert("fiber_stack_resident_max", live as i64);
    }
    rv.set_hashtable(arr);
}
