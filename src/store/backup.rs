//! A backup of a whole store in one file (`railbot backup`, and `serve`'s own backups): **a
//! versioned format of its own, checked before anything is restored from it**.
//!
//! Format, version 1: the magic `railbot-backup\n`, the version (u32, big-endian), then each
//! entry as `1`, its tree's name (u8 length, then UTF-8), its key and its value (each a u32
//! length, big-endian, then the bytes), in tree then key order; then `0`, the number of entries
//! (u64) and the SHA-256 of every byte before it. A reader refuses a newer version, a tree it
//! does not know, a wrong count or checksum, or bytes after the end: a damaged backup is said
//! to be so, never half restored.
//!
//! The entries are the store's `snapshot`: on sled, taken while no commit runs (the process's
//! commit turn is held), so a backup made while `serve` runs holds every game whole.

use super::{Entry, Store, StoreError, Tree};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

const MAGIC: &[u8] = b"railbot-backup\n";
/// The version this railbot writes and the newest it reads.
pub const VERSION: u32 = 1;

/// Every tree's entries, in `Tree::ALL` order.
pub type Snapshot = Vec<(Tree, Vec<Entry>)>;

/// Why a backup could not be read.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("cannot read or write the backup: {0}")]
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("not a railbot backup (it does not start as one)")]
    NotABackup,
    #[error("a backup of version {0}, newer than this railbot's ({VERSION}): restore it with the railbot that wrote it")]
    Newer(u32),
    #[error("the backup is damaged: {0} (nothing was restored)")]
    Damaged(String),
    #[error("the backup written does not read back as the store it copied: {0}")]
    Differs(String),
}

/// The bytes of a backup of `snapshot` (a key or value of 4 GiB or more cannot be written).
pub fn encode(snapshot: &Snapshot) -> Result<Vec<u8>, BackupError> {
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&VERSION.to_be_bytes());
    let mut count: u64 = 0;
    for (tree, entries) in snapshot {
        let name = tree.name().as_bytes();
        for (key, value) in entries {
            out.push(1);
            out.push(name.len() as u8);
            out.extend_from_slice(name);
            for part in [key, value] {
                let n = u32::try_from(part.len()).map_err(|_| {
                    BackupError::Differs(format!(
                        "an entry of {} bytes in {}",
                        part.len(),
                        tree.name()
                    ))
                })?;
                out.extend_from_slice(&n.to_be_bytes());
                out.extend_from_slice(part);
            }
            count += 1;
        }
    }
    out.push(0);
    out.extend_from_slice(&count.to_be_bytes());
    let sum = Sha256::digest(&out);
    out.extend_from_slice(&sum);
    Ok(out)
}

/// Reads `n` bytes at `*at`, moving on.
fn take<'a>(bytes: &'a [u8], at: &mut usize, n: usize) -> Result<&'a [u8], BackupError> {
    let end = at
        .checked_add(n)
        .filter(|e| *e <= bytes.len())
        .ok_or_else(|| BackupError::Damaged("it ends too soon".into()))?;
    let part = &bytes[*at..end];
    *at = end;
    Ok(part)
}

fn be_u32(bytes: &[u8]) -> u32 {
    u32::from_be_bytes(bytes.try_into().unwrap_or_default())
}

/// The snapshot a backup holds, checked whole first.
pub fn decode(bytes: &[u8]) -> Result<Snapshot, BackupError> {
    if !bytes.starts_with(MAGIC) {
        return Err(BackupError::NotABackup);
    }
    // The checksum first: any byte changed is damage, whatever it changed.
    let Some(summed) = bytes.len().checked_sub(32).filter(|n| *n > MAGIC.len() + 4) else {
        return Err(BackupError::Damaged("it ends too soon".into()));
    };
    if Sha256::digest(&bytes[..summed]).as_slice() != &bytes[summed..] {
        return Err(BackupError::Damaged("its checksum does not match".into()));
    }
    let bytes = &bytes[..summed];
    let mut at = MAGIC.len();
    let version = be_u32(take(bytes, &mut at, 4)?);
    if version > VERSION {
        return Err(BackupError::Newer(version));
    }
    if version == 0 {
        return Err(BackupError::Damaged("version 0".into()));
    }
    let mut snapshot: Snapshot = Tree::ALL.iter().map(|t| (*t, Vec::new())).collect();
    let mut count: u64 = 0;
    loop {
        match take(bytes, &mut at, 1)?[0] {
            0 => break,
            1 => {}
            other => return Err(BackupError::Damaged(format!("an entry of kind {other}"))),
        }
        let n = usize::from(take(bytes, &mut at, 1)?[0]);
        let name = take(bytes, &mut at, n)?;
        let tree = Tree::ALL
            .into_iter()
            .position(|t| t.name().as_bytes() == name)
            .ok_or_else(|| {
                let name = String::from_utf8_lossy(name);
                BackupError::Damaged(format!("a tree this railbot does not know: {name}"))
            })?;
        let n = be_u32(take(bytes, &mut at, 4)?) as usize;
        let key = take(bytes, &mut at, n)?.to_vec();
        let n = be_u32(take(bytes, &mut at, 4)?) as usize;
        let value = take(bytes, &mut at, n)?.to_vec();
        snapshot[tree].1.push((key, value));
        count += 1;
    }
    let stated = u64::from_be_bytes(take(bytes, &mut at, 8)?.try_into().unwrap_or_default());
    if at != bytes.len() {
        return Err(BackupError::Damaged("bytes after its end".into()));
    }
    if stated != count {
        return Err(BackupError::Damaged(format!(
            "{count} entries where it says {stated}"
        )));
    }
    Ok(snapshot)
}

/// Writes a backup of `store` to `path`: into a file beside it, which is read back and
/// compared (each tree the same, in number and in bytes) and only then renamed, so **a backup
/// that is not whole never takes the place of one that is**. Each tree's entry count.
pub async fn write(store: &impl Store, path: &Path) -> Result<Vec<(Tree, usize)>, BackupError> {
    let snapshot = store.snapshot().await?;
    let bytes = encode(&snapshot)?;
    let path = path.to_path_buf();
    let counts = snapshot.iter().map(|(t, e)| (*t, e.len())).collect();
    tokio::task::spawn_blocking(move || -> Result<(), BackupError> {
        let part = partial(&path);
        {
            use std::io::Write;
            let mut f = std::fs::File::create(&part)?;
            f.write_all(&bytes)?;
            f.sync_all()?;
        }
        if decode(&std::fs::read(&part)?)? != snapshot {
            return Err(BackupError::Differs("its entries changed".into()));
        }
        std::fs::rename(&part, &path)?;
        // The rename on disk too.
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::File::open(dir)?.sync_all()?;
        }
        Ok(())
    })
    .await
    .map_err(|e| BackupError::Io(std::io::Error::other(e.to_string())))??;
    Ok(counts)
}

/// The file a backup is written to before it takes its name.
fn partial(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    path.with_file_name(name)
}

/// Reads the backup at `path`, checked whole.
pub fn read(path: &Path) -> Result<Snapshot, BackupError> {
    decode(&std::fs::read(path)?)
}

/// `serve`'s backups: the name of one taken at `now` (Unix seconds; names sort by time).
pub fn dated_name(now: u64) -> String {
    format!("railbot-{now:012}.backup")
}

/// Takes a backup of `store` into `dir` named for `now`, then removes the oldest of `dir`'s
/// other backups beyond `keep` in all (only files named as `dated_name` names them, **never
/// the one just written**, whatever the clock did; a removal that fails is logged). The file
/// written.
pub async fn take_dated(
    store: &impl Store,
    dir: &Path,
    now: u64,
    keep: usize,
) -> Result<PathBuf, BackupError> {
    std::fs::create_dir_all(dir)?;
    let path = dir.join(dated_name(now));
    write(store, &path).await?;
    let mut ours: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            name.starts_with("railbot-") && name.ends_with(".backup") && name.len() == 27
        })
        .collect();
    ours.retain(|p| *p != path);
    ours.sort();
    let extra = ours.len().saturating_sub(keep.max(1) - 1);
    for old in &ours[..extra] {
        if let Err(e) = std::fs::remove_file(old) {
            tracing::warn!(path = %old.display(), error = %e, "an old backup could not be removed");
        }
    }
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Snapshot {
        let mut s: Snapshot = Tree::ALL.iter().map(|t| (*t, Vec::new())).collect();
        s[0].1.push((vec![0, 1], b"{\"a\":1}".to_vec()));
        s[0].1.push((vec![0, 1, b'R'], 7u64.to_be_bytes().to_vec()));
        s[3].1
            .push((b"u\0\0\0\0\0\0\0\x05".to_vec(), b"dm".to_vec()));
        s
    }

    #[test]
    fn a_backup_reads_back_as_written() {
        assert_eq!(decode(&encode(&sample()).unwrap()).unwrap(), sample());
    }

    #[test]
    fn a_damaged_backup_is_refused_whole() {
        let bytes = encode(&sample()).unwrap();
        for i in [MAGIC.len() + 6, bytes.len() / 2, bytes.len() - 1] {
            let mut bad = bytes.clone();
            bad[i] ^= 0x20;
            assert!(decode(&bad).is_err(), "byte {i} changed");
        }
        assert!(matches!(
            decode(&bytes[..bytes.len() - 3]),
            Err(BackupError::Damaged(_))
        ));
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(matches!(decode(&longer), Err(BackupError::Damaged(_))));
        // A newer version, written whole by a newer railbot (its checksum right).
        let mut newer = bytes[..bytes.len() - 32].to_vec();
        newer[MAGIC.len()..MAGIC.len() + 4].copy_from_slice(&2u32.to_be_bytes());
        let sum = Sha256::digest(&newer);
        newer.extend_from_slice(&sum);
        assert!(matches!(decode(&newer), Err(BackupError::Newer(2))));
        assert!(matches!(decode(b"hello"), Err(BackupError::NotABackup)));
    }
}
