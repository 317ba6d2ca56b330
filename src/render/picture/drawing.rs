//! **At most as many pictures are drawn at once as the machine has cores** (boards and
//! decisions' options; a replay's GIF, drawn on request, keeps to the blocking pool so it
//! never holds a board up). A board picture
//! holds about 15 MB while it is drawn (its 6.4 MB pixmap, a copy of the board's layer,
//! tiny-skia's masks, the palette indices and the PNG); drawn on tokio's blocking pool with no
//! limit, a burst of moves across 1,000 channels drew dozens at once and most of the bot's
//! heap at its peak was pictures being drawn (`docs/load.md`, "Memory by part"). Drawing is
//! CPU-bound, so more at once than there are cores finishes none sooner: the rest wait their
//! turn here, off the blocking pool, holding nothing.

use std::sync::OnceLock;
use tokio::sync::Semaphore;

/// Pictures drawn at once: the machine's cores (at least one).
pub fn at_once() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn turns() -> &'static Semaphore {
    static TURNS: OnceLock<Semaphore> = OnceLock::new();
    TURNS.get_or_init(|| Semaphore::new(at_once()))
}

/// Runs `draw` on tokio's blocking pool once a turn to draw is free (an error if the task
/// panicked, for the caller to log).
pub async fn drawn<T: Send + 'static>(
    draw: impl FnOnce() -> T + Send + 'static,
) -> Result<T, tokio::task::JoinError> {
    // The semaphore is never closed: acquiring only waits. The turn goes with the drawing:
    // given back when it ends, even if the caller stopped waiting for it.
    let turn = turns().acquire().await;
    tokio::task::spawn_blocking(move || {
        let _turn = turn;
        draw()
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn no_more_pictures_are_drawn_at_once_than_the_machine_has_cores() {
        let (now, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let draws = (0..4 * at_once() + 3).map(|_| {
            let (now, most) = (Arc::clone(&now), Arc::clone(&most));
            tokio::spawn(drawn(move || {
                let n = now.fetch_add(1, Ordering::SeqCst) + 1;
                most.fetch_max(n, Ordering::SeqCst);
                std::thread::sleep(std::time::Duration::from_millis(20));
                now.fetch_sub(1, Ordering::SeqCst);
            }))
        });
        for d in draws.collect::<Vec<_>>() {
            d.await.unwrap().unwrap();
        }
        let most = most.load(Ordering::SeqCst);
        assert!((1..=at_once()).contains(&most), "{most} at once");
    }
}
