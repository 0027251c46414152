package io.chatapi.micrometer;

import io.chatapi.sdk.observe.MethodFinished;
import io.micrometer.common.KeyValues;

/**
 * The default names and tags of an SDK method's Observation: named {@value #NAME}, with the method as its contextual
 * (span) name, and the low-cardinality key {@code operation} (the method, such as {@code aliases.add}), joined when the
 * method ends by {@code outcome} (such as {@code success} or {@code already_exists}) and {@code exception} (the simple
 * name of the exception's class, or {@code none}: a bounded set, as in Spring's {@code http.client.requests}). The
 * high-cardinality key, for spans only, is {@code calls} (how many requests it made).
 */
public class DefaultChatApiMethodObservationConvention implements ChatApiMethodObservationConvention {
    /** The Observation's name, and so the name of the timer a meter handler records from it. */
    public static final String NAME = "chatapi.client.calls";

    /** Creates the convention. */
    public DefaultChatApiMethodObservationConvention() {}

    /** {@return {@value #NAME}} */
    @Override
    public String getName() {
        return NAME;
    }

    /**
     * {@return the method, such as {@code aliases.add}}
     *
     * @param context the method's context
     */
    @Override
    public String getContextualName(ChatApiMethodContext context) {
        return context.method();
    }

    /**
     * {@return {@code operation}; once the method has ended, also {@code outcome} and {@code exception}}
     *
     * @param context the method's context
     */
    @Override
    public KeyValues getLowCardinalityKeyValues(ChatApiMethodContext context) {
        KeyValues keys = KeyValues.of("operation", context.method());
        MethodFinished finished = context.finished();
        return finished == null
                ? keys
                : keys.and("outcome", finished.outcome().tag(), "exception", finished.errorType());
    }

    /**
     * {@return once the method has ended: {@code calls}}
     *
     * @param context the method's context
     */
    @Override
    public KeyValues getHighCardinalityKeyValues(ChatApiMethodContext context) {
        MethodFinished finished = context.finished();
        return finished == null ? KeyValues.empty() : KeyValues.of("calls", String.valueOf(finished.calls()));
    }
}
