//! `Async\Pool` methods. The pool itself is sync/pool.rs.
//!
//! acquire(), tryAcquire() and release() are plain handlers (set at the
//! first RINIT): they are the hot calls, where ext-php-rs's method wrapper
//! would cost as much as the operation, and they must answer on an object
//! whose constructor failed ("Pool is not initialized"), which the wrapper
//! cannot reach.

// PHP's parameter names ($beforeAcquire...) are the Rust ones.
#![allow(non_snake_case)]

use super::args;
use crate::engine::callable::Callable;
use crate::engine::php_ops::{self, Outcome};
use crate::sync::pool::{pool_error, Breaker, Hooks, PoolCore};
use crate::sync::pool_object::{BreakerState, Pool};
use ext_php_rs::prelude::*;
use ext_php_rs::types::{ZendClassObject, Zval};
use ext_php_rs::zend::{ce, ExecuteData};

const CTOR: &str = "Async\\Pool::__construct()";

fn value_error(msg: String) -> PhpException {
    PhpException::new(msg, 0, ce::value_error())
}

fn callable(z: Option<&Zval>, num: u32, name: &str) -> PhpResult<Option<Callable>> {
    let Some(z) = z.filter(|z| !z.is_null()) else {
        return Ok(None);
    };
    Callable::resolve(z).map(Some).ok_or_else(|| {
        PhpException::new(
            format!(
                "{CTOR}: Argument #{num} (${name}) must be a valid callback or null, {} given",
                super::future::type_name(z)
            ),
            0,
            ce::type_error(),
        )
    })
}

#[php_impl]
impl Pool {
    #[allow(clippy::too_many_arguments)]
    pub fn __construct(
        factory: &Zval,
        destructor: Option<&Zval>,
        healthcheck: Option<&Zval>,
        beforeAcquire: Option<&Zval>,
        beforeRelease: Option<&Zval>,
        min: Option<&Zval>,
        max: Option<&Zval>,
        healthcheckInterval: Option<&Zval>,
    ) -> PhpResult<Self> {
        let factory = Callable::resolve(factory).ok_or_else(|| {
            PhpException::new(
                format!(
                    "{CTOR}: Argument #1 ($factory) must be a valid callback, {} given",
                    super::future::type_name(factory)
                ),
                0,
                ce::type_error(),
            )
        })?;
        let hooks = Hooks {
            factory,
            destructor: callable(destructor, 2, "destructor")?,
            healthcheck: callable(healthcheck, 3, "healthcheck")?,
            before_acquire: callable(beforeAcquire, 4, "beforeAcquire")?,
            before_release: callable(beforeRelease, 5, "beforeRelease")?,
        };
        let min = args::long_or(min, 6, 0)?;
        let max = args::long_or(max, 7, 10)?;
        let interval = args::long_or(healthcheckInterval, 8, 0)?;
        if min < 0 {
            return Err(value_error(format!(
                "{CTOR}: Argument #6 ($min) must be >= 0"
            )));
        }
        if max < 1 {
            return Err(value_error(format!(
                "{CTOR}: Argument #7 ($max) must be >= 1"
            )));
        }
        if min > max {
            return Err(value_error(format!(
                "{CTOR}: Argument #6 ($min) must be <= max"
            )));
        }
        if interval < 0 {
            return Err(value_error(format!(
                "{CTOR}: Argument #8 ($healthcheckInterval) must be >= 0"
            )));
        }
        let core = PoolCore::new(hooks, min as usize, max as usize);
        if let Err(o) = core.prewarm() {
            let _ = core.close();
            o.apply_in_method(&mut Zval::new());
            return Err(args::pending());
        }
        core.start_healthcheck(interval as u64);
        Ok(Self { core })
    }

    pub fn close(&self) {
        if let Err(o) = self.core.close() {
            o.apply_in_method(&mut Zval::new());
        }
    }

    pub fn is_closed(&self) -> bool {
        self.core.is_closed()
    }

    pub fn count(&self) -> i64 {
        self.core.count() as i64
    }

    pub fn idle_count(&self) -> i64 {
        self.core.idle_count() as i64
    }

    pub fn active_count(&self) -> i64 {
        self.core.active_count() as i64
    }

    pub fn set_circuit_breaker_strategy(&self, strategy: &Zval) -> PhpResult<()> {
        let s = Some(strategy).filter(|z| !z.is_null());
        if let Some(z) = s {
            let ok = z.object().is_some_and(|o| {
                crate::engine::class_table::find("Async\\CircuitBreakerStrategy")
                    .is_some_and(|ce| o.instance_of(ce))
            });
            if !ok {
                return Err(PhpException::new(
                    format!(
                        "Async\\Pool::setCircuitBreakerStrategy(): Argument #1 ($strategy) must be of type ?Async\\CircuitBreakerStrategy, {} given",
                        super::future::type_name(z)
                    ),
                    0,
                    ce::type_error(),
                ));
            }
        }
        self.core.set_strategy(s.map(Zval::shallow_clone));
        Ok(())
    }

    pub fn get_state(&self) -> BreakerState {
        self.core.state().into()
    }

    pub fn activate(&self) {
        self.core.set_state(Breaker::Active);
    }

    pub fn deactivate(&self) {
        self.core.set_state(Breaker::Inactive);
    }

    pub fn recover(&self) {
        self.core.set_state(Breaker::Recovering);
    }

    /// Replaced by a plain handler at the first RINIT (see the module).
    #[php(defaults(timeout = 0))]
    pub fn acquire(&self, timeout: i64) -> Zval {
        let _ = timeout;
        Zval::new()
    }

    /// Replaced by a plain handler at the first RINIT.
    pub fn try_acquire(&self) -> Zval {
        Zval::new()
    }

    /// Replaced by a plain handler at the first RINIT.
    pub fn release(&self, resource: &Zval) {
        let _ = resource;
    }
}

/// Runs `op` on the pool behind `$this`. Only Pool has these methods (a
/// final class), so an object that is not a ready Pool is one whose
/// constructor did not finish. None: no `$this` (nothing to do).
fn on_pool(ex: &mut ExecuteData, op: impl FnOnce(&PoolCore) -> Outcome) -> Option<Outcome> {
    let obj = ex.get_self()?;
    Some(match ZendClassObject::<Pool>::from_zend_obj(obj) {
        Some(p) => op(&p.core),
        None => pool_error("Pool is not initialized"),
    })
}

extern "C" fn fast_acquire(ex: &mut ExecuteData, rv: &mut Zval) {
    let outcome = {
        let Some(args) = php_ops::call_args(ex, 0, Some(1)) else {
            return;
        };
        let timeout = match args.first_mut() {
            Some(z) => match php_ops::arg_long(z, 1) {
                Some(v) if v >= 0 => v,
                Some(_) => {
                    php_ops::argument_value_error(1, "must be greater than or equal to 0");
                    return;
                }
                None => return,
            },
            None => 0,
        };
        let Some(o) = on_pool(ex, |p| p.acquire(timeout as u64)) else {
            return;
        };
        o
    };
    php_ops::finish(outcome, rv);
}

extern "C" fn fast_try_acquire(ex: &mut ExecuteData, rv: &mut Zval) {
    let outcome = {
        if php_ops::call_args(ex, 0, Some(0)).is_none() {
            return;
        }
        let Some(o) = on_pool(ex, PoolCore::try_acquire) else {
            return;
        };
        o
    };
    php_ops::finish(outcome, rv);
}

extern "C" fn fast_release(ex: &mut ExecuteData, rv: &mut Zval) {
    let outcome = {
        let Some(args) = php_ops::call_args(ex, 1, Some(1)) else {
            return;
        };
        let resource = args[0].dereference().shallow_clone();
        // $this only when a strategy is told (it is the source).
        let Some(o) = on_pool(ex, |p| p.release(resource, &php_ops::this_zval)) else {
            return;
        };
        o
    };
    php_ops::finish(outcome, rv);
}

/// The hot methods as plain handlers (php/mod.rs installs them).
pub const FAST_PATHS: &[php_ops::FastPath] = &[
    (c"async\\pool", c"acquire", fast_acquire),
    (c"async\\pool", c"tryacquire", fast_try_acquire),
    (c"async\\pool", c"release", fast_release),
];
