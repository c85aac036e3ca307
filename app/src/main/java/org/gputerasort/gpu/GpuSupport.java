package org.gputerasort.gpu;

import static jcuda.driver.JCudaDriver.cuDeviceGetCount;
import static jcuda.driver.JCudaDriver.cuInit;

import java.util.Optional;

import jcuda.driver.JCudaDriver;

/**
 * Whether this process can use a CUDA GPU, asked once: loads the JCuda driver
 * library (which needs libcuda.so.1), initialises the driver and counts
 * devices. {@code --sorter auto} picks the GPU sorter only when this says
 * yes; {@code --sorter gpu} reports the reason otherwise.
 */
public final class GpuSupport {
    private static Optional<String> reason;

    private GpuSupport() {
    }

    /** Empty when a GPU is usable; otherwise a one-line reason for the user. */
    public static synchronized Optional<String> unavailableReason() {
        if (reason == null) {
            reason = probe();
        }
        return reason;
    }

    public static boolean isUsable() {
        return unavailableReason().isEmpty();
    }

    private static Optional<String> probe() {
        try {
            JCudaDriver.setExceptionsEnabled(true);
            int rc = cuInit(0);
            if (rc != 0) {
                return Optional.of("cuInit failed: " + jcuda.driver.CUresult.stringFor(rc));
            }
            int[] count = new int[1];
            rc = cuDeviceGetCount(count);
            if (rc != 0) {
                return Optional.of("cuDeviceGetCount failed: " + jcuda.driver.CUresult.stringFor(rc));
            }
            if (count[0] == 0) {
                return Optional.of("the CUDA driver reports no device");
            }
            if (CudaModule.class.getResource(GpuKeySorter.FATBIN) == null) {
                return Optional.of("the kernel image " + GpuKeySorter.FATBIN + " is missing from the jar");
            }
            return Optional.empty();
        } catch (LinkageError e) {
            return Optional.of("the JCuda driver library did not load (no NVIDIA driver / libcuda.so.1?): "
                    + firstLine(e.getMessage()));
        } catch (RuntimeException e) {
            return Optional.of("CUDA is not usable: " + firstLine(e.getMessage()));
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "(no message)";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
