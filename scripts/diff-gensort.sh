#!/usr/bin/env bash
# Differential check: our gensort against the reference C gensort, byte for byte (cmp) and the -c checksum,
# over layouts, skew, large and u128 starting records and thread counts.
# Usage: REFERENCE_GENSORT=/path/to/gensort scripts/diff-gensort.sh   (skipped when REFERENCE_GENSORT is unset)
set -euo pipefail
here=$(cd "$(dirname "$(readlink -f "$0")")" && pwd)
if [ -z "${REFERENCE_GENSORT:-}" ]; then
  echo "diff-gensort: REFERENCE_GENSORT is not set; skipping the differential check"
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# options | NUM_RECS
cases=(
  "|1000000"
  "-t3|1000001"
  "-a|300000"
  "-s|500000"
  "-a -s|500000"
  "-b4294967000|3000"
  "-b18446744073709551000|2000"                     # across 2^64: the u128 carry
  "-a -s -b18446744073709551000|2000"
  "-s -b1000000000000000000000000000000|2000"       # a start near 2^100
  "-a -b340282366920938463463374607431768201455|5000"  # ends at 2^128 - 1
  "-t7 -s -b123456789|250003"
)
fail=0
for c in "${cases[@]}"; do
  opts=${c%%|*}; n=${c##*|}
  # shellcheck disable=SC2086
  "$REFERENCE_GENSORT" -c $opts "$n" "$tmp/ref" 2>"$tmp/ref.err"
  # shellcheck disable=SC2086
  "$here/gensort" -c $opts "$n" "$tmp/ours" 2>"$tmp/ours.err"
  if cmp -s "$tmp/ref" "$tmp/ours" && cmp -s "$tmp/ref.err" "$tmp/ours.err"; then
    printf 'same      gensort -c %-45s %9s records, checksum %s\n' "$opts" "$n" "$(cat "$tmp/ours.err")"
  else
    printf 'DIFFERENT gensort -c %-45s %9s records: %s\n' "$opts" "$n" "$(cmp "$tmp/ref" "$tmp/ours" 2>&1 | head -1)"
    fail=1
  fi
  rm -f "$tmp/ref" "$tmp/ours"
done
exit $fail
