//! The language in scope: `in_lang` for sync code (a thread's innermost scope wins), `speaking`
//! for a task (read by sync code the task runs, across its awaits). **Nothing but these sets it,
//! and each restores what was there before**, so a text never leaks into another person's answer;
//! work sent to the blocking pool takes its language along explicitly.

use super::Lang;
use std::cell::Cell;
use std::future::Future;

thread_local! {
    static INNER: Cell<Option<Lang>> = const { Cell::new(None) };
}

tokio::task_local! {
    static TASK: Lang;
    static SENDER: Lang;
}

/// The language in scope: this thread's `in_lang` (sync code sets it only around what it
/// draws), else the task's `speaking`, else `en-US`.
pub fn current() -> Lang {
    INNER
        .with(|c| c.get())
        .or_else(|| TASK.try_with(|l| *l).ok())
        .unwrap_or_default()
}

/// Runs `f` with `lang` in scope on this thread.
pub fn in_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            INNER.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(INNER.with(|c| c.replace(Some(lang))));
    f()
}

/// Runs a future with `lang` in scope for everything it does (an `in_lang` inside still wins).
pub async fn speaking<F: Future>(lang: Lang, f: F) -> F::Output {
    TASK.scope(lang, f).await
}

/// The language of the person whose command is being answered, for what only they read (a
/// refusal): theirs inside `answering`, else the language in scope.
pub fn sender() -> Lang {
    SENDER.try_with(|l| *l).unwrap_or_else(|_| current())
}

/// Runs a command's handling for everyone in `public` (what the channel reads) while what only
/// its sender reads is in `sender`'s language (a public command refused in a mixed channel).
pub async fn answering<F: Future>(public: Lang, sender: Lang, f: F) -> F::Output {
    SENDER.scope(sender, TASK.scope(public, f)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scope_ends_with_its_closure() {
        let it = Lang::of("it");
        assert!(current().is_fallback());
        in_lang(it, || {
            assert_eq!(current(), it);
            in_lang(Lang::en(), || assert!(current().is_fallback()));
            assert_eq!(current(), it);
        });
        assert!(current().is_fallback());
    }

    #[tokio::test]
    async fn a_sender_reads_their_own_language_while_the_channel_reads_its_own() {
        let it = Lang::of("it");
        assert!(sender().is_fallback());
        answering(it, Lang::en(), async {
            tokio::task::yield_now().await;
            assert_eq!(current(), it);
            assert!(sender().is_fallback());
        })
        .await;
        speaking(it, async { assert_eq!(sender(), it) }).await;
    }

    #[tokio::test]
    async fn a_task_speaks_across_awaits_and_an_inner_scope_wins() {
        let it = Lang::of("it");
        speaking(it, async {
            tokio::task::yield_now().await;
            assert_eq!(current(), it);
            in_lang(Lang::en(), || assert!(current().is_fallback()));
        })
        .await;
        assert!(current().is_fallback());
    }
}
