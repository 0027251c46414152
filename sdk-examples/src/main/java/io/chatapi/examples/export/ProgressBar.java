package io.chatapi.examples.export;

import java.io.PrintStream;
import java.util.function.LongSupplier;

/**
 * A one-line progress bar redrawn in place ({@code \r}) on a terminal, at most ten times a second,
 * such as {@code [###···]  50%  2/4 tickets}. {@link #finish} draws the final state and ends the
 * line.
 */
final class ProgressBar implements ProgressReport {
    private static final int WIDTH = 30;
    private static final long INTERVAL_NANOS = 100_000_000L;

    private final PrintStream out;
    private final LongSupplier nanoTime;
    private long lastDraw;
    private boolean drawn;

    ProgressBar(PrintStream out) {
        this(out, System::nanoTime);
    }

    ProgressBar(PrintStream out, LongSupplier nanoTime) {
        this.out = out;
        this.nanoTime = nanoTime;
    }

    @Override
    public void update(long done, long total) {
        long now = nanoTime.getAsLong();
        if (drawn && now - lastDraw < INTERVAL_NANOS) {
            return;
        }
        drawn = true;
        lastDraw = now;
        draw(done, total);
    }

    /** Shows {@code text} where the bar will be drawn, until it is. */
    @Override
    public void say(String text) {
        out.print("\r" + text);
        out.flush();
    }

    /** Draws the export as complete with {@code done} tickets and ends the line. */
    @Override
    public void finish(long done) {
        draw(done, done);
        out.println();
        out.flush();
    }

    /** Ends the line after a failure, leaving the last state drawn. */
    @Override
    public void abandon() {
        if (drawn) {
            out.println();
            out.flush();
        }
    }

    private void draw(long done, long total) {
        int percent = total <= 0 ? 100 : (int) (done * 100 / total);
        int filled = percent * WIDTH / 100;
        out.print("\r[" + "#".repeat(filled) + "·".repeat(WIDTH - filled) + "] " + String.format("%3d%%", percent)
                + "  " + done + "/" + total + (total == 1 ? " ticket" : " tickets"));
        out.flush();
    }
}
