package io.chatapi.examples.export;

import java.io.PrintStream;
import java.util.function.LongSupplier;

/**
 * Progress as plain lines, for logs and CI where {@code \r} redraws are noise: one line such as
 * {@code Exported 120/1000 tickets (12%)} at most every five seconds.
 */
final class ProgressLines implements ProgressReport {
    private static final long INTERVAL_NANOS = 5_000_000_000L;

    private final PrintStream out;
    private final LongSupplier nanoTime;
    private final long start;
    private long lastLine;

    ProgressLines(PrintStream out) {
        this(out, System::nanoTime);
    }

    ProgressLines(PrintStream out, LongSupplier nanoTime) {
        this.out = out;
        this.nanoTime = nanoTime;
        this.start = nanoTime.getAsLong();
        this.lastLine = start;
    }

    @Override
    public void update(long done, long total) {
        long now = nanoTime.getAsLong();
        if (now - lastLine < INTERVAL_NANOS) {
            return;
        }
        lastLine = now;
        long percent = total <= 0 ? 100 : done * 100 / total;
        out.println("Exported " + done + "/" + total + " tickets (" + percent + "%)");
    }

    @Override
    public void say(String text) {
        out.println(text);
    }

    /** The command's own closing line says how many were written. */
    @Override
    public void finish(long done) {}

    @Override
    public void abandon() {}
}
