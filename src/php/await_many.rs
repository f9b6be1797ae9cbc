//! `Async\await_all`, `await_all_or_fail`, `await_any_or_fail`,
//! `await_first_success`,
//! `await_any_of`, `await_any_of_or_fail`: argument checking; the waiting is
//! engine::await_many.

use crate::awaitables::await_many::{await_many, Entry, Key, Mode};
use crate::awaitables::awaitable::Awaitable;
use crate::awaitables::lazy_triggers::LazyTriggers;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops;
use ext_php_rs::args::Arg;
use ext_php_rs::builders::FunctionBuilder;
use ext_php_rs::flags::DataType;
use ext_php_rs::types::{ArrayKey, Zval};
use ext_php_rs::zend::ExecuteData;

pub fn builders() -> Vec<FunctionBuilder<'static>> {
    let triggers = |b: FunctionBuilder<'static>| {
        b.arg(Arg::new("triggers", DataType::Iterable)).arg(
            Arg::new("cancellation", DataType::Object("Async\\Awaitable".into()))
                .allow_null()
                .default("null"),
        )
    };
    let common = move |b: FunctionBuilder<'static>| {
        triggers(b).arg(Arg::new("preserveKeyOrder", DataType::Bool).default("true"))
    };
    let with_count =
        move |b: FunctionBuilder<'static>| common(b.arg(Arg::new("count", DataType::Long)));
    vec![
        common(FunctionBuilder::new("Async\\await_all", await_all))
            .arg(Arg::new("fillNull", DataType::Bool).default("false"))
            .required_args(1)
            .returns(DataType::Array, false, false),
        common(FunctionBuilder::new(
            "Async\\await_all_or_fail",
            await_all_or_fail,
        ))
        .required_args(1)
        .returns(DataType::Array, false, false),
        triggers(FunctionBuilder::new(
            "Async\\await_first_success",
            await_first_success,
        ))
        .required_args(1)
        .returns(DataType::Array, false, false),
        triggers(FunctionBuilder::new(
            "Async\\await_any_or_fail",
            await_any_or_fail,
        ))
        .required_args(1)
        .returns(DataType::Mixed, false, false),
        with_count(FunctionBuilder::new("Async\\await_any_of", await_any_of))
            .arg(Arg::new("fillNull", DataType::Bool).default("false"))
            .required_args(2)
            .returns(DataType::Array, false, false),
        with_count(FunctionBuilder::new(
            "Async\\await_any_of_or_fail",
            await_any_of_or_fail,
        ))
        .required_args(2)
        .returns(DataType::Array, false, false),
    ]
}

/// The triggers: an array (kept alive by the returned zval while the
/// entries borrow from it), or a Traversable read as the wait goes on.
fn triggers(z: &mut Zval, arg: u32) -> Option<(Zval, Option<LazyTriggers>)> {
    if z.is_array() {
        return Some((z.shallow_clone(), None));
    }
    let traversable = z
        .object()
        .is_some_and(|o| o.instance_of(ext_php_rs::zend::ce::traversable()));
    if !traversable {
        // TrueAsync's check and wording: an AsyncException, not zpp's TypeError.
        Thrown::new(
            Kind::Async,
            "Expected parameter 'iterable' to be an array or an object implementing Traversable",
        )
        .throw();
        return None;
    }
    Some((Zval::new(), Some(LazyTriggers::new(z, arg))))
}

fn entries(arr: &Zval, arg: u32) -> Option<Vec<Entry<'_>>> {
    let Some(ht) = arr.array() else {
        return Some(Vec::new());
    };
    let mut out = Vec::with_capacity(ht.len());
    for (key, val) in ht.iter() {
        let Some(target) = Awaitable::of_zval(val) else {
            let mut shown = val.shallow_clone();
            php_ops::argument_type_error(arg, "iterable of Async\\Completable", &mut shown);
            return None;
        };
        let key = match key {
            ArrayKey::Long(i) => Key::Int(i),
            other => Key::Str(other.to_string()),
        };
        out.push(Entry { key, target });
    }
    Some(out)
}

/// An optional cancellation-token argument: None for null or absent, the
/// awaitable otherwise; Err after throwing a TypeError naming `expected`.
#[inline(always)]
pub(crate) fn token_arg<'a>(
    z: Option<&'a mut Zval>,
    arg: u32,
    expected: &str,
) -> Result<Option<(Awaitable<'a>, &'a Zval)>, ()> {
    let Some(z) = z.map(|z| z.dereference_mut()).filter(|z| !z.is_null()) else {
        return Ok(None);
    };
    let z: &Zval = z;
    if let Some(a) = Awaitable::of_zval(z) {
        return Ok(Some((a, z)));
    }
    let mut shown = z.shallow_clone();
    php_ops::argument_type_error(arg, expected, &mut shown);
    Err(())
}

fn flag(z: Option<&mut Zval>, arg: u32, default: bool) -> Option<bool> {
    match z.map(|z| z.dereference_mut()) {
        None => Some(default),
        Some(z) => php_ops::arg_bool(z, arg),
    }
}

/// Shared body: `first` is the index of the triggers argument (0, or 1 after
/// a count); `mode_of(fill_null)` picks the mode once flags are read.
fn run(
    ex: &mut ExecuteData,
    rv: &mut Zval,
    min: u32,
    max: u32,
    count_first: bool,
    mode_of: impl Fn(usize, bool) -> Mode,
) {
    let outcome = {
        let Some(args) = php_ops::call_args(ex, min, Some(max)) else {
            return;
        };
        let mut args: Vec<Option<&mut Zval>> = args.iter_mut().map(Some).collect();
        args.resize_with(max as usize, || None);
        let base = usize::from(count_first);
        let count = if count_first {
            let Some(z) = args[0].take().map(|z| z.dereference_mut()) else {
                return;
            };
            match php_ops::arg_long(z, 1) {
                Some(n) if n >= 0 => n as usize,
                Some(_) => {
                    php_ops::argument_value_error(1, "must be greater than or equal to 0");
                    return;
                }
                None => return,
            }
        } else {
            0
        };
        let arg_no = |i: usize| (base + i + 1) as u32;
        let Some(trig) = args[base].take() else {
            return;
        };
        let Some((holder, mut lazy)) = triggers(trig.dereference_mut(), arg_no(0)) else {
            return;
        };
        let Some(list) = entries(&holder, arg_no(0)) else {
            return;
        };
        let Ok(tok) = token_arg(args[base + 1].take(), arg_no(1), "?Async\\Awaitable") else {
            return;
        };
        let tok = tok.map(|(a, _)| a);
        let Some(keep) = flag(
            args.get_mut(base + 2).and_then(Option::take),
            arg_no(2),
            true,
        ) else {
            return;
        };
        let Some(fill) = flag(
            args.get_mut(base + 3).and_then(Option::take),
            arg_no(3),
            false,
        ) else {
            return;
        };
        // A count of 0 has nothing to wait for: an empty array.
        let o = if count_first && count == 0 {
            let mut empty = Zval::new();
            empty.set_hashtable(ext_php_rs::types::ZendHashTable::new());
            php_ops::Outcome::Value(empty)
        } else {
            await_many(list, lazy.as_mut(), tok, keep, mode_of(count, fill))
        };
        drop(lazy);
        drop(holder);
        o
    };
    php_ops::finish(outcome, rv);
}

extern "C" fn await_all(ex: &mut ExecuteData, rv: &mut Zval) {
    run(ex, rv, 1, 4, false, |_, fill_null| Mode::All { fill_null });
}

extern "C" fn await_all_or_fail(ex: &mut ExecuteData, rv: &mut Zval) {
    run(ex, rv, 1, 3, false, |_, _| Mode::AllOrFail);
}

extern "C" fn await_any_or_fail(ex: &mut ExecuteData, rv: &mut Zval) {
    run(ex, rv, 1, 2, false, |_, _| Mode::AnyOrFail);
}

extern "C" fn await_first_success(ex: &mut ExecuteData, rv: &mut Zval) {
    run(ex, rv, 1, 2, false, |_, _| Mode::FirstSuccess);
}

extern "C" fn await_any_of(ex: &mut ExecuteData, rv: &mut Zval) {
    run(ex, rv, 2, 5, true, |count, fill_null| Mode::AnyOf {
        count,
        fill_null,
    });
}

extern "C" fn await_any_of_or_fail(ex: &mut ExecuteData, rv: &mut Zval) {
    run(ex, rv, 2, 4, true, |count, _| Mode::AnyOfOrFail { count });
}
