//! Memory hints for the search trees' large arenas.

/// Ask the kernel to back the whole 2 MB pages inside `len` bytes from
/// `start` (memory this process reserved and owns) with huge pages, where
/// transparent huge pages are given on request (`madvise` mode). A hint:
/// it changes no contents, and where it is refused nothing changes.
#[cfg(target_os = "linux")]
pub fn advise_huge_pages(start: *const u8, len: usize) {
    const HUGE: usize = 2 << 20;
    let from = (start as usize).next_multiple_of(HUGE);
    let to = (start as usize).saturating_add(len) / HUGE * HUGE;
    if to > from {
        // SAFETY: `from..to` lies inside the caller's own allocation, and
        // MADV_HUGEPAGE only changes how its pages are backed, never what
        // they hold.
        unsafe {
            libc::madvise(from as *mut libc::c_void, to - from, libc::MADV_HUGEPAGE);
        }
    }
}

/// Elsewhere: no hint.
#[cfg(not(target_os = "linux"))]
pub fn advise_huge_pages(_start: *const u8, _len: usize) {}
