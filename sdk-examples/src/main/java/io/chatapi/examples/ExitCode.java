package io.chatapi.examples;

/** The exit codes of every command, so that scripts can tell a failed run from a mistyped one. */
public final class ExitCode {
    /** Done: the command did what it was asked (including "nothing to do"). */
    public static final int OK = 0;

    /** Failed: the server refused, the network broke, or a file could not be written. */
    public static final int FAILED = 1;

    /** Bad input: unknown option, bad state file, missing password source. Nothing was sent. */
    public static final int BAD_INPUT = 2;

    private ExitCode() {}
}
