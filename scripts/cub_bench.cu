// The yardstick for the GPU key sorter: NVIDIA CUB's DeviceRadixSort::SortPairs
// on 64-bit key prefixes with 32-bit values (the record index), random and
// all-equal keys. Compiled on the GPU machine by scripts/bench-gpu.sh:
//   nvcc -O3 -gencode arch=compute_90,code=sm_90 -o cub_bench cub_bench.cu
// Usage: cub_bench N[,N...] [reps]. Prints one line per case:
//   cub dist=random n=... ms=... gkeys=...
#include <cub/device/device_radix_sort.cuh>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <string>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); exit(1); } } while (0)

__global__ void fill(unsigned long long *keys, unsigned *vals, size_t n, int equal) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        unsigned long long z = equal ? 0x9E3779B97F4A7C15ull : (i + 1) * 0x9E3779B97F4A7C15ull;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        keys[i] = z ^ (z >> 31);
        vals[i] = (unsigned)i;
    }
}

__global__ void countDescents(const unsigned long long *keys, size_t n, unsigned long long *bad) {
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x + 1; i < n; i += (size_t)gridDim.x * blockDim.x) {
        if (keys[i - 1] > keys[i]) atomicAdd(bad, 1ull);
    }
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: cub_bench N[,N...] [reps]\n");
        return 2;
    }
    std::vector<size_t> sizes;
    for (char *tok = strtok(argv[1], ","); tok; tok = strtok(nullptr, ",")) sizes.push_back(strtoull(tok, nullptr, 10));
    int reps = argc > 2 ? atoi(argv[2]) : 5;
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    printf("# cub_bench on %s, CUB %d.%d.%d, reps=%d\n", prop.name, CUB_MAJOR_VERSION, CUB_MINOR_VERSION,
           CUB_SUBMINOR_VERSION, reps);
    for (size_t n : sizes) {
        unsigned long long *k0, *k1, *bad;
        unsigned *v0, *v1;
        CHECK(cudaMalloc(&k0, n * 8)); CHECK(cudaMalloc(&k1, n * 8));
        CHECK(cudaMalloc(&v0, n * 4)); CHECK(cudaMalloc(&v1, n * 4));
        CHECK(cudaMalloc(&bad, 8));
        cub::DoubleBuffer<unsigned long long> keys(k0, k1);
        cub::DoubleBuffer<unsigned> vals(v0, v1);
        size_t tmpBytes = 0;
        CHECK(cub::DeviceRadixSort::SortPairs(nullptr, tmpBytes, keys, vals, (int)n));
        void *tmp;
        CHECK(cudaMalloc(&tmp, tmpBytes));
        cudaEvent_t a, b;
        CHECK(cudaEventCreate(&a)); CHECK(cudaEventCreate(&b));
        for (int equal = 0; equal < 2; equal++) {
            float best = 1e30f;
            for (int r = 0; r < reps + 1; r++) {
                fill<<<1024, 256>>>(keys.Current(), vals.Current(), n, equal);
                CHECK(cudaGetLastError());
                CHECK(cudaEventRecord(a));
                CHECK(cub::DeviceRadixSort::SortPairs(tmp, tmpBytes, keys, vals, (int)n));
                CHECK(cudaEventRecord(b));
                CHECK(cudaEventSynchronize(b));
                float ms;
                CHECK(cudaEventElapsedTime(&ms, a, b));
                if (r > 0 && ms < best) best = ms;  // r == 0 is the warm-up
            }
            CHECK(cudaMemset(bad, 0, 8));
            countDescents<<<1024, 256>>>(keys.Current(), n, bad);
            unsigned long long nbad = 0;
            CHECK(cudaMemcpy(&nbad, bad, 8, cudaMemcpyDeviceToHost));
            printf("cub dist=%s n=%zu ms=%.3f gkeys=%.3f %s\n", equal ? "all_equal" : "random", n, best,
                   n / (best * 1e6), nbad == 0 ? "sorted" : "NOT-SORTED");
            fflush(stdout);
        }
        CHECK(cudaFree(tmp)); CHECK(cudaFree(k0)); CHECK(cudaFree(k1)); CHECK(cudaFree(v0)); CHECK(cudaFree(v1));
        CHECK(cudaFree(bad));
    }
    return 0;
}
