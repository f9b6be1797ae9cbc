//! `phpinfo()` / `php --ri true_async`.

use super::ini;
use crate::engine::runtime::try_rt;
use ext_php_rs::zend::ModuleEntry;
use ext_php_rs::{info_table_end, info_table_row, info_table_start};

pub extern "C" fn info(_module: *mut ModuleEntry) {
    let cfg = try_rt().map(|rt| rt.config).unwrap_or_else(ini::config);
    let (idle, in_use) = try_rt()
        .map(|rt| {
            let p = rt.pool.borrow();
            (p.idle_len(), p.in_use())
        })
        .unwrap_or((0, 0));
    info_table_start!();
    info_table_row!("true_async support", "enabled");
    info_table_row!("Version", env!("CARGO_PKG_VERSION"));
    info_table_row!("LibUv Reactor", "Enabled");
    info_table_row!(
        "Context backend",
        "corosensei 0.3.4 (slab stacks with guard pages, root-dispatched)"
    );
    info_table_row!(
        "Stack guards",
        crate::engine::stack::SlabStack::guard_kind()
    );
    info_table_row!(
        "Stack slots mapped",
        crate::engine::stack::SlabStack::mapped_slots().to_string()
    );
    let (populated, populating) = crate::engine::stack::SlabStack::populated_tops();
    info_table_row!(
        "Stack top pages populated ahead",
        if populating {
            format!("{populated} (one process_madvise per slab, from the second slab on)")
        } else {
            format!("{populated} (off here, valgrind or an older kernel: faulted on first use)")
        }
    );
    info_table_row!("Coroutine stack size", format!("{} bytes", cfg.stack_size));
    info_table_row!(
        "VM stack first page",
        format!("{} bytes", crate::engine::context::VM_STACK_FIRST_PAGE)
    );
    info_table_row!(
        "Context pool bounds",
        format!("min {} / max {}", cfg.pool.min, cfg.pool.max)
    );
    info_table_row!("Context pool now", format!("{idle} idle, {in_use} in use"));
    info_table_row!("libuv built with", crate::sys::libuv_built_version());
    info_table_row!("libuv running", crate::sys::libuv_running_version());
    for (lib, state) in crate::io::libs::report() {
        info_table_row!(lib, state);
    }
    info_table_end!();
    crate::engine::request::display_ini();
}
