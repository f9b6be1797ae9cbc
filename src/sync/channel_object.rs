//! `Async\Channel`, `Async\ChannelCloseReason` and the channel's iterator:
//! the PHP faces of sync/channel.rs. Methods are php/channel.rs.

use super::channel::{ChannelCore, Reason};
use ext_php_rs::prelude::*;
use std::rc::Rc;

#[php_enum]
#[php(name = "Async\\ChannelCloseReason")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CloseReason {
    #[php(name = "EXPLICIT", value = "explicit")]
    Explicit,
    #[php(name = "DISPOSED", value = "disposed")]
    Disposed,
    #[php(name = "NO_PRODUCERS", value = "no producers timeout")]
    NoProducers,
    #[php(name = "NO_CONSUMERS", value = "no consumers timeout")]
    NoConsumers,
    #[php(name = "DEADLOCK", value = "deadlock")]
    Deadlock,
    #[php(name = "SCOPE_DISPOSED", value = "scope disposed")]
    ScopeDisposed,
}

impl From<Reason> for CloseReason {
    fn from(r: Reason) -> Self {
        match r {
            Reason::Explicit => CloseReason::Explicit,
            Reason::Disposed => CloseReason::Disposed,
            Reason::NoProducers => CloseReason::NoProducers,
            Reason::NoConsumers => CloseReason::NoConsumers,
            Reason::Deadlock => CloseReason::Deadlock,
            Reason::ScopeDisposed => CloseReason::ScopeDisposed,
        }
    }
}

#[php_class]
#[php(name = "Async\\Channel")]
#[php(flags = crate::engine::class_table::STRICT_FINAL)]
#[php(implements(ce = crate::engine::class_table::awaitable, stub = "Async\\Awaitable"))]
#[php(implements(ce = ext_php_rs::zend::ce::aggregate, stub = "\\IteratorAggregate"))]
#[php(implements(ce = ext_php_rs::zend::ce::countable, stub = "\\Countable"))]
pub struct Channel {
    pub(crate) core: Rc<ChannelCore>,
}

/// Destroying the object closes the channel (DISPOSED).
impl Drop for Channel {
    fn drop(&mut self) {
        if crate::engine::runtime::try_rt().is_some() {
            self.core.close(Reason::Disposed);
        }
    }
}

/// Only while the object is the channel's one holder (nobody parked in it,
/// no iterator): then freeing it frees the buffered values.
impl crate::engine::gc::ReportsGc for Channel {
    fn report_gc(&self, buf: &mut crate::engine::gc::GcBuffer) {
        if Rc::strong_count(&self.core) == 1 {
            self.core.report_gc(buf);
        }
    }
}

/// What a channel's foreach walks: each step is a recv().
#[php_class]
#[php(name = "Async\\ChannelIterator")]
#[php(flags = crate::engine::class_table::STRICT_FINAL)]
#[php(implements(ce = ext_php_rs::zend::ce::iterator, stub = "\\Iterator"))]
pub struct ChannelIterator {
    pub(crate) core: Rc<ChannelCore>,
    pub(crate) current: std::cell::RefCell<Option<ext_php_rs::types::Zval>>,
}
