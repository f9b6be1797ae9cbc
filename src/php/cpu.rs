//! `Async\cpu_usage()` and `Async\loadavg()` (`Async\CpuSnapshot` is a
//! plain class from csrc/cpu_shim.c). The counters come from
//! `engine::host`, the arithmetic from `core::cpu`.

use crate::core::cpu::{Snapshot, Usage};
use crate::core::registry::{Key, Resource};
use crate::engine::host;
use crate::engine::php_ops;
use crate::engine::runtime::try_rt;
use ext_php_rs::builders::FunctionBuilder;
use ext_php_rs::flags::DataType;
use ext_php_rs::types::{ZendHashTable, Zval};
use ext_php_rs::zend::ExecuteData;
use std::cell::Cell;

pub fn builders() -> Vec<FunctionBuilder<'static>> {
    vec![
        FunctionBuilder::new("Async\\cpu_usage", cpu_usage).returns(DataType::Array, false, false),
        FunctionBuilder::new("Async\\loadavg", loadavg).returns(DataType::Array, false, true),
    ]
}

/// The snapshot the previous cpu_usage() call of this request took.
#[derive(Default)]
struct Previous(Cell<Option<Snapshot>>);

static PREVIOUS: Key<Previous> = Key::new(Previous::default);

impl Resource for Previous {
    fn close(&self) {}
}

fn loadavg_zval() -> Zval {
    let mut z = Zval::new();
    match host::loadavg() {
        Some(l) => {
            let mut arr = ZendHashTable::new();
            for v in l {
                let _ = arr.push(v);
            }
            z.set_hashtable(arr);
        }
        None => z.set_null(),
    }
    z
}

extern "C" fn cpu_usage(ex: &mut ExecuteData, rv: &mut Zval) {
    if php_ops::call_args(ex, 0, Some(0)).is_none() {
        return;
    }
    let now = host::snapshot();
    let prev = try_rt().and_then(|rt| rt.resources.get(&PREVIOUS).0.replace(Some(now)));
    let u = Usage::between(prev.as_ref(), &now);
    let mut arr = ZendHashTable::new();
    let _ = arr.insert("process_cores", u.process_cores);
    let _ = arr.insert("process_percent", u.process_percent);
    let _ = arr.insert("system_percent", u.system_percent);
    let _ = arr.insert("cpu_count", u.cpu_count);
    let _ = arr.insert("interval_sec", u.interval_sec);
    let _ = arr.insert("loadavg", loadavg_zval());
    rv.set_hashtable(arr);
}

extern "C" fn loadavg(ex: &mut ExecuteData, rv: &mut Zval) {
    if php_ops::call_args(ex, 0, Some(0)).is_none() {
        return;
    }
    *rv = loadavg_zval();
}
