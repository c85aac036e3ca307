package org.gputerasort.gpu;

import static jcuda.driver.JCudaDriver.cuFuncSetAttribute;
import static jcuda.driver.JCudaDriver.cuLaunchKernel;

import jcuda.NativePointerObject;
import jcuda.Pointer;
import jcuda.driver.CUdeviceptr;
import jcuda.driver.CUfunction;
import jcuda.driver.CUfunction_attribute;

/**
 * One kernel of the module with a launch that checks its arguments: device
 * pointers and 32-bit unsigned ints, in the order of the CUDA signature. In
 * debug mode every launch is followed by a context synchronize, so an illegal
 * address is reported against the kernel that caused it.
 */
final class Kernel {
    private final CUfunction function;
    private final String name;
    private final CudaContext context;

    Kernel(CudaModule module, CudaContext context, String name) {
        this.function = module.function(name);
        this.name = name;
        this.context = context;
    }

    /** Raises the dynamic shared memory limit (needed above 48 KB). */
    void allowSharedBytes(int bytes) {
        Cuda.check("cuFuncSetAttribute(" + name + ", max dynamic shared = " + bytes + ")",
                () -> cuFuncSetAttribute(function, CUfunction_attribute.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, bytes));
    }

    void launch(CudaStream stream, long grid, int block, int sharedBytes, Object... args) {
        if (grid <= 0) {
            return;
        }
        if (grid > Integer.MAX_VALUE) {
            throw new GpuException(name + ": grid of " + grid + " blocks is too large");
        }
        NativePointerObject[] params = new NativePointerObject[args.length];
        for (int i = 0; i < args.length; i++) {
            Object a = args[i];
            if (a instanceof CUdeviceptr) {
                params[i] = Pointer.to((CUdeviceptr) a);
            } else if (a instanceof Integer) {
                params[i] = Pointer.to(new int[] {(Integer) a});
            } else {
                throw new IllegalArgumentException(name + ": argument " + i + " is neither a device pointer nor an int: " + a);
            }
        }
        Cuda.check("launch " + name + " <<<" + grid + ", " + block + ", " + sharedBytes + ">>>",
                () -> cuLaunchKernel(function, (int) grid, 1, 1, block, 1, 1, sharedBytes, stream.handle(),
                        Pointer.to(params), null));
        if (Cuda.debug()) {
            context.synchronize(name);
        }
    }
}
