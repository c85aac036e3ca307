#!/usr/bin/env bash
# GPU key sort benchmark, run on the GPU machine in one command:
#   scripts/bench-gpu.sh JAR [SIZES] [REPS]
# JAR    the runnable jar (e.g. .device/gputerasort.jar after stage.sh)
# SIZES  pair counts, comma separated (default 10000000,100000000,250000000)
# Prints our kernel-only and end-to-end figures (gputerasort selftest --bench),
# NVIDIA CUB's SortPairs on 64-bit key prefixes + 32-bit values for the same
# N (scripts/cub_bench.cu, compiled here with nvcc), and the ratios:
#   random:    ours (full 10-byte keys) / CUB 64-bit     target >= 0.7
#   all-equal: ours / CUB all-equal                      target >= 0.3
#   e2e:       bytes moved / end-to-end time vs the measured one-way PCIe rate (target >= 80 %)
# JAVA_OPTS defaults to -Xmx48g (250 M pairs are 4 GB per copy). Needs java and nvcc on PATH.
set -euo pipefail
jar=${1:?usage: bench-gpu.sh JAR [SIZES] [REPS]}
sizes=${2:-10000000,100000000,250000000}
reps=${3:-3}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
nvcc -O3 -gencode arch=compute_90,code=sm_90 -gencode arch=compute_80,code=sm_80 -o "$work/cub_bench" "$here/cub_bench.cu"
"$work/cub_bench" "$sizes" 5 | tee "$work/cub.txt"
# shellcheck disable=SC2086
java ${JAVA_OPTS:--Xmx48g} -jar "$jar" selftest --bench "$sizes" --reps "$reps" | tee "$work/ours.txt"
echo "# summary (G keys/s; ratios ours/CUB)"
awk '
  function kv(line, key,   i, n, parts, kvp) {
    n = split(line, parts, " ")
    for (i = 1; i <= n; i++) { split(parts[i], kvp, "="); if (kvp[1] == key) return kvp[2] }
    return ""
  }
  FNR == NR && /^cub dist=/ { cub[kv($0, "dist") "," kv($0, "n")] = kv($0, "gkeys"); next }
  /^bench dist=/ {
    d = kv($0, "dist"); n = kv($0, "n"); g = kv($0, "kernel_gkeys")
    ref = (d == "random") ? cub["random," n] : cub["all_equal," n]
    up = kv($0, "upload_gbps"); down = kv($0, "download_gbps"); pcie = (up + down) / 2
    e2e = kv($0, "e2e_gbps")
    printf "n=%-10s %-18s ours=%7.3f cub=%7.3f ratio=%5.2f  e2e=%6.2fms %5.1f GB/s = %3.0f%% of measured PCIe %.1f GB/s\n", \
      n, d, g, ref, (ref > 0 ? g / ref : 0), kv($0, "e2e_ms"), e2e, (pcie > 0 ? 100 * e2e / pcie : 0), pcie
  }
  /^bench cpu=/ { printf "n=%-10s cpu %s %s ms, gpu end-to-end speedup %sx\n", kv($0, "n"), kv($0, "cpu"), kv($0, "cpu_ms"), kv($0, "gpu_e2e_speedup") }
' "$work/cub.txt" "$work/ours.txt"
