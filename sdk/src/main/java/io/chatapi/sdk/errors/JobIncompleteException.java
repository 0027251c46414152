package io.chatapi.sdk.errors;

import io.chatapi.sdk.core.RecordOutcome;
import io.chatapi.sdk.core.RecordOutcome.State;
import java.util.List;

/**
 * A converging call ({@code ensure}, {@code findOrAdd}, {@code assignAgents}) ended with some
 * records not as wanted: its job budget ran out while failures went on, a record failed for a reason of its own (the
 * server refused it, another writer wanted other content), or a failure stopped the rest (the API key refused, the
 * client closed; then {@link #getCause()} is that failure). {@link #outcomes()} tells for every record of the call
 * whether it is done, not done, or unknown; records done stay done, so running the call again finishes the job.
 *
 * <p>{@link #mayHaveBeenProcessed()} is true when some record is {@link State#UNKNOWN}.
 */
public class JobIncompleteException extends ChatApiException {
    private static final long serialVersionUID = 1L;

    /** Every record's outcome, in the call's order. */
    private final transient List<RecordOutcome<?>> outcomes;

    /**
     * @param operation the SDK operation, such as {@code aliases.ensure}
     * @param why why the call ended, such as {@code the job budget ran out (20 failures in a row)}
     * @param outcomes every record's outcome, in the call's order
     * @param cause the failure that stopped the call, or the last one met, or {@code null}
     */
    public JobIncompleteException(
            String operation, String why, List<? extends RecordOutcome<?>> outcomes, Throwable cause) {
        super(operation, summary(why, outcomes), has(outcomes, State.UNKNOWN), cause);
        this.outcomes = List.copyOf(outcomes);
    }

    /** {@return every record's outcome, in the call's order} */
    public List<RecordOutcome<?>> outcomes() {
        return outcomes;
    }

    /** {@return the outcomes of the records that are not done (not done or unknown)} */
    public List<RecordOutcome<?>> undone() {
        return outcomes.stream().filter(o -> !o.done()).toList();
    }

    private static boolean has(List<? extends RecordOutcome<?>> outcomes, State state) {
        return outcomes.stream().anyMatch(o -> o.state() == state);
    }

    private static String summary(String why, List<? extends RecordOutcome<?>> outcomes) {
        long done = outcomes.stream().filter(RecordOutcome::done).count();
        long unknown = outcomes.stream().filter(o -> o.state() == State.UNKNOWN).count();
        String first = outcomes.stream()
                .filter(o -> !o.done())
                .findFirst()
                .map(o -> "; first not done: " + o.identity()
                        + o.failure()
                                .map(f -> " (" + oneLine(f.getMessage()) + ")")
                                .orElse(""))
                .orElse("");
        return why + ": " + done + " of " + outcomes.size() + " records done, " + (outcomes.size() - done - unknown)
                + " not done, " + unknown + " unknown" + first;
    }
}
