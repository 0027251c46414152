package io.chatapi.micrometer;

import io.chatapi.sdk.observe.AttemptFinished;
import io.chatapi.sdk.observe.Authenticated;
import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.CallStarted;
import io.chatapi.sdk.observe.ChainWaited;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.RetryScheduled;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;

/**
 * Publishes what a chat API client does to Micrometer. Register it with {@code
 * ChatApiClient.builder().listener(...)}:
 *
 * <pre>{@code
 * ChatApiClient client = ChatApiClient.builder()
 *         .baseUrl(url).apiKey(key)
 *         .listener(MicrometerChatApiListener.builder()
 *                 .meterRegistry(meterRegistry)
 *                 .observationRegistry(observationRegistry)
 *                 .build())
 *         .build();
 * }</pre>
 *
 * <p>With a {@link MeterRegistry}: the counter {@code chatapi.client.attempts} (tags {@code operation}, {@code
 * outcome}), the counter {@code chatapi.client.retries} ({@code operation}, {@code reason}), the timer {@code
 * chatapi.client.authentications} ({@code outcome}) and the timer {@code chatapi.client.chain.wait} ({@code
 * acquired}).
 *
 * <p>With an {@link ObservationRegistry}: one {@link Observation} per call, named {@code chatapi.client.calls} (see
 * {@link DefaultChatApiObservationConvention}), in scope on the calling thread while the call runs (so that a span made
 * inside it is its child), with an event per retry ({@code retry}) and per authentication ({@code authentication}). A
 * failed call (any outcome but success, not found and already exists) sets a {@link ChatApiCallFailure} as its error.
 * The call timer then comes from the registry's meter handler, as Spring Boot sets one up (which adds the tag {@code
 * error}); without an ObservationRegistry, this listener records the timer {@code chatapi.client.calls} itself (tags
 * {@code operation}, {@code kind}, {@code outcome}, {@code retried}). Either way, one call timer, under one name.
 *
 * <p>Every outcome tag is an {@link io.chatapi.sdk.observe.Outcome#tag()}, such as {@code success}, {@code not_found}
 * or {@code transport_failure}. No tag or key holds a secret, a body or a URL. Safe for use by many threads.
 */
public final class MicrometerChatApiListener implements ChatApiListener {
    private static final ChatApiObservationConvention DEFAULT_CONVENTION = new DefaultChatApiObservationConvention();
    private static final Observation.Event RETRY = Observation.Event.of("retry", "the read is sent again");
    private static final Observation.Event AUTHENTICATION =
            Observation.Event.of("authentication", "authenticated with the API key");

    private final ChatApiMeters meters;
    private final ObservationRegistry observations;
    private final ChatApiObservationConvention convention;

    private MicrometerChatApiListener(Builder builder) {
        this.meters = builder.meterRegistry == null ? null : new ChatApiMeters(builder.meterRegistry);
        this.observations = builder.observationRegistry;
        this.convention = builder.convention;
    }

    /** {@return a builder}: set a meter registry, an observation registry, or both */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Starts the call's Observation and opens its scope, when there is an observation registry.
     *
     * @param event the call that starts
     * @return the listener of the call's Observation; this listener when there is none
     */
    @Override
    public ChatApiListener callStarted(CallStarted event) {
        if (observations == null) {
            return this;
        }
        ChatApiCallContext context = new ChatApiCallContext(event.operation(), event.write());
        Observation observation = Observation.createNotStarted(
                        convention, DEFAULT_CONVENTION, () -> context, observations)
                .start();
        return new CallObservation(observation, observation.openScope(), context);
    }

    /**
     * Records the wait in {@code chatapi.client.chain.wait}.
     *
     * @param event the wait
     */
    @Override
    public void chainWaited(ChainWaited event) {
        if (meters != null) {
            meters.chainWait(event);
        }
    }

    /**
     * Records the authentication in {@code chatapi.client.authentications}.
     *
     * @param event the authentication
     */
    @Override
    public void authenticated(Authenticated event) {
        if (meters != null) {
            meters.authentication(event);
        }
    }

    /**
     * Counts the attempt in {@code chatapi.client.attempts}.
     *
     * @param event the attempt
     */
    @Override
    public void attemptFinished(AttemptFinished event) {
        if (meters != null) {
            meters.attempt(event);
        }
    }

    /**
     * Counts the retry in {@code chatapi.client.retries}.
     *
     * @param event the retry
     */
    @Override
    public void retryScheduled(RetryScheduled event) {
        if (meters != null) {
            meters.retry(event);
        }
    }

    /**
     * Records the call in the timer {@code chatapi.client.calls} (reached only without an observation registry).
     *
     * @param event the call's end
     */
    @Override
    public void callFinished(CallFinished event) {
        if (meters != null) {
            meters.call(event);
        }
    }

    /** Shows which registries it publishes to. */
    @Override
    public String toString() {
        return "MicrometerChatApiListener[meters=" + (meters != null) + ", observations=" + (observations != null)
                + "]";
    }

    /** One call's Observation; the meters other than the call timer are recorded as without one. */
    private final class CallObservation implements ChatApiListener {
        private final Observation observation;
        private final Observation.Scope scope;
        private final ChatApiCallContext context;

        CallObservation(Observation observation, Observation.Scope scope, ChatApiCallContext context) {
            this.observation = observation;
            this.scope = scope;
            this.context = context;
        }

        @Override
        public void chainWaited(ChainWaited event) {
            context.addChainWait(event.waited());
            MicrometerChatApiListener.this.chainWaited(event);
        }

        @Override
        public void authenticated(Authenticated event) {
            observation.event(AUTHENTICATION);
            MicrometerChatApiListener.this.authenticated(event);
        }

        @Override
        public void attemptFinished(AttemptFinished event) {
            MicrometerChatApiListener.this.attemptFinished(event);
        }

        @Override
        public void retryScheduled(RetryScheduled event) {
            observation.event(RETRY);
            MicrometerChatApiListener.this.retryScheduled(event);
        }

        // The scope is closed and the Observation stopped whatever a handler throws: a scope left open would make
        // this call the parent of whatever the thread does next.
        @Override
        public void callFinished(CallFinished event) {
            try {
                context.finish(event);
                if (event.outcome().isFailure()) {
                    observation.error(new ChatApiCallFailure(event));
                }
            } finally {
                try {
                    scope.close();
                } finally {
                    observation.stop();
                }
            }
        }
    }

    /** Collects the registries; at least one is needed. */
    public static final class Builder {
        private MeterRegistry meterRegistry;
        private ObservationRegistry observationRegistry;
        private ChatApiObservationConvention convention;

        private Builder() {}

        /**
         * Publishes timers and counters to {@code registry}.
         *
         * @param registry the meter registry
         * @return this builder
         * @throws IllegalArgumentException when {@code registry} is {@code null}
         */
        public Builder meterRegistry(MeterRegistry registry) {
            this.meterRegistry = required("meterRegistry", registry);
            return this;
        }

        /**
         * Makes one Observation per call in {@code registry}.
         *
         * @param registry the observation registry
         * @return this builder
         * @throws IllegalArgumentException when {@code registry} is {@code null}
         */
        public Builder observationRegistry(ObservationRegistry registry) {
            this.observationRegistry = required("observationRegistry", registry);
            return this;
        }

        /**
         * Names and tags the Observations with {@code convention} instead of {@link
         * DefaultChatApiObservationConvention}.
         *
         * @param convention the convention
         * @return this builder
         * @throws IllegalArgumentException when {@code convention} is {@code null}
         */
        public Builder observationConvention(ChatApiObservationConvention convention) {
            this.convention = required("observationConvention", convention);
            return this;
        }

        /**
         * {@return the listener}
         *
         * @throws IllegalStateException when neither registry was set
         */
        public MicrometerChatApiListener build() {
            if (meterRegistry == null && observationRegistry == null) {
                throw new IllegalStateException("set meterRegistry, observationRegistry or both before build()");
            }
            return new MicrometerChatApiListener(this);
        }

        private static <T> T required(String name, T value) {
            if (value == null) {
                throw new IllegalArgumentException(name + " must not be null");
            }
            return value;
        }
    }
}
