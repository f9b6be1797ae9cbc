//! DNS events: a name to its addresses (getaddrinfo) or an address to its
//! name (getnameinfo), submitted when the first waiter arms (S7), on
//! libuv's thread pool. One-shot, with replay.

use super::handle::{AddrRequest, Loop, NameRequest, Source, SourceEvent, UvError};
use crate::records::LiveEvent;
use std::cell::RefCell;
use std::net::IpAddr;

pub struct Resolve {
    lp: &'static Loop,
    host: String,
    req: RefCell<Option<AddrRequest>>,
}

impl Resolve {
    /// The addresses (resolver order, no duplicates), once the event closed.
    pub fn take_result(&self) -> Option<Result<Vec<IpAddr>, UvError>> {
        Some(self.req.borrow().as_ref()?.take_result()?.map_err(UvError))
    }
}

impl Source for Resolve {
    fn start(&self, ev: &LiveEvent) -> Result<(), UvError> {
        *self.req.borrow_mut() = Some(AddrRequest::resolve(self.lp, &self.host, ev)?);
        Ok(())
    }

    fn stop(&self) {
        self.req.borrow_mut().take();
    }

    fn describe(&self) -> String {
        format!("a DNS lookup of {}", self.host)
    }
}

pub type ResolveEvent = SourceEvent<Resolve>;

/// An unstarted lookup of `host`, boxed so the event stays in place.
pub fn resolve(lp: &'static Loop, host: &str) -> Box<ResolveEvent> {
    Box::new(SourceEvent::replaying(Resolve {
        lp,
        host: host.to_owned(),
        req: RefCell::new(None),
    }))
}

pub struct Reverse {
    lp: &'static Loop,
    ip: IpAddr,
    req: RefCell<Option<NameRequest>>,
}

impl Reverse {
    pub fn take_result(&self) -> Option<Result<String, UvError>> {
        Some(self.req.borrow().as_ref()?.take_result()?.map_err(UvError))
    }
}

impl Source for Reverse {
    fn start(&self, ev: &LiveEvent) -> Result<(), UvError> {
        *self.req.borrow_mut() = Some(NameRequest::lookup(self.lp, self.ip, ev)?);
        Ok(())
    }

    fn stop(&self) {
        self.req.borrow_mut().take();
    }

    fn describe(&self) -> String {
        format!("a DNS name of {}", self.ip)
    }
}

pub type ReverseEvent = SourceEvent<Reverse>;

pub fn reverse(lp: &'static Loop, ip: IpAddr) -> Box<ReverseEvent> {
    Box::new(SourceEvent::replaying(Reverse {
        lp,
        ip,
        req: RefCell::new(None),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reactor::testing::{run_until_closed, test_loop};

    #[test]
    fn localhost_resolves_to_a_loopback_address() {
        let lp = test_loop();
        let ev = resolve(lp, "localhost");
        ev.event.start().unwrap();
        assert!(run_until_closed(lp, &ev.event));
        let addrs = ev.source.take_result().unwrap().unwrap();
        assert!(!addrs.is_empty());
        assert!(addrs.iter().all(|a| a.is_loopback()), "{addrs:?}");
    }

    #[test]
    fn an_invalid_name_fails_with_a_libuv_error() {
        let lp = test_loop();
        // An empty name fails in the resolver itself, with no DNS traffic.
        let ev = resolve(lp, "");
        // libuv refuses it at once, or the resolver fails it: never a hang
        // and never addresses.
        if ev.event.start().is_ok() {
            assert!(run_until_closed(lp, &ev.event));
            assert!(ev.source.take_result().unwrap().is_err());
        }
        let bad = resolve(lp, "bad\0name");
        assert!(bad.event.start().is_err(), "a NUL in the name is refused");
    }

    #[test]
    fn loopback_has_a_name() {
        let lp = test_loop();
        let ev = reverse(lp, "127.0.0.1".parse().unwrap());
        ev.event.start().unwrap();
        assert!(run_until_closed(lp, &ev.event));
        let name = ev.source.take_result().unwrap().unwrap();
        assert!(!name.is_empty());
    }

    #[test]
    fn dropping_a_pending_lookup_is_safe() {
        let lp = test_loop();
        let ev = resolve(lp, "localhost");
        ev.event.start().unwrap();
        drop(ev);
        // The orphaned request completes (or is cancelled) and frees itself.
        for _ in 0..100 {
            if !lp.run(false) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        assert!(!lp.alive());
    }
}
