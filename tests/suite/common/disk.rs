//! A small file system of a test's own (tmpfs with `size=`, mounted: root only), to fill to
//! its last byte: a full disk under sled.

use std::path::Path;

/// A file system of `mib` MiB for sled's database at `at` (tmpfs: the machine's memory).
pub fn small_disk(at: &Path, mib: u64) -> Result<(), String> {
    std::fs::create_dir_all(at).map_err(|e| e.to_string())?;
    let mounted = std::process::Command::new("mount")
        .args(["-t", "tmpfs", "-o", &format!("size={mib}m"), "tmpfs"])
        .arg(at)
        .status()
        .map_err(|e| e.to_string())?;
    match mounted.success() {
        true => Ok(()),
        false => Err(format!("mount -t tmpfs at {} refused", at.display())),
    }
}

pub fn unmount(at: &Path) {
    let _ = std::process::Command::new("umount").arg(at).status();
}

/// Fills the file system at `at` to its last byte: the filler's path.
pub fn fill(at: &Path) -> std::path::PathBuf {
    use std::io::Write;
    let filler = at.join("filler");
    let mut f = std::fs::File::create(&filler).expect("the filler file");
    let block = vec![0u8; 1 << 20];
    while f.write_all(&block).is_ok() {}
    // What is left is less than a block: fill it byte by byte.
    let mut small = vec![0u8; 4096];
    while !small.is_empty() {
        if f.write_all(&small).is_err() {
            small.truncate(small.len() / 2);
        }
    }
    let _ = f.flush();
    filler
}
