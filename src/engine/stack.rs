//! Coroutine C stacks (S9), carved out of slabs instead of one mapping each.
//!
//! Measured on the cold `bench/delay.php` run, a stack per mmap spent most
//! of its time in the kernel creating and splitting VMAs (mmap, mprotect for
//! the guard page, munmap). Here one mapping holds `SLAB_SLOTS` stacks; each
//! slot's guard page is a guard region installed with
//! `madvise(MADV_GUARD_INSTALL)` (Linux 6.13+), which needs no VMA of its
//! own, falling back to `mprotect(PROT_NONE)` on older kernels. A released
//! stack stays resident for quick reuse; past `DIRTY_MAX` such slots, they
//! all give their pages back (`MADV_DONTNEED`, one call per run of adjacent
//! slots) and wait in a free list;
//! slabs stay mapped for the life of the process (address space only,
//! reserved with MAP_NORESERVE).
//!
//! Layout of a slot, low to high: guard page, usable stack, `VM_AREA` bytes
//! for the coroutine's first Zend VM stack page. The C stack grows down from
//! just below that area, and `limit()` includes the guard (corosensei's
//! convention, the same as its DefaultStack). The VM page shares the top
//! page, which every coroutine touches anyway: a new context costs one page
//! fault less and no emalloc, and the Zend heap holds no page per context.

use corosensei::stack::valgrind::ValgrindStackRegistration;
use corosensei::stack::{Stack, StackPointer};
use parking_lot::Mutex;
use std::mem::ManuallyDrop;

pub const PAGE: usize = 4096;
/// Bytes at the top of each slot for the first VM stack page (a multiple of
/// 16, corosensei's stack alignment).
pub const VM_AREA: usize = 1024;
const SLAB_SLOTS: usize = 64;
/// Released stacks kept resident for reuse before their pages are given
/// back (at most this many slots' touched pages stay resident).
const DIRTY_MAX: usize = 256;
/// Address space that must stay free after a slab is mapped: stacks never
/// take the last of it (under `ulimit -v`), so the failures they cause can
/// still be reported (exceptions, messages, the scheduler's lists).
const HEADROOM: usize = 64 << 20;
/// libc 0.2.191 lacks it; the value is asm-generic/mman-common.h's (6.13+).
const MADV_GUARD_INSTALL: i32 = 102;
/// asm-generic/mman-common.h's (5.14+): fault the range in now, writable.
const MADV_POPULATE_WRITE: i32 = 23;

#[derive(Clone, Copy, PartialEq, Eq)]
enum GuardMode {
    Unknown,
    /// Guard regions inside the slab's one VMA.
    Madvise,
    /// A PROT_NONE page per slot (splits the VMA).
    Mprotect,
}

/// `process_madvise(2)` on our own process installs a whole slab's guards in
/// one call (Linux 6.13+ accepts any advice for the caller's own process).
/// The process is named by `PIDFD_SELF` (6.14+), never by a pidfd: after a
/// fork a pidfd would still name the parent. libc 0.2.191 lacks it; the
/// value is linux/pidfd.h's.
const PIDFD_SELF: i32 = -10000;

struct Slots {
    guard: GuardMode,
    /// Guards go in with one process_madvise per slab (until that fails).
    batched_guards: bool,
    /// Top pages of a new slab's slots are populated with one
    /// process_madvise (until that fails).
    populate_tops: bool,
    /// Top pages populated that way so far.
    populated: usize,
    /// Released slots whose pages are still resident, newest last: reused
    /// first (no page faults), given back in bulk past `DIRTY_MAX`.
    dirty: Vec<(usize, usize)>,
    /// Free slot start addresses, by slot size (the stack-size setting may
    /// differ between directories).
    free: Vec<(usize, Vec<usize>)>,
    mapped_slots: usize,
}

static SLOTS: Mutex<Slots> = Mutex::new(Slots {
    guard: GuardMode::Unknown,
    batched_guards: true,
    populate_tops: true,
    populated: 0,
    dirty: Vec::new(),
    free: Vec::new(),
    mapped_slots: 0,
});

fn last_errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

/// Valgrind's memory model does not know guard regions (it faults on its
/// own when it touches one), so under valgrind the guards are PROT_NONE
/// pages. Valgrind preloads its core library into the programs it runs.
pub(crate) fn under_valgrind() -> bool {
    std::env::var_os("LD_PRELOAD").is_some_and(|p| p.to_string_lossy().contains("vgpreload"))
}

impl Slots {
    fn free_list(&mut self, slot_size: usize) -> &mut Vec<usize> {
        let i = match self.free.iter().position(|(s, _)| *s == slot_size) {
            Some(i) => i,
            None => {
                self.free.push((slot_size, Vec::new()));
                self.free.len() - 1
            }
        };
        &mut self.free[i].1
    }

    /// Makes the first page at `slot` a guard page.
    fn install_guard(&mut self, slot: usize) -> std::io::Result<()> {
        if self.guard == GuardMode::Unknown && under_valgrind() {
            self.guard = GuardMode::Mprotect;
        }
        if self.guard != GuardMode::Mprotect {
            // SAFETY: `slot` starts a page inside a slab we mapped and no
            // stack uses yet; a guard region only makes the page fault.
            let rc = unsafe { libc::madvise(slot as *mut _, PAGE, MADV_GUARD_INSTALL) };
            if rc == 0 {
                self.guard = GuardMode::Madvise;
                return Ok(());
            }
            if last_errno() != libc::EINVAL || self.guard == GuardMode::Madvise {
                return Err(std::io::Error::last_os_error());
            }
            self.guard = GuardMode::Mprotect;
        }
        // SAFETY: as above; the page becomes inaccessible.
        if unsafe { libc::mprotect(slot as *mut _, PAGE, libc::PROT_NONE) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
        Ok(())
    }

    /// Guard regions for every slot in one process_madvise call; false when
    /// that is not possible here (the caller installs them one by one).
    /// Measured on this VM (C, 10k slots): about 4 ms instead of 11.
    fn install_guards_batched(&mut self, slots: &[usize]) -> bool {
        if self.guard != GuardMode::Madvise || !self.batched_guards || slots.is_empty() {
            return false;
        }
        let iov: Vec<libc::iovec> = slots
            .iter()
            .map(|&slot| libc::iovec {
                iov_base: slot as *mut _,
                iov_len: PAGE,
            })
            .collect();
        // SAFETY: each range is the first page of a slot of a slab we just
        // mapped, which no stack uses yet; the iovec array outlives the call.
        let done = unsafe {
            libc::syscall(
                libc::SYS_process_madvise,
                PIDFD_SELF,
                iov.as_ptr(),
                iov.len(),
                MADV_GUARD_INSTALL,
                0u32,
            )
        };
        if done == (slots.len() * PAGE) as std::ffi::c_long {
            return true;
        }
        // An older kernel refuses this advice here: one call per slot from
        // now on (installing a guard twice is harmless).
        self.batched_guards = false;
        false
    }

    /// Faults in the top page of every slot (the one page each coroutine
    /// touches: its first VM stack page and the top of its C stack) with
    /// one process_madvise call instead of a page fault per coroutine.
    /// Measured on the cold `bench/delay.php` burst (10k coroutines): about
    /// 6 ms less CPU time of 63, the trap per page being saved (the kernel
    /// still allocates and zeroes each page). Only from the process's
    /// second slab on, so that a program with a few coroutines keeps no
    /// populated page it will not use; at most one slab's unused top pages
    /// (63 pages) are resident ahead of use.
    fn populate_tops(&mut self, slots: &[usize], slot_size: usize) {
        if !self.populate_tops || self.mapped_slots < SLAB_SLOTS || slots.len() < 2 {
            return;
        }
        if under_valgrind() {
            // Valgrind does not know process_madvise (it warns), and
            // populating changes nothing it checks.
            self.populate_tops = false;
            return;
        }
        let iov: Vec<libc::iovec> = slots
            .iter()
            .map(|&slot| libc::iovec {
                iov_base: (slot + slot_size - PAGE) as *mut _,
                iov_len: PAGE,
            })
            .collect();
        // SAFETY: each range is the last page of a slot of a slab we just
        // mapped read-write, which no stack uses yet (never a guard page: a
        // slot is at least two pages); populating only allocates the zeroed
        // pages a first write would; the iovec array outlives the call.
        let done = unsafe {
            libc::syscall(
                libc::SYS_process_madvise,
                PIDFD_SELF,
                iov.as_ptr(),
                iov.len(),
                MADV_POPULATE_WRITE,
                0u32,
            )
        };
        if done < 0 {
            // An older kernel (or valgrind) refuses it: the pages fault in
            // on first use, as before; stop trying.
            self.populate_tops = false;
        } else {
            self.populated += done as usize / PAGE;
        }
    }

    /// Maps a slab of `n` slots of `slot_size` and lists its slots as free.
    /// The mapping is first made `HEADROOM` bytes longer, and that tail
    /// given back at once: it only succeeds while that much would be left.
    fn map_slab(&mut self, slot_size: usize, n: usize) -> std::io::Result<()> {
        let len = slot_size * n;
        // SAFETY: a fresh anonymous private mapping; nothing else refers to it.
        let base = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len + HEADROOM,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
                -1,
                0,
            )
        };
        if base == libc::MAP_FAILED {
            return Err(std::io::Error::last_os_error());
        }
        let base = base as usize;
        // SAFETY: the tail of the mapping just made, which nothing uses.
        unsafe { libc::munmap((base + len) as *mut _, HEADROOM) };
        let mut slots: Vec<usize> = (0..n).map(|i| base + i * slot_size).collect();
        if !self.install_guards_batched(&slots) {
            // A slot whose guard cannot be installed is never handed out
            // (the mapping stays, unused).
            slots.retain(|&slot| self.install_guard(slot).is_ok());
        }
        if slots.is_empty() {
            return Err(std::io::Error::last_os_error());
        }
        self.populate_tops(&slots, slot_size);
        self.mapped_slots += slots.len();
        // Hand out low addresses first.
        self.free_list(slot_size).extend(slots.into_iter().rev());
        Ok(())
    }

    /// A released slot goes back: kept resident for quick reuse, and once
    /// too many are, all of them give their pages back, one madvise per run
    /// of adjacent slots (a burst releases neighbours together).
    fn release(&mut self, slot_size: usize, slot: usize) {
        self.dirty.push((slot_size, slot));
        if self.dirty.len() < DIRTY_MAX {
            return;
        }
        let mut dirty = std::mem::take(&mut self.dirty);
        dirty.sort_unstable_by_key(|&(_, s)| s);
        let mut i = 0;
        while i < dirty.len() {
            let (size, start) = dirty[i];
            let mut end = start + size;
            let mut j = i + 1;
            while j < dirty.len() && dirty[j].1 == end && dirty[j].0 == size {
                end += size;
                j += 1;
            }
            // SAFETY: [start + PAGE, end) covers released slots of our own
            // slabs that no stack uses; their pages just go back to the OS,
            // and guard regions (or PROT_NONE pages) inside stay guards.
            unsafe {
                libc::madvise(
                    (start + PAGE) as *mut _,
                    end - start - PAGE,
                    libc::MADV_DONTNEED,
                )
            };
            self.free_list(size)
                .extend(dirty[i..j].iter().map(|&(_, s)| s));
            i = j;
        }
    }

    fn take(&mut self, slot_size: usize) -> std::io::Result<usize> {
        if let Some(i) = self.dirty.iter().rposition(|&(s, _)| s == slot_size) {
            return Ok(self.dirty.swap_remove(i).1);
        }
        if let Some(s) = self.free_list(slot_size).pop() {
            return Ok(s);
        }
        // A whole slab, or a single slot when address space is tight.
        if self.map_slab(slot_size, SLAB_SLOTS).is_err() {
            self.map_slab(slot_size, 1)?;
        }
        self.free_list(slot_size)
            .pop()
            .ok_or_else(|| std::io::Error::from_raw_os_error(12))
    }
}

/// One coroutine stack: a slot of a slab, returned to it on drop.
pub struct SlabStack {
    slot: usize,
    slot_size: usize,
    /// `base()`, computed once: corosensei asks for it on every resume.
    base: StackPointer,
    valgrind: ManuallyDrop<ValgrindStackRegistration>,
}

impl SlabStack {
    /// A guard-paged stack with at least `size` usable bytes, and the VM
    /// area above it.
    pub fn new(size: usize) -> std::io::Result<Self> {
        let usable = (size.max(PAGE) + VM_AREA).div_ceil(PAGE) * PAGE;
        let slot_size = usable + PAGE;
        let slot = SLOTS.lock().take(slot_size)?;
        let base = StackPointer::new(slot + slot_size - VM_AREA).unwrap_or(StackPointer::MIN);
        Ok(Self {
            slot,
            slot_size,
            base,
            valgrind: ManuallyDrop::new(ValgrindStackRegistration::new(
                slot as *mut u8,
                slot_size - VM_AREA,
            )),
        })
    }

    /// The `VM_AREA` bytes above the stack, for the first VM stack page;
    /// valid, and this stack's own, until it is dropped.
    pub fn vm_area(&self) -> *mut u8 {
        (self.slot + self.slot_size - VM_AREA) as *mut u8
    }

    /// Slots mapped so far in this process, free or in use.
    pub fn mapped_slots() -> usize {
        SLOTS.lock().mapped_slots
    }

    /// Top pages populated ahead of use so far, and whether that is still
    /// done (false once the kernel refused it).
    pub fn populated_tops() -> (usize, bool) {
        let s = SLOTS.lock();
        (s.populated, s.populate_tops)
    }

    pub fn guard_kind() -> &'static str {
        match SLOTS.lock().guard {
            GuardMode::Madvise => "guard regions (MADV_GUARD_INSTALL)",
            GuardMode::Mprotect => "PROT_NONE guard pages",
            GuardMode::Unknown => "not yet mapped",
        }
    }
}

impl Drop for SlabStack {
    fn drop(&mut self) {
        // SAFETY: deregisters what `new` registered, once.
        unsafe { ManuallyDrop::drop(&mut self.valgrind) };
        // No frame uses the slot any more (the context's worker returned).
        SLOTS.lock().release(self.slot_size, self.slot);
    }
}

// SAFETY: base() is the start of the VM area at the slot's end and limit()
// the slot's start (guard included), both 16-byte aligned (STACK_ALIGNMENT);
// the memory stays mapped and reserved for this stack until it is dropped.
unsafe impl Stack for SlabStack {
    #[inline(always)]
    fn base(&self) -> StackPointer {
        self.base
    }

    fn limit(&self) -> StackPointer {
        StackPointer::new(self.slot).unwrap_or(StackPointer::MIN)
    }
}
