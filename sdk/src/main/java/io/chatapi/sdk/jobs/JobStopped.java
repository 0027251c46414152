package io.chatapi.sdk.jobs;

/**
 * Ends a converging call's loop: the job budget ran out, or a failure stopped the rest. Never leaves {@link
 * Converge}, which turns it into outcomes.
 */
final class JobStopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final boolean budgetSpent;

    JobStopped(String why, boolean budgetSpent, RuntimeException cause) {
        super(why, cause, false, false);
        this.budgetSpent = budgetSpent;
    }

    /** {@return whether the budget ran out (rather than a failure that stops the rest)} */
    boolean budgetSpent() {
        return budgetSpent;
    }

    /** {@return the failure that stopped the call, or the last one met; may be null} */
    RuntimeException failure() {
        return (RuntimeException) getCause();
    }
}
