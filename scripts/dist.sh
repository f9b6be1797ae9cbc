#!/usr/bin/env bash
# scripts/dist.sh [OUTDIR]: the release tarball OUTDIR/true_async-<version>.tgz
# (OUTDIR: the repository root by default; <version>: Cargo.toml's).
#
# It holds every file git tracks, as it is in the working tree (run it on a
# clean checkout of the release tag), and the crates Cargo.lock names,
# vendored (`cargo vendor`) with a .cargo/config.toml that points cargo at
# them and keeps it offline: `phpize && ./configure && make` builds the
# unpacked tarball without a network (Makefile.frag adds --locked
# --offline when vendor/ exists).
#
# Crates that no Linux target builds (the Windows and macOS dependencies of
# ext-php-rs's build script, windows-sys...) keep only their Cargo.toml:
# cargo reads every manifest the lock file names to resolve, but compiles
# and checksums only what the build uses, so their sources would add
# 18 MB to a 12 MB tarball for nothing. Their .cargo-checksum.json then
# lists no files (the package checksum, which Cargo.lock pins, stays).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=${1:-$root}
mkdir -p "$out"
out=$(cd "$out" && pwd)

version=$(sed -n 's/^version = "\([^"]*\)"$/\1/p' Cargo.toml | head -n 1)
[ -n "$version" ] || { echo "dist.sh: no version in Cargo.toml" >&2; exit 1; }
name="true_async-$version"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
dir="$stage/$name"
mkdir -p "$dir"

if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "dist.sh: the working tree has uncommitted changes; the tarball holds them" >&2
fi
# Tracked files that exist (a deletion not yet committed is left out).
git ls-files -z | while IFS= read -r -d '' f; do
  [ -e "$f" ] && printf '%s\0' "$f"
done | tar --null -T - -cf - | tar -xf - -C "$dir"

# The crates, from the local registry cache when it has them all, else
# downloaded (cargo vendor fetches every platform's crates).
vendor() { cargo vendor --quiet --locked "$@" --manifest-path "$dir/Cargo.toml" "$dir/vendor" >/dev/null; }
if ! vendor --offline 2>/dev/null; then
  vendor
fi

# The crates some Linux target builds (normal and build dependencies; the
# package itself included, which is not vendored).
targets=()
for t in x86_64-unknown-linux-gnu x86_64-unknown-linux-musl aarch64-unknown-linux-gnu \
  aarch64-unknown-linux-musl i686-unknown-linux-gnu armv7-unknown-linux-gnueabihf \
  riscv64gc-unknown-linux-gnu powerpc64le-unknown-linux-gnu s390x-unknown-linux-gnu \
  loongarch64-unknown-linux-gnu; do
  targets+=(--target "$t")
done
used=$(cargo tree --quiet --locked --offline --manifest-path Cargo.toml "${targets[@]}" \
  -e normal,build --prefix none --format '{p}' | awk '{print $1, $2}' | sort -u)
[ -n "$used" ] || { echo "dist.sh: cargo tree listed no crates" >&2; exit 1; }

pruned=0
for crate in "$dir"/vendor/*/; do
  crate=${crate%/}
  n=$(sed -n 's/^name = "\([^"]*\)"$/\1/p' "$crate/Cargo.toml" | head -n 1)
  v=$(sed -n 's/^version = "\([^"]*\)"$/\1/p' "$crate/Cargo.toml" | head -n 1)
  if grep -qxF "$n v$v" <<<"$used"; then
    continue
  fi
  sum=$(sed -n 's/.*"package":"\([0-9a-f]*\)".*/\1/p' "$crate/.cargo-checksum.json")
  [ -n "$sum" ] || { echo "dist.sh: no package checksum for $crate" >&2; exit 1; }
  find "$crate" -mindepth 1 -maxdepth 1 ! -name Cargo.toml -exec rm -rf {} +
  mkdir -p "$crate/src"
  : > "$crate/src/lib.rs"
  printf '{"files":{},"package":"%s"}\n' "$sum" > "$crate/.cargo-checksum.json"
  pruned=$((pruned + 1))
done

mkdir -p "$dir/.cargo"
cat > "$dir/.cargo/config.toml" <<'EOF'
# Written by scripts/dist.sh: the crates are in vendor/, and cargo never
# goes to the network for this tree.
[source.crates-io]
replace-with = "vendored-sources"

[source.vendored-sources]
directory = "vendor"

[net]
offline = true
EOF

tar -C "$stage" --owner=0 --group=0 --numeric-owner -czf "$out/$name.tgz" "$name"
kept=$(find "$dir/vendor" -mindepth 1 -maxdepth 1 -type d | wc -l)
echo "$out/$name.tgz: $(du -h "$out/$name.tgz" | cut -f1), $kept vendored crates ($pruned of them for other systems, manifest only)"
