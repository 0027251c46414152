package io.chatapi.micrometer;

import static io.micrometer.observation.tck.TestObservationRegistryAssert.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.observe.AttemptFinished;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import io.micrometer.common.KeyValues;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.observation.tck.TestObservationRegistry;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * One Observation per call, checked by {@link TestObservationRegistry} (which also checks each Observation's lifecycle:
 * started once, scope closed, stopped once), and the call timer a meter handler makes of it.
 */
class ObservationsTest {
    private ChatApiTestServer server;

    @BeforeEach
    void start() {
        server = ChatApiTestServer.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private ChatApiClient client(MicrometerChatApiListener listener, ChatApiListener... more) {
        var builder = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .listener(listener);
        for (ChatApiListener other : more) {
            builder.listener(other);
        }
        return builder.build();
    }

    @Test
    void each_call_is_one_observation_named_by_its_operation_with_its_outcome_and_retries() {
        TestObservationRegistry registry = TestObservationRegistry.create();
        try (ChatApiClient client = client(MicrometerChatApiListener.builder()
                .observationRegistry(registry)
                .build())) {
            client.agents().list();
            server.faults().onlyOn(Endpoint.LIST_TRIGGERS).next(Fault.BAD_GATEWAY, 1);
            client.triggers().list();
        }

        assertThat(registry)
                .hasNumberOfObservationsWithNameEqualTo("chatapi.client.calls", 2)
                .hasObservationWithNameEqualTo("chatapi.client.calls")
                .that()
                .hasContextualNameEqualTo("agents.list")
                .hasLowCardinalityKeyValue("operation", "agents.list")
                .hasLowCardinalityKeyValue("kind", "read")
                .hasLowCardinalityKeyValue("outcome", "success")
                .hasLowCardinalityKeyValue("retried", "false")
                .hasHighCardinalityKeyValue("exception", "none")
                .doesNotHaveError()
                .hasBeenStarted()
                .hasBeenStopped();
        assertThat(registry).hasAnObservation(observation -> observation
                .hasContextualNameEqualTo("triggers.list")
                .hasLowCardinalityKeyValue("outcome", "success")
                .hasLowCardinalityKeyValue("retried", "true")
                .hasHighCardinalityKeyValue("retries", "1")
                .doesNotHaveError());
    }

    @Test
    void a_failed_call_carries_an_error_naming_its_outcome_while_an_expected_answer_does_not() {
        TestObservationRegistry registry = TestObservationRegistry.create();
        try (ChatApiClient client = client(MicrometerChatApiListener.builder()
                .observationRegistry(registry)
                .build())) {
            catchThrowable(() -> client.agents().get("no-such-agent"));
            server.faults().onlyOn(Endpoint.CHANGE_TRIGGER_STATUS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);
            catchThrowable(() -> client.triggers().setActive("2", false));
        }

        assertThat(registry)
                .hasAnObservation(observation -> observation
                        .hasContextualNameEqualTo("agents.get")
                        .hasLowCardinalityKeyValue("outcome", "not_found")
                        .hasHighCardinalityKeyValue("exception", "NotFoundException")
                        .doesNotHaveError())
                .hasAnObservation(observation -> observation
                        .hasContextualNameEqualTo("triggers.changeStatus")
                        .hasLowCardinalityKeyValue("kind", "write")
                        .hasLowCardinalityKeyValue("outcome", "transport_failure")
                        .assertThatError()
                        .isInstanceOf(ChatApiCallFailure.class)
                        .hasMessage("triggers.changeStatus failed: transport_failure (TransportException)"));
    }

    @Test
    void the_call_is_the_current_observation_while_it_runs_so_spans_made_inside_are_its_children() {
        TestObservationRegistry registry = TestObservationRegistry.create();
        List<Observation> currentDuringAttempt = new ArrayList<>();
        ChatApiListener peek = new ChatApiListener() {
            @Override
            public void attemptFinished(AttemptFinished event) {
                currentDuringAttempt.add(registry.getCurrentObservation());
            }
        };
        try (ChatApiClient client = client(
                MicrometerChatApiListener.builder()
                        .observationRegistry(registry)
                        .build(),
                peek)) {
            client.agents().list();
        }

        assertThat(currentDuringAttempt).singleElement().satisfies(observation -> assertThat(
                        observation.getContext().getName())
                .isEqualTo("chatapi.client.calls"));
        assertThat(registry.getCurrentObservation()).as("no scope left open").isNull();
    }

    @Test
    void a_handler_that_throws_on_the_error_still_sees_the_observation_stopped_and_no_scope_is_left_open() {
        ObservationRegistry registry = ObservationRegistry.create();
        List<String> stopped = new ArrayList<>();
        registry.observationConfig().observationHandler(new ObservationHandler<Observation.Context>() {
            @Override
            public boolean supportsContext(Observation.Context context) {
                return true;
            }

            @Override
            public void onError(Observation.Context context) {
                throw new IllegalStateException("handler bug");
            }

            @Override
            public void onStop(Observation.Context context) {
                stopped.add(context.getContextualName());
            }
        });
        try (ChatApiClient client = client(MicrometerChatApiListener.builder()
                .observationRegistry(registry)
                .build())) {
            server.faults().onlyOn(Endpoint.CHANGE_TRIGGER_STATUS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);
            catchThrowable(() -> client.triggers().setActive("2", false));
            assertThat(registry.getCurrentObservation())
                    .as("no scope left open")
                    .isNull();
            client.agents().list();
        }

        assertThat(stopped).containsExactly("triggers.changeStatus", "agents.list");
        assertThat(registry.getCurrentObservation()).isNull();
    }

    @Test
    void with_a_meter_handler_the_observation_is_the_one_call_timer_and_the_other_meters_stay() {
        SimpleMeterRegistry meters = new SimpleMeterRegistry();
        ObservationRegistry observations = ObservationRegistry.create();
        observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
        try (ChatApiClient client = client(MicrometerChatApiListener.builder()
                .meterRegistry(meters)
                .observationRegistry(observations)
                .build())) {
            client.agents().list();
            client.agents().list();
            server.faults().onlyOn(Endpoint.LIST_TRIGGERS).next(Fault.BAD_GATEWAY, 1);
            client.triggers().list();
        }

        assertThat(meters.get("chatapi.client.calls").timers()).hasSize(2);
        assertThat(meters.get("chatapi.client.calls")
                        .tags("operation", "agents.list", "kind", "read", "outcome", "success", "retried", "false")
                        .tag("error", "none")
                        .timer()
                        .count())
                .isEqualTo(2);
        assertThat(meters.get("chatapi.client.retries").counter().count()).isEqualTo(1.0);
        assertThat(meters.get("chatapi.client.authentications").timer().count()).isEqualTo(2);
        // The handler counts the Observation's events too, under the call's name.
        assertThat(meters.get("chatapi.client.calls.retry").counter().count()).isEqualTo(1.0);
        for (Meter meter : meters.getMeters()) {
            assertThat(meter.getId().toString()).doesNotContain(server.apiKey(), "http:", "/");
        }
    }

    @Test
    void a_convention_of_ones_own_names_and_tags_the_observations() {
        TestObservationRegistry registry = TestObservationRegistry.create();
        ChatApiObservationConvention custom = new DefaultChatApiObservationConvention() {
            @Override
            public String getName() {
                return "shop.chat.calls";
            }

            @Override
            public KeyValues getLowCardinalityKeyValues(ChatApiCallContext context) {
                return super.getLowCardinalityKeyValues(context).and("tenant", "agency-1");
            }
        };
        try (ChatApiClient client = client(MicrometerChatApiListener.builder()
                .observationRegistry(registry)
                .observationConvention(custom)
                .build())) {
            client.agents().list();
        }

        assertThat(registry)
                .hasObservationWithNameEqualTo("shop.chat.calls")
                .that()
                .hasLowCardinalityKeyValue("tenant", "agency-1")
                .hasLowCardinalityKeyValue("outcome", "success");
    }
}
