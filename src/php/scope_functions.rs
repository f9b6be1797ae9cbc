//! `Async\spawn_with()` and the context functions.

use crate::engine::callable::{CallResult, Callable};
use crate::engine::class_table;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::rt;
use crate::scope;
use ext_php_rs::args::Arg;
use ext_php_rs::builders::FunctionBuilder;
use ext_php_rs::flags::DataType;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;

pub fn builders() -> Vec<FunctionBuilder<'static>> {
    vec![
        FunctionBuilder::new("Async\\spawn_with", spawn_with)
            .arg(Arg::new(
                "provider",
                DataType::Object("Async\\ScopeProvider".into()),
            ))
            .arg(Arg::new("task", DataType::Callable))
            .arg(Arg::new("args", DataType::Mixed).is_variadic())
            .returns(DataType::Object("Async\\Coroutine".into()), false, false),
        FunctionBuilder::new("Async\\iterate", iterate)
            .arg(Arg::new("iterable", DataType::Iterable))
            .arg(Arg::new("callback", DataType::Callable))
            .arg(Arg::new("concurrency", DataType::Long).default("0"))
            .arg(Arg::new("cancelPending", DataType::Bool).default("true"))
            .required_args(2)
            .returns(DataType::Void, false, false),
        FunctionBuilder::new("Async\\current_context", current_context).returns(
            DataType::Object("Async\\Context".into()),
            false,
            false,
        ),
        FunctionBuilder::new("Async\\coroutine_context", coroutine_context).returns(
            DataType::Object("Async\\Context".into()),
            false,
            false,
        ),
        FunctionBuilder::new("Async\\root_context", root_context).returns(
            DataType::Object("Async\\Context".into()),
            false,
            false,
        ),
        FunctionBuilder::new("Async\\request_context", request_context).returns(
            DataType::Object("Async\\Context".into()),
            false,
            true,
        ),
    ]
}

/// Calls `$obj->method(...$args)`; Err(outcome) when it threw or bailed.
fn call_method(obj: &Zval, method: &str, args: &mut [Zval]) -> Result<Zval, Outcome> {
    let Some(c) = Callable::method(obj, method) else {
        return Err(Outcome::error(
            Kind::Async,
            &format!("Async\\spawn_with(): cannot call {method}()"),
        ));
    };
    match c.call(args) {
        CallResult::Returned(v) => Ok(v),
        CallResult::Threw => Err(match Thrown::take_current() {
            Some(ex) => Outcome::Throw(ex),
            None => Outcome::Value(Zval::new()),
        }),
        CallResult::Bailout => Err(Outcome::Bailout),
    }
}

extern "C" fn spawn_with(ex: &mut ExecuteData, rv: &mut Zval) {
    let outcome = {
        let Some(args) = php_ops::call_args(ex, 2, None) else {
            return;
        };
        let provider = args[0].dereference().shallow_clone();
        let is_provider = provider
            .object()
            .zip(class_table::find("Async\\ScopeProvider"))
            .is_some_and(|(o, ce)| o.instance_of(ce));
        if !is_provider {
            php_ops::argument_type_error(1, "Async\\ScopeProvider", args[0].dereference_mut());
            return;
        }
        let Some(callable) = Callable::resolve(args[1].dereference()) else {
            php_ops::argument_type_error(2, "callable", args[1].dereference_mut());
            return;
        };
        let extra: Vec<Zval> = args[2..]
            .iter()
            .map(|z| z.dereference().shallow_clone())
            .collect();
        let named = php_ops::named_args(ex);
        spawn_with_provider(provider, callable.with_named(named), extra)
    };
    php_ops::finish(outcome, rv);
}

fn spawn_with_provider(provider: Zval, callable: Callable, args: Vec<Zval>) -> Outcome {
    rt().ensure_launched();
    let provided = match call_method(&provider, "provideScope", &mut []) {
        Ok(v) => v,
        Err(o) => return o,
    };
    let core = if provided.is_null() {
        scope::current()
    } else {
        match super::scope::scope_of(&provided) {
            Some(c) => c,
            None => {
                return Outcome::error(
                    Kind::Async,
                    "Scope provider must return an instance of Async\\Scope",
                )
            }
        }
    };
    if core.torn_down.get() {
        return Outcome::error(Kind::Async, "Scope object has been disposed");
    }
    if core.closed.get() {
        return Outcome::error(Kind::Async, "Cannot spawn a coroutine in a closed scope");
    }
    let co = match super::scope::spawn_into(&core, callable, args) {
        Outcome::Value(v) => v,
        other => return other,
    };
    let strategy = provider
        .object()
        .zip(class_table::find("Async\\SpawnStrategy"))
        .is_some_and(|(o, ce)| o.instance_of(ce));
    if strategy {
        let scope_obj = scope::object_of(&core);
        for hook in ["beforeCoroutineEnqueue", "afterCoroutineEnqueue"] {
            let mut hook_args = [co.shallow_clone(), scope_obj.shallow_clone()];
            if let Err(o) = call_method(&provider, hook, &mut hook_args) {
                // The spawn is abandoned: the coroutine never runs.
                if let Some(rec) = co.object().and_then(php_ops::record_of) {
                    let c = crate::engine::coroutine::CoRef::new(rec);
                    rt().cancel(
                        c,
                        Thrown::new(Kind::Cancellation, "The spawn was abandoned"),
                    );
                    rt().observe(rec);
                }
                return o;
            }
        }
    }
    Outcome::Value(co)
}

extern "C" fn iterate(ex: &mut ExecuteData, rv: &mut Zval) {
    let outcome = {
        let Some(args) = php_ops::call_args(ex, 2, Some(4)) else {
            return;
        };
        let iterable = args[0].dereference().shallow_clone();
        let traversable = iterable
            .object()
            .is_some_and(|o| o.instance_of(ext_php_rs::zend::ce::traversable()));
        if !iterable.is_array() && !traversable {
            php_ops::argument_type_error(1, "array|Traversable", args[0].dereference_mut());
            return;
        }
        let Some(callback) = Callable::resolve(args[1].dereference()) else {
            php_ops::argument_type_error(2, "callable", args[1].dereference_mut());
            return;
        };
        let concurrency = match args.get_mut(2) {
            None => 0,
            Some(z) => {
                let Some(n) = php_ops::arg_long(z.dereference_mut(), 3) else {
                    return;
                };
                n
            }
        };
        let cancel_pending = match args.get_mut(3) {
            None => true,
            Some(z) => {
                let Some(b) = php_ops::arg_bool(z.dereference_mut(), 4) else {
                    return;
                };
                b
            }
        };
        if concurrency < 0 {
            Outcome::Throw(Thrown::value_error(
                "Async\\iterate(): Argument #3 ($concurrency) must be greater than or equal to 0",
            ))
        } else {
            scope::iterate::iterate(&iterable, callback, concurrency as usize, cancel_pending)
        }
    };
    php_ops::finish(outcome, rv);
}

extern "C" fn current_context(ex: &mut ExecuteData, rv: &mut Zval) {
    if php_ops::call_args(ex, 0, Some(0)).is_none() {
        return;
    }
    *rv = super::context::current_context();
}

extern "C" fn coroutine_context(ex: &mut ExecuteData, rv: &mut Zval) {
    if php_ops::call_args(ex, 0, Some(0)).is_none() {
        return;
    }
    *rv = super::context::coroutine_context();
}

extern "C" fn root_context(ex: &mut ExecuteData, rv: &mut Zval) {
    if php_ops::call_args(ex, 0, Some(0)).is_none() {
        return;
    }
    *rv = super::context::root_context();
}

/// No web server integration assigns a request scope on stock PHP's CLI:
/// always null.
extern "C" fn request_context(ex: &mut ExecuteData, rv: &mut Zval) {
    if php_ops::call_args(ex, 0, Some(0)).is_none() {
        return;
    }
    rv.set_null();
}
