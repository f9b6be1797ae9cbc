//! Library hooks: the waits of C libraries that do their own socket I/O
//! outside PHP streams (libcurl behind ext/curl, libpq behind ext/pgsql
//! and pdo_pgsql). Each library waits in poll() through its own GOT; the
//! extension rewrites those slots (csrc/got_shim.c), and the library's
//! waits then go through the reactor inside coroutines (`poll.rs`). The
//! libraries' logic and the PHP extensions' code stay stock: results,
//! errors, callbacks and timeouts are theirs; only who runs while they
//! wait changes. No private PHP structure is read.
//!
//! `curl.rs` and `pgsql.rs` hold what each library needs beyond the wait
//! (one coroutine per CurlHandle; turns per PostgreSQL connection and the
//! server-side cancel of an abandoned query).

pub mod curl;
pub mod pgsql;
pub mod poll;
pub mod resolve;

use crate::sys;
use std::cell::Cell;

/// Which library a hooked call comes from (csrc/ta_libs.h TA_LIB_*).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lib {
    Curl,
    Pq,
    /// pdo_pgsql.so's own poll() (pgsqlGetNotify's wait).
    PdoPgsql,
}

impl Lib {
    pub fn from_raw(v: std::ffi::c_int) -> Option<Self> {
        match v {
            0 => Some(Lib::Curl),
            1 => Some(Lib::Pq),
            2 => Some(Lib::PdoPgsql),
            _ => None,
        }
    }
}

/// What installing a library's hooks found: slots rewritten, or why none.
#[derive(Clone, Copy)]
enum Installed {
    NotYet,
    Slots(i32),
    Absent,
    Unsupported,
}

impl Installed {
    fn of(rc: i32) -> Self {
        match rc {
            n if n > 0 => Installed::Slots(n),
            -1 => Installed::Absent,
            _ => Installed::Unsupported,
        }
    }

    fn describe(self, what: &str) -> String {
        match self {
            Installed::NotYet | Installed::Absent => format!("{what} not loaded"),
            Installed::Unsupported => {
                format!("{what} loaded, its waits cannot be hooked here (stock)")
            }
            Installed::Slots(n) => format!("hooked ({n} GOT slots)"),
        }
    }
}

thread_local! {
    static CURL: Cell<Installed> = const { Cell::new(Installed::NotYet) };
    static PGSQL: Cell<Installed> = const { Cell::new(Installed::NotYet) };
}

/// MINIT, and RINIT for an extension dl() loaded later: rewrites the slots
/// of every library whose PHP extension is loaded.
pub fn install() {
    // SAFETY: MINIT or a request's start, on the PHP thread.
    unsafe { sys::ta_libs_mark_thread() };
    if matches!(CURL.get(), Installed::NotYet | Installed::Absent) {
        // SAFETY: no PHP code runs; the shim only rewrites libcurl's slots.
        CURL.set(Installed::of(unsafe { sys::ta_curl_install() }));
    }
    if matches!(PGSQL.get(), Installed::NotYet | Installed::Absent) {
        // SAFETY: as above, for libpq and the extensions that call it.
        PGSQL.set(Installed::of(unsafe { sys::ta_pgsql_install() }));
    }
}

/// MSHUTDOWN: every slot still pointing at ours gets its original back.
pub fn uninstall() {
    // SAFETY: MSHUTDOWN; our replacements are still loaded.
    unsafe { sys::ta_got_restore_all() };
    CURL.set(Installed::NotYet);
    PGSQL.set(Installed::NotYet);
}

/// php --ri: what each library's hooks found.
pub fn report() -> Vec<(&'static str, String)> {
    vec![
        ("libcurl (ext/curl)", CURL.get().describe("ext/curl")),
        (
            "libpq (pgsql, pdo_pgsql)",
            PGSQL.get().describe("pgsql / pdo_pgsql"),
        ),
    ]
}
