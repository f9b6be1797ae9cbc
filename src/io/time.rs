//! sleep(), usleep(), time_nanosleep(), time_sleep_until(): inside
//! coroutines they suspend the caller on a timer (other coroutines run
//! meanwhile) with the results and errors of stock PHP. Timer resolution is
//! one millisecond: sub-millisecond sleeps round up.

use super::{finish, Family, Hook};
use crate::engine::php_ops::{self, Outcome};
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ExecuteData;

pub static HOOKS: [Hook; 4] = [
    Hook::new(c"sleep", Family::Time, sleep),
    Hook::new(c"usleep", Family::Time, usleep),
    Hook::new(c"time_nanosleep", Family::Time, time_nanosleep),
    Hook::new(c"time_sleep_until", Family::Time, time_sleep_until),
];

/// Sleeps `ms` on a timer; then the call returns what `ret` puts in.
fn delay_then(ms: u64, ret: impl FnOnce(&mut Zval)) -> Outcome {
    match php_ops::delay(ms) {
        Outcome::Value(_) => {
            let mut z = Zval::new();
            ret(&mut z);
            Outcome::Value(z)
        }
        other => other,
    }
}

/// The int argument `n` (1-based) of this call, already checked by count,
/// read as zpp reads it.
fn int_arg(args: &mut [Zval], n: u32) -> Option<i64> {
    php_ops::arg_long(args.get_mut(n as usize - 1)?.dereference_mut(), n)
}

extern "C" fn sleep(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[0].active() {
        return HOOKS[0].call_original(ex, rv);
    }
    let Some(args) = php_ops::call_args(ex, 1, Some(1)) else {
        return;
    };
    let Some(secs) = int_arg(args, 1) else { return };
    if secs < 0 {
        return php_ops::argument_value_error(1, "must be greater than or equal to 0");
    }
    finish(
        delay_then(secs.saturating_mul(1000) as u64, |z| z.set_long(0)),
        rv,
    );
}

extern "C" fn usleep(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[1].active() {
        return HOOKS[1].call_original(ex, rv);
    }
    let Some(args) = php_ops::call_args(ex, 1, Some(1)) else {
        return;
    };
    let Some(us) = int_arg(args, 1) else { return };
    if us < 0 {
        return php_ops::argument_value_error(1, "must be greater than or equal to 0");
    }
    finish(php_ops::delay((us as u64).div_ceil(1000)), rv);
}

extern "C" fn time_nanosleep(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[2].active() {
        return HOOKS[2].call_original(ex, rv);
    }
    let Some(args) = php_ops::call_args(ex, 2, Some(2)) else {
        return;
    };
    let Some(secs) = int_arg(args, 1) else { return };
    let Some(ns) = int_arg(args, 2) else { return };
    if secs < 0 {
        return php_ops::argument_value_error(1, "must be greater than or equal to 0");
    }
    if ns < 0 {
        return php_ops::argument_value_error(2, "must be greater than or equal to 0");
    }
    let ms = (secs as u64).saturating_mul(1000) + (ns as u64).div_ceil(1_000_000);
    finish(delay_then(ms, |z| z.set_bool(true)), rv);
}

extern "C" fn time_sleep_until(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[3].active() {
        return HOOKS[3].call_original(ex, rv);
    }
    let Some(args) = php_ops::call_args(ex, 1, Some(1)) else {
        return;
    };
    let Some(until) = php_ops::arg_double(args[0].dereference_mut(), 1) else {
        return;
    };
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64());
    if until < now {
        php_ops::php_warning("time_sleep_until(): Argument #1 ($timestamp) must be greater than or equal to the current time");
        rv.set_bool(false);
        return;
    }
    let ms = ((until - now) * 1000.0).ceil() as u64;
    finish(delay_then(ms, |z| z.set_bool(true)), rv);
}
