//! The `Async\` functions and classes: argument checking and conversion only.
//! Everything they do is in `engine::php_ops` and `awaitables/`.

#![forbid(unsafe_code)]

pub mod await_many;
pub mod channel;
pub mod classes;
pub mod context;
pub mod coroutine;
pub mod cpu;
pub mod fs_watcher;
pub mod functions;
pub mod future;
pub mod pool;
pub mod scope;
pub mod scope_functions;
pub mod task_group;
pub mod timeout;
