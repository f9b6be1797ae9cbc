//! The arguments of the running internal call, read as zpp reads them
//! (count checks, coercions under the caller's strict_types, named
//! arguments), without an ArgParser's allocation: spawn(), await() and
//! suspend() read theirs on every call. Re-exported by `php_ops`.

use crate::sys::{self, eg, zend};
use ext_php_rs::types::Zval;

pub fn argument_type_error(num: u32, expected: &str, given: &mut Zval) {
    let expected = std::ffi::CString::new(expected).unwrap_or_default();
    // SAFETY: throws a TypeError naming the running function and argument.
    unsafe { sys::ta_argument_type_error(num, expected.as_ptr(), given) };
}

/// Argument `num` as an int, read as zpp reads it: the caller's strict_types
/// decides between a TypeError and PHP's coercions ("10", 1.0, with a
/// deprecation for a lossy float or a null). None with the exception pending.
pub fn arg_long(z: &mut Zval, num: u32) -> Option<i64> {
    let mut v = 0;
    // SAFETY: a live argument zval of the running call; the shim may only
    // convert it in place, as zpp does.
    unsafe { sys::ta_arg_long(z as *mut Zval as *mut zend::zval, num, &mut v) }.then_some(v)
}

/// As `arg_long`, for a string: `z` (a copy the caller owns) is converted
/// in place and holds the string afterwards.
pub fn arg_str(z: &mut Zval, num: u32) -> bool {
    // SAFETY: as in arg_long; a converted value is stored in `z`, which
    // owns it and releases it when dropped.
    unsafe { sys::ta_arg_str(z as *mut Zval as *mut zend::zval, num) }
}

/// As `arg_long`, for a bool.
pub fn arg_bool(z: &mut Zval, num: u32) -> Option<bool> {
    let mut v = false;
    // SAFETY: as in arg_long.
    unsafe { sys::ta_arg_bool(z as *mut Zval as *mut zend::zval, num, &mut v) }.then_some(v)
}

/// As `arg_long`, for a float (an int is taken as it is).
pub fn arg_double(z: &mut Zval, num: u32) -> Option<f64> {
    let mut v = 0.0;
    // SAFETY: as in arg_long.
    unsafe { sys::ta_arg_double(z as *mut Zval as *mut zend::zval, num, &mut v) }.then_some(v)
}

pub fn argument_value_error(num: u32, msg: &str) {
    let msg = std::ffi::CString::new(msg).unwrap_or_default();
    // SAFETY: throws a ValueError naming the running function and argument.
    unsafe { sys::ta_argument_value_error(num, msg.as_ptr()) };
}

/// The arguments of the running call, checked against `min..=max` (`None`:
/// variadic) like zpp does: on a wrong count it throws the same
/// ArgumentCountError and returns None. No allocation, unlike an ArgParser,
/// which matters on the spawn/await/suspend paths.
pub fn call_args(
    ex: &mut ext_php_rs::zend::ExecuteData,
    min: u32,
    max: Option<u32>,
) -> Option<&mut [Zval]> {
    let mut n = 0u32;
    // SAFETY: `ex` is the running internal call's frame; its arguments are
    // `n` consecutive zvals that live as long as the call.
    let args = unsafe { sys::ta_call_args(ex, &mut n) };
    if n < min || max.is_some_and(|m| n > m) {
        let max = max.map_or(-1, |m| m as i32);
        // SAFETY: throws in the running call's frame, naming the function.
        unsafe { zend::zend_wrong_parameters_count_error(min, max as u32) };
        return None;
    }
    if n == 0 {
        return Some(&mut []);
    }
    // SAFETY: see above.
    Some(unsafe { std::slice::from_raw_parts_mut(args, n as usize) })
}

/// The named arguments a variadic function collected (`spawn($f, b: 2)`),
/// as a new array zval; undef when there are none.
/// `named_args`, None (nothing made or dropped) when the call got none:
/// the usual call, on every spawn().
#[inline(always)]
pub fn named_args_if_any(ex: &mut ext_php_rs::zend::ExecuteData) -> Option<Zval> {
    // SAFETY: as in `named_args`; only tested for null here.
    let ht = unsafe { sys::ta_call_named_args(ex as *mut _ as *mut zend::zend_execute_data) };
    (!ht.is_null()).then(|| named_args(ex))
}

pub fn named_args(ex: &mut ext_php_rs::zend::ExecuteData) -> Zval {
    let mut out = Zval::new();
    // SAFETY: `ex` is the running internal call's frame; the table it may
    // hold lives as long as the call, and is only read here.
    let ht = unsafe { sys::ta_call_named_args(ex as *mut _ as *mut zend::zend_execute_data) };
    // SAFETY: a live table of the frame (see above).
    if let Some(ht) = unsafe { (ht as *const ext_php_rs::types::ZendHashTable).as_ref() } {
        out.set_hashtable(ht.to_owned());
    }
    out
}

/// `named_args` of the running internal call (a method's variadic tail).
pub fn named_args_here() -> Zval {
    // SAFETY: a plain read of the running call's frame on the PHP thread;
    // inside an internal function it is that function's own frame.
    let ex = unsafe { (*eg()).current_execute_data };
    // SAFETY: as above: the frame lives for the whole call.
    match unsafe { ex.cast::<ext_php_rs::zend::ExecuteData>().as_mut() } {
        Some(ex) => named_args(ex),
        None => Zval::new(),
    }
}

/// The arguments of the running call as they were passed, without zpp's
/// count check: for hooks that leave a bad call to the original function,
/// which reports it as stock PHP does.
pub fn passed_args(ex: &mut ext_php_rs::zend::ExecuteData) -> &mut [Zval] {
    let mut n = 0u32;
    // SAFETY: `ex` is the running internal call's frame; its arguments are
    // `n` consecutive zvals that live as long as the call.
    let args = unsafe { sys::ta_call_args(ex, &mut n) };
    if n == 0 || args.is_null() {
        return &mut [];
    }
    // SAFETY: see above.
    unsafe { std::slice::from_raw_parts_mut(args, n as usize) }
}
