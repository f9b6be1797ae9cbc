//! `Async\TaskGroup`, `Async\TaskSet` and their iterator: the PHP faces of
//! a group (scope/group.rs). Methods are php/task_group.rs.

use super::group::GroupCore;
use ext_php_rs::prelude::*;
use std::cell::Cell;
use std::rc::Rc;

#[php_class]
#[php(name = "Async\\TaskGroup")]
#[php(flags = crate::engine::class_table::STRICT_FINAL)]
#[php(implements(ce = crate::engine::class_table::awaitable, stub = "Async\\Awaitable"))]
#[php(implements(ce = ext_php_rs::zend::ce::countable, stub = "\\Countable"))]
#[php(implements(ce = ext_php_rs::zend::ce::aggregate, stub = "\\IteratorAggregate"))]
pub struct TaskGroup {
    pub(crate) core: Rc<GroupCore>,
}

#[php_class]
#[php(name = "Async\\TaskSet")]
#[php(flags = crate::engine::class_table::STRICT_FINAL)]
#[php(implements(ce = crate::engine::class_table::awaitable, stub = "Async\\Awaitable"))]
#[php(implements(ce = ext_php_rs::zend::ce::countable, stub = "\\Countable"))]
#[php(implements(ce = ext_php_rs::zend::ce::aggregate, stub = "\\IteratorAggregate"))]
pub struct TaskSet {
    pub(crate) core: Rc<GroupCore>,
}

/// What `getIterator()` returns: the entries in spawn order, waiting for
/// each to settle.
#[php_class]
#[php(name = "Async\\TaskGroupIterator")]
#[php(flags = crate::engine::class_table::STRICT_FINAL)]
#[php(implements(ce = ext_php_rs::zend::ce::iterator, stub = "\\Iterator"))]
pub struct GroupIterator {
    pub(crate) core: Rc<GroupCore>,
    pub(crate) pos: Cell<usize>,
    pub(crate) current:
        std::cell::RefCell<Option<(ext_php_rs::types::Zval, ext_php_rs::types::Zval)>>,
}

/// The object goes: tasks still running are cancelled, and errors nobody
/// looked at reach the group's scope as one CompositeException.
pub fn group_dropped(core: &Rc<GroupCore>) {
    core.object.clear();
    if crate::engine::runtime::try_rt().is_none() {
        return;
    }
    if !core.is_settled() {
        core.dispose("Scope is being disposed due to TaskGroup destruction");
    }
    if let Some(ex) = core.has_unhandled_errors() {
        core.errors_handled.set(true);
        super::group::raise(core, ex);
    }
}

impl Drop for TaskGroup {
    fn drop(&mut self) {
        group_dropped(&self.core);
    }
}

impl Drop for TaskSet {
    fn drop(&mut self) {
        group_dropped(&self.core);
    }
}
