package io.chatapi.micrometer;

import io.chatapi.sdk.observe.AttemptFinished;
import io.chatapi.sdk.observe.Authenticated;
import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.CallStarted;
import io.chatapi.sdk.observe.ChainWaited;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.MethodFinished;
import io.chatapi.sdk.observe.MethodStarted;
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
 * <p>Two levels are kept apart: an SDK <em>call</em> is one method of the client, such as {@code aliases().add(...)};
 * a <em>request</em> is one of the requests it makes (for {@code aliases.add}: {@code aliases.list}, {@code
 * aliases.add}, {@code aliases.list}), with its retries.
 *
 * <p>With a {@link MeterRegistry}: the counter {@code chatapi.client.attempts} (tags {@code operation}, {@code
 * outcome}), the counter {@code chatapi.client.retries} ({@code operation}, {@code reason}), the timer {@code
 * chatapi.client.authentications} ({@code outcome}), the timer {@code chatapi.client.chain.wait} ({@code
 * acquired}) and the counter {@code chatapi.client.tokens.refused} ({@code operation}).
 *
 * <p>With an {@link ObservationRegistry}: one {@link Observation} per SDK call, named {@code chatapi.client.calls}
 * (see {@link DefaultChatApiMethodObservationConvention}), and under it one per request, named {@code
 * chatapi.client.requests} (see {@link DefaultChatApiObservationConvention}), each in scope on the calling thread
 * while it runs (so that a span made inside is its child), a request with an event per retry ({@code retry}) and per
 * authentication ({@code authentication}). A failed call or request (any outcome but success, not found and already
 * exists) sets a {@link ChatApiCallFailure} as its error. The two timers then come from the registry's meter handler,
 * as Spring Boot sets one up (which adds the tag {@code error}); without an ObservationRegistry, this listener records
 * them itself: {@code chatapi.client.calls} (tags {@code operation}, {@code outcome}, {@code exception}) and {@code
 * chatapi.client.requests} ({@code operation}, {@code kind}, {@code outcome}, {@code retried}, {@code exception}).
 * Either way, one timer per level, under one name.
 *
 * <p>Every outcome tag is an {@link io.chatapi.sdk.observe.Outcome#tag()}, such as {@code success}, {@code not_found}
 * or {@code transport_failure}; every {@code exception} tag the simple name of an exception's class, or {@code none}.
 * No tag or key holds a secret, a body or a URL. Safe for use by many threads.
 */
public final class MicrometerChatApiListener implements ChatApiListener {
    private static final ChatApiObservationConvention DEFAULT_CONVENTION = new DefaultChatApiObservationConvention();
    private static final ChatApiMethodObservationConvention DEFAULT_METHOD_CONVENTION =
            new DefaultChatApiMethodObservationConvention();
    private static final Observation.Event RETRY = Observation.Event.of("retry", "the read is sent again");
    private static final Observation.Event AUTHENTICATION =
            Observation.Event.of("authentication", "authenticated with the API key");

    private final ChatApiMeters meters;
    private final ObservationRegistry observations;
    private final ChatApiObservationConvention convention;
    private final ChatApiMethodObservationConvention methodConvention;

    private MicrometerChatApiListener(Builder builder) {
        this.meters = builder.meterRegistry == null ? null : new ChatApiMeters(builder.meterRegistry);
        this.observations = builder.observationRegistry;
        this.convention = builder.convention;
        this.methodConvention = builder.methodConvention;
    }

    /** {@return a builder}: set a meter registry, an observation registry, or both */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Starts the SDK call's Observation and opens its scope, when there is an observation registry.
     *
     * @param event the method that starts
     * @return the listener of the method's Observation, whose requests are its children; this listener when there is
     *     no observation registry
     */
    @Override
    public ChatApiListener methodStarted(MethodStarted event) {
        if (observations == null) {
            return this;
        }
        ChatApiMethodContext context = new ChatApiMethodContext(event.method());
        Observation observation = Observation.createNotStarted(
                        methodConvention, DEFAULT_METHOD_CONVENTION, () -> context, observations)
                .start();
        return new MethodObservation(observation, observation.openScope(), context);
    }

    /**
     * Starts a request's Observation, a child of the current one, and opens its scope, when there is an observation
     * registry.
     *
     * @param event the request that starts
     * @return the listener of the request's Observation; this listener when there is none
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
     * Records the request in the timer {@code chatapi.client.requests} (reached only without an observation registry).
     *
     * @param event the request's end
     */
    @Override
    public void callFinished(CallFinished event) {
        if (meters != null) {
            meters.request(event);
        }
    }

    /**
     * Records the SDK call in the timer {@code chatapi.client.calls} (reached only without an observation registry).
     *
     * @param event the method's end
     */
    @Override
    public void methodFinished(MethodFinished event) {
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

    /** One SDK call's Observation, the parent of its requests' (they start while its scope is open). */
    private final class MethodObservation implements ChatApiListener {
        private final Observation observation;
        private final Observation.Scope scope;
        private final ChatApiMethodContext context;

        MethodObservation(Observation observation, Observation.Scope scope, ChatApiMethodContext context) {
            this.observation = observation;
            this.scope = scope;
            this.context = context;
        }

        @Override
        public ChatApiListener callStarted(CallStarted event) {
            return MicrometerChatApiListener.this.callStarted(event);
        }

        @Override
        public void methodFinished(MethodFinished event) {
            stop(observation, scope, () -> {
                context.finish(event);
                if (event.outcome().isFailure()) {
                    observation.error(new ChatApiCallFailure(event.method(), event.outcome(), event.errorType()));
                }
            });
        }
    }

    /** One request's Observation; the meters other than the timers are recorded as without one. */
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

        @Override
        public void callFinished(CallFinished event) {
            stop(observation, scope, () -> {
                context.finish(event);
                if (event.outcome().isFailure()) {
                    observation.error(new ChatApiCallFailure(event.operation(), event.outcome(), event.errorType()));
                }
            });
        }
    }

    // The scope is closed and the Observation stopped whatever a handler throws: a scope left open would make this
    // call the parent of whatever the thread does next.
    private static void stop(Observation observation, Observation.Scope scope, Runnable finish) {
        try {
            finish.run();
        } finally {
            try {
                scope.close();
            } finally {
                observation.stop();
            }
        }
    }

    /** Collects the registries; at least one is needed. */
    public static final class Builder {
        private MeterRegistry meterRegistry;
        private ObservationRegistry observationRegistry;
        private ChatApiObservationConvention convention;
        private ChatApiMethodObservationConvention methodConvention;

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
         * Makes one Observation per SDK call, and one per request under it, in {@code registry}.
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
         * Names and tags the requests' Observations with {@code convention} instead of {@link
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
         * Names and tags the SDK calls' Observations with {@code convention} instead of {@link
         * DefaultChatApiMethodObservationConvention}.
         *
         * @param convention the convention
         * @return this builder
         * @throws IllegalArgumentException when {@code convention} is {@code null}
         */
        public Builder methodObservationConvention(ChatApiMethodObservationConvention convention) {
            this.methodConvention = required("methodObservationConvention", convention);
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
