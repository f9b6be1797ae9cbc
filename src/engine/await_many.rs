//! The await family over many awaitables (tier 2): await_all,
//! await_all_or_fail, await_any_or_fail, await_any_of, await_any_of_or_fail.
//! One loop serves them all: note what completed since the last wake-up (in
//! completion order), let the mode decide whether the wait is over, else
//! wait on every unfinished one (and the cancellation token) at once.

use super::api::{result_of, Outcome, Token};
use super::coroutine::{CoRef, Record, WaitingFor};
use super::errors::{Kind, Thrown};
use super::runtime::rt;
use super::scheduler::Woken;
use crate::runtime::state::Phase;
use crate::runtime::waker::Wait;
use ext_php_rs::types::{ZendHashTable, Zval};

/// An input key, kept to label results and errors.
#[derive(Clone, Debug)]
pub enum Key {
    Int(i64),
    Str(String),
}

pub struct Entry<'a> {
    pub key: Key,
    pub rec: &'a Record,
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
    AnyOf { count: usize, fill_null: bool },
    /// Until `count` succeeded; the first failure is thrown.
    AnyOfOrFail { count: usize },
}

fn failed(r: &Record) -> bool {
    r.exception.borrow().is_some()
}

pub fn await_many(
    entries: &[Entry],
    token: Option<Token>,
    preserve_key_order: bool,
    mode: Mode,
) -> Outcome {
    let rt = rt();
    let cur = rt.ensure_launched();
    if entries.iter().any(|e| CoRef::new(e.rec) == cur) {
        return Outcome::error(Kind::Deadlock, "A coroutine cannot await itself");
    }
    let n = entries.len();
    let mut seen = vec![false; n];
    let mut done: Vec<usize> = Vec::with_capacity(n);
    loop {
        for (i, e) in entries.iter().enumerate() {
            if !seen[i] && e.rec.phase.get() == Phase::Finished {
                seen[i] = true;
                done.push(i);
            }
        }
        let successes = done.iter().filter(|&&i| !failed(entries[i].rec)).count();
        let first_failure = done.iter().copied().find(|&i| failed(entries[i].rec));
        let over = match mode {
            Mode::All { .. } => done.len() == n,
            Mode::AllOrFail => {
                if let Some(i) = first_failure {
                    return result_of(entries[i].rec);
                }
                done.len() == n
            }
            Mode::AnyOrFail => {
                if let Some(&i) = done.first() {
                    return result_of(entries[i].rec);
                }
                n == 0
            }
            Mode::AnyOf { count, .. } => successes >= count || done.len() == n,
            Mode::AnyOfOrFail { count } => {
                if let Some(i) = first_failure {
                    return result_of(entries[i].rec);
                }
                successes >= count || done.len() == n
            }
        };
        if over {
            break;
        }
        let me = cur.get();
        let mut wait = Wait::new(&me.waker, me.wake_callback());
        if let Some(t) = token {
            if t.is_completed() {
                return Outcome::Throw(t.cancellation());
            }
            wait.on(t.event());
        }
        let mut pending = 0;
        for i in (0..n).filter(|&i| !seen[i]) {
            wait.on(&entries[i].rec.event);
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
    let order: Vec<usize> = if preserve_key_order {
        (0..n).filter(|&i| seen[i]).collect()
    } else {
        done
    };
    build(entries, &order, mode)
}

fn insert(arr: &mut ZendHashTable, key: &Key, val: Zval) {
    let _ = match key {
        Key::Int(i) => arr.insert(*i, val),
        Key::Str(s) => arr.insert(s.as_str(), val),
    };
}

fn object(ex: &Thrown) -> Zval {
    let mut z = Zval::new();
    // SAFETY: the record holds a reference; the zval takes its own.
    if let Some(obj) = unsafe { ex.as_ptr().as_mut() } {
        z.set_object(obj);
    }
    z
}

fn value(r: &Record) -> Zval {
    match result_of(r) {
        Outcome::Value(v) => v,
        _ => Zval::new(),
    }
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
        match e.rec.exception.borrow().as_ref() {
            Some(ex) => {
                insert(&mut errors, &e.key, object(ex));
                if fill_null {
                    insert(&mut results, &e.key, Zval::new());
                }
            }
            None => insert(&mut results, &e.key, value(e.rec)),
        }
    }
    let mut out = Zval::new();
    match mode {
        Mode::AllOrFail | Mode::AnyOfOrFail { .. } => out.set_hashtable(results),
        _ => {
            let mut pair = ZendHashTable::new();
            let mut r = Zval::new();
            r.set_hashtable(results);
            let mut er = Zval::new();
            er.set_hashtable(errors);
            let _ = pair.push(r);
            let _ = pair.push(er);
            out.set_hashtable(pair);
        }
    }
    Outcome::Value(out)
}
