package org.gputerasort.gpu;

import static jcuda.driver.JCudaDriver.cuCtxSetCurrent;
import static jcuda.driver.JCudaDriver.cuCtxSynchronize;
import static jcuda.driver.JCudaDriver.cuDeviceGet;
import static jcuda.driver.JCudaDriver.cuDeviceGetName;
import static jcuda.driver.JCudaDriver.cuDevicePrimaryCtxRelease;
import static jcuda.driver.JCudaDriver.cuDevicePrimaryCtxRetain;
import static jcuda.driver.JCudaDriver.cuInit;
import static jcuda.driver.JCudaDriver.cuMemGetInfo;

import java.nio.charset.StandardCharsets;

import jcuda.driver.CUcontext;
import jcuda.driver.CUdevice;

/**
 * The primary context of one device. The primary context (rather than a
 * private one) is what other CUDA users in the process share, and making it
 * current is cheap, so every public entry point calls {@link #makeCurrent}
 * whatever thread it runs on.
 */
final class CudaContext implements AutoCloseable {
    private final CUdevice device = new CUdevice();
    private final CUcontext context = new CUcontext();
    private final String name;
    private boolean closed;

    CudaContext(int ordinal) {
        Cuda.check("cuInit", () -> cuInit(0));
        Cuda.check("cuDeviceGet(" + ordinal + ")", () -> cuDeviceGet(device, ordinal));
        byte[] raw = new byte[256];
        Cuda.check("cuDeviceGetName", () -> cuDeviceGetName(raw, raw.length, device));
        int len = 0;
        while (len < raw.length && raw[len] != 0) {
            len++;
        }
        name = new String(raw, 0, len, StandardCharsets.US_ASCII);
        Cuda.check("cuDevicePrimaryCtxRetain", () -> cuDevicePrimaryCtxRetain(context, device));
        makeCurrent();
    }

    String name() {
        return name;
    }

    void makeCurrent() {
        Cuda.check("cuCtxSetCurrent", () -> cuCtxSetCurrent(context));
    }

    /** Free device memory in bytes, as the driver reports it now. */
    long freeBytes() {
        long[] free = new long[1];
        long[] total = new long[1];
        Cuda.check("cuMemGetInfo", () -> cuMemGetInfo(free, total));
        return free[0];
    }

    void synchronize(String after) {
        Cuda.check("kernel " + after + " (cuCtxSynchronize)", () -> cuCtxSynchronize());
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            Cuda.check("cuDevicePrimaryCtxRelease", () -> cuDevicePrimaryCtxRelease(device));
        }
    }
}
