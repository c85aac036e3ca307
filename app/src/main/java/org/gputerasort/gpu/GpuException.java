package org.gputerasort.gpu;

import jcuda.driver.CUresult;

/**
 * A CUDA failure with the operation that failed and the CUresult name, so a
 * user sees "cuMemAlloc of 4.0 GB: CUDA_ERROR_OUT_OF_MEMORY" rather than a
 * bare error number from deep inside JCuda.
 */
public final class GpuException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public GpuException(String message) {
        super(message);
    }

    public GpuException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The message for a CUresult code returned by {@code what}. */
    static String describe(String what, int result) {
        return what + ": " + CUresult.stringFor(result);
    }
}
