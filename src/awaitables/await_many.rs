//! The await family over many awaitables (tier 2): await_all,
//! await_all_or_fail, await_any_or_fail, await_any_of, await_any_of_or_fail.
//! One loop serves them all: note what completed since the last wake-up (in
//! completion order), let the mode decide whether the wait is over, else
//! wait on every unfinished one (and the cancellation token) at once.
//!
//! A Traversable is read as the wait goes on (engine/lazy_triggers.rs):
//! each element is an entry as soon as it is read, the wait may end before
//! the iterator does, and the loop only sleeps once the iterator ended.
//! While reading it suspended, others ran: completions are checked before
//! the next element is read.

use super::awaitable::Awaitable;
use super::lazy_triggers::{LazyTriggers, Pull};
use crate::engine::coroutine::WaitingFor;
use crate::engine::errors::{Kind, Thrown};
use crate::engine::php_ops::Outcome;
use crate::engine::runtime::rt;
use crate::engine::scheduler::Woken;
use crate::engine::wait::Wait;
use ext_php_rs::types::{ZendHashTable, Zval};

/// An input key, kept to label results and errors.
#[derive(Clone, Debug)]
pub enum Key {
    Int(i64),
    Str(String),
}

pub struct Entry<'a> {
    pub key: Key,
    pub target: Awaitable<'a>,
}

#[derive(Clone, Copy, Debug)]
pub enum Mode {
    /// Every one, results and errors apart.
    All { fill_null: bool },
    /// Every one; the first failure is thrown.
    AllOrFail,
    /// The first to complete: its result, or its exception thrown.
    AnyOrFail,
    /// Until `count` succeeded (or all completed): results and errors apart.
    /// A count above the number of entries waits for all of them.
    AnyOf { count: usize, fill_null: bool },
    /// Until `count` succeeded; the first failure is thrown.
    AnyOfOrFail { count: usize },
    /// Until one succeeded (or all failed): [its result or null, the errors
    /// of those that failed before it].
    FirstSuccess,
}

/// `entries` are the triggers known up front; `lazy`, a Traversable whose
/// elements are added as they are read.
pub fn await_many<'a>(
    mut entries: Vec<Entry<'a>>,
    mut lazy: Option<&mut LazyTriggers>,
    token: Option<Awaitable>,
    preserve_key_order: bool,
    mode: Mode,
) -> Outcome {
    let rt = rt();
    let cur = rt.ensure_launched();
    let me = cur.get();
    let self_wait = || Outcome::error(Kind::Deadlock, "A coroutine cannot await itself");
    if entries.iter().any(|e| e.target.is(me)) {
        return self_wait();
    }
    let mut seen = vec![false; entries.len()];
    let mut done: Vec<usize> = Vec::with_capacity(entries.len());
    loop {
        // The cancellation wins over entries completed at the same time
        // (the token may even be one of them).
        if let Some(t) = token {
            if t.is_done() {
                return Outcome::Throw(t.cancellation());
            }
        }
        // Read the iterator until it suspends (others ran meanwhile: look
        // at what completed first) or ends.
        if let Some(src) = lazy.as_deref_mut() {
            let switches = rt.stats.switches.get();
            while !src.ended() {
                match src.pull() {
                    Pull::Item(e) => {
                        if e.target.is(me) {
                            return self_wait();
                        }
                        entries.push(e);
                        seen.push(false);
                    }
                    Pull::End => {}
                    Pull::Threw(ex) => return iterator_failed(&entries, ex),
                    Pull::Bailout => return Outcome::Bailout,
                }
                if rt.stats.switches.get() != switches {
                    break;
                }
            }
        }
        let ended = lazy.as_deref().is_none_or(LazyTriggers::ended);
        let n = entries.len();
        // Entries found complete together are taken in the input's order.
        for (i, e) in entries.iter().enumerate() {
            if !seen[i] && e.target.is_done() {
                seen[i] = true;
                done.push(i);
            }
        }
        let successes = done
            .iter()
            .filter(|&&i| !entries[i].target.failed())
            .count();
        let first_failure = done.iter().copied().find(|&i| entries[i].target.failed());
        // Everything completed: only once the iterator has ended.
        let all_done = ended && done.len() == n;
        let over = match mode {
            Mode::All { .. } => all_done,
            Mode::AllOrFail => {
                if let Some(i) = first_failure {
                    return entries[i].target.outcome();
                }
                all_done
            }
            Mode::AnyOrFail => {
                if let Some(&i) = done.first() {
                    return entries[i].target.outcome();
                }
                if n == 0 && ended {
                    return Outcome::Value(Zval::new());
                }
                false
            }
            Mode::AnyOf { count, .. } => successes >= count || all_done,
            Mode::FirstSuccess => successes >= 1 || all_done,
            Mode::AnyOfOrFail { count } => {
                if let Some(i) = first_failure {
                    return entries[i].target.outcome();
                }
                successes >= count || all_done
            }
        };
        if over {
            break;
        }
        if !ended {
            continue;
        }
        let mut wait = Wait::new(&me.waker, me.wake_callback());
        if let Some(t) = token {
            wait.on_any(t.event(), me.listener());
        }
        let mut pending = 0;
        for i in (0..n).filter(|&i| !seen[i]) {
            wait.on_any(entries[i].target.event(), me.listener());
            pending += 1;
        }
        let w = rt.wait_on(&mut wait, WaitingFor::Many(pending));
        drop(wait);
        match w {
            Woken::Normal => {}
            Woken::Throw(ex) => return Outcome::Throw(ex),
            Woken::Exit => return Outcome::Exit,
            Woken::Bailout => return Outcome::Bailout,
        }
    }
    if let Mode::FirstSuccess = mode {
        return first_success(&entries, &done);
    }
    let order: Vec<usize> = if preserve_key_order {
        (0..entries.len()).filter(|&i| seen[i]).collect()
    } else {
        done
    };
    build(&entries, &order, mode)
}

/// The iterator threw (or yielded what cannot be awaited): the coroutines
/// read from it so far are cancelled, and nobody is told that their
/// failures went unseen (the iterator's exception is what is thrown).
fn iterator_failed(entries: &[Entry], ex: Thrown) -> Outcome {
    for e in entries {
        if let Awaitable::Coroutine(rec) = e.target {
            rt().observe(rec);
            crate::engine::php_ops::cancel(rec, None);
        }
    }
    Outcome::Throw(ex)
}

fn insert(arr: &mut ZendHashTable, key: &Key, val: Zval) {
    let _ = match key {
        Key::Int(i) => arr.insert(*i, val),
        Key::Str(s) => arr.insert(s.as_str(), val),
    };
}

fn pair(results: Zval, errors: ext_php_rs::boxed::ZBox<ZendHashTable>) -> Outcome {
    let mut pair = ZendHashTable::new();
    let mut er = Zval::new();
    er.set_hashtable(errors);
    let _ = pair.push(results);
    let _ = pair.push(er);
    let mut out = Zval::new();
    out.set_hashtable(pair);
    Outcome::Value(out)
}

/// `done` is in completion order: errors up to the first success, keyed.
fn first_success(entries: &[Entry], done: &[usize]) -> Outcome {
    let mut errors = ZendHashTable::new();
    for &i in done {
        let e = &entries[i];
        match e.target.exception() {
            Some(ex) => insert(&mut errors, &e.key, ex.to_zval()),
            None => return pair(e.target.value(), errors),
        }
    }
    pair(Zval::new(), errors)
}

fn build(entries: &[Entry], order: &[usize], mode: Mode) -> Outcome {
    let mut results = ZendHashTable::new();
    let mut errors = ZendHashTable::new();
    let fill_null = matches!(
        mode,
        Mode::All { fill_null: true }
            | Mode::AnyOf {
                fill_null: true,
                ..
            }
    );
    for &i in order {
        let e = &entries[i];
        match e.target.exception() {
            Some(ex) => {
                insert(&mut errors, &e.key, ex.to_zval());
                if fill_null {
                    insert(&mut results, &e.key, Zval::new());
                }
            }
            None => insert(&mut results, &e.key, e.target.value()),
        }
    }
    let mut out = Zval::new();
    out.set_hashtable(results);
    match mode {
        Mode::AllOrFail | Mode::AnyOfOrFail { .. } => Outcome::Value(out),
        _ => pair(out, errors),
    }
}
