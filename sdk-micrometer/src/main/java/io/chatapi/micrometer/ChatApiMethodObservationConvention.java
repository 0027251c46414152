package io.chatapi.micrometer;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;

/**
 * Names and tags the Observation of an SDK method; implement it to change them, and hand it to {@link
 * MicrometerChatApiListener.Builder#methodObservationConvention}. {@link DefaultChatApiMethodObservationConvention}
 * is the default.
 */
public interface ChatApiMethodObservationConvention extends ObservationConvention<ChatApiMethodContext> {
    /** {@return whether {@code context} is a method's}: only {@link ChatApiMethodContext} is */
    @Override
    default boolean supportsContext(Observation.Context context) {
        return context instanceof ChatApiMethodContext;
    }
}
