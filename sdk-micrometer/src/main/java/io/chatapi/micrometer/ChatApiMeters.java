package io.chatapi.micrometer;

import io.chatapi.sdk.observe.AttemptFinished;
import io.chatapi.sdk.observe.Authenticated;
import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.ChainWaited;
import io.chatapi.sdk.observe.MethodFinished;
import io.chatapi.sdk.observe.Outcome;
import io.chatapi.sdk.observe.RetryScheduled;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/** The meters of {@link MicrometerChatApiListener}, each built once with the tags its events fill in. */
final class ChatApiMeters {
    static final String CALLS = DefaultChatApiMethodObservationConvention.NAME;
    static final String REQUESTS = DefaultChatApiObservationConvention.NAME;
    static final String ATTEMPTS = "chatapi.client.attempts";
    static final String RETRIES = "chatapi.client.retries";
    static final String AUTHENTICATIONS = "chatapi.client.authentications";
    static final String CHAIN_WAIT = "chatapi.client.chain.wait";
    static final String TOKENS_REFUSED = "chatapi.client.tokens.refused";

    private final Meter.MeterProvider<Timer> calls;
    private final Meter.MeterProvider<Timer> requests;
    private final Meter.MeterProvider<Counter> attempts;
    private final Meter.MeterProvider<Counter> retries;
    private final Meter.MeterProvider<Timer> authentications;
    private final Meter.MeterProvider<Timer> chainWait;
    private final Meter.MeterProvider<Counter> tokensRefused;

    ChatApiMeters(MeterRegistry registry) {
        calls = Timer.builder(CALLS)
                .description("Calls of the chat API client's methods (such as aliases.add), from start to end, every"
                        + " request they made included")
                .withRegistry(registry);
        requests = Timer.builder(REQUESTS)
                .description("Requests the chat API client's methods made, from start to end, retries included")
                .withRegistry(registry);
        attempts = Counter.builder(ATTEMPTS)
                .description("Attempts of chat API calls, by how each ended")
                .withRegistry(registry);
        retries = Counter.builder(RETRIES)
                .description("Reads of the chat API sent again, by the outcome of the attempt before")
                .withRegistry(registry);
        authentications = Timer.builder(AUTHENTICATIONS)
                .description("Authentications with the API key, made when a token chain had no usable token")
                .withRegistry(registry);
        tokensRefused = Counter.builder(TOKENS_REFUSED)
                .description("Access tokens the service refused; many of them with a chain store kept in each process"
                        + " mean another process uses the same API key")
                .withRegistry(registry);
        chainWait = Timer.builder(CHAIN_WAIT)
                .description("Waits of chat API calls for their turn on the token chain")
                .withRegistry(registry);
    }

    void call(MethodFinished event) {
        calls.withTags("operation", event.method(), "outcome", event.outcome().tag(), "exception", event.errorType())
                .record(event.duration());
    }

    void request(CallFinished event) {
        requests.withTags(
                        "operation",
                        event.operation(),
                        "kind",
                        event.write() ? "write" : "read",
                        "outcome",
                        event.outcome().tag(),
                        "retried",
                        String.valueOf(event.retried()),
                        "exception",
                        event.errorType())
                .record(event.duration());
    }

    void attempt(AttemptFinished event) {
        attempts.withTags(
                        "operation",
                        event.operation(),
                        "outcome",
                        event.outcome().tag())
                .increment();
        if (event.outcome() == Outcome.TOKEN_REFUSED) {
            tokensRefused.withTags("operation", event.operation()).increment();
        }
    }

    void retry(RetryScheduled event) {
        retries.withTags(
                        "operation", event.operation(), "reason", event.reason().tag())
                .increment();
    }

    void authentication(Authenticated event) {
        authentications.withTags("outcome", event.outcome().tag()).record(event.duration());
    }

    void chainWait(ChainWaited event) {
        chainWait.withTags("acquired", String.valueOf(event.acquired())).record(event.waited());
    }
}
