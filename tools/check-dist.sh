#!/usr/bin/env bash
# tools/check-dist.sh: the release tarball (scripts/dist.sh) builds where
# there is no network. It is made into a temporary folder, unpacked, and
# built the way a user builds it (phpize && ./configure && make) with an
# empty CARGO_HOME (no registry cache, no user config), CARGO_NET_OFFLINE
# and, where unshare(1) may make one, in a network namespace of its own
# (no interface but a down loopback). Then the module it built must load
# with `php -n`, report Cargo.toml's version, and run examples/demo.php.
#
# The build starts from an empty cargo target folder: a copy of the
# repository's warm target/ would not help, since cargo's fingerprint of a
# registry crate includes the absolute path of its sources, and vendor/
# is not ~/.cargo/registry (every crate shows "PathToSourceChanged").
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
version=$(sed -n 's/^version = "\([^"]*\)"$/\1/p' Cargo.toml | head -n 1)
tmp=$(mktemp -d /tmp/true_async-dist.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "check-dist: $*" >&2; exit 1; }

t0=$SECONDS
scripts/dist.sh "$tmp" | sed 's/^/  /'
tgz="$tmp/true_async-$version.tgz"
[ -f "$tgz" ] || fail "no $tgz"
t_dist=$((SECONDS - t0))

mkdir "$tmp/unpacked" "$tmp/cargo-home"
tar -xzf "$tgz" -C "$tmp/unpacked"
src="$tmp/unpacked/true_async-$version"
for f in Cargo.toml Cargo.lock LICENSE README.md CHANGELOG.md composer.json config.m4 \
  Makefile.frag stubs/coroutine.stub.php examples/demo.php .cargo/config.toml vendor/libuv-sys2; do
  [ -e "$src/$f" ] || fail "the tarball lacks $f"
done

isolate=()
how="CARGO_NET_OFFLINE=true, empty CARGO_HOME"
if unshare -n true 2>/dev/null; then
  isolate=(unshare -n)
  how="$how, network namespace without interfaces (unshare -n)"
fi
# What this checks is that the tarball's sources and vendored crates build
# with no network; how well the result is optimised is not in question,
# and the test command has a time budget: no LTO, no debug info, more
# codegen units (the shipped profile is Cargo.toml's, unchanged).
fast=(CARGO_PROFILE_RELEASE_LTO=off CARGO_PROFILE_RELEASE_DEBUG=0 CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16)
t1=$SECONDS
if ! (cd "$src" && "${isolate[@]}" env CARGO_HOME="$tmp/cargo-home" CARGO_NET_OFFLINE=true \
  CARGO_TARGET_DIR="$tmp/target" "${fast[@]}" sh -c 'phpize && ./configure && make') >"$tmp/build.log" 2>&1; then
  tail -n 30 "$tmp/build.log"
  fail "the offline build of the unpacked tarball failed ($how)"
fi
t_build=$((SECONDS - t1))
compiled=$(grep -c '^ *Compiling ' "$tmp/build.log" || true)
[ ! -e "$tmp/cargo-home/registry" ] || fail "cargo wrote a registry cache into the empty CARGO_HOME"

so="$src/modules/true_async.so"
[ -f "$so" ] || fail "no $so after make"
php_ext=(php -n -d "extension=$so")
got=$("${php_ext[@]}" -r 'echo phpversion("true_async");')
[ "$got" = "$version" ] || fail "phpversion('true_async') is '$got', Cargo.toml says $version"
"${php_ext[@]}" --ri true_async | grep -qx "Version => $version" || fail "php --ri true_async does not show Version => $version"
demo=$(cd "$tmp" && "${php_ext[@]}" "$src/examples/demo.php") || fail "examples/demo.php failed with the tarball's module"
grep -q "20 answers" <<<"$demo" || fail "examples/demo.php did not get its 20 answers"

echo "  built offline ($how): $compiled crates compiled in ${t_build}s; tarball made in ${t_dist}s;" \
  "the module reports $version and runs examples/demo.php; ${SECONDS}s in all"
cd "$root"
