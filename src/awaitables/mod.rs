//! What a coroutine can wait for besides another coroutine: futures,
//! timeouts, signals, file watches, and the await family over many of
//! them. Each is an event record the engine's waker subscribes to (a
//! future's is its `zend_future_t`'s event, a watcher's wake a
//! `LiveEvent`; timeouts, signals and the watches themselves are still the
//! reactor's `core::event` records); nothing here switches stacks or
//! touches the scheduler's queues directly.

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
