package io.chatapi.micrometer;

import io.chatapi.sdk.observe.CallFinished;
import io.micrometer.common.KeyValues;

/**
 * The default names and tags of a request's Observation (a <em>call</em> of the SDK's listener SPI: one request with
 * its retries, a child of its SDK method's Observation): named {@value #NAME}, with the request's operation as its
 * contextual (span) name, and the low-cardinality keys {@code operation} and {@code kind} ({@code read} or {@code
 * write}), joined when the request ends by {@code outcome} (such as {@code success} or {@code not_found}), {@code
 * retried} ({@code true} or {@code false}) and {@code exception} (the simple name of the exception's class, or {@code
 * none}). The high-cardinality keys, for spans only, are {@code retries} and {@code chain.wait.ms}.
 */
public class DefaultChatApiObservationConvention implements ChatApiObservationConvention {
    /** The Observation's name, and so the name of the timer a meter handler records from it. */
    public static final String NAME = "chatapi.client.requests";

    /** Creates the convention. */
    public DefaultChatApiObservationConvention() {}

    /** {@return {@value #NAME}} */
    @Override
    public String getName() {
        return NAME;
    }

    /**
     * {@return the operation, such as {@code agents.add}}
     *
     * @param context the call's context
     */
    @Override
    public String getContextualName(ChatApiCallContext context) {
        return context.operation();
    }

    /**
     * {@return {@code operation} and {@code kind}; once the request has ended, also {@code outcome}, {@code retried} and
     * {@code exception}}
     *
     * @param context the call's context
     */
    @Override
    public KeyValues getLowCardinalityKeyValues(ChatApiCallContext context) {
        KeyValues keys = KeyValues.of("operation", context.operation(), "kind", context.write() ? "write" : "read");
        CallFinished finished = context.finished();
        return finished == null
                ? keys
                : keys.and(
                        "outcome",
                        finished.outcome().tag(),
                        "retried",
                        String.valueOf(finished.retried()),
                        "exception",
                        finished.errorType());
    }

    /**
     * {@return once the request has ended: {@code retries} and {@code chain.wait.ms}}
     *
     * @param context the call's context
     */
    @Override
    public KeyValues getHighCardinalityKeyValues(ChatApiCallContext context) {
        CallFinished finished = context.finished();
        return finished == null
                ? KeyValues.empty()
                : KeyValues.of(
                        "retries",
                        String.valueOf(finished.retries()),
                        "chain.wait.ms",
                        String.valueOf(context.chainWait().toMillis()));
    }
}
