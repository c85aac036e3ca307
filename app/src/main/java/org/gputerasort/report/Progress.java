package org.gputerasort.report;

import java.io.PrintStream;
import java.time.temporal.ChronoUnit;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A progress line for one long phase (phase name, MB done of total, MB/s,
 * ETA) on stderr, so stdout stays clean for results. Shown only on a
 * terminal: in a pipe, a log file or CI the bar's redraws would be noise,
 * so {@link #start} returns a no-op there. {@link #advance} is thread-safe;
 * stages report from their own threads.
 */
public interface Progress extends AutoCloseable {
    /** A progress that shows nothing. */
    Progress NONE = new Progress() {
        @Override
        public void advance(long bytes) {
        }

        @Override
        public void close() {
        }
    };

    /** Records {@code bytes} more done. */
    void advance(long bytes);

    /** Ends the line (a finished bar stays on screen); never throws. */
    @Override
    void close();

    /** A bar on stderr when this process has a terminal, else {@link #NONE}. */
    static Progress start(String phase, long totalBytes) {
        return System.console() != null ? onStream(phase, totalBytes, System.err, 0) : NONE;
    }

    /**
     * A bar on {@code out}, shown unconditionally.
     *
     * @param width characters per line, or 0 to ask the terminal
     */
    static Progress onStream(String phase, long totalBytes, PrintStream out, int width) {
        ProgressBar bar = new ProgressBarBuilder().setTaskName(phase).setInitialMax(Math.max(totalBytes, 0))
                .setUnit(" MB", 1_000_000).showSpeed().setSpeedUnit(ChronoUnit.SECONDS).setUpdateIntervalMillis(250)
                .setStyle(ProgressBarStyle.UNICODE_BLOCK)
                .setConsumer(width > 0 ? new ConsoleProgressBarConsumer(out, width) : new ConsoleProgressBarConsumer(out))
                .build();
        return new Progress() {
            @Override
            public void advance(long bytes) {
                bar.stepBy(bytes);
            }

            @Override
            public void close() {
                bar.close();
            }
        };
    }
}
