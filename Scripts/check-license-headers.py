#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every source file of the project opens with the license line (CONTRIBUTING, "File headers").

    Scripts/check-license-headers.py          fail, naming each file that lacks the line
    Scripts/check-license-headers.py --fix    add the line where it is missing

The line is `// SPDX-License-Identifier: MIT` in Swift and C, `# SPDX-License-Identifier: MIT` in Python and shell.
It is the file's first line, or its second after a `#!` line or a manifest's `// swift-tools-version` line. The
fixtures under Tests/EcosystemFixture and Tests/AppleGraphFixture stand for other people's packages and are skipped.
"""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIPPED = ("Tests/EcosystemFixture/", "Tests/AppleGraphFixture/")
COMMENT = {".swift": "//", ".c": "//", ".h": "//", ".py": "#", ".sh": "#"}
TAG = "SPDX-License-Identifier: MIT"


def header_index(lines):
    """Where the license line belongs: after a shebang or a tools-version line, else first."""
    if lines and (lines[0].startswith("#!") or lines[0].startswith("// swift-tools-version")):
        return 1
    return 0


def main():
    fix = "--fix" in sys.argv[1:]
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    missing = []
    for name in files:
        suffix = Path(name).suffix
        if suffix not in COMMENT or name.startswith(SKIPPED) or not (ROOT / name).exists():
            continue
        path = ROOT / name
        lines = path.read_text(encoding="utf-8").split("\n")
        index = header_index(lines)
        line = f"{COMMENT[suffix]} {TAG}"
        if len(lines) > index and lines[index] == line:
            continue
        missing.append(name)
        if fix:
            lines.insert(index, line)
            path.write_text("\n".join(lines), encoding="utf-8")
    if missing and not fix:
        for name in missing:
            print(f"{name}:1: error: the file does not open with `{TAG}` (run Scripts/check-license-headers.py --fix)")
        return 1
    if fix:
        print(f"added the license line to {len(missing)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
