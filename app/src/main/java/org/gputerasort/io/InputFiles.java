package org.gputerasort.io;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gputerasort.record.RecordFormat;

/**
 * One or more input files read as a single sequence of records, by
 * positional reads that several threads may issue at once. Opened read-only:
 * the input is never modified.
 */
public final class InputFiles implements AutoCloseable {
    private static final int MAX_READ_RECORDS = 40_000;
    private final List<Path> paths;
    private final List<FileChannel> channels = new ArrayList<>();
    private final long[] startRecord; // first record number of each file, plus the total at the end

    private final boolean direct;

    private InputFiles(List<Path> paths, long[] startRecord, boolean direct) {
        this.paths = List.copyOf(paths);
        this.startRecord = startRecord;
        this.direct = direct;
    }

    /**
     * Opens the files after checking each is a readable regular file whose size
     * is whole records.
     *
     * @throws BadInputException naming the file and what is wrong with it
     */
    public static InputFiles open(List<Path> paths) throws IOException {
        return open(paths, false);
    }

    /** As {@link #open(List)}, reading with O_DIRECT when {@code direct}. */
    public static InputFiles open(List<Path> paths, boolean direct) throws IOException {
        if (paths.isEmpty()) {
            throw new BadInputException("no input file given");
        }
        long[] start = new long[paths.size() + 1];
        for (int i = 0; i < paths.size(); i++) {
            Path p = paths.get(i);
            if (!Files.exists(p)) {
                throw new BadInputException("input " + p + ": No such file or directory");
            }
            if (Files.isDirectory(p)) {
                throw new BadInputException("input " + p + " is a directory, not a file of records");
            }
            if (!Files.isRegularFile(p)) {
                throw new BadInputException("input " + p + " is not a regular file (a pipe or device cannot be sorted in place)");
            }
            if (!Files.isReadable(p)) {
                throw new BadInputException("input " + p + ": Permission denied");
            }
            long size = Files.size(p);
            try {
                start[i + 1] = start[i] + RecordFormat.recordCount(size, "input " + p);
            } catch (IllegalArgumentException e) {
                throw new BadInputException(e.getMessage());
            }
        }
        InputFiles in = new InputFiles(paths, start, direct);
        try {
            for (Path p : paths) {
                in.channels.add(PositionalReads.open(p, direct));
            }
        } catch (BadInputException e) {
            in.close();
            throw e;
        } catch (IOException e) {
            in.close();
            throw new BadInputException("cannot open input: " + e.getMessage());
        }
        return in;
    }

    public List<Path> paths() {
        return paths;
    }

    public long records() {
        return startRecord[startRecord.length - 1];
    }

    public long bytes() {
        return records() * RecordFormat.RECORD_SIZE;
    }

    /** Reads {@code count} records starting at record {@code first} into {@code dst[off ..]}. */
    public void read(long first, byte[] dst, int off, int count) throws IOException {
        long rec = first;
        int left = count;
        int pos = off;
        int f = fileOf(rec);
        while (left > 0) {
            // at most 4 MB a read: the JDK stages heap reads through a temporary direct buffer of the read's size
            long inFile = Math.min(Math.min(left, startRecord[f + 1] - rec), MAX_READ_RECORDS);
            long filePos = (rec - startRecord[f]) * RecordFormat.RECORD_SIZE;
            try {
                PositionalReads.readFully(channels.get(f), direct, filePos, dst, pos, (int) (inFile * RecordFormat.RECORD_SIZE));
            } catch (IOException e) {
                if (e.getMessage() != null && e.getMessage().startsWith("unexpected end of file")) {
                    throw new IOException("input " + paths.get(f) + " shrank while being read");
                }
                throw e;
            }
            rec += inFile;
            left -= (int) inFile;
            pos += (int) (inFile * RecordFormat.RECORD_SIZE);
            if (left > 0) {
                f = fileOf(rec);
            }
        }
    }

    private int fileOf(long rec) {
        int f = 0;
        while (f < paths.size() - 1 && startRecord[f + 1] <= rec) {
            f++;
        }
        while (f < paths.size() - 1 && startRecord[f + 1] == startRecord[f]) {
            f++; // skip empty files
        }
        return f;
    }

    @Override
    public void close() throws IOException {
        IOException first = null;
        for (FileChannel c : channels) {
            try {
                c.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
