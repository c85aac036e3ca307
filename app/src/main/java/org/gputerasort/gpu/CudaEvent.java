package org.gputerasort.gpu;

import static jcuda.driver.JCudaDriver.cuEventCreate;
import static jcuda.driver.JCudaDriver.cuEventDestroy;
import static jcuda.driver.JCudaDriver.cuEventElapsedTime;
import static jcuda.driver.JCudaDriver.cuEventRecord;
import static jcuda.driver.JCudaDriver.cuEventSynchronize;

import jcuda.driver.CUevent;
import jcuda.driver.CUevent_flags;

/** A CUDA event: orders work across streams and times kernels on the GPU clock. */
final class CudaEvent implements AutoCloseable {
    private final CUevent event = new CUevent();
    private boolean open;

    CudaEvent() {
        Cuda.check("cuEventCreate", () -> cuEventCreate(event, CUevent_flags.CU_EVENT_DEFAULT));
        open = true;
    }

    CUevent handle() {
        return event;
    }

    void record(CudaStream stream) {
        Cuda.check("cuEventRecord", () -> cuEventRecord(event, stream.handle()));
    }

    void synchronize() {
        Cuda.check("cuEventSynchronize", () -> cuEventSynchronize(event));
    }

    /** Milliseconds from {@code start} to this event (both recorded and completed). */
    float millisSince(CudaEvent start) {
        float[] ms = new float[1];
        Cuda.check("cuEventElapsedTime", () -> cuEventElapsedTime(ms, start.event, event));
        return ms[0];
    }

    @Override
    public void close() {
        if (open) {
            open = false;
            Cuda.check("cuEventDestroy", () -> cuEventDestroy(event));
        }
    }
}
