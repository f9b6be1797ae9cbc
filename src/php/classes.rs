//! Interfaces and exception classes, registered in MINIT before the classes
//! that ext-php-rs registers (Async\Coroutine implements Async\Completable).
//!
//! `\Cancellation` is a third root Throwable in TrueAsync's patched engine.
//! Stock PHP only lets classes rooted at \Exception or \Error implement
//! Throwable, so here `\Cancellation` extends `\Error`: `catch (\Exception)`
//! does not swallow a cancellation, `catch (\Cancellation)` and
//! `catch (Async\AsyncCancellation)` work, and `catch (\Error)` also catches
//! it (the one documented difference).

use crate::engine::class_table::{self, register};
use crate::engine::errors::{self, ClassEntries};
use ext_php_rs::args::Arg;
use ext_php_rs::builders::{ClassBuilder, ClassProperty, FunctionBuilder};
use ext_php_rs::class::ClassEntryInfo;
use ext_php_rs::flags::{ClassFlags, DataType, MethodFlags, PropertyFlags};
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;
use ext_php_rs::zend::{ce, ClassEntry};

// Parents are named through accessors because ClassBuilder wants fn pointers;
// they run only at MINIT, after the class they name was registered.
fn find_or(name: &str, fallback: fn() -> &'static ClassEntry) -> &'static ClassEntry {
    class_table::find(name).unwrap_or_else(fallback)
}

fn awaitable() -> &'static ClassEntry {
    find_or("Async\\Awaitable", ce::stringable)
}

fn class(name: &'static str, parent: ClassEntryInfo) -> Option<&'static ClassEntry> {
    register(ClassBuilder::new(name).extends(parent), name)
}

/// An interface of public abstract methods.
fn interface(
    name: &'static str,
    methods: Vec<FunctionBuilder<'static>>,
) -> Option<&'static ClassEntry> {
    let builder = methods.into_iter().fold(
        ClassBuilder::new(name).flags(ClassFlags::Interface),
        |b, m| b.method(m, MethodFlags::Public | MethodFlags::Abstract),
    );
    register(builder, name)
}

/// Registers everything; returns false if the engine refused a class.
pub fn register_all() -> bool {
    register_all_inner().is_some()
}

fn cancellation_root() -> &'static ClassEntry {
    find_or("Cancellation", ce::error)
}

fn async_cancellation() -> &'static ClassEntry {
    find_or("Async\\AsyncCancellation", ce::error)
}

fn async_exception() -> &'static ClassEntry {
    find_or("Async\\AsyncException", ce::exception)
}

fn register_all_inner() -> Option<()> {
    register(
        ClassBuilder::new("Async\\Awaitable").flags(ClassFlags::Interface),
        "Async\\Awaitable",
    )?;
    register(
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
                    .required_args(0)
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

    register(
        ClassBuilder::new("Async\\ScopeProvider")
            .flags(ClassFlags::Interface)
            .method(
                // mixed, not ?Async\Scope: Scope's own method is an
                // ext-php-rs one, declared mixed; implementations may still
                // narrow it to ?Scope.
                FunctionBuilder::new_abstract("provideScope").returns(
                    DataType::Mixed,
                    false,
                    false,
                ),
                MethodFlags::Public | MethodFlags::Abstract,
            ),
        "Async\\ScopeProvider",
    )?;
    register(
        ClassBuilder::new("Async\\SpawnStrategy")
            .flags(ClassFlags::Interface)
            .implements((class_table::scope_provider, "Async\\ScopeProvider"))
            .method(
                FunctionBuilder::new_abstract("beforeCoroutineEnqueue")
                    .arg(Arg::new(
                        "coroutine",
                        DataType::Object("Async\\Coroutine".into()),
                    ))
                    .arg(Arg::new("scope", DataType::Object("Async\\Scope".into())))
                    .returns(DataType::Array, false, false),
                MethodFlags::Public | MethodFlags::Abstract,
            )
            .method(
                FunctionBuilder::new_abstract("afterCoroutineEnqueue")
                    .arg(Arg::new(
                        "coroutine",
                        DataType::Object("Async\\Coroutine".into()),
                    ))
                    .arg(Arg::new("scope", DataType::Object("Async\\Scope".into())))
                    .returns(DataType::Void, false, false),
                MethodFlags::Public | MethodFlags::Abstract,
            ),
        "Async\\SpawnStrategy",
    )?;

    let state = || DataType::Object("Async\\CircuitBreakerState".into());
    let void = |name| FunctionBuilder::new_abstract(name).returns(DataType::Void, false, false);
    interface(
        "Async\\CircuitBreaker",
        vec![
            FunctionBuilder::new_abstract("getState").returns(state(), false, false),
            void("activate"),
            void("deactivate"),
            void("recover"),
        ],
    )?;
    interface(
        "Async\\CircuitBreakerStrategy",
        vec![
            void("reportSuccess").arg(Arg::new("source", DataType::Mixed)),
            void("reportFailure")
                .arg(Arg::new("source", DataType::Mixed))
                .arg(Arg::new("error", DataType::Object("Throwable".into()))),
            FunctionBuilder::new_abstract("shouldRecover").returns(DataType::Bool, false, false),
        ],
    )?;

    class("Cancellation", (ce::error, "Error"))?;
    let cancellation = class(
        "Async\\AsyncCancellation",
        (cancellation_root, "Cancellation"),
    )?;
    let deadlock = class("Async\\DeadlockError", (ce::error, "Error"))?;
    let operation_canceled = class(
        "Async\\OperationCanceledException",
        (async_cancellation, "Async\\AsyncCancellation"),
    )?;
    let async_ex = class("Async\\AsyncException", (ce::exception, "Exception"))?;
    class(
        "Async\\ServiceUnavailableException",
        (async_exception, "Async\\AsyncException"),
    )?;
    register(
        ClassBuilder::new("Async\\ChannelException")
            .extends((async_exception, "Async\\AsyncException"))
            .property(ClassProperty {
                name: "reason".into(),
                flags: PropertyFlags::Public,
                // Set to the ChannelCloseReason case when thrown; an
                // internal class's default must not be refcounted.
                default: Some(Box::new(|| Ok(Zval::new()))),
                docs: &[],
                ty: Some(DataType::Object("Async\\ChannelCloseReason".into())),
                nullable: true,
                readonly: false,
                default_stub: Some("null".into()),
            }),
        "Async\\ChannelException",
    )?;
    class(
        "Async\\ContextException",
        (async_exception, "Async\\AsyncException"),
    )?;
    class(
        "Async\\PoolException",
        (async_exception, "Async\\AsyncException"),
    )?;
    let input_output = class("Async\\InputOutputException", (ce::exception, "Exception"))?;
    class("Async\\DnsException", (ce::exception, "Exception"))?;
    let timeout = class("Async\\TimeoutException", (ce::exception, "Exception"))?;
    class("Async\\PollException", (ce::exception, "Exception"))?;
    let composite = register(
        ClassBuilder::new("Async\\CompositeException")
            .extends((ce::exception, "Exception"))
            .flags(ClassFlags::Final)
            .property(ClassProperty {
                name: "exceptions".into(),
                flags: PropertyFlags::Private,
                // An internal class's defaults must not be refcounted: null
                // until the first addException().
                default: Some(Box::new(|| Ok(Zval::new()))),
                docs: &[],
                ty: None,
                nullable: true,
                readonly: false,
                default_stub: Some("null".into()),
            })
            .method(
                FunctionBuilder::new("addException", composite_add)
                    .arg(Arg::new("exception", DataType::Object("Throwable".into())))
                    .returns(DataType::Void, false, false),
                MethodFlags::Public,
            )
            .method(
                FunctionBuilder::new("getExceptions", composite_list).returns(
                    DataType::Array,
                    false,
                    false,
                ),
                MethodFlags::Public,
            ),
        "Async\\CompositeException",
    )?;

    errors::set_classes(ClassEntries {
        async_exception: async_ex as *const ClassEntry as *mut _,
        cancellation: cancellation as *const ClassEntry as *mut _,
        deadlock: deadlock as *const ClassEntry as *mut _,
        operation_canceled: operation_canceled as *const ClassEntry as *mut _,
        timeout: timeout as *const ClassEntry as *mut _,
        composite: composite as *const ClassEntry as *mut _,
        input_output: input_output as *const ClassEntry as *mut _,
    });
    Some(())
}

/// `CompositeException::addException(Throwable $exception): void`.
extern "C" fn composite_add(ex: &mut ExecuteData, _rv: &mut Zval) {
    let Some(args) = crate::engine::php_ops::call_args(ex, 1, Some(1)) else {
        return;
    };
    let arg = args[0].dereference_mut();
    let Some(item) = arg.object().filter(|o| o.instance_of(ce::throwable())) else {
        crate::engine::php_ops::argument_type_error(1, "Throwable", arg);
        return;
    };
    let item = errors::Thrown::share(item);
    if let Some(this) = ex.get_self() {
        errors::composite_add(this, &item);
    }
}

/// `CompositeException::getExceptions(): array`.
extern "C" fn composite_list(ex: &mut ExecuteData, rv: &mut Zval) {
    if crate::engine::php_ops::call_args(ex, 0, Some(0)).is_none() {
        return;
    }
    if let Some(this) = ex.get_self() {
        *rv = errors::composite_list(this);
    }
}
