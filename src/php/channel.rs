//! `Async\Channel` methods. The channel itself is sync/channel.rs.

// PHP's parameter names ($noProducerTimeout...) are the Rust ones.
#![allow(non_snake_case)]

use super::args;
use crate::awaitables::awaitable::Awaitable;
use crate::engine::errors::Kind;
use crate::engine::php_ops;
use crate::sync::channel::{ChannelCore, Reason};
use crate::sync::channel_object::{Channel, ChannelIterator};
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ce;
use std::rc::Rc;

const MAX: i64 = 2_147_483_647;

fn range(v: i64, num: u32, name: &str) -> PhpResult<u64> {
    if (0..=MAX).contains(&v) {
        return Ok(v as u64);
    }
    Err(PhpException::new(
        format!("Async\\Channel::__construct(): Argument #{num} (${name}) must be between 0 and 2147483647"),
        0,
        ce::value_error(),
    ))
}

fn token<'a>(z: Option<&'a Zval>, method: &str) -> PhpResult<Option<Awaitable<'a>>> {
    match z.filter(|z| !z.is_null()) {
        None => Ok(None),
        Some(z) => Awaitable::of_zval(z).map(Some).ok_or_else(|| {
            PhpException::new(
                format!(
                    "Async\\Channel::{method}(): Argument #{} ($cancellationToken) must be of type ?Async\\Completable, {} given",
                    if method == "send" { 2 } else { 1 },
                    super::future::type_name(z)
                ),
                0,
                ce::type_error(),
            )
        }),
    }
}

#[php_impl]
impl Channel {
    pub fn __construct(
        capacity: Option<&Zval>,
        noProducerTimeout: Option<&Zval>,
        noConsumerTimeout: Option<&Zval>,
        hardTimeouts: Option<&Zval>,
    ) -> PhpResult<Self> {
        let capacity = range(args::long_or(capacity, 1, 0)?, 1, "capacity")?;
        let np = range(
            args::long_or(noProducerTimeout, 2, 0)?,
            2,
            "noProducerTimeout",
        )?;
        let nc = range(
            args::long_or(noConsumerTimeout, 3, 0)?,
            3,
            "noConsumerTimeout",
        )?;
        let hard = args::bool_or(hardTimeouts, 4, false)?;
        let core = ChannelCore::new(capacity as usize, np, nc, hard);
        crate::engine::runtime::rt().ensure_launched();
        let scope = crate::scope::current();
        scope.listen(Rc::downgrade(&core) as _);
        Ok(Self { core })
    }

    pub fn send(&self, value: &Zval, cancellationToken: Option<&Zval>) -> PhpResult<()> {
        let t = token(cancellationToken, "send")?;
        self.core
            .send(value.shallow_clone(), t)
            .apply_in_method(&mut Zval::new());
        Ok(())
    }

    pub fn send_async(&self, value: &Zval) -> bool {
        self.core.try_send(value.shallow_clone())
    }

    pub fn recv(&self, cancellationToken: Option<&Zval>) -> PhpResult<Zval> {
        let t = token(cancellationToken, "recv")?;
        let mut rv = Zval::new();
        self.core.recv(t).apply_in_method(&mut rv);
        Ok(rv)
    }

    pub fn recv_async(&self) -> crate::awaitables::future::Future {
        crate::awaitables::future::Future::of(self.core.recv_future())
    }

    pub fn close(&self) {
        self.core.close(Reason::Explicit);
    }

    pub fn is_closed(&self) -> bool {
        self.core.closed().is_some()
    }

    pub fn capacity(&self) -> i64 {
        self.core.capacity() as i64
    }

    pub fn count(&self) -> i64 {
        self.core.count() as i64
    }

    pub fn is_empty(&self) -> bool {
        self.core.count() == 0
    }

    pub fn is_full(&self) -> bool {
        self.core.is_full()
    }

    pub fn get_iterator(&self) -> PhpResult<ChannelIterator> {
        if php_ops::called_by_foreach() == Some(true) {
            return Err(PhpException::new(
                "Cannot iterate channel by reference".into(),
                0,
                ce::error(),
            ));
        }
        crate::engine::runtime::rt().ensure_launched();
        Ok(ChannelIterator {
            core: self.core.clone(),
            current: std::cell::RefCell::new(None),
        })
    }
}

#[php_impl]
impl ChannelIterator {
    pub fn current(&self) -> Zval {
        self.current
            .borrow()
            .as_ref()
            .map(Zval::shallow_clone)
            .unwrap_or_default()
    }

    pub fn key(&self) -> Zval {
        Zval::new()
    }

    pub fn next(&self) {
        self.current.borrow_mut().take();
    }

    pub fn rewind(&self) {}

    /// Receives the next value (suspending); false once the channel is
    /// closed (explicitly) and drained. Any other close reason is thrown.
    pub fn valid(&self) -> bool {
        if self.current.borrow().is_some() {
            return true;
        }
        match self.core.recv(None) {
            php_ops::Outcome::Value(v) => {
                *self.current.borrow_mut() = Some(v);
                true
            }
            php_ops::Outcome::Throw(ex)
                if self.core.closed() == Some(Reason::Explicit)
                    && ex.is_instance_of(Kind::Async) =>
            {
                false
            }
            other => {
                other.apply_in_method(&mut Zval::new());
                false
            }
        }
    }
}

/// The channel behind `$this` (only Channel has these methods: a final
/// class).
fn channel_of(ex: &mut ext_php_rs::zend::ExecuteData) -> Option<Rc<ChannelCore>> {
    let obj = ex.get_self()?;
    ext_php_rs::types::ZendClassObject::<Channel>::from_zend_obj(obj).map(|c| c.core.clone())
}

/// Argument `num` as a cancellation token; None with a TypeError thrown.
fn token_arg(z: Option<&mut Zval>, num: u32) -> Option<Option<Awaitable<'_>>> {
    let Some(z) = z.map(|z| z.dereference_mut()).filter(|z| !z.is_null()) else {
        return Some(None);
    };
    if Awaitable::of_zval(z).is_none() {
        php_ops::argument_type_error(num, "?Async\\Completable", z);
        return None;
    }
    Some(Awaitable::of_zval(z))
}

/// `send()` as a plain handler: the hot call of a producer, where
/// ext-php-rs's method wrapper cost a good part of a message.
extern "C" fn fast_send(ex: &mut ext_php_rs::zend::ExecuteData, rv: &mut Zval) {
    let outcome = {
        let Some(core) = channel_of(ex) else { return };
        let Some(args) = php_ops::call_args(ex, 1, Some(2)) else {
            return;
        };
        let Some((value, rest)) = args.split_first_mut() else {
            return;
        };
        let value = value.dereference().shallow_clone();
        let Some(t) = token_arg(rest.first_mut(), 2) else {
            return;
        };
        core.send(value, t)
    };
    php_ops::finish(outcome, rv);
}

/// `recv()` as a plain handler (see fast_send).
extern "C" fn fast_recv(ex: &mut ext_php_rs::zend::ExecuteData, rv: &mut Zval) {
    let outcome = {
        let Some(core) = channel_of(ex) else { return };
        let Some(args) = php_ops::call_args(ex, 0, Some(1)) else {
            return;
        };
        let Some(t) = token_arg(args.first_mut(), 1) else {
            return;
        };
        core.recv(t)
    };
    php_ops::finish(outcome, rv);
}

/// The hot methods as plain handlers (php/mod.rs installs them).
pub const FAST_PATHS: &[php_ops::FastPath] = &[
    (c"async\\channel", c"send", fast_send),
    (c"async\\channel", c"recv", fast_recv),
];
