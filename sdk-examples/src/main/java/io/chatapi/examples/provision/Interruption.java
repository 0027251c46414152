package io.chatapi.examples.provision;

import java.io.PrintStream;
import java.time.Duration;

/**
 * SIGINT and SIGTERM during {@code provision}, handled as Terraform handles Ctrl-C: the change in
 * flight is finished and recorded, no further change is started, the ledger and the report are
 * written and the summary printed, then the process exits 130 (SIGINT) or 143 (SIGTERM).
 *
 * <p>Built on a shutdown hook, the JDK's supported way to hear these signals: the hook marks the stop
 * and, while changes are being applied, waits (up to {@code patience}) for the run to settle; the
 * JVM then exits with 128 + the signal's number. Before the first change nothing waits: nothing was
 * sent. A second signal cannot cut the wait short; {@code kill -9} can, and the ledger's pending
 * creates cover that too.
 */
final class Interruption implements AutoCloseable {
    /** Opens the interruption a run listens to. */
    @FunctionalInterface
    interface Factory {
        Interruption open(PrintStream err, Duration patience);
    }

    private final Object monitor = new Object();
    private final PrintStream err;
    private final Duration patience;
    private final Thread hook;
    private boolean requested;
    private boolean applying;
    private boolean settled;

    private Interruption(PrintStream err, Duration patience, boolean onSignals) {
        this.err = err;
        this.patience = patience;
        this.hook = onSignals ? new Thread(this::request, "provision-stop") : null;
        if (hook != null) {
            Runtime.getRuntime().addShutdownHook(hook);
        }
    }

    /**
     * Listens for SIGINT and SIGTERM until {@link #close()}.
     *
     * @param err where to say that the run is stopping
     * @param patience how long a signal waits for the change in flight at most
     */
    static Interruption onSignals(PrintStream err, Duration patience) {
        return new Interruption(err, patience, true);
    }

    /** An interruption that only {@link #request()} triggers: for tests, and runs that embed the CLI. */
    static Interruption manual(PrintStream err, Duration patience) {
        return new Interruption(err, patience, false);
    }

    /** Whether a stop was asked for. */
    boolean requested() {
        synchronized (monitor) {
            return requested;
        }
    }

    /**
     * Enters the phase in which a stop waits for the change in flight.
     *
     * @return false when a stop was asked for already: apply nothing
     */
    boolean startApplying() {
        synchronized (monitor) {
            applying = !requested;
            return applying;
        }
    }

    /** The run has written its ledger and report and printed its summary: a waiting stop may end the JVM. */
    void settled() {
        synchronized (monitor) {
            settled = true;
            monitor.notifyAll();
        }
    }

    /** Asks the run to stop after the change in flight, and waits for it while changes are being applied. */
    void request() {
        synchronized (monitor) {
            requested = true;
            if (!applying) {
                if (!settled) {
                    err.println("Stopped by a signal before any change was sent; nothing was changed.");
                }
                return;
            }
            err.println("Signal received: finishing the change in flight, then stopping.");
            long deadline = System.nanoTime() + patience.toNanos();
            try {
                while (!settled) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        err.println("The change in flight did not finish within " + patience.toSeconds()
                                + " s; stopping without the summary. The ledger holds every create as pending"
                                + " until it is identified, so the next run resolves it.");
                        return;
                    }
                    monitor.wait(Math.max(1, left / 1_000_000));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Stops listening; during the JVM's shutdown the hook stays, as it must. */
    @Override
    public void close() {
        settled();
        if (hook != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // Shutdown in progress: the hook is running, and ends the JVM when it returns.
            }
        }
    }
}
