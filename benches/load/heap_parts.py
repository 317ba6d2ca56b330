#!/usr/bin/env python3
"""The heap of a `railbot serve` at its peak, by part, from a heaptrack profile of the load run
(docs/load.md, "Memory by part"):

    LOAD_HEAPTRACK=1 cargo bench --bench load -- --channels 1000 …
    heaptrack_print /tmp/railbot-load-N/load-bot-0.heaptrack.zst --flamegraph-cost-type peak \\
        -F peak.txt
    python3 benches/load/heap_parts.py peak.txt [--sites 15]

Each stack is read from the allocation outwards; the first frame that names a part decides it
(a picture drawn inside a table function counts as pictures; a record parsed by serde_json for
the table counts as the table). Rust's symbols may be v0-mangled: a frame's path is the
identifiers in it (`_RNv…7railbot6render…` → railbot::render::…).
"""

import re
import sys
from collections import defaultdict

# (part, path prefixes), tried in this order on each frame from the allocation outwards.
PARTS = [
    ("pictures being drawn and encoded (resvg, tiny-skia, png)",
     ("resvg", "usvg", "tiny_skia", "png", "fdeflate", "fontdb", "rustybuzz", "ttf_parser",
      "roxmltree", "railbot::render::picture", "railbot::discord::post::draw",
      "railbot::discord::turn_post::draw_options")),
    ("sled: its page cache (sled_cache_mib) and log", ("sled",)),
    ("PostgreSQL client", ("tokio_postgres", "deadpool_postgres", "postgres_protocol")),
    ("serenity: cache", ("serenity::cache",)),
    ("serenity: gateway dispatch and HTTP", ("serenity", "tokio_tungstenite", "tungstenite", "reqwest",
                                    "hyper", "h2", "native_tls", "openssl")),
    ("poise", ("poise",)),
    ("computer players' search", ("railbot::ai", "railbot::table::computers",
                                  "railroad_revolution::ai", "eastern_freight::ai",
                                  "luxury_line::ai")),
    ("Discord layer: handlers waiting (boxed futures), posting state", ("railbot::discord",)),
    ("table: games in play, kept messages", ("railbot::table",)),
    ("store layer", ("railbot::store",)),
    ("views and words (render, i18n catalogues)", ("railbot::render", "railbot::i18n", "fluent_bundle")),
    ("games' rules", ("railroad_revolution", "eastern_freight", "luxury_line", "game_chance")),
    ("metrics and /health (axum)", ("railbot::metrics", "axum")),
    ("tracing", ("tracing", "tracing_subscriber")),
    ("tokio runtime", ("tokio",)),
]

IDENT = re.compile(r"(\d+)_?")


def path_of(frame):
    """`crate::module::fn` of a frame: demangled names as they are, v0 symbols by their
    identifiers (generic arguments' paths come after, joined the same way)."""
    name = frame.split(" (")[0]
    if not name.startswith("_R"):
        return name.replace("$LT$", "<").replace("$GT$", ">").lstrip("_<")
    idents, i = [], 2
    while i < len(name):
        # A crate root's disambiguator (`Cs<base-62>_`) is not an identifier.
        if name.startswith("Cs", i):
            end = name.find("_", i)
            i = end + 1 if end > 0 else len(name)
            continue
        m = IDENT.match(name, i)
        if m and (i == 0 or not name[i - 1].isdigit()):
            n = int(m.group(1))
            start = m.end()
            word = name[start:start + n]
            if n > 0 and len(word) == n and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", word):
                idents.append(word)
                i = start + n
                continue
        i += 1
    return "::".join(idents)


def part_of(frames):
    for frame in frames:
        path = path_of(frame)
        for part, prefixes in PARTS:
            if any(path == p or path.startswith(p + "::") for p in prefixes):
                return part, path
    return "other: allocator, std, C libraries", path_of(frames[0]) if frames else "?"


def mib(b):
    return f"{b / 1048576:.1f}"


def main():
    args = sys.argv[1:]
    sites = 15
    if "--sites" in args:
        i = args.index("--sites")
        sites = int(args[i + 1])
        del args[i:i + 2]
    peak = defaultdict(int)
    where = defaultdict(int)
    with open(args[0], errors="replace") as f:
        for line in f:
            stack, _, cost = line.rstrip("\n").rpartition(" ")
            if not cost.isdigit() or cost == "0":
                continue
            frames = [s for s in stack.split(";") if s][::-1]
            part, path = part_of(frames)
            peak[part] += int(cost)
            where[(part, path)] += int(cost)
    total = sum(peak.values())
    print(f"heap at its peak: {mib(total)} MiB\n")
    print("| part | at the peak (MiB) | share |")
    print("|---|---:|---:|")
    for part in sorted(peak, key=lambda p: -peak[p]):
        print(f"| {part} | {mib(peak[part])} | {100 * peak[part] / total:.0f} % |")
    print(f"\nThe {sites} largest deciding frames at the peak:")
    for (part, path), b in sorted(where.items(), key=lambda w: -w[1])[:sites]:
        print(f"  {mib(b):>7} MiB  {path}  [{part}]")


if __name__ == "__main__":
    main()
