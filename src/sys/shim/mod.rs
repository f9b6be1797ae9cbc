//! The declarations of the C shims, one module per csrc/*_shim.c file,
//! all re-exported as `crate::sys::ta_*`.

mod args;
mod call;
mod cpu;
mod destructor;
mod engine_state;
mod exception;
mod ext_sockets;
mod fiber;
mod file;
mod gc;
mod ini;
mod iterator;
mod libs;
mod output;
mod overflow;
mod pipe;
mod shutdown;
mod signal;
mod socket_stream;
mod stream_ops;
mod vm_stack;
mod zend_async;

pub use args::*;
pub use call::*;
pub use cpu::*;
pub use destructor::*;
pub use engine_state::*;
pub use exception::*;
pub use ext_sockets::*;
pub use fiber::*;
pub use file::*;
pub use gc::*;
pub use ini::*;
pub use iterator::*;
pub use libs::*;
pub use output::*;
pub use overflow::*;
pub use pipe::*;
pub use shutdown::*;
pub use signal::*;
pub use socket_stream::*;
pub use stream_ops::*;
pub use vm_stack::*;
pub use zend_async::*;
