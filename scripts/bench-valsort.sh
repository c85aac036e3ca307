#!/usr/bin/env bash
# Speed of our valsort on a sorted 1 GB file (10,000,000 ASCII records) read from the page cache with all cores,
# as ratios against the reference C valsort (when REFERENCE_VALSORT points to it) and against `cat FILE >/dev/null`;
# -t2 against -t1; peak RSS for 1 GB against a 1,000-record file. Medians of RUNS runs; the commands of one
# comparison run in turn within each round, so that a busy machine slows all sides alike.
# The sorted input: `gensort -a` records end in \r\n, so `LC_ALL=C sort` on lines sorts them by key; it is kept in
# BENCH_DIR and reused by later runs.
# Usage: [REFERENCE_VALSORT=/path/to/valsort] [NUM_RECS=10000000] [RUNS=5] [BENCH_DIR=/tmp/gputerasort-bench] \
#        scripts/bench-valsort.sh
set -euo pipefail
here=$(cd "$(dirname "$(readlink -f "$0")")" && pwd)
ours="$here/valsort"
n=${NUM_RECS:-10000000}
runs=${RUNS:-5}
ref=${REFERENCE_VALSORT:-}
dir=${BENCH_DIR:-${TMPDIR:-/tmp}/gputerasort-bench}
mkdir -p "$dir"
sorted="$dir/valsort-sorted-$n"
small="$dir/valsort-small-1000"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-valsort.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
[ -x "$ours" ] || { echo "no $ours" >&2; exit 1; }

if [ ! -f "$sorted" ]; then
  echo "making $sorted: gensort -a $n, then LC_ALL=C sort"
  "$here/gensort" -a "$n" "$tmp/unsorted"
  LC_ALL=C sort -S 2G -T "$tmp" -o "$sorted.tmp" "$tmp/unsorted"
  rm -f "$tmp/unsorted"
  mv "$sorted.tmp" "$sorted"
fi
[ -f "$small" ] || { "$here/gensort" -a 1000 "$tmp/s" && LC_ALL=C sort -o "$small" "$tmp/s"; }
"$ours" -q "$sorted" || { echo "the benchmark input is not sorted: $sorted" >&2; exit 1; }
cat "$sorted" >/dev/null   # into the page cache

declare -A times
bench() {  # bench LABEL1 'CMD1' LABEL2 'CMD2' ...
  local r i
  for ((r = 0; r < runs; r++)); do
    for ((i = 1; i <= $#; i += 2)); do
      local label=${!i} j=$((i + 1))
      local cmd=${!j}
      local s e
      s=$(date +%s%N)
      bash -c "$cmd" >/dev/null 2>"$tmp/err" || { echo "failed: $cmd" >&2; cat "$tmp/err" >&2; exit 1; }
      e=$(date +%s%N)
      times[$label]+="$(( (e - s) / 1000000 )) "
    done
  done
}
median() {  # median of the times of LABEL, in seconds
  echo "${times[$1]}" | tr ' ' '\n' | grep . | sort -n | awk '{a[NR] = $1} END {printf "%.3f", a[int((NR + 1) / 2)] / 1000}'
}
ratio() {  # speed of A relative to B = time(B) / time(A)
  awk -v a="$(median "$1")" -v b="$(median "$2")" 'BEGIN {printf "%.2fx", b / a}'
}

bytes=$(stat -c %s "$sorted")
echo "valsort benchmark: $n records ($bytes bytes, sorted, page cache), $runs runs each, $(nproc) cores, $(date -u +%FT%TZ)"
[ -n "$ref" ] || echo "(REFERENCE_VALSORT unset: no comparison with the reference valsort)"

set -- ours "'$ours' -q '$sorted'" \
       cat "cat '$sorted' >/dev/null" \
       ours_t1 "'$ours' -q -t1 '$sorted'" \
       ours_t2 "'$ours' -q -t2 '$sorted'"
[ -n "$ref" ] && set -- "$@" ref "'$ref' -q '$sorted'"
bench "$@"

rss_big=$( { /usr/bin/time -f '%M' "$ours" -q "$sorted"; } 2>&1 | tail -1)
rss_small=$( { /usr/bin/time -f '%M' "$ours" -q "$small"; } 2>&1 | tail -1)

printf '\n%-34s %10s %10s %10s\n' "case" "ours (s)" "other (s)" "speed"
row() { printf '%-34s %10s %10s %10s\n' "$1" "$(median "$2")" "$(median "$3")" "$(ratio "$2" "$3")"; }
[ -n "$ref" ] && row "vs reference (all cores)" ours ref
row "vs cat FILE >/dev/null" ours cat
row "-t2 vs -t1 (ours)" ours_t2 ours_t1
printf '%-34s %10s %10s\n' "peak RSS (KB), 1 GB vs 1000 recs" "$rss_big" "$rss_small"
echo "heap: capped by the launcher at -Xmx64m; blocks go to at most 32 MB of direct buffers (8 MB per thread), 2 blocks per thread in flight"
echo "targets: >= 1.00x the reference; -t2 >= 1.80x -t1"
