#!/usr/bin/env bash
# Compiles hybrid_sort.cu into the fatbin that ships in the jar (SASS for
# sm_80 and sm_90, PTX for compute_80 so newer GPUs JIT it) and records the
# source's sha256 next to it; HybridSortFatbinTest fails when they disagree.
# Run by `mvn -Pcuda ...` or by hand; needs nvcc (CUDA 12 or 13).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../resources/org/gputerasort/gpu"
nvcc=${NVCC:-nvcc}
mkdir -p "$out"
"$nvcc" -fatbin -O3 \
  -gencode arch=compute_80,code=sm_80 \
  -gencode arch=compute_90,code=sm_90 \
  -gencode arch=compute_80,code=compute_80 \
  -o "$out/hybrid_sort.fatbin.tmp" "$here/hybrid_sort.cu"
mv "$out/hybrid_sort.fatbin.tmp" "$out/hybrid_sort.fatbin"
sha256sum "$here/hybrid_sort.cu" | cut -d' ' -f1 > "$out/hybrid_sort.cu.sha256"
echo "built $out/hybrid_sort.fatbin from hybrid_sort.cu $(cat "$out/hybrid_sort.cu.sha256")"
