//! Engine and extension globals that PHP 8.2 keeps across a user callback,
//! moved with their coroutine (csrc/engine_state_shim.c does the moving;
//! the first engine switch handler, `vm_state`, calls it).
//!
//! A user callback may suspend, and another coroutine then runs inside the
//! same globals. PHP restores each of these in LIFO order, which coroutines
//! break, so each is either saved per coroutine, or the suspension is
//! refused, or it is shown safe:
//!
//! | state (PHP 8.2) | kept across | treatment |
//! |---|---|---|
//! | `BG(user_compare_fci)`, `BG(user_compare_fci_cache)` | the comparator of `usort`, `uasort`, `uksort`, `array_udiff*`, `array_diff_ukey`/`_uassoc`, `array_uintersect*`, `array_intersect_ukey`/`_uassoc`, `ArrayObject::uasort`/`uksort` | saved per coroutine |
//! | `BG(serialize_lock)`, `BG(serialize)`, `BG(unserialize)` | `__serialize`, `__sleep`, `__unserialize`, `__wakeup`, autoload during `unserialize` | saved per coroutine |
//! | `EG(error_handling)`, `EG(exception_class)` | `zend_replace_error_handling` (SPL, PDO... constructors opening streams) | saved per coroutine |
//! | `EG(in_autoload)` | the autoloader | saved per coroutine (the table moves while not empty); a coroutine needing a class another one is loading waits for that load (`class_load`) |
//! | `EG(filename_override)`, `EG(lineno_override)`, `EG(prev_exception)` | the autoloader, class constant evaluation | saved per coroutine |
//! | `EG(fake_scope)` | property reads and writes by internal code | safe: `zend_call_function` clears it for every user call and restores it after |
//! | compiler globals, `EG(included_files)` | `zend_compile_file`, `zend_compile_string` (a compile-time error handler, a user stream wrapper) | suspension refused while a file or `eval()` compiles; hooked calls take PHP's blocking path |
//! | `ARRAYG(multisort_func)` (not exported) | `__toString` called by `array_multisort` | suspension refused inside `array_multisort` |
//! | `ARRAYG(compare_deprecation_thrown)` (not exported) | comparators | harmless: only decides whether the bool-return deprecation is shown again |
//! | PCRE's shared match data (`mdata_used`, static) | `preg_replace_callback(_array)` | safe: only a call that found it free uses it; interleaved callbacks can leave the flag set, then later calls of the request allocate their own (reset at RINIT) |
//! | SPL `spl_autoload_functions`, `iterator_apply`, `array_walk` | the callbacks | safe: positions and call info live on the C stack |
//! | `EG(user_error_handler)` | the user error handler (unset while it runs) | not handled: while one coroutine is suspended inside its error handler, errors of the others go to PHP's default handler (a switch cannot tell "inside the handler" from "no handler") |
//! | `BG(strtok_*)`, `PCRE_G(error_code)`, the stat cache | between calls, no callback inside | request-wide as in stock PHP: interleaved `strtok()` or `preg_last_error()` calls see each other's state, as with Fibers |
//!
//! Outside such a callback each of these holds its empty value, so a
//! coroutine that is not inside one pays a few loads and one branch per
//! switch, and nothing is allocated.

use super::coroutine::Running;
use crate::core::switch_handlers::SwitchEvent;
use crate::sys;
use std::ptr;

#[inline(always)]
pub fn engine_state(rec: &Running, event: SwitchEvent) {
    match event {
        SwitchEvent::Leave => {
            // SAFETY: on the PHP thread, the leaving coroutine's globals
            // are live; the block returned (or null) is owned by `rec`.
            rec.engine.set(unsafe { sys::ta_engine_state_leave() });
        }
        SwitchEvent::Enter => {
            let held = rec.engine.replace(ptr::null_mut());
            if !held.is_null() {
                // SAFETY: `held` came from ta_engine_state_leave for this
                // coroutine and is given back exactly once.
                unsafe { sys::ta_engine_state_enter(held) };
            }
        }
        SwitchEvent::Finish => {}
    }
}
