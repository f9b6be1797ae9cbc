//! shell_exec(), exec(), system(), passthru() (and the backtick operator,
//! which compiles to shell_exec): inside coroutines the command runs as a
//! child of libuv (`/bin/sh -c`), its output is read through a pipe while
//! other coroutines run, and the results are stock PHP's. system() and
//! passthru() write the output once the command ended (stock PHP streams it
//! as it comes).

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

/// Runs `command` through /bin/sh; its exit code and stdout.
fn run(command: &str) -> Result<Option<(i64, Vec<u8>)>, Outcome> {
    let Ok(reactor) = rt().reactor() else {
        return Ok(None);
    };
    let ev = exec::shell(reactor.event_loop(), command, true);
    if ev.event.start().is_err() {
        return Ok(None);
    }
    php_ops::wait_closed(&ev.event, WaitingFor::Process)?;
    Ok(ev.source.take_result().map(|(status, out)| {
        let code = if status.signal != 0 && status.code == 0 {
            128 + i64::from(status.signal)
        } else {
            status.code
        };
        (code, out)
    }))
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
    let (code, out) = match run(&command) {
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
        Kind::Passthru => {
            php_ops::output_write(&out);
            value(|z| z.set_null())
        }
        Kind::Exec | Kind::System => {
            let all = lines(&out);
            if kind == Kind::System {
                php_ops::output_write(&out);
            }
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
