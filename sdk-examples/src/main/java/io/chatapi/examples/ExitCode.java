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

    /**
     * Bad input: unknown option, missing value, bad file, missing variable; also another {@code
     * provision} run holding the ledger's lock. Nothing was sent.
     */
    public static final int BAD_INPUT = 2;

    /**
     * Outcome unknown: a change was sent and no answer came, so it may have been made. Verify
     * before running again; it was not sent twice.
     */
    public static final int UNKNOWN = 3;

    /** Changes pending: a dry run given {@code --detailed-exitcode} found something to change. */
    public static final int CHANGES_PENDING = 4;

    /**
     * Interrupted by SIGINT (Ctrl-C), as shells report it (128 + 2): {@code provision} finished the
     * change in flight, wrote the ledger and the report, and printed its summary.
     */
    public static final int INTERRUPTED = 130;

    /** Terminated by SIGTERM (128 + 15), as {@link #INTERRUPTED} otherwise. */
    public static final int TERMINATED = 143;

    private ExitCode() {}

    /**
     * The exit code of a command that threw: {@link BadInputException} and the SDK's argument checks
     * ({@link IllegalArgumentException}) 2, {@link OutcomeUnknownException} 3, anything else 1.
     *
     * @param failure what the command threw
     * @return the exit code
     */
    public static int forFailure(Throwable failure) {
        // The SDK checks its arguments (a blank id, a malformed e-mail, a shop code out of range)
        // before sending anything; every argument the CLI passes comes from the user.
        if (failure instanceof BadInputException || failure instanceof IllegalArgumentException) {
            return BAD_INPUT;
        }
        return failure instanceof OutcomeUnknownException ? UNKNOWN : FAILED;
    }
}
