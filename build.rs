//! Embeds every message catalogue: each folder of `locales/` is a language named by its Discord
//! locale code, and each `.ftl` file in it a part of its catalogue: the platform's words in the
//! folder itself, each game's words in a folder of its own named by the game's id
//! (`locales/it/railroad_revolution/board.ftl`). Adding a language is adding a folder; no code
//! changes (`src/i18n`).

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // Where this checkout is, as cargo says when it runs the script: a path compiled into the
    // script (`env!`) would be another checkout's once two share a target folder.
    let manifest_dir =
        std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest_dir).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut langs: Vec<_> = std::fs::read_dir(&root)
        .expect("locales/ exists")
        .map(|e| e.expect("a locales/ entry").path())
        .filter(|p| p.is_dir())
        .collect();
    langs.sort();
    let mut out = String::from("/// Every catalogue: (locale code, [(file name, text)]).\n");
    out.push_str("pub static CATALOGUES: &[(&str, &[(&str, &str)])] = &[\n");
    for lang in langs {
        println!("cargo:rerun-if-changed={}", lang.display());
        let code = lang.file_name().unwrap().to_string_lossy().into_owned();
        let entries: Vec<_> = std::fs::read_dir(&lang)
            .expect("a language folder")
            .map(|e| e.expect("a language file").path())
            .collect();
        let mut files: Vec<_> = Vec::new();
        for path in entries {
            if path.is_dir() {
                // A game's words.
                println!("cargo:rerun-if-changed={}", path.display());
                files.extend(
                    std::fs::read_dir(&path)
                        .expect("a game's words folder")
                        .map(|e| e.expect("a game's words file").path()),
                );
            } else {
                files.push(path);
            }
        }
        files.retain(|p| p.extension().is_some_and(|x| x == "ftl"));
        files.sort();
        writeln!(out, "    ({code:?}, &[").unwrap();
        for f in files {
            println!("cargo:rerun-if-changed={}", f.display());
            let name = f
                .strip_prefix(&lang)
                .expect("under its language folder")
                .to_string_lossy()
                .replace('\\', "/");
            writeln!(
                out,
                "        ({name:?}, include_str!({:?})),",
                f.display().to_string()
            )
            .unwrap();
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("catalogues.rs");
    std::fs::write(dest, out).unwrap();
}
