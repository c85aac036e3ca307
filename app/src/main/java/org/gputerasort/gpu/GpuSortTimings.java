package org.gputerasort.gpu;

import java.util.Locale;

/**
 * Where the time of one GPU key sort went: host to device, the kernels on the
 * GPU clock, device to host, and end to end (long[] in, long[] out). The PCIe
 * rate is the bytes moved both ways over the end-to-end time, the figure the
 * issue's 80 % target is about.
 */
public record GpuSortTimings(int pairs, double uploadMs, double kernelMs, double downloadMs, double endToEndMs,
                             int levels) {
    public long bytesMoved() {
        return 2L * pairs * HybridSortPlan.PAIR_BYTES;
    }

    /** GB/s of bytes moved over the end-to-end time. */
    public double endToEndRate() {
        return endToEndMs > 0 ? bytesMoved() / (endToEndMs * 1e6) : 0;
    }

    /** G pairs per second on the kernels alone. */
    public double kernelRate() {
        return kernelMs > 0 ? pairs / (kernelMs * 1e6) : 0;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "pairs=%d upload=%.2fms kernels=%.2fms download=%.2fms end-to-end=%.2fms "
                + "levels=%d", pairs, uploadMs, kernelMs, downloadMs, endToEndMs, levels);
    }
}
