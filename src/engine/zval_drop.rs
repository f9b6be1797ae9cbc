//! Releasing a zval on the hot paths (a coroutine's body, result and
//! running part given back on every spawn + await). ext-php-rs's drop asks
//! the zval's type four or five times, each an out-of-line call, even for
//! a null or an integer: here one read of the type flags says whether
//! there is anything to release.

use ext_php_rs::types::Zval;
use std::mem::ManuallyDrop;
use std::ptr;

/// `IS_STRING`: strings keep ext-php-rs's release (persistent ones).
const IS_STRING: u32 = 6;

/// Releases what `zv` holds and leaves it null.
#[inline(always)]
pub fn clear(zv: &mut Zval) {
    // SAFETY: `type_info` is the u32 every zval starts its second word with.
    let type_info = unsafe { zv.u1.type_info };
    // Z_TYPE_FLAGS (bits 8-15) zero: not refcounted, nothing to release.
    if type_info & 0xff00 == 0 {
        // SAFETY: the old value owns nothing; overwriting it leaks nothing.
        unsafe { ptr::write(zv, Zval::new()) };
    } else if type_info & 0xff != IS_STRING {
        // SAFETY: a refcounted array, object, resource or reference this
        // zval owns a reference to: released once, then overwritten.
        unsafe {
            ext_php_rs::ffi::zval_ptr_dtor(zv);
            ptr::write(zv, Zval::new());
        }
    } else {
        *zv = Zval::new();
    }
}

/// Drops `zv` as `clear` releases it.
#[inline(always)]
pub fn drop(zv: Zval) {
    let mut zv = ManuallyDrop::new(zv);
    clear(&mut zv);
}
