package io.chatapi.sdk.observe;

import java.time.Duration;

/**
 * A call ended.
 *
 * @param operation the SDK operation, such as {@code agents.add}
 * @param write whether it changes state on the server
 * @param outcome how it ended
 * @param errorType the simple name of the class of the exception the call threw, such as {@code NotFoundException};
 *     {@code "none"} when it returned
 * @param duration how long the call took, from its start to its end
 * @param retries how many times it was sent again (a refused token's free retry included)
 * @param mayHaveBeenProcessed whether the call failed although the server may have carried it out (a write whose reply
 *     was lost): the exception's {@code mayHaveBeenProcessed()}
 */
public record CallFinished(
        String operation,
        boolean write,
        Outcome outcome,
        String errorType,
        Duration duration,
        int retries,
        boolean mayHaveBeenProcessed) {

    /** {@return whether the call was sent more than once} */
    public boolean retried() {
        return retries > 0;
    }
}
