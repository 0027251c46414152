package io.chatapi.micrometer;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;

/**
 * Names and tags the Observation of a request (a call, in the SDK's listener SPI); implement it to change them, and hand it to {@link
 * MicrometerChatApiListener.Builder#observationConvention}. {@link DefaultChatApiObservationConvention} is the default.
 */
public interface ChatApiObservationConvention extends ObservationConvention<ChatApiCallContext> {
    /** {@return whether {@code context} is a call's}: only {@link ChatApiCallContext} is */
    @Override
    default boolean supportsContext(Observation.Context context) {
        return context instanceof ChatApiCallContext;
    }
}
