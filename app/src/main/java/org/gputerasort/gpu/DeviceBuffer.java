package org.gputerasort.gpu;

import static jcuda.driver.JCudaDriver.cuMemAlloc;
import static jcuda.driver.JCudaDriver.cuMemFree;

import jcuda.driver.CUdeviceptr;

/** Device memory of a fixed size, freed on close. */
final class DeviceBuffer implements AutoCloseable {
    private final CUdeviceptr ptr = new CUdeviceptr();
    private final long bytes;
    private boolean allocated;

    DeviceBuffer(String what, long bytes) {
        this.bytes = Math.max(bytes, 16);
        Cuda.check("cuMemAlloc of " + Cuda.gigabytes(this.bytes) + " for " + what, () -> cuMemAlloc(ptr, this.bytes));
        allocated = true;
    }

    CUdeviceptr ptr() {
        return ptr;
    }

    CUdeviceptr at(long byteOffset) {
        return ptr.withByteOffset(byteOffset);
    }

    long bytes() {
        return bytes;
    }

    @Override
    public void close() {
        if (allocated) {
            allocated = false;
            Cuda.check("cuMemFree", () -> cuMemFree(ptr));
        }
    }
}
