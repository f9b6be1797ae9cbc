//! Coroutines handing values to each other and sharing scarce resources:
//! channels and pools. A channel binds to the scope it was made in
//! (closing when that scope is cancelled).

#![forbid(unsafe_code)]

pub mod channel;
pub mod channel_object;
pub mod pool;
pub mod pool_object;
