//! `Cargo.toml`'s test builds keep their invariant: **while the crate is built below opt-level 2,
//! no dependency linked into it is either**. A crate at 0 or 1 shares its generic instances
//! (`-Zshare-generics`) and this crate, at 1, would call those unoptimised copies from its hot
//! loops instead of inlining its own (the picture test ran 3.5 times slower). Only what runs
//! while building — procedural macros, build scripts and what they use — may be unoptimised;
//! the workspace's own crates (each game's rules, in `games/`), which `"*"` does not reach,
//! name their level of their own.

use std::collections::BTreeSet;

fn opt_level(v: &toml::Value) -> Option<i64> {
    v.get("opt-level").and_then(toml::Value::as_integer)
}

/// Every package linked into railbot's library, binary, tests or benches (procedural macros
/// and build dependencies left out), as `cargo tree` lists them.
fn linked() -> BTreeSet<String> {
    let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let out = std::process::Command::new(cargo)
        .args(["tree", "--offline", "--prefix", "none", "--format", "{p}"])
        .args([
            "--edges",
            "normal,dev,no-proc-macro",
            "--manifest-path",
            manifest,
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "cargo tree: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

#[test]
fn no_linked_dependency_is_built_below_opt_level_2_while_the_crate_is() {
    let manifest: toml::Value = toml::from_str(include_str!("../../Cargo.toml")).unwrap();
    let profiles = &manifest["profile"];
    let crate_level = opt_level(&profiles["test"])
        .or_else(|| opt_level(&profiles["dev"]))
        .unwrap_or(0);
    if crate_level >= 2 {
        return;
    }
    let packages = profiles["dev"]["package"].as_table().unwrap();
    assert!(
        packages.get("*").and_then(opt_level).unwrap_or(0) >= 2,
        "dependencies are built at opt-level 2 by default"
    );
    let linked = linked();
    assert!(
        linked.contains("serenity"),
        "cargo tree lists what is linked"
    );
    // "*" does not reach the workspace's own crates (each game's rules): each one linked into
    // railbot names its level.
    let members = manifest["workspace"]["members"].as_array().unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for member in members.iter().map(|m| m.as_str().unwrap()) {
        if member == "." {
            continue;
        }
        let text = std::fs::read_to_string(root.join(member).join("Cargo.toml")).unwrap();
        let own: toml::Value = toml::from_str(&text).unwrap();
        let name = own["package"]["name"].as_str().unwrap();
        // `cargo tree` lists every default member as a root of its own, so what says the
        // member is linked into railbot is railbot's own dependency on it.
        assert!(
            manifest["dependencies"].get(name).is_some(),
            "railbot depends on the member {name}"
        );
        assert!(
            packages.get(name).and_then(opt_level).unwrap_or(0) >= 2,
            "{name} is linked into railbot and built below opt-level 2"
        );
    }
    for (name, settings) in packages {
        if name != "*" && opt_level(settings).is_some_and(|l| l < 2) {
            assert!(
                !linked.contains(name),
                "{name} is linked into railbot and built below opt-level 2"
            );
        }
    }
}
