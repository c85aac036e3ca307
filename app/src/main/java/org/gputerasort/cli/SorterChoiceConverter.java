package org.gputerasort.cli;

import java.util.Locale;

import org.gputerasort.sort.SorterChoice;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Accepts {@code auto|cpu|gpu} in any case, as users type them, for every command that picks a sorter. */
public final class SorterChoiceConverter implements ITypeConverter<SorterChoice> {
    @Override
    public SorterChoice convert(String value) {
        try {
            return SorterChoice.valueOf(value.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException("expected auto, cpu or gpu; got '" + value + "'");
        }
    }
}
