//! gethostbyname(), gethostbynamel(), gethostbyaddr(): inside coroutines
//! the lookup runs on libuv's thread pool (getaddrinfo / getnameinfo) while
//! other coroutines run; results and failures as stock PHP gives them.

use super::{finish, Family, Hook};
use crate::engine::coroutine::WaitingFor;
use crate::engine::php_ops::{self, Outcome};
use crate::engine::runtime::rt;
use crate::reactor::dns;
use ext_php_rs::types::{ZendHashTable, Zval};
use ext_php_rs::zend::ExecuteData;
use std::net::IpAddr;

pub static HOOKS: [Hook; 3] = [
    Hook::new(c"gethostbyname", Family::Dns, gethostbyname),
    Hook::new(c"gethostbynamel", Family::Dns, gethostbynamel),
    Hook::new(c"gethostbyaddr", Family::Dns, gethostbyaddr),
];

/// PHP's limit for a host name (MAXFQDNLEN - 1).
const MAX_NAME: usize = 255;

fn string_arg(ex: &mut ExecuteData) -> Option<String> {
    let args = php_ops::call_args(ex, 1, Some(1))?;
    let z = args[0].dereference_mut();
    match z.str() {
        Some(s) if z.is_string() => Some(s.to_owned()),
        _ => {
            php_ops::argument_type_error(1, "string", z);
            None
        }
    }
}

/// The IPv4 addresses of `host` (what the gethostbyname family returns),
/// or Err(outcome) if the wait ended otherwise.
fn ipv4_of(host: &str) -> Result<Vec<IpAddr>, Outcome> {
    Ok(addresses_of(host)?
        .into_iter()
        .filter(IpAddr::is_ipv4)
        .collect())
}

/// Every address of `host` in the resolver's order (empty when the lookup
/// failed), or Err(outcome) if the wait ended otherwise.
pub fn addresses_of(host: &str) -> Result<Vec<IpAddr>, Outcome> {
    let lp = match rt().reactor() {
        Ok(r) => r.event_loop(),
        Err(_) => return Ok(Vec::new()),
    };
    let ev = dns::resolve(lp, host);
    if ev.event.start().is_err() {
        return Ok(Vec::new());
    }
    php_ops::wait_closed(&ev.event, WaitingFor::Dns)?;
    Ok(ev
        .source
        .take_result()
        .and_then(Result::ok)
        .unwrap_or_default())
}

// Each handler computes its outcome in a function of its own, so that no
// local with a destructor is alive when `finish` may bail out.

extern "C" fn gethostbyname(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[0].active() {
        return HOOKS[0].call_original(ex, rv);
    }
    if let Some(o) = by_name(ex, false) {
        finish(o, rv);
    }
}

extern "C" fn gethostbynamel(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[1].active() {
        return HOOKS[1].call_original(ex, rv);
    }
    if let Some(o) = by_name(ex, true) {
        finish(o, rv);
    }
}

fn value(f: impl FnOnce(&mut Zval)) -> Outcome {
    let mut z = Zval::new();
    f(&mut z);
    Outcome::Value(z)
}

/// gethostbyname (`list` false: the first IPv4 address, or the name
/// unchanged) and gethostbynamel (`list` true: all of them, or false).
fn by_name(ex: &mut ExecuteData, list: bool) -> Option<Outcome> {
    let host = string_arg(ex)?;
    let fname = if list {
        "gethostbynamel"
    } else {
        "gethostbyname"
    };
    if host.len() > MAX_NAME {
        php_ops::php_warning(&format!(
            "{fname}(): Host name cannot be longer than {MAX_NAME} characters"
        ));
        return Some(if list {
            value(|z| z.set_bool(false))
        } else {
            value(|z| {
                let _ = z.set_string(&host, false);
            })
        });
    }
    let addrs = match ipv4_of(&host) {
        Ok(a) => a,
        Err(o) => return Some(o),
    };
    Some(match (list, addrs.first()) {
        (false, first) => {
            let text = first.map_or(host.clone(), IpAddr::to_string);
            value(|z| {
                let _ = z.set_string(&text, false);
            })
        }
        (true, None) => value(|z| z.set_bool(false)),
        (true, Some(_)) => {
            let mut arr = ZendHashTable::new();
            for ip in &addrs {
                let _ = arr.push(ip.to_string());
            }
            value(|z| z.set_hashtable(arr))
        }
    })
}

extern "C" fn gethostbyaddr(ex: &mut ExecuteData, rv: &mut Zval) {
    if !HOOKS[2].active() {
        return HOOKS[2].call_original(ex, rv);
    }
    if let Some(o) = by_addr(ex) {
        finish(o, rv);
    }
}

fn by_addr(ex: &mut ExecuteData) -> Option<Outcome> {
    let text = string_arg(ex)?;
    let Ok(ip) = text.parse::<IpAddr>() else {
        php_ops::php_warning("gethostbyaddr(): Address is not a valid IPv4 or IPv6 address");
        return Some(value(|z| z.set_bool(false)));
    };
    let unchanged = |text: String| {
        value(move |z| {
            let _ = z.set_string(&text, false);
        })
    };
    let Ok(reactor) = rt().reactor() else {
        return Some(unchanged(text));
    };
    let ev = dns::reverse(reactor.event_loop(), ip);
    if ev.event.start().is_err() {
        return Some(unchanged(text));
    }
    if let Err(o) = php_ops::wait_closed(&ev.event, WaitingFor::Dns) {
        return Some(o);
    }
    // Stock PHP: the name, or the address unchanged on failure.
    let name = ev.source.take_result().and_then(Result::ok).unwrap_or(text);
    Some(unchanged(name))
}
