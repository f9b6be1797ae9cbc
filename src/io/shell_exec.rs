//! shell_exec(), exec(), system(), passthru() (and the backtick operator,
//! which compiles to shell_exec): inside coroutines the command runs as a
//! child of libuv (`/bin/sh -c`), its output is read through a pipe while
//! other coroutines run, and the results are stock PHP's. system() and
//! passthru() print the output as it comes, as stock PHP does: system()
//! line by line, passthru() each piece as read.

use super::{finish, Family, Hook};
use crate::engine::coroutine::WaitingFor;
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::rt;
use crate::reactor::exec;
use ext_php_rs::types::{ZendHashTable, Zval};
use ext_php_rs::zend::ExecuteData;

pub static HOOKS: [Hook; 4] = [
    Hook::new(c"shell_exec", Family::Process, shell_exec),
    Hook::new(c"exec", Family::Process, exec_),
    Hook::new(c"system", Family::Process, system),
    Hook::new(c"passthru", Family::Process, passthru),
];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    ShellExec,
    Exec,
    System,
    Passthru,
}

fn value(f: impl FnOnce(&mut Zval)) -> Outcome {
    let mut z = Zval::new();
    f(&mut z);
    Outcome::Value(z)
}

/// Runs `command` through /bin/sh; its exit code and stdout. With
/// `print`, the output is also printed while the command runs: whole
/// lines (`Print::Lines`, system()) or every piece as read
/// (`Print::Pieces`, passthru()); a last line without its newline comes
/// at the end.
fn run(command: &str, print: Option<Print>) -> Result<Option<(i64, Vec<u8>)>, Outcome> {
    let Ok(reactor) = rt().reactor() else {
        return Ok(None);
    };
    let ev = match print {
        None => exec::shell(reactor.event_loop(), command, true),
        Some(_) => exec::shell_streaming(reactor.event_loop(), command),
    };
    if ev.event.start().is_err() {
        return Ok(None);
    }
    let mut all = Vec::new();
    let mut printed = 0;
    if let Some(print) = print {
        while !ev.event.is_closed() {
            php_ops::wait_once(&ev.event, None, WaitingFor::Process)?;
            all.extend_from_slice(&ev.source.take_output());
            printed += print.flush(&all[printed..]);
        }
    } else {
        php_ops::wait_closed(&ev.event, WaitingFor::Process)?;
    }
    Ok(ev.source.take_result().map(|(status, rest)| {
        let code = if status.signal != 0 && status.code == 0 {
            128 + i64::from(status.signal)
        } else {
            status.code
        };
        all.extend_from_slice(&rest);
        if print.is_some() && printed < all.len() {
            php_ops::output_write(&all[printed..]);
        }
        (code, all)
    }))
}

#[derive(Clone, Copy)]
enum Print {
    Lines,
    Pieces,
}

impl Print {
    /// Prints what of `new` is due now; the number of bytes printed.
    fn flush(self, new: &[u8]) -> usize {
        let n = match self {
            Print::Pieces => new.len(),
            Print::Lines => new.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1),
        };
        if n > 0 {
            php_ops::output_write(&new[..n]);
        }
        n
    }
}

/// The lines of `out` as exec() gives them: split on "\n", trailing
/// whitespace removed from each.
fn lines(out: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(out);
    let mut v: Vec<String> = text.split('\n').map(|l| l.trim_end().to_owned()).collect();
    if v.last().is_some_and(String::is_empty) {
        v.pop();
    }
    v
}

fn body(ex: &mut ExecuteData, kind: Kind) -> Option<Outcome> {
    let max = match kind {
        Kind::ShellExec => 1,
        Kind::Exec => 3,
        Kind::System | Kind::Passthru => 2,
    };
    let args = php_ops::call_args(ex, 1, Some(max))?;
    let z = args[0].dereference_mut();
    let command = match z.str() {
        Some(s) if z.is_string() => s.to_owned(),
        _ => {
            php_ops::argument_type_error(1, "string", z);
            return None;
        }
    };
    if command.is_empty() {
        php_ops::argument_value_error(1, "cannot be empty");
        return None;
    }
    if command.contains('\0') {
        php_ops::argument_value_error(1, "must not contain any null bytes");
        return None;
    }
    let print = match kind {
        Kind::System => Some(Print::Lines),
        Kind::Passthru => Some(Print::Pieces),
        Kind::ShellExec | Kind::Exec => None,
    };
    let (code, out) = match run(&command, print) {
        Err(o) => return Some(o),
        Ok(None) => {
            let fname = match kind {
                Kind::ShellExec => "shell_exec",
                Kind::Exec => "exec",
                Kind::System => "system",
                Kind::Passthru => "passthru",
            };
            php_ops::php_warning(&format!("{fname}(): Unable to fork [{command}]"));
            return Some(value(|z| z.set_bool(false)));
        }
        Ok(Some(r)) => r,
    };
    // The code argument: 3rd of exec(), 2nd of system() and passthru().
    let code_at = match kind {
        Kind::Exec => Some(2),
        Kind::System | Kind::Passthru => Some(1),
        Kind::ShellExec => None,
    };
    if let Some(slot) = code_at.and_then(|i| args.get_mut(i)) {
        slot.dereference_mut().set_long(code);
    }
    Some(match kind {
        Kind::ShellExec if out.is_empty() => value(|z| z.set_null()),
        Kind::ShellExec => value(|z| z.set_binary(out)),
        Kind::Passthru => value(|z| z.set_null()),
        Kind::Exec | Kind::System => {
            let all = lines(&out);
            if kind == Kind::Exec {
                if let Some(slot) = args.get_mut(1) {
                    let target = slot.dereference_mut();
                    let mut arr = target
                        .array()
                        .map(|a| a.to_owned())
                        .unwrap_or_else(ZendHashTable::new);
                    for l in &all {
                        let _ = arr.push(l.as_str());
                    }
                    target.set_hashtable(arr);
                }
            }
            let last = all.last().cloned().unwrap_or_default();
            value(|z| {
                let _ = z.set_string(&last, false);
            })
        }
    })
}

extern "C" fn shell_exec(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[0].active() {
        return HOOKS[0].call_original(ex, rv);
    }
    if let Some(o) = body(ex, Kind::ShellExec) {
        finish(o, rv);
    }
}

extern "C" fn exec_(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[1].active() {
        return HOOKS[1].call_original(ex, rv);
    }
    if let Some(o) = body(ex, Kind::Exec) {
        finish(o, rv);
    }
}

extern "C" fn system(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[2].active() {
        return HOOKS[2].call_original(ex, rv);
    }
    if let Some(o) = body(ex, Kind::System) {
        finish(o, rv);
    }
}

extern "C" fn passthru(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[3].active() {
        return HOOKS[3].call_original(ex, rv);
    }
    if let Some(o) = body(ex, Kind::Passthru) {
        finish(o, rv);
    }
}
