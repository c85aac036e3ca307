package org.gputerasort.gpu;

import static jcuda.driver.JCudaDriver.cuStreamCreate;
import static jcuda.driver.JCudaDriver.cuStreamDestroy;
import static jcuda.driver.JCudaDriver.cuStreamSynchronize;
import static jcuda.driver.JCudaDriver.cuStreamWaitEvent;

import jcuda.driver.CUstream;
import jcuda.driver.CUstream_flags;

/** A CUDA stream: copies on one and kernels on another overlap. */
final class CudaStream implements AutoCloseable {
    private final CUstream stream = new CUstream();
    private boolean open;

    CudaStream() {
        Cuda.check("cuStreamCreate", () -> cuStreamCreate(stream, CUstream_flags.CU_STREAM_NON_BLOCKING));
        open = true;
    }

    CUstream handle() {
        return stream;
    }

    void synchronize() {
        Cuda.check("cuStreamSynchronize", () -> cuStreamSynchronize(stream));
    }

    /** Work queued on this stream after this call waits until {@code event} has happened. */
    void waitFor(CudaEvent event) {
        Cuda.check("cuStreamWaitEvent", () -> cuStreamWaitEvent(stream, event.handle(), 0));
    }

    @Override
    public void close() {
        if (open) {
            open = false;
            Cuda.check("cuStreamDestroy", () -> cuStreamDestroy(stream));
        }
    }
}
