package org.gputerasort.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sweep removes exactly the leftovers of dead sorts on this host: never
 * a live owner's folder, another host's, a resumable one, or anything not
 * named like ours.
 */
class StaleLeftoversTest {
    static long deadPid;
    static final String HOST = TempFolderLock.current().host();

    @TempDir
    Path disk;

    @BeforeAll
    static void findADeadPid() throws Exception {
        Process p = new ProcessBuilder("true").start();
        p.waitFor();
        deadPid = p.pid();
    }

    private Path folder(String name, TempFolderLock lock) throws IOException {
        Path f = Files.createDirectory(disk.resolve(name));
        Files.writeString(f.resolve("run-000000"), "data");
        if (lock != null) {
            lock.writeInto(f);
        }
        return f;
    }

    @Test
    void removesTheFolderOfADeadProcessAndSaysSo() throws IOException {
        Path f = folder(TempSpace.PREFIX + deadPid + "-abc", new TempFolderLock(deadPid, HOST, Instant.now()));
        List<String> notes = StaleLeftovers.sweepTempDisks(List.of(disk), null);
        assertFalse(Files.exists(f));
        assertEquals(List.of("removed stale temp folder " + f + " of dead process " + deadPid), notes);
    }

    @Test
    void removesTheFolderOfAReusedPid() throws IOException {
        // the pid runs (it is this JVM), but it started at another time: the owner is dead, the pid reused
        long me = ProcessHandle.current().pid();
        Path f = folder(TempSpace.PREFIX + me + "-abc", new TempFolderLock(me, HOST, Instant.parse("2001-01-01T00:00:00Z")));
        StaleLeftovers.sweepTempDisks(List.of(disk), null);
        assertFalse(Files.exists(f));
    }

    @Test
    void keepsALiveOwnersFolder() throws IOException {
        Path f = folder(TempSpace.PREFIX + "1-abc", TempFolderLock.current());
        assertEquals(List.of(), StaleLeftovers.sweepTempDisks(List.of(disk), null));
        assertTrue(Files.exists(f.resolve("run-000000")));
    }

    @Test
    void keepsAnotherHostsFolder() throws IOException {
        Path f = folder(TempSpace.PREFIX + deadPid + "-abc", new TempFolderLock(deadPid, HOST + "-elsewhere", Instant.now()));
        assertEquals(List.of(), StaleLeftovers.sweepTempDisks(List.of(disk), null));
        assertTrue(Files.exists(f.resolve("run-000000")));
    }

    @Test
    void removesAnUnlockedFolderOnlyWhenThePidInItsNameIsDead() throws IOException {
        Path dead = folder(TempSpace.PREFIX + deadPid + "-abc", null);
        Path live = folder(TempSpace.PREFIX + ProcessHandle.current().pid() + "-abc", null);
        StaleLeftovers.sweepTempDisks(List.of(disk), null);
        assertFalse(Files.exists(dead));
        assertTrue(Files.exists(live));
    }

    @Test
    void keepsResumableFoldersAndForeignNames() throws IOException {
        Path resumable = folder(TempSpace.RESUME_PREFIX + "0123456789abcdef", new TempFolderLock(deadPid, HOST, Instant.now()));
        Path foreign = folder("my-data", new TempFolderLock(deadPid, HOST, Instant.now()));
        List<String> notes = StaleLeftovers.sweepTempDisks(List.of(disk), null);
        assertTrue(Files.exists(resumable.resolve("run-000000")));
        assertTrue(Files.exists(foreign.resolve("run-000000")));
        assertEquals(1, notes.size());
        assertTrue(notes.get(0).startsWith("kept resumable temp folder " + resumable), notes.get(0));
        assertEquals(List.of(), StaleLeftovers.sweepTempDisks(List.of(disk), resumable.getFileName().toString()),
                "the folder this job resumes is not reported");
    }

    @Test
    void removesHiddenPartialOutputsOfDeadProcessesOnly() throws IOException {
        Path out = disk.resolve("sorted.dat");
        Path dead = Files.writeString(disk.resolve(".sorted.dat." + deadPid + "-1a2b.tmp"), "x");
        Path live = Files.writeString(disk.resolve(".sorted.dat." + ProcessHandle.current().pid() + "-1a2b.tmp"), "x");
        Path other = Files.writeString(disk.resolve(".other.dat." + deadPid + "-1a2b.tmp"), "x");
        List<String> notes = StaleLeftovers.sweepOutputTemps(out);
        assertFalse(Files.exists(dead));
        assertTrue(Files.exists(live));
        assertTrue(Files.exists(other), "another output's partial file is not this sort's to judge");
        assertEquals(List.of("removed stale partial output " + dead + " of dead process " + deadPid), notes);
    }

    @Test
    void aLockSurvivesItsRoundTrip() throws IOException {
        TempFolderLock me = TempFolderLock.current();
        me.writeInto(disk);
        assertEquals(me, TempFolderLock.read(disk).orElseThrow());
        assertEquals(TempFolderLock.Owner.LIVE, me.owner());
        Files.writeString(disk.resolve(TempSpace.LOCK), "pid=12\nhost=");
        assertTrue(TempFolderLock.read(disk).isEmpty(), "a torn lock is no lock");
    }
}
