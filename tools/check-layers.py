#!/usr/bin/env python3
"""The tree's layer rules, checked: which folder of src/ may use which.

docs/design.md (section "Layers") explains the picture. A folder may only
name folders listed for it below (through `crate::<folder>`); everything
else is an edge that runs the wrong way or a circle between folders. Also
checks that no Rust or C file grows far past the size a reader can hold
(about 600 lines), and that no comment points to a document outside the
repository.

Exit status 1 with one line per violation.
"""

import os
import re
import sys

# folder -> folders it may use. Lowest layers first.
ALLOWED = {
    "sys": set(),
    "core": set(),
    "records": {"sys"},
    "reactor": {"core", "records", "sys"},
    "engine": {"core", "reactor", "records", "sys"},
    "awaitables": {"core", "engine", "reactor", "records", "sys"},
    "io": {"core", "engine", "reactor", "records", "sys"},
    "scope": {"awaitables", "core", "engine", "records"},
    "sync": {"awaitables", "core", "engine", "records", "scope"},
    "abi": {"awaitables", "core", "engine", "io", "reactor", "records", "sys"},
    "php": {"awaitables", "core", "engine", "scope", "sync"},
    "module": {"abi", "awaitables", "core", "engine", "io", "php", "reactor", "records", "scope", "sync", "sys"},
}
MAX_LINES = 640
OUTSIDE_REFS = re.compile(
    r"seed S[0-9]|\bR[1-4]\b|\bG1\b|DESIGN|ENGINE-NOTES|issue [0-9]"
)


def main() -> int:
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    os.chdir(root)
    bad = []
    for dirpath, _, files in os.walk("src"):
        for name in sorted(files):
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, "src")
            if not name.endswith(".rs"):
                continue
            folder = rel.split(os.sep)[0] if os.sep in rel else None
            text = open(path, encoding="utf-8").read()
            code = re.sub(r"//[^\n]*", "", text)
            if folder is not None:
                if folder not in ALLOWED:
                    bad.append(f"{path}: folder {folder}/ has no entry in tools/check-layers.py")
                    continue
                for used in sorted(set(re.findall(r"\bcrate::(\w+)", code))):
                    if used != folder and used not in ALLOWED[folder]:
                        bad.append(f"{path}: {folder}/ may not use crate::{used}")
    for top in ("src", "csrc", "include"):
        for dirpath, _, files in os.walk(top):
            for name in sorted(files):
                if not name.endswith((".rs", ".c", ".h")):
                    continue
                path = os.path.join(dirpath, name)
                lines = open(path, encoding="utf-8").read().split("\n")
                if len(lines) > MAX_LINES:
                    bad.append(f"{path}: {len(lines)} lines (split it by concern)")
                for i, line in enumerate(lines, 1):
                    if OUTSIDE_REFS.search(line):
                        bad.append(f"{path}:{i}: points outside the repository: {line.strip()}")
    for b in bad:
        print(b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
