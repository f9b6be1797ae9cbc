//! `Async\Pool` and `Async\CircuitBreakerState`: the PHP faces of
//! sync/pool.rs. Methods are php/pool.rs.

use super::pool::{Breaker, PoolCore};
use ext_php_rs::prelude::*;
use std::rc::Rc;

#[php_enum]
#[php(name = "Async\\CircuitBreakerState")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BreakerState {
    #[php(name = "ACTIVE")]
    Active,
    #[php(name = "INACTIVE")]
    Inactive,
    #[php(name = "RECOVERING")]
    Recovering,
}

impl From<Breaker> for BreakerState {
    fn from(b: Breaker) -> Self {
        match b {
            Breaker::Active => BreakerState::Active,
            Breaker::Inactive => BreakerState::Inactive,
            Breaker::Recovering => BreakerState::Recovering,
        }
    }
}

#[php_class]
#[php(name = "Async\\Pool")]
#[php(flags = ext_php_rs::flags::ClassFlags::Final)]
#[php(implements(ce = ext_php_rs::zend::ce::countable, stub = "\\Countable"))]
#[php(implements(ce = crate::engine::class_table::circuit_breaker, stub = "Async\\CircuitBreaker"))]
pub struct Pool {
    pub(crate) core: Rc<PoolCore>,
}

/// Destroying the object closes the pool: idle resources are destroyed.
/// A destructor's exception cannot be thrown from here: it is reported as
/// an unhandled error of a coroutine of its own.
impl Drop for Pool {
    fn drop(&mut self) {
        if crate::engine::runtime::try_rt().is_none() {
            return;
        }
        if let Err(crate::engine::php_ops::Outcome::Throw(ex)) = self.core.close() {
            crate::engine::runtime::rt().raise_apart(None, ex);
        }
    }
}

/// Only while the object is the pool's one holder (no health check runs).
impl crate::engine::gc::ReportsGc for Pool {
    fn report_gc(&self, buf: &mut crate::engine::gc::GcBuffer) {
        if Rc::strong_count(&self.core) == 1 {
            self.core.report_gc(buf);
        }
    }
}
