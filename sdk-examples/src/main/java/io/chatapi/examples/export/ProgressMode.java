package io.chatapi.examples.export;

import java.io.PrintStream;
import java.util.Locale;

/** {@code --progress}: how an export reports on stderr. */
public enum ProgressMode {
    /** A bar when stderr is a terminal, plain lines otherwise (the default). */
    AUTO,
    /** A bar redrawn in place, even when stderr is not a terminal. */
    BAR,
    /** A line every few seconds. */
    PLAIN,
    /** Nothing but the closing line. */
    NONE;

    /** Picks the report for this mode; {@code stderrIsTerminal} decides {@link #AUTO}. */
    ProgressReport open(PrintStream err, boolean stderrIsTerminal) {
        return switch (this) {
            case AUTO -> stderrIsTerminal ? new ProgressBar(err) : new ProgressLines(err);
            case BAR -> new ProgressBar(err);
            case PLAIN -> new ProgressLines(err);
            case NONE -> ProgressReport.NONE;
        };
    }

    /** The name as typed on the command line. */
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
