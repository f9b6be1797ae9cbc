#!/usr/bin/env bash
# Fetches PHP's own tests (Zend/tests, tests/, and the ext/standard tests
# for the functions this extension hooks) from Debian's php8.2 source
# package into .cache/php-src/, once. The stock comparison
# (tools/stock-compare.sh) runs them with and without the extension.
# Prints the directory. Needs a deb-src entry for Debian's archive: adds one
# when there is none (CI runs as root on a fresh machine).
set -euo pipefail
cd "$(dirname "$0")/.."
dest=$PWD/.cache/php-src
if [ -f "$dest/.complete" ]; then
  echo "$dest"
  exit 0
fi

# With no deb-src entry apt-cache fails (status 100): that is the case
# handled below, not an error (pipefail would end the script silently).
versions=$(apt-cache showsrc php8.2 2>/dev/null | awk '/^Version:/{print $2}' | sort -rV || true)
if [ -z "$versions" ]; then
  src=/etc/apt/sources.list.d/true-async-src.sources
  if [ -f /etc/apt/sources.list.d/debian.sources ]; then
    sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources > "$src"
  else
    grep -h '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' > /etc/apt/sources.list.d/true-async-src.list
  fi
  apt-get update -q >&2
  versions=$(apt-cache showsrc php8.2 | awk '/^Version:/{print $2}' | sort -rV)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The newest source version that the archive still serves (a security
# update's source can be gone while its binaries remain).
got=""
for v in $versions; do
  if (cd "$work" && apt-get source --download-only -q "php8.2=$v" >&2 2>/dev/null); then
    got=$v
    break
  fi
  rm -f "$work"/*
done
[ -n "$got" ] || { echo "no php8.2 source package could be fetched" >&2; exit 1; }
up=${got%%-*}
tar -C "$work" -xf "$work/php8.2_${up}.orig.tar.xz" \
  "php-$up/Zend/tests" "php-$up/tests" \
  "php-$up/ext/standard/tests/general_functions" \
  "php-$up/ext/standard/tests/streams" \
  "php-$up/ext/standard/tests/network" \
  "php-$up/ext/pcntl/tests" "php-$up/ext/posix/tests" \
  "php-$up/ext/sockets/tests"
# pcntl's 002 (sigwaitinfo for a SIGTERM it sends itself) can hang stock PHP
# under a parallel run-tests here, leaving its process behind: not a
# comparison that can tell anything.
rm -f "$work/php-$up/ext/pcntl/tests/002.phpt"
rm -rf "$dest"
mkdir -p "$(dirname "$dest")"
mv "$work/php-$up" "$dest"
echo "$got" > "$dest/.complete"
echo "$dest"
