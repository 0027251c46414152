package io.chatapi.sdk.internal;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.http.Transport;

/**
 * What a converging call runs with: its budget, and the chain store whose record locks serialise creates across
 * processes ({@code null} when the client has none to share).
 *
 * @param budget how long the call keeps going through failures
 * @param locks the store to lock record identities in, or {@code null}
 */
public record Job(JobBudget budget, ChainStore locks) {
    /** @throws IllegalArgumentException when {@code budget} is null */
    public Job {
        Validate.notNull("budget", budget);
    }

    /** {@return the job settings of a transport (or a view of it)} */
    public static Job of(Transport transport) {
        return new Job(transport.jobBudget(), transport.recordLocks());
    }
}
