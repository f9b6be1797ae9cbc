//! Zend glue: coroutine records and contexts, the switch, the scheduler's
//! dispatch, engine switch handlers. `unsafe` lives here and in `sys/`.

pub mod c_coroutine;
pub mod c_scope;
pub mod c_waker;
pub mod callable;
pub mod class_load;
pub mod class_table;
pub mod context;
pub mod coroutine;
pub mod deadlock;
pub mod destructors;
pub mod engine_state;
pub mod errors;
pub mod fiber_interop;
pub mod gc;
pub mod handlers;
pub mod host;
pub mod lifecycle;
pub mod location;
pub mod object_ref;
pub mod output;
pub mod overflow;
pub mod owner;
pub mod payload;
pub mod php_ops;
pub mod request;
pub mod running;
pub mod runtime;
pub mod scheduler;
pub mod shutdown;
pub mod shutdown_signal;
pub mod signal_wake;
pub mod stack;
pub mod ticker;
pub mod unobserved;
pub mod vm_state;
