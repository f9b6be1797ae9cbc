//! The `async.*` INI settings, registered at MINIT and read at RINIT.

use crate::core::pool::PoolBounds;
use crate::engine::request;
use crate::engine::runtime::Config;
use crate::io::Family;
use crate::sys;
use ext_php_rs::flags::IniEntryPermission;
use ext_php_rs::zend::{IniEntryDef, IniEntryDefs};
use std::ffi::CStr;

const MIN_STACK_SIZE: i64 = 32 * 1024;
const MAX_STACK_SIZE: i64 = 64 * 1024 * 1024;

const PER_REQUEST: IniEntryPermission =
    IniEntryPermission::System.union(IniEntryPermission::PerDir);

static ENTRIES: IniEntryDefs<12> = IniEntryDefs::new([
    IniEntryDef::new(c"async.debug_deadlock", c"1", IniEntryPermission::All),
    // Read once per request (RINIT), so not changeable by ini_set().
    stack_size(),
    IniEntryDef::new(c"async.pool_min", c"16", PER_REQUEST),
    IniEntryDef::new(c"async.pool_max", c"16384", PER_REQUEST),
    // Hook families (io/): ini_set() switches them.
    hook_switch(c"async.hook_time", Family::Time),
    hook_switch(c"async.hook_dns", Family::Dns),
    hook_switch(c"async.hook_process", Family::Process),
    hook_switch(c"async.hook_sockets", Family::Sockets),
    hook_switch(c"async.hook_files", Family::Files),
    hook_switch(c"async.hook_curl", Family::Curl),
    hook_switch(c"async.hook_pgsql", Family::Pgsql),
    IniEntryDef::end(),
]);

/// PHP's size syntax (256K, 1M), checked against the bounds by the shim's
/// on_modify, which refuses (with a warning) what is out of them.
const fn stack_size() -> IniEntryDef {
    let mut e = IniEntryDef::new(c"async.stack_size", c"262144", PER_REQUEST);
    e.on_modify = Some(sys::ta_on_modify_stack_size);
    e.mh_arg1 = std::ptr::without_provenance_mut(MIN_STACK_SIZE as usize);
    e.mh_arg2 = std::ptr::without_provenance_mut(MAX_STACK_SIZE as usize);
    e
}

/// A hook family's switch: PHP keeps a flag current through on_modify
/// (csrc/ini_shim.c), which each hooked call reads.
const fn hook_switch(name: &'static CStr, family: Family) -> IniEntryDef {
    let mut e = IniEntryDef::new(name, c"1", IniEntryPermission::All);
    e.on_modify = Some(sys::ta_on_modify_hook_switch);
    e.mh_arg1 = std::ptr::without_provenance_mut(family as usize);
    e
}

pub fn register(module_number: i32) {
    IniEntryDef::register(ENTRIES.as_slice(), module_number);
}

fn long(name: &str) -> i64 {
    request::ini_long(name)
}

/// The settings in force for this request, clamped to sane bounds.
pub fn config() -> Config {
    let stack = request::stack_size_setting();
    let max = long("async.pool_max").clamp(0, 1 << 20) as usize;
    let min = (long("async.pool_min").clamp(0, 1 << 20) as usize).min(max);
    Config {
        stack_size: stack as usize,
        pool: PoolBounds {
            min,
            max,
            ..PoolBounds::default()
        },
    }
}
