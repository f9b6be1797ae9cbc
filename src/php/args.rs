//! Scalar arguments of ext-php-rs methods, read the way zpp reads them.
//!
//! ext-php-rs converts an `i64` or `bool` parameter itself and, when that
//! fails, throws "Invalid value given for argument `x`.": no function name,
//! no argument number, and no coercion ("5" is refused, where PHP's own
//! functions take it unless strict_types). Such parameters are taken as
//! `Option<&Zval>` instead and read here: PHP's coercions and its
//! "f(): Argument #N ($x) must be of type int, string given" TypeError.

use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops;
use ext_php_rs::prelude::*;
use ext_php_rs::types::Zval;
use ext_php_rs::zend::ce;
use std::ffi::CStr;

/// The exception the argument reader left pending, as the method's error.
pub fn pending() -> PhpException {
    let ex = Thrown::take_current().unwrap_or_else(|| Thrown::new(Kind::Async, "invalid argument"));
    PhpException::new(String::new(), 0, ce::exception()).with_object(ex.to_zval())
}

/// Argument `num` as an int; `default` when it was not passed (a skipped
/// named argument arrives as null too).
pub fn long_or(z: Option<&Zval>, num: u32, default: i64) -> PhpResult<i64> {
    Ok(opt_long(z, num)?.unwrap_or(default))
}

/// A nullable int argument: None when absent or null.
pub fn opt_long(z: Option<&Zval>, num: u32) -> PhpResult<Option<i64>> {
    match z.map(|z| z.dereference()).filter(|z| !z.is_null()) {
        None => Ok(None),
        // Converted on a copy: the caller's variable stays as it was.
        Some(z) => php_ops::arg_long(&mut z.shallow_clone(), num)
            .map(Some)
            .ok_or_else(pending),
    }
}

/// Argument `num` as a bool; `default` when it was not passed.
pub fn bool_or(z: Option<&Zval>, num: u32, default: bool) -> PhpResult<bool> {
    match z.map(|z| z.dereference()).filter(|z| !z.is_null()) {
        None => Ok(default),
        Some(z) => php_ops::arg_bool(&mut z.shallow_clone(), num).ok_or_else(pending),
    }
}

/// Argument `num` as a string (bytes as PHP holds them; lossy UTF-8).
pub fn string(z: &Zval, num: u32) -> PhpResult<String> {
    let mut copy = z.dereference().shallow_clone();
    if !php_ops::arg_str(&mut copy, num) {
        return Err(pending());
    }
    Ok(copy
        .zend_str()
        .map(|s| String::from_utf8_lossy(s.as_bytes()).into_owned())
        .unwrap_or_default())
}

/// PHP's MAY_BE_* bits for the declared types below.
pub const INT: u32 = 1 << 4;
pub const BOOL: u32 = (1 << 2) | (1 << 3);
pub const STRING: u32 = 1 << 6;
pub const NULL: u32 = 1 << 1;

/// The declared types of the parameters read here, as the stubs declare
/// them: ext-php-rs registers an `Option<&Zval>` parameter as `mixed`.
/// (class, method: lower-case; 0-based argument; type bits; default.)
#[allow(clippy::type_complexity)]
pub const DECLARED: &[(&CStr, &CStr, u32, u32, Option<&CStr>)] = &[
    (c"async\\channel", c"__construct", 0, INT, Some(c"0")),
    (c"async\\channel", c"__construct", 1, INT, Some(c"0")),
    (c"async\\channel", c"__construct", 2, INT, Some(c"0")),
    (c"async\\channel", c"__construct", 3, BOOL, Some(c"false")),
    (c"async\\taskgroup", c"__construct", 0, INT | NULL, None),
    (c"async\\taskgroup", c"__construct", 1, INT | NULL, None),
    (c"async\\taskgroup", c"all", 0, BOOL, Some(c"false")),
    (c"async\\taskset", c"__construct", 0, INT | NULL, None),
    (c"async\\taskset", c"__construct", 1, INT | NULL, None),
    (c"async\\taskset", c"joinall", 0, BOOL, Some(c"false")),
    (c"async\\context", c"set", 2, BOOL, Some(c"false")),
    (c"async\\scope", c"disposeaftertimeout", 0, INT, None),
    (
        c"async\\coroutine",
        c"gettrace",
        0,
        INT,
        Some(c"DEBUG_BACKTRACE_PROVIDE_OBJECT"),
    ),
    (c"async\\coroutine", c"gettrace", 1, INT, Some(c"0")),
    (c"async\\filesystemwatcher", c"__construct", 0, STRING, None),
    (
        c"async\\filesystemwatcher",
        c"__construct",
        1,
        BOOL,
        Some(c"false"),
    ),
    (
        c"async\\filesystemwatcher",
        c"__construct",
        2,
        BOOL,
        Some(c"true"),
    ),
    (
        c"async\\filesystemwatcher",
        c"__construct",
        3,
        INT | NULL,
        None,
    ),
    (
        c"async\\filesystemwatcher",
        c"__construct",
        4,
        INT | NULL,
        None,
    ),
    (c"async\\pool", c"__construct", 5, INT, Some(c"0")),
    (c"async\\pool", c"__construct", 6, INT, Some(c"10")),
    (c"async\\pool", c"__construct", 7, INT, Some(c"0")),
];
