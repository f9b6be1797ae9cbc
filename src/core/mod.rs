//! The PHP-agnostic core: data structures and policies of the scheduler that
//! never name a zval, a Zend global or a libuv handle. Everything here is
//! unit-tested with plain `cargo test`; `engine/` and `php/` instantiate it.

#![forbid(unsafe_code)]

pub mod cpu;
pub mod deadlock;
pub mod fast_hash;
pub mod microtask;
pub mod pool;
pub mod queue;
pub mod registry;
pub mod state;
pub mod stats;
pub mod switch_handlers;
pub mod waker;
pub mod weak_list;
