package io.chatapi.examples;

/**
 * The exit codes of every command, so that scripts can tell a failed run from a mistyped one and
 * from one whose outcome nobody knows.
 */
public final class ExitCode {
    /** Done: the command did what it was asked (including "nothing to do"). */
    public static final int OK = 0;

    /** Failed: the server refused, the network broke, or a file could not be written. */
    public static final int FAILED = 1;

    /** Bad input: unknown option, missing value, bad file, missing variable. Nothing was sent. */
    public static final int BAD_INPUT = 2;

    /**
     * Outcome unknown: a change was sent and no answer came, so it may have been made. Verify
     * before running again; it was not sent twice.
     */
    public static final int UNKNOWN = 3;

    /** Changes pending: a dry run given {@code --detailed-exitcode} found something to change. */
    public static final int CHANGES_PENDING = 4;

    private ExitCode() {}
}
