package org.gputerasort.gpu;

import java.util.function.IntSupplier;

import jcuda.CudaException;
import jcuda.driver.JCudaDriver;

/**
 * The one place where JCuda driver calls are checked: every call goes through
 * {@link #check}, which turns a non-zero CUresult or a JCuda
 * {@link CudaException} into a {@link GpuException} naming the operation.
 */
final class Cuda {
    private Cuda() {
    }

    static {
        JCudaDriver.setExceptionsEnabled(true);
    }

    /** Runs one driver call; {@code what} names it in the error message. */
    static void check(String what, IntSupplier call) {
        int rc;
        try {
            rc = call.getAsInt();
        } catch (CudaException e) {
            throw new GpuException(what + ": " + e.getMessage(), e);
        }
        if (rc != 0) {
            throw new GpuException(GpuException.describe(what, rc));
        }
    }

    /** Debug mode: synchronize after every kernel so a fault names its kernel (slow). */
    static boolean debug() {
        return Boolean.getBoolean("gputerasort.gpu.debug") || "1".equals(System.getenv("GPUTERASORT_GPU_DEBUG"));
    }

    static String gigabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.2f GB", bytes / 1e9);
    }
}
