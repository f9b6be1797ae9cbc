//! The `Async\` functions and classes: argument checking and conversion only.
//! Everything they do is in `engine::php_ops` and `awaitables/`.

#![forbid(unsafe_code)]

pub mod args;
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

/// RINIT, before any script runs: the declared types of the parameters
/// php/args.rs reads, and the hot methods of the groups, the pool
/// and the channel get plain handlers instead of ext-php-rs's wrapper
/// (argument parser, zend_try, panic guard: as much as the operation
/// itself). Once per process: the class entries are persistent.
pub fn install_fast_paths() {
    static DONE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if DONE.swap(true, std::sync::atomic::Ordering::AcqRel) {
        return;
    }
    for (class, method, handler) in task_group::FAST_PATHS
        .iter()
        .chain(pool::FAST_PATHS)
        .chain(channel::FAST_PATHS)
    {
        crate::engine::php_ops::set_method_handler(class, method, *handler);
    }
    for (class, method, idx, mask, default) in args::DECLARED {
        crate::engine::php_ops::set_arg_type(class, method, *idx, *mask, *default);
    }
}
