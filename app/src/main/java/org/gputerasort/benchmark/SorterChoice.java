package org.gputerasort.benchmark;

import java.util.Locale;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Which key sorter a benchmark uses: the GPU when one is usable ({@code auto}), or one forced. */
public enum SorterChoice {
    AUTO, CPU, GPU;

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Accepts {@code auto|cpu|gpu} in any case, as users type them. */
    public static final class Converter implements ITypeConverter<SorterChoice> {
        @Override
        public SorterChoice convert(String value) {
            try {
                return SorterChoice.valueOf(value.strip().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("expected auto, cpu or gpu; got '" + value + "'");
            }
        }
    }
}
