package io.chatapi.micrometer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.errors.NotFoundException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Timers and counters from SDK calls and their requests against the in-memory server, read back from a {@link SimpleMeterRegistry}. */
class MetersTest {
    private ChatApiTestServer server;
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

    @BeforeEach
    void start() {
        server = ChatApiTestServer.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private ChatApiClient client() {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .listener(MicrometerChatApiListener.builder()
                        .meterRegistry(registry)
                        .build())
                .build();
    }

    @Test
    void each_request_is_timed_by_operation_kind_outcome_whether_it_was_retried_and_its_exception() {
        try (ChatApiClient client = client()) {
            client.agents().list();
            client.agents().list();
            assertThat(catchThrowable(() -> client.agents().get("no-such-agent")))
                    .isInstanceOf(NotFoundException.class);
            server.faults().onlyOn(Endpoint.LIST_TRIGGERS).next(Fault.BAD_GATEWAY, 1);
            client.triggers().list();
        }

        assertThat(requestCount("agents.list", "read", "success", "false", "none"))
                .isEqualTo(2);
        assertThat(requestCount("agents.get", "read", "not_found", "false", "NotFoundException"))
                .isEqualTo(1);
        assertThat(requestCount("triggers.list", "read", "success", "true", "none"))
                .isEqualTo(1);
        assertThat(registry.get("chatapi.client.requests").timers()).hasSize(3).allSatisfy(timer -> assertThat(
                        timer.totalTime(TimeUnit.NANOSECONDS))
                .isPositive());
        assertThat(registry.get("chatapi.client.retries")
                        .tags("operation", "triggers.list", "reason", "http_error")
                        .counter()
                        .count())
                .isEqualTo(1.0);
        assertThat(registry.get("chatapi.client.attempts")
                        .tags("operation", "triggers.list", "outcome", "http_error")
                        .counter()
                        .count())
                .isEqualTo(1.0);
        assertThat(registry.get("chatapi.client.attempts")
                        .tags("operation", "triggers.list", "outcome", "success")
                        .counter()
                        .count())
                .isEqualTo(1.0);
        // The first call's only: the 502 page carried no token, and the chain kept its own for the retry.
        assertThat(registry.get("chatapi.client.authentications")
                        .tag("outcome", "success")
                        .timer()
                        .count())
                .isEqualTo(1);
        // One turn per attempt: 2 + 1 + 2.
        assertThat(registry.get("chatapi.client.chain.wait")
                        .tag("acquired", "true")
                        .timer()
                        .count())
                .isEqualTo(5);
    }

    @Test
    void an_sdk_call_is_timed_once_in_calls_and_each_request_it_made_in_requests() {
        try (ChatApiClient client = client()) {
            client.aliases()
                    .add(AliasDefinition.builder()
                            .name("shipping")
                            .text("Shipping takes two days")
                            .domainId(DefaultData.SHOP_DOMAIN_UUID)
                            .build());
            client.agents().list();
        }

        assertThat(registry.get("chatapi.client.calls").timers()).hasSize(2);
        assertThat(callCount("aliases.add", "success", "none")).isEqualTo(1);
        assertThat(callCount("agents.list", "success", "none")).isEqualTo(1);
        assertThat(requestCount("aliases.list", "read", "success", "false", "none"))
                .isEqualTo(2);
        assertThat(requestCount("aliases.add", "write", "success", "false", "none"))
                .isEqualTo(1);
        assertThat(requestCount("agents.list", "read", "success", "false", "none"))
                .isEqualTo(1);
    }

    @Test
    void each_refused_token_is_counted_by_operation() {
        try (ChatApiClient client = client()) {
            client.agents().list();
            server.faults().onlyOn(Endpoint.LIST_TRIGGERS).next(Fault.EXPIRE_TOKEN, 1);
            client.triggers().list(); // refused, re-authenticated, read again
        }

        assertThat(registry.get("chatapi.client.tokens.refused")
                        .tag("operation", "triggers.list")
                        .counter()
                        .count())
                .isEqualTo(1.0);
        assertThat(registry.find("chatapi.client.tokens.refused")
                        .tag("operation", "agents.list")
                        .counters())
                .isEmpty();
    }

    @Test
    void a_write_whose_reply_is_lost_is_counted_once_as_a_transport_failure() {
        try (ChatApiClient client = client()) {
            server.faults().onlyOn(Endpoint.CHANGE_TRIGGER_STATUS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);
            assertThat(catchThrowable(() -> client.triggers().setActive("2", false)))
                    .isInstanceOf(TransportException.class);
        }

        assertThat(requestCount("triggers.changeStatus", "write", "transport_failure", "false", "TransportException"))
                .isEqualTo(1);
        assertThat(callCount("triggers.changeStatus", "transport_failure", "TransportException"))
                .isEqualTo(1);
        assertThat(registry.find("chatapi.client.retries").meters()).isEmpty();
    }

    @Test
    void no_meter_name_or_tag_holds_the_key_a_url_or_a_body() {
        try (ChatApiClient client = client()) {
            client.agents().list();
            catchThrowable(() -> client.agents().get("no-such-agent"));
        }

        for (Meter meter : registry.getMeters()) {
            assertThat(meter.getId().toString()).doesNotContain(server.apiKey(), "http:", "/", "Error");
        }
    }

    @Test
    void a_builder_without_a_registry_or_with_a_null_one_is_refused_naming_it() {
        assertThatThrownBy(() -> MicrometerChatApiListener.builder().build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("meterRegistry")
                .hasMessageContaining("observationRegistry");
        assertThatThrownBy(() -> MicrometerChatApiListener.builder().meterRegistry(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("meterRegistry must not be null");
        assertThatThrownBy(() -> MicrometerChatApiListener.builder().observationRegistry(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("observationRegistry must not be null");
        assertThatThrownBy(() -> MicrometerChatApiListener.builder().observationConvention(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("observationConvention must not be null");
    }

    private long callCount(String operation, String outcome, String exception) {
        return registry.get("chatapi.client.calls")
                .tags("operation", operation, "outcome", outcome, "exception", exception)
                .timer()
                .count();
    }

    private long requestCount(String operation, String kind, String outcome, String retried, String exception) {
        return registry.get("chatapi.client.requests")
                .tags(
                        "operation",
                        operation,
                        "kind",
                        kind,
                        "outcome",
                        outcome,
                        "retried",
                        retried,
                        "exception",
                        exception)
                .timer()
                .count();
    }
}
