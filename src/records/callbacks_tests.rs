//! Unit tests of callbacks.rs: the vector's rules on plain callback
//! records (Rust's allocator stands in for Zend's).
use super::*;
use std::cell::RefCell;

/// What a test's callbacks do to the vector when called (by id).
type Action = Option<Box<dyn Fn(usize)>>;

thread_local! {
    /// (callback id, event) per call, and the ids disposed.
    static CALLS: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
    static DISPOSED: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
    /// What the callback with this id does to the vector when called.
    static ACTION: RefCell<Action> = const { RefCell::new(None) };
}

/// A callback record with an id after it.
#[repr(C)]
struct Rec {
    base: EventCallback,
    id: usize,
}

unsafe extern "C" fn called(
    _: *mut Raw,
    cb: *mut EventCallback,
    _: *mut c_void,
    _: *mut crate::sys::zend::zend_object,
) {
    // SAFETY: every test callback is the head of a Rec.
    let id = unsafe { (*cb.cast::<Rec>()).id };
    CALLS.with(|c| c.borrow_mut().push(id));
    ACTION.with(|a| {
        if let Some(f) = a.borrow().as_ref() {
            f(id)
        }
    });
}

unsafe extern "C" fn disposed(cb: *mut EventCallback, _: *mut Raw) {
    // SAFETY: as in `called`.
    let id = unsafe { (*cb.cast::<Rec>()).id };
    DISPOSED.with(|d| d.borrow_mut().push(id));
}

fn recs(n: usize) -> Vec<Rec> {
    (0..n)
        .map(|id| Rec {
            base: EventCallback {
                ref_count: 0,
                callback: Some(called),
                dispose: Some(disposed),
            },
            id,
        })
        .collect()
}

fn empty() -> Box<CallbacksVector> {
    Box::new(CallbacksVector {
        length: 0,
        capacity: 0,
        data: ptr::null_mut(),
        current_iterator: ptr::null_mut(),
    })
}

fn cb(r: &mut Rec) -> *mut EventCallback {
    &mut r.base
}

fn take_log() -> (Vec<usize>, Vec<usize>) {
    (
        CALLS.with(|c| std::mem::take(&mut *c.borrow_mut())),
        DISPOSED.with(|d| std::mem::take(&mut *d.borrow_mut())),
    )
}

#[test]
fn order_is_kept_and_each_dispose_runs_at_the_last_reference() {
    take_log();
    let mut v = empty();
    let mut r = recs(5);
    for rec in r.iter_mut() {
        // SAFETY: live test records.
        assert!(unsafe { push(&mut *v, cb(rec)) });
    }
    assert_eq!((v.length, v.capacity), (5, 8));
    // SAFETY: as above.
    unsafe {
        assert!(take(&mut *v, cb(&mut r[1])));
        release(cb(&mut r[1]), ptr::null_mut());
        assert!(!take(&mut *v, cb(&mut r[1])), "listed once");
        notify(&mut *v, ptr::null_mut(), ptr::null_mut(), ptr::null_mut());
    }
    assert_eq!(take_log(), (vec![0, 2, 3, 4], vec![1]));
    // SAFETY: as above.
    unsafe { free(&mut *v, ptr::null_mut()) };
    assert_eq!(take_log().1, vec![0, 2, 3, 4]);
    assert!(v.data.is_null() && v.length == 0);
}

#[test]
fn a_lent_slot_is_copied_out_and_never_freed() {
    let mut slot: *mut EventCallback = ptr::null_mut();
    let mut v = empty();
    v.data = &mut slot;
    v.capacity = 1;
    let mut r = recs(2);
    // SAFETY: live test records; the slot outlives the vector's use of it.
    unsafe {
        push(&mut *v, cb(&mut r[0]));
        assert_eq!(slot, cb(&mut r[0]), "the first one sits in the slot");
        push(&mut *v, cb(&mut r[1]));
        assert_ne!(v.data, &mut slot as *mut _, "grown into the heap");
        assert_eq!(v.capacity, 4);
        free(&mut *v, ptr::null_mut());
    }
    take_log();
}

#[test]
fn a_callback_removing_itself_and_the_next_keeps_the_pass_in_place() {
    take_log();
    let mut v = empty();
    let mut r = recs(4);
    for rec in r.iter_mut() {
        // SAFETY: live test records.
        unsafe { push(&mut *v, cb(rec)) };
    }
    let vp: *mut CallbacksVector = &mut *v;
    let ptrs: Vec<usize> = r.iter_mut().map(|x| cb(x) as usize).collect();
    ACTION.with(|a| {
        *a.borrow_mut() = Some(Box::new(move |id| {
            if id == 1 {
                for gone in [1, 2] {
                    let c = ptrs[gone] as *mut EventCallback;
                    // SAFETY: the live vector and records of this test.
                    unsafe {
                        take(vp, c);
                        release(c, ptr::null_mut());
                    }
                }
            }
        }))
    });
    // SAFETY: as above.
    unsafe { notify(vp, ptr::null_mut(), ptr::null_mut(), ptr::null_mut()) };
    ACTION.with(|a| *a.borrow_mut() = None);
    assert_eq!(take_log(), (vec![0, 1, 3], vec![2, 1]));
    assert!(v.current_iterator.is_null(), "the pass unlinked itself");
    // SAFETY: as above.
    unsafe { free(vp, ptr::null_mut()) };
    take_log();
}

#[test]
fn a_nested_pass_and_the_outer_one_both_see_a_removal() {
    take_log();
    let mut v = empty();
    let mut r = recs(3);
    for rec in r.iter_mut() {
        // SAFETY: live test records.
        unsafe { push(&mut *v, cb(rec)) };
    }
    let vp: *mut CallbacksVector = &mut *v;
    let last = cb(&mut r[2]) as usize;
    let nested = std::rc::Rc::new(std::cell::Cell::new(false));
    let n2 = nested.clone();
    ACTION.with(|a| {
        *a.borrow_mut() = Some(Box::new(move |id| {
            if id == 0 && !n2.replace(true) {
                // SAFETY: the live vector of this test.
                unsafe { notify(vp, ptr::null_mut(), ptr::null_mut(), ptr::null_mut()) };
            }
            if id == 1 {
                let c = last as *mut EventCallback;
                // SAFETY: as above.
                unsafe {
                    if take(vp, c) {
                        release(c, ptr::null_mut());
                    }
                }
            }
        }))
    });
    // SAFETY: as above.
    unsafe { notify(vp, ptr::null_mut(), ptr::null_mut(), ptr::null_mut()) };
    ACTION.with(|a| *a.borrow_mut() = None);
    // Outer: 0 (nested: 0, 1 -> removes 2), then 1; 2 is gone for both.
    assert_eq!(take_log(), (vec![0, 0, 1, 1], vec![2]));
    // SAFETY: as above.
    unsafe { free(vp, ptr::null_mut()) };
    take_log();
}
