// Hybrid radix-bitonic sorter of packed keys (GPUTeraSort, SIGMOD 2006, on today's GPUs).
//
// A pair is 16 bytes, (hi, lo) compared as one unsigned 128-bit number; see
// org.gputerasort.sort.keys.PackedKeys. Two device buffers A (buf 0, where the
// result must end) and B (buf 1). Work is done level by level, driven by the
// host (org.gputerasort.gpu.HybridSortLevels):
//
//   partition_histogram  per 2048-pair block of every segment of the level:
//                        digit counts (8 bits at the segment's shift), min,
//                        max and "unsorted" flag of the block
//   scan_*               exclusive scan of all counts (digit-major per segment,
//                        so the scan gives every block its stable scatter base)
//   plan_segments        one CTA per segment: decides DONE / COPY / SKIP /
//                        SCATTER, packs the buckets that fit a tile into
//                        bitonic tiles and emits the larger ones as the next
//                        level's segments
//   partition_scatter    stable scatter of SCATTER segments to the other buffer
//   bitonic_tiles_*      one CTA per tile: bitonic sort in shared memory, padded
//                        with +infinity, written to buffer A
//
// Termination: a segment is only emitted again with a strictly larger shift
// (SCATTER: shift + 8; SKIP: the first bit where its min and max differ), and
// a segment whose pairs are already in order is DONE. Ties need no care: the
// index in lo makes packed pairs distinct, and the full 128-bit comparison in
// the tiles orders them.
//
// Keep in step with the constants in HybridSortLevels.java. Every kernel is
// extern "C" so the host finds it by name with cuModuleGetFunction.

#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>

typedef unsigned long long u64;
typedef unsigned int u32;

struct __align__(16) Pair {
    u64 hi;
    u64 lo;
};

// Segment of a level; written by the host (start, size, shift, buf, firstBlock,
// nblocks) and by plan_segments (action). 32 bytes, the layout of
// HybridSortLevels.SEG_INTS.
struct Seg {
    u32 start;
    u32 size;
    u32 firstBlock;
    u32 nblocks;
    u32 shift;   // bit offset from the top of the 128-bit key of this level's digit, 0..120
    u32 buf;     // 0: the pairs are in A, 1: in B
    u32 action;
    u32 pad;
};

// A run of whole buckets that fits one bitonic tile. 16 bytes.
struct Tile {
    u32 start;
    u32 len;
    u32 buf;
    u32 pad;
};

#define RADIX_BITS 8
#define RADIX 256
#define PART_THREADS 256
#define PART_WARPS (PART_THREADS / 32)
#define PART_ITEMS 8
#define PART_BLOCK (PART_THREADS * PART_ITEMS)   // 2048 pairs per partition block
#define SCAN_THREADS 256
#define SCAN_ITEMS 16
#define SCAN_TILE (SCAN_THREADS * SCAN_ITEMS)
#define SCAN_SUMS_THREADS 1024
#define MAX_SHIFT 120

#define ACTION_DONE 0
#define ACTION_COPY 1
#define ACTION_SKIP 2
#define ACTION_SCATTER 3

// counters[] written by plan_segments
#define COUNTER_TILES 0
#define COUNTER_NEXT 1
#define COUNTER_OVERFLOW 2

__device__ __forceinline__ bool pairLess(const Pair &a, const Pair &b) {
    return a.hi < b.hi || (a.hi == b.hi && a.lo < b.lo);
}

__device__ __forceinline__ Pair pairMin(const Pair &a, const Pair &b) {
    return pairLess(b, a) ? b : a;
}

__device__ __forceinline__ Pair pairMax(const Pair &a, const Pair &b) {
    return pairLess(a, b) ? b : a;
}

// The 8 bits of the 128-bit key starting `shift` bits from the top (shift <= 120).
__device__ __forceinline__ u32 digitAt(const Pair &p, u32 shift) {
    u64 top;
    if (shift == 0) {
        top = p.hi;
    } else if (shift < 64) {
        top = (p.hi << shift) | (p.lo >> (64 - shift));
    } else {
        top = p.lo << (shift - 64);
    }
    return (u32)(top >> 56);
}

// Number of leading bits that a and b share (128 when equal).
__device__ __forceinline__ u32 commonPrefix(const Pair &a, const Pair &b) {
    u64 x = a.hi ^ b.hi;
    if (x != 0) {
        return (u32)__clzll((long long)x);
    }
    u64 y = a.lo ^ b.lo;
    return y != 0 ? 64u + (u32)__clzll((long long)y) : 128u;
}

__device__ __forceinline__ Pair shflDownPair(Pair p, int delta) {
    Pair r;
    r.hi = __shfl_down_sync(0xffffffffu, p.hi, delta);
    r.lo = __shfl_down_sync(0xffffffffu, p.lo, delta);
    return r;
}

// The segment that owns global partition block gb: the last with firstBlock <= gb.
__device__ __forceinline__ u32 findSegment(const Seg *segs, u32 numSegs, u32 gb) {
    u32 lo = 0, hi = numSegs - 1;
    while (lo < hi) {
        u32 mid = (lo + hi + 1) >> 1;
        if (segs[mid].firstBlock <= gb) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    return lo;
}

// ---------------------------------------------------------------------------
// partition_histogram: blocks [blockOffset, blockLimit) of this level.
// counts[RADIX * seg.firstBlock + digit * seg.nblocks + localBlock] = count.
// ---------------------------------------------------------------------------
extern "C" __global__ void __launch_bounds__(PART_THREADS)
partition_histogram(const Pair *__restrict__ bufA, const Pair *__restrict__ bufB,
                    const Seg *__restrict__ segs, u32 numSegs, u32 blockOffset, u32 blockLimit,
                    u32 *__restrict__ counts, Pair *__restrict__ blockMin, Pair *__restrict__ blockMax,
                    u32 *__restrict__ blockUnsorted) {
    __shared__ u32 hist[RADIX];
    __shared__ Pair warpMin[PART_WARPS];
    __shared__ Pair warpMax[PART_WARPS];
    const u32 gb = blockOffset + blockIdx.x;
    if (gb >= blockLimit) {
        return;
    }
    const u32 t = threadIdx.x;
    const u32 lane = t & 31, warp = t >> 5;
    const Seg seg = segs[findSegment(segs, numSegs, gb)];
    const u32 lb = gb - seg.firstBlock;
    const u32 base = seg.start + lb * PART_BLOCK;
    const u32 cnt = min((u32)PART_BLOCK, seg.size - lb * PART_BLOCK);
    const Pair *src = seg.buf ? bufB : bufA;
    hist[t] = 0;
    __syncthreads();

    Pair mn, mx;
    mn.hi = ~0ull; mn.lo = ~0ull;
    mx.hi = 0; mx.lo = 0;
    u32 unsorted = 0;
#pragma unroll
    for (int m = 0; m < PART_ITEMS; m++) {
        const u32 e = m * PART_THREADS + t;
        const bool valid = e < cnt;
        u32 d = 0;
        Pair p;
        if (valid) {
            p = src[base + e];
            d = digitAt(p, seg.shift);
        }
        // One shared atomic per warp when all its digits agree (equal or skewed keys).
        const u32 d0 = __shfl_sync(0xffffffffu, d, 0);
        if (__all_sync(0xffffffffu, valid && d == d0)) {
            if (lane == 0) {
                atomicAdd(&hist[d0], 32u);
            }
        } else if (valid) {
            atomicAdd(&hist[d], 1u);
        }
        if (valid) {
            mn = pairMin(mn, p);
            mx = pairMax(mx, p);
            // The pair before it in the segment (the first pair of a segment has none).
            if (e > 0 || lb > 0) {
                const Pair q = src[base + e - 1];
                unsorted |= pairLess(p, q) ? 1u : 0u;
            }
        }
    }
#pragma unroll
    for (int d = 16; d > 0; d >>= 1) {
        mn = pairMin(mn, shflDownPair(mn, d));
        mx = pairMax(mx, shflDownPair(mx, d));
    }
    if (lane == 0) {
        warpMin[warp] = mn;
        warpMax[warp] = mx;
    }
    unsorted = __syncthreads_or(unsorted);
    if (t == 0) {
        for (int w = 1; w < PART_WARPS; w++) {
            mn = pairMin(mn, warpMin[w]);
            mx = pairMax(mx, warpMax[w]);
        }
        blockMin[gb] = mn;
        blockMax[gb] = mx;
        blockUnsorted[gb] = unsorted;
    }
    counts[RADIX * seg.firstBlock + t * seg.nblocks + lb] = hist[t];
}

// ---------------------------------------------------------------------------
// Exclusive scan of counts[0, len) in place, three kernels.
// ---------------------------------------------------------------------------
extern "C" __global__ void __launch_bounds__(SCAN_THREADS)
scan_reduce(const u32 *__restrict__ data, u32 len, u32 *__restrict__ blockSums) {
    typedef cub::BlockReduce<u32, SCAN_THREADS> Reduce;
    __shared__ typename Reduce::TempStorage tmp;
    const u32 base = blockIdx.x * SCAN_TILE;
    u32 sum = 0;
#pragma unroll
    for (int i = 0; i < SCAN_ITEMS; i++) {
        const u32 idx = base + i * SCAN_THREADS + threadIdx.x;
        if (idx < len) {
            sum += data[idx];
        }
    }
    sum = Reduce(tmp).Sum(sum);
    if (threadIdx.x == 0) {
        blockSums[blockIdx.x] = sum;
    }
}

extern "C" __global__ void __launch_bounds__(SCAN_SUMS_THREADS)
scan_block_sums(u32 *__restrict__ blockSums, u32 numSums) {
    typedef cub::BlockScan<u32, SCAN_SUMS_THREADS> Scan;
    __shared__ typename Scan::TempStorage tmp;
    __shared__ u32 carry;
    if (threadIdx.x == 0) {
        carry = 0;
    }
    __syncthreads();
    for (u32 base = 0; base < numSums; base += SCAN_SUMS_THREADS) {
        const u32 idx = base + threadIdx.x;
        const u32 v = idx < numSums ? blockSums[idx] : 0;
        u32 excl, total;
        Scan(tmp).ExclusiveSum(v, excl, total);
        const u32 c = carry;
        if (idx < numSums) {
            blockSums[idx] = c + excl;
        }
        __syncthreads();
        if (threadIdx.x == 0) {
            carry = c + total;
        }
        __syncthreads();
    }
}

extern "C" __global__ void __launch_bounds__(SCAN_THREADS)
scan_apply(u32 *__restrict__ data, u32 len, const u32 *__restrict__ blockSums) {
    typedef cub::BlockScan<u32, SCAN_THREADS> Scan;
    __shared__ typename Scan::TempStorage tmp;
    const u32 base = blockIdx.x * SCAN_TILE + threadIdx.x * SCAN_ITEMS;
    u32 v[SCAN_ITEMS];
    u32 sum = 0;
#pragma unroll
    for (int i = 0; i < SCAN_ITEMS; i++) {
        v[i] = base + i < len ? data[base + i] : 0;
        sum += v[i];
    }
    u32 excl;
    Scan(tmp).ExclusiveSum(sum, excl);
    u32 run = blockSums[blockIdx.x] + excl;
#pragma unroll
    for (int i = 0; i < SCAN_ITEMS; i++) {
        if (base + i < len) {
            data[base + i] = run;
        }
        run += v[i];
    }
}

// ---------------------------------------------------------------------------
// plan_segments: one CTA (RADIX threads) per segment of the level.
// ---------------------------------------------------------------------------
__device__ __forceinline__ void emitTile(Tile *tiles, u32 tileCap, u32 *counters, u32 start, u32 len, u32 buf) {
    const u32 idx = atomicAdd(&counters[COUNTER_TILES], 1u);
    if (idx < tileCap) {
        Tile tl;
        tl.start = start; tl.len = len; tl.buf = buf; tl.pad = 0;
        tiles[idx] = tl;
    } else {
        atomicOr(&counters[COUNTER_OVERFLOW], 1u);
    }
}

__device__ __forceinline__ void emitSegment(Seg *next, u32 nextCap, u32 *counters, u32 start, u32 size, u32 shift,
                                            u32 buf) {
    const u32 idx = atomicAdd(&counters[COUNTER_NEXT], 1u);
    if (idx < nextCap) {
        Seg s;
        s.start = start; s.size = size; s.firstBlock = 0; s.nblocks = 0;
        s.shift = shift; s.buf = buf; s.action = 0; s.pad = 0;
        next[idx] = s;
    } else {
        atomicOr(&counters[COUNTER_OVERFLOW], 2u);
    }
}

extern "C" __global__ void __launch_bounds__(RADIX)
plan_segments(Seg *__restrict__ segs, const u32 *__restrict__ scanned, const Pair *__restrict__ blockMin,
              const Pair *__restrict__ blockMax, const u32 *__restrict__ blockUnsorted, u32 tile,
              Tile *__restrict__ tiles, u32 tileCap, Seg *__restrict__ next, u32 nextCap, u32 *__restrict__ counters) {
    __shared__ u32 bucketStart[RADIX];
    __shared__ u32 bucketSize[RADIX];
    __shared__ Pair redMin[RADIX];
    __shared__ Pair redMax[RADIX];
    const u32 t = threadIdx.x;
    const Seg seg = segs[blockIdx.x];
    const u32 origin = RADIX * seg.firstBlock;
    const u32 segBase = scanned[origin];
    const u32 bStart = scanned[origin + t * seg.nblocks] - segBase;
    const u32 bEnd = scanned[origin + (t + 1) * seg.nblocks] - segBase;
    bucketStart[t] = bStart;
    bucketSize[t] = bEnd - bStart;

    Pair mn, mx;
    mn.hi = ~0ull; mn.lo = ~0ull;
    mx.hi = 0; mx.lo = 0;
    u32 unsorted = 0;
    for (u32 b = t; b < seg.nblocks; b += RADIX) {
        mn = pairMin(mn, blockMin[seg.firstBlock + b]);
        mx = pairMax(mx, blockMax[seg.firstBlock + b]);
        unsorted |= blockUnsorted[seg.firstBlock + b];
    }
    redMin[t] = mn;
    redMax[t] = mx;
    const int nonEmpty = __syncthreads_count(bEnd > bStart);
    unsorted = __syncthreads_or(unsorted);
    for (u32 s = RADIX / 2; s > 0; s >>= 1) {
        if (t < s) {
            redMin[t] = pairMin(redMin[t], redMin[t + s]);
            redMax[t] = pairMax(redMax[t], redMax[t + s]);
        }
        __syncthreads();
    }
    if (t != 0) {
        return;
    }
    u32 action;
    if (!unsorted) {
        action = seg.buf == 0 ? ACTION_DONE : ACTION_COPY;
    } else if (nonEmpty == 1) {
        // Every pair has the same digit: jump straight to the first bit where they differ.
        action = ACTION_SKIP;
        const u32 lcp = commonPrefix(redMin[0], redMax[0]);
        emitSegment(next, nextCap, counters, seg.start, seg.size, min(lcp, (u32)MAX_SHIFT), seg.buf);
    } else {
        action = ACTION_SCATTER;
        const u32 childBuf = seg.buf ^ 1u;
        const u32 childShift = min(seg.shift + RADIX_BITS, (u32)MAX_SHIFT);
        u32 curStart = 0, curLen = 0;
        for (u32 d = 0; d < RADIX; d++) {
            const u32 sz = bucketSize[d];
            if (sz == 0) {
                continue;
            }
            if (sz > tile) {
                if (curLen > 0) {
                    emitTile(tiles, tileCap, counters, seg.start + curStart, curLen, childBuf);
                    curLen = 0;
                }
                emitSegment(next, nextCap, counters, seg.start + bucketStart[d], sz, childShift, childBuf);
            } else if (curLen + sz <= tile) {
                if (curLen == 0) {
                    curStart = bucketStart[d];
                }
                curLen += sz;
            } else {
                emitTile(tiles, tileCap, counters, seg.start + curStart, curLen, childBuf);
                curStart = bucketStart[d];
                curLen = sz;
            }
        }
        if (curLen > 0) {
            emitTile(tiles, tileCap, counters, seg.start + curStart, curLen, childBuf);
        }
    }
    segs[blockIdx.x].action = action;
}

// ---------------------------------------------------------------------------
// partition_scatter: stable scatter of SCATTER segments into the other buffer;
// COPY segments (in order already, but in B) are copied to A.
// Pair e of a block is e = warp * 256 + m * 32 + lane, so the order
// (warp, round m, lane) is the segment order and warp-private counts give a
// stable rank.
// ---------------------------------------------------------------------------
extern "C" __global__ void __launch_bounds__(PART_THREADS, 3)
partition_scatter(Pair *__restrict__ bufA, Pair *__restrict__ bufB, const Seg *__restrict__ segs, u32 numSegs,
                  u32 totalBlocks, const u32 *__restrict__ scanned) {
    typedef cub::BlockScan<u32, PART_THREADS> Scan;
    __shared__ Pair staged[PART_BLOCK];
    __shared__ u32 warpHist[PART_WARPS][RADIX];
    __shared__ u32 localStart[RADIX];
    __shared__ u32 globalBase[RADIX];
    __shared__ typename Scan::TempStorage scanTmp;
    const u32 gb = blockIdx.x;
    if (gb >= totalBlocks) {
        return;
    }
    const Seg seg = segs[findSegment(segs, numSegs, gb)];
    if (seg.action == ACTION_DONE || seg.action == ACTION_SKIP) {
        return;
    }
    const u32 t = threadIdx.x;
    const u32 lane = t & 31, warp = t >> 5;
    const u32 lb = gb - seg.firstBlock;
    const u32 base = seg.start + lb * PART_BLOCK;
    const u32 cnt = min((u32)PART_BLOCK, seg.size - lb * PART_BLOCK);
    const Pair *src = seg.buf ? bufB : bufA;
    Pair *dst = seg.buf ? bufA : bufB;
    if (seg.action == ACTION_COPY) {
        for (u32 e = t; e < cnt; e += PART_THREADS) {
            bufA[base + e] = bufB[base + e];
        }
        return;
    }

    for (u32 d = lane; d < RADIX; d += 32) {
        warpHist[warp][d] = 0;
    }
    __syncwarp();
    Pair item[PART_ITEMS];
    u32 digit[PART_ITEMS];
    u32 rank[PART_ITEMS];
    const u32 lowerLanes = (1u << lane) - 1u;
#pragma unroll
    for (int m = 0; m < PART_ITEMS; m++) {
        const u32 e = warp * (PART_ITEMS * 32) + m * 32 + lane;
        const bool valid = e < cnt;
        if (valid) {
            item[m] = src[base + e];
            digit[m] = digitAt(item[m], seg.shift);
        } else {
            item[m].hi = 0; item[m].lo = 0;
            digit[m] = 0;
        }
        // Lanes with the same digit (valid lanes only): 8 ballots, one per digit bit.
        u32 peers = __ballot_sync(0xffffffffu, valid);
        if (!valid) {
            peers = 0;
        }
#pragma unroll
        for (int b = 0; b < RADIX_BITS; b++) {
            const bool bit = (digit[m] >> b) & 1u;
            const u32 bal = __ballot_sync(0xffffffffu, bit);
            peers &= bit ? bal : ~bal;
        }
        const u32 before = __popc(peers & lowerLanes);
        u32 prior = 0;
        if (valid) {
            prior = warpHist[warp][digit[m]];
        }
        __syncwarp();
        if (valid && before == 0) {
            warpHist[warp][digit[m]] = prior + __popc(peers);
        }
        __syncwarp();
        rank[m] = prior + before;
    }
    __syncthreads();
    // Thread t owns digit t: offsets of each warp within the block's run of digit t.
    u32 run = 0;
#pragma unroll
    for (int w = 0; w < PART_WARPS; w++) {
        const u32 c = warpHist[w][t];
        warpHist[w][t] = run;
        run += c;
    }
    u32 excl;
    Scan(scanTmp).ExclusiveSum(run, excl);
    localStart[t] = excl;
    globalBase[t] = seg.start + scanned[RADIX * seg.firstBlock + t * seg.nblocks + lb] - scanned[RADIX * seg.firstBlock];
    __syncthreads();
#pragma unroll
    for (int m = 0; m < PART_ITEMS; m++) {
        const u32 e = warp * (PART_ITEMS * 32) + m * 32 + lane;
        if (e < cnt) {
            staged[localStart[digit[m]] + warpHist[warp][digit[m]] + rank[m]] = item[m];
        }
    }
    __syncthreads();
    // Consecutive threads write consecutive pairs of one bucket run: coalesced.
    for (u32 j = t; j < cnt; j += PART_THREADS) {
        const Pair p = staged[j];
        const u32 d = digitAt(p, seg.shift);
        dst[globalBase[d] + (j - localStart[d])] = p;
    }
}

// ---------------------------------------------------------------------------
// bitonic_tiles: one CTA of TILE / 8 threads per tile. Each pass loads a group
// of 8 pairs per thread (x + a*s, a = 0..7) from shared memory and runs up to
// three compare-exchange stages in registers. Shared index i is padded to
// i + i / 8, so that the 8 threads of each quarter warp hit 8 distinct 16-byte
// bank groups for every stride.
// ---------------------------------------------------------------------------
__device__ __forceinline__ u32 padded(u32 i) {
    return i + (i >> 3);
}

__device__ __forceinline__ void compareExchange(Pair &a, Pair &b, bool ascending) {
    const bool swap = ascending ? pairLess(b, a) : pairLess(a, b);
    if (swap) {
        const Pair tmp = a;
        a = b;
        b = tmp;
    }
}

template <int TILE>
__device__ __forceinline__ void bitonicTiles(const Pair *__restrict__ bufA, const Pair *__restrict__ bufB,
                                             Pair *__restrict__ out, const Tile *__restrict__ tiles, u32 numTiles) {
    extern __shared__ Pair smem[];
    if (blockIdx.x >= numTiles) {
        return;
    }
    const Tile tl = tiles[blockIdx.x];
    const Pair *src = tl.buf ? bufB : bufA;
    const u32 t = threadIdx.x;
    u32 pow2 = 8;
    while (pow2 < tl.len) {
        pow2 <<= 1;
    }
    Pair inf;
    inf.hi = ~0ull; inf.lo = ~0ull;
    for (u32 i = t; i < pow2; i += TILE / 8) {
        smem[padded(i)] = i < tl.len ? src[tl.start + i] : inf;
    }
    __syncthreads();
    const u32 groups = pow2 / 8;
    for (u32 k = 2; k <= pow2; k <<= 1) {
        for (u32 j = k >> 1; j > 0;) {
            const u32 s = j >= 4 ? j >> 2 : 1;
            // Strides j, j/2, ... down to s: at most three stages per pass.
            if (t < groups) {
                const u32 x = (t / s) * (8 * s) + (t % s);
                Pair v[8];
#pragma unroll
                for (int a = 0; a < 8; a++) {
                    v[a] = smem[padded(x + a * s)];
                }
#pragma unroll
                for (u32 da = 4; da > 0; da >>= 1) {
                    const u32 st = da * s;
                    if (st <= j) {
#pragma unroll
                        for (int a = 0; a < 8; a++) {
                            if ((a & da) == 0) {
                                compareExchange(v[a], v[a + da], ((x + a * s) & k) == 0);
                            }
                        }
                    }
                }
#pragma unroll
                for (int a = 0; a < 8; a++) {
                    smem[padded(x + a * s)] = v[a];
                }
            }
            __syncthreads();
            j = s >> 1;
        }
    }
    for (u32 i = t; i < tl.len; i += TILE / 8) {
        out[tl.start + i] = smem[padded(i)];
    }
}

extern "C" __global__ void __launch_bounds__(256, 4)
bitonic_tiles_2048(const Pair *__restrict__ bufA, const Pair *__restrict__ bufB, Pair *__restrict__ out,
                   const Tile *__restrict__ tiles, u32 numTiles) {
    bitonicTiles<2048>(bufA, bufB, out, tiles, numTiles);
}

extern "C" __global__ void __launch_bounds__(512, 2)
bitonic_tiles_4096(const Pair *__restrict__ bufA, const Pair *__restrict__ bufB, Pair *__restrict__ out,
                   const Tile *__restrict__ tiles, u32 numTiles) {
    bitonicTiles<4096>(bufA, bufB, out, tiles, numTiles);
}
