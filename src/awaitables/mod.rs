//! What a coroutine can wait for besides another coroutine: futures,
//! timeouts, signals, file watches, and the await family over many of
//! them. Each is a C event record the engine's waker joins (a future's is
//! its `zend_future_t`'s event; a timeout's, a signal's and a watch's are
//! the reactor's `LiveEvent`s, a watcher's wake-up one of its own);
//! nothing here switches stacks or touches the scheduler's queues
//! directly.

pub mod await_many;
pub mod awaitable;
pub mod fs_debounce;
pub mod fs_watcher;
pub mod future;
pub mod future_c;
pub mod iter_reader;
pub mod lazy_triggers;
pub mod signal;
pub mod timeout;
