package org.gputerasort.gpu;

import static jcuda.driver.JCudaDriver.cuModuleGetFunction;
import static jcuda.driver.JCudaDriver.cuModuleLoadData;
import static jcuda.driver.JCudaDriver.cuModuleUnload;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import jcuda.driver.CUfunction;
import jcuda.driver.CUmodule;

/**
 * A fatbin loaded from a jar resource. Kernels are compiled by nvcc at build
 * time (SASS for sm_80 and sm_90, PTX for compute_80): the GPU machines have
 * no NVRTC of the version JCuda wants, so nothing is compiled at run time
 * except the driver's own PTX JIT for newer chips.
 */
final class CudaModule implements AutoCloseable {
    private final CUmodule module = new CUmodule();
    private boolean loaded;

    CudaModule(String resource) {
        byte[] image = readResource(resource);
        Cuda.check("cuModuleLoadData(" + resource + ")", () -> cuModuleLoadData(module, image));
        loaded = true;
    }

    static byte[] readResource(String resource) {
        try (InputStream in = CudaModule.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new GpuException("kernel image " + resource + " is missing from the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + resource, e);
        }
    }

    CUfunction function(String name) {
        CUfunction f = new CUfunction();
        Cuda.check("cuModuleGetFunction(" + name + ")", () -> cuModuleGetFunction(f, module, name));
        return f;
    }

    @Override
    public void close() {
        if (loaded) {
            loaded = false;
            Cuda.check("cuModuleUnload", () -> cuModuleUnload(module));
        }
    }
}
