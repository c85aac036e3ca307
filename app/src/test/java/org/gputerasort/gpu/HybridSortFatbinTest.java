package org.gputerasort.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;

/**
 * The committed fatbin must be the compiled current hybrid_sort.cu: the build
 * does not run nvcc (CI may lack it), so a kernel edit without
 * {@code mvn -Pcuda} (or build-fatbin.sh) would ship stale kernels.
 */
class HybridSortFatbinTest {

    @Test
    void committedFatbinWasBuiltFromTheCurrentSource() throws Exception {
        byte[] source = Files.readAllBytes(Path.of("src/main/cuda/hybrid_sort.cu"));
        String actual = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(source));
        byte[] recorded = CudaModule.class.getResourceAsStream("/org/gputerasort/gpu/hybrid_sort.cu.sha256").readAllBytes();
        assertEquals(new String(recorded, StandardCharsets.US_ASCII).trim(), actual,
                "hybrid_sort.cu changed since the fatbin was built: run app/src/main/cuda/build-fatbin.sh or mvn -Pcuda");
    }

    @Test
    void fatbinResourceIsAFatbin() {
        byte[] image = CudaModule.readResource(GpuKeySorter.FATBIN);
        assertTrue(image.length > 10_000, "size " + image.length);
        // fatbin magic 0xBA55ED50, little endian
        assertEquals(0x50, image[0] & 0xFF);
        assertEquals(0xED, image[1] & 0xFF);
        assertEquals(0x55, image[2] & 0xFF);
        assertEquals(0xBA, image[3] & 0xFF);
    }
}
