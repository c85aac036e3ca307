#!/usr/bin/env bash
# Speed of our gensort: 2 GB (20,000,000 records) with all cores to /dev/null and to a file, as ratios against
# the reference C gensort (when REFERENCE_GENSORT points to it) and against dd of the same size; -t1 against -t2;
# peak RSS. Medians of RUNS runs; the commands of one comparison are run in turn within each round, so that a
# busy machine slows both sides alike.
# Usage: [REFERENCE_GENSORT=/path/to/gensort] [NUM_RECS=20000000] [RUNS=5] scripts/bench-gensort.sh
set -euo pipefail
here=$(cd "$(dirname "$(readlink -f "$0")")" && pwd)
ours="$here/gensort"
n=${NUM_RECS:-20000000}
runs=${RUNS:-5}
ref=${REFERENCE_GENSORT:-}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-gensort.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
bytes=$((n * 100))
[ -x "$ours" ] || { echo "no $ours" >&2; exit 1; }

# median wall seconds of each command, run in turn RUNS times; prints "label median" lines
declare -A times
bench() {  # bench LABEL1 'CMD1' LABEL2 'CMD2' ...
  local r i
  for ((r = 0; r < runs; r++)); do
    for ((i = 1; i <= $#; i += 2)); do
      local label=${!i} j=$((i + 1))
      local cmd=${!j}
      rm -f "$tmp/out"
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

echo "gensort benchmark: $n records ($bytes bytes), $runs runs each, $(nproc) cores, $(date -u +%FT%TZ)"
[ -n "$ref" ] || echo "(REFERENCE_GENSORT unset: no comparison with the reference gensort)"
mb=$((bytes / 1000000))

set -- ours_null "'$ours' $n /dev/null" \
       dd_null "dd if=/dev/zero of=/dev/null bs=1000000 count=$mb" \
       ours_t1 "'$ours' -t1 $n /dev/null" \
       ours_t2 "'$ours' -t2 $n /dev/null"
[ -n "$ref" ] && set -- "$@" ref_null "'$ref' $n /dev/null"
bench "$@"

# file output: both sides write a new file in the temporary folder; ours also fsyncs before its rename, so dd does too
set -- ours_file "'$ours' $n '$tmp/out'" \
       dd_file "dd if=/dev/zero of='$tmp/out' bs=1000000 count=$mb conv=fsync"
[ -n "$ref" ] && set -- "$@" ref_file "'$ref' $n '$tmp/out'"
bench "$@"

rss_ours=$( { /usr/bin/time -f '%M' "$ours" "$n" /dev/null; } 2>&1 | tail -1)
rss_small=$( { /usr/bin/time -f '%M' "$ours" 1000 /dev/null; } 2>&1 | tail -1)

printf '\n%-34s %10s %10s %10s\n' "case" "ours (s)" "other (s)" "speed"
row() { printf '%-34s %10s %10s %10s\n' "$1" "$(median "$2")" "$(median "$3")" "$(ratio "$2" "$3")"; }
if [ -n "$ref" ]; then
  row "vs reference, to /dev/null" ours_null ref_null
  row "vs reference, to a file" ours_file ref_file
fi
row "vs dd, to /dev/null" ours_null dd_null
row "vs dd (fsync), to a file" ours_file dd_file
row "-t2 vs -t1 (ours), to /dev/null" ours_t2 ours_t1
printf '%-34s %10s %10s\n' "peak RSS (KB), $n vs 1000 recs" "$rss_ours" "$rss_small"
echo "heap: capped by the launcher at -Xmx64m (a run fails rather than exceeds it); blocks are 1 MB of direct memory, at most 2 per thread"
echo "targets on a 2-core box: >= 1.00x the reference to /dev/null, >= 0.90x to a file; -t2 >= 1.80x -t1"
