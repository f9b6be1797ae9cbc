//! Unit tests of live_event.rs (the vector is records/callbacks.rs, on
//! Rust's allocator here).
use super::*;
use std::pin::pin;

thread_local! {
    static SEEN: Cell<(usize, usize, usize)> = const { Cell::new((0, 0, 0)) };
    static STARTS: Cell<u32> = const { Cell::new(0) };
    static STOPS: Cell<u32> = const { Cell::new(0) };
    static DISPOSED: Cell<u32> = const { Cell::new(0) };
}

fn seen(ev: &LiveEvent, data: *mut c_void, result: *mut c_void, _: *mut c_void) {
    SEEN.with(|s| {
        s.set((
            ev as *const LiveEvent as usize,
            data as usize,
            result as usize,
        ))
    });
}

unsafe extern "C" fn count_start(_: *mut Raw) -> bool {
    STARTS.with(|s| s.set(s.get() + 1));
    true
}
unsafe extern "C" fn count_stop(_: *mut Raw) -> bool {
    STOPS.with(|s| s.set(s.get() + 1));
    true
}
unsafe extern "C" fn fail_start(_: *mut Raw) -> bool {
    set_start_error(-22);
    false
}
unsafe extern "C" fn count_dispose(_: *mut Raw) -> bool {
    DISPOSED.with(|s| s.set(s.get() + 1));
    true
}

const COUNTING: Methods = Methods {
    start: Some(count_start),
    stop: Some(count_stop),
    dispose: Some(count_dispose),
    info: None,
    replay: false,
};

#[test]
fn the_record_and_the_callback_come_first() {
    assert_eq!(std::mem::offset_of!(LiveEvent, raw), 0);
    assert_eq!(std::mem::offset_of!(Subscription<'_>, base), 0);
    assert_eq!(
        std::mem::size_of::<LiveEvent>(),
        std::mem::size_of::<Raw>() + 24
    );
}

#[test]
fn starts_once_and_only_the_owner_stops() {
    let ev = LiveEvent::new(&COUNTING, 0);
    let (starts, stops) = (STARTS.with(|s| s.get()), STOPS.with(|s| s.get()));
    ev.start().unwrap();
    ev.start().unwrap();
    assert!(ev.is_started());
    assert_eq!(STARTS.with(|s| s.get()), starts + 1);
    ev.stop();
    ev.stop();
    assert!(!ev.is_started());
    assert_eq!(STOPS.with(|s| s.get()), stops + 1);
    ev.close(ptr::null_mut(), ptr::null_mut());
    ev.start().unwrap();
    assert_eq!(
        STARTS.with(|s| s.get()),
        starts + 1,
        "a closed event never starts"
    );
}

#[test]
fn a_failed_start_says_its_code_and_leaves_it_unstarted() {
    let ev = LiveEvent::new(
        &Methods {
            start: Some(fail_start),
            ..Methods::NONE
        },
        0,
    );
    assert_eq!(ev.start(), Err(-22));
    assert!(!ev.is_started());
}

#[test]
fn a_late_subscriber_is_replayed_only_when_the_kind_keeps_the_outcome() {
    let replaying = LiveEvent::new(
        &Methods {
            replay: true,
            ..Methods::NONE
        },
        0,
    );
    replaying.close(7 as *mut c_void, ptr::null_mut());
    assert!(replaying.is_closed() && !replaying.is_started());
    let sub = pin!(Subscription::new(seen, 3 as *mut c_void));
    assert_eq!(replaying.subscribe(sub.as_ref()), Subscribed::Replayed);
    let addr = &replaying as *const LiveEvent as usize;
    assert_eq!(SEEN.with(|s| s.get()), (addr, 3, 7));
    assert_eq!(replaying.subscribers(), 0);

    let plain = LiveEvent::new(&Methods::NONE, 0);
    plain.close(ptr::null_mut(), ptr::null_mut());
    let sub = pin!(Subscription::new(seen, 4 as *mut c_void));
    assert_eq!(plain.subscribe(sub.as_ref()), Subscribed::Closed);
    assert_eq!(SEEN.with(|s| s.get()).1, 3);
}

#[test]
fn close_keeps_the_first_outcome() {
    let ev = LiveEvent::new(&Methods::NONE, flags::RESULT_USED);
    ev.close(5 as *mut c_void, ptr::null_mut());
    ev.close(6 as *mut c_void, ptr::null_mut());
    assert_eq!(ev.outcome().0 as usize, 5);
    assert!(ev.has(flags::RESULT_USED | flags::CLOSED));
}

#[test]
fn the_last_release_disposes() {
    let ev = LiveEvent::new(&COUNTING, 0);
    let before = DISPOSED.with(|s| s.get());
    ev.add_ref();
    assert!(!ev.release());
    assert_eq!(DISPOSED.with(|s| s.get()), before);
    assert!(ev.release());
    assert_eq!(DISPOSED.with(|s| s.get()), before + 1);
}

#[test]
fn no_info_no_description() {
    assert_eq!(LiveEvent::new(&Methods::NONE, 0).describe(), None);
}

#[test]
fn an_empty_vector_borrows_the_inline_slot_and_gives_no_storage_back() {
    let ev = LiveEvent::new(&Methods::NONE, 0);
    ev.lend_slot();
    let v = &ev.raw().callbacks;
    assert_eq!((v.length, v.capacity), (0, 1));
    assert_eq!(v.data, ev.slot.get());
    drop(ev);
}

#[test]
fn subscribers_are_told_in_order_and_close_lets_them_go() {
    thread_local! {
        static ORDER: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
    }
    fn log(_: &LiveEvent, data: *mut c_void, _: *mut c_void, _: *mut c_void) {
        ORDER.with(|o| o.borrow_mut().push(data as usize));
    }
    use std::cell::RefCell;
    let ev = LiveEvent::new(&Methods::NONE, 0);
    let a = pin!(Subscription::new(log, 11 as *mut c_void));
    let b = pin!(Subscription::new(log, 12 as *mut c_void));
    let c = pin!(Subscription::new(log, 13 as *mut c_void));
    assert_eq!(ev.subscribe(a.as_ref()), Subscribed::Added);
    assert_eq!(ev.raw().callbacks.capacity, 1, "a lone one in the slot");
    ev.subscribe(b.as_ref());
    ev.subscribe(c.as_ref());
    ev.unsubscribe(&b);
    ev.notify(ptr::null_mut(), ptr::null_mut());
    assert_eq!(ev.subscribers(), 2, "notify keeps them");
    ev.close(ptr::null_mut(), ptr::null_mut());
    assert_eq!(ev.subscribers(), 0);
    assert_eq!(ORDER.with(|o| o.take()), vec![11, 13, 11, 13]);
    assert_eq!(ev.ref_count(), 1, "the pass gave its hold back");
}
