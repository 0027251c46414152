package io.chatapi.micrometer;

import static io.micrometer.observation.tck.TestObservationRegistryAssert.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.observe.AttemptFinished;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import io.micrometer.common.KeyValues;
import io.micrometer.core.instrument.Counter;
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
 * One Observation per SDK call ({@code chatapi.client.calls}) and one per request under it ({@code
 * chatapi.client.requests}), checked by {@link TestObservationRegistry} (which also checks each Observation's lifecycle:
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
    void each_call_is_one_observation_named_by_its_method_over_one_per_request_with_outcome_and_retries() {
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
                .hasNumberOfObservationsWithNameEqualTo("chatapi.client.requests", 2)
                .hasObservationWithNameEqualTo("chatapi.client.calls")
                .that()
                .hasContextualNameEqualTo("agents.list")
                .hasLowCardinalityKeyValue("operation", "agents.list")
                .hasLowCardinalityKeyValue("outcome", "success")
                .hasLowCardinalityKeyValue("exception", "none")
                .hasHighCardinalityKeyValue("calls", "1")
                .doesNotHaveError()
                .hasBeenStarted()
                .hasBeenStopped();
        assertThat(registry)
                .hasObservationWithNameEqualTo("chatapi.client.requests")
                .that()
                .hasContextualNameEqualTo("agents.list")
                .hasLowCardinalityKeyValue("operation", "agents.list")
                .hasLowCardinalityKeyValue("kind", "read")
                .hasLowCardinalityKeyValue("outcome", "success")
                .hasLowCardinalityKeyValue("retried", "false")
                .hasLowCardinalityKeyValue("exception", "none")
                .doesNotHaveError();
        assertThat(registry).hasAnObservation(observation -> observation
                .hasNameEqualTo("chatapi.client.requests")
                .hasContextualNameEqualTo("triggers.list")
                .hasLowCardinalityKeyValue("outcome", "success")
                .hasLowCardinalityKeyValue("retried", "true")
                .hasHighCardinalityKeyValue("retries", "1")
                .doesNotHaveError());
    }

    @Test
    void an_add_is_one_call_observation_with_its_three_requests_as_children() {
        TestObservationRegistry registry = TestObservationRegistry.create();
        List<Observation.Context> started = new ArrayList<>();
        registry.observationConfig().observationHandler(new ObservationHandler<Observation.Context>() {
            @Override
            public boolean supportsContext(Observation.Context context) {
                return true;
            }

            @Override
            public void onStart(Observation.Context context) {
                started.add(context);
            }
        });
        try (ChatApiClient client = client(MicrometerChatApiListener.builder()
                .observationRegistry(registry)
                .build())) {
            client.aliases()
                    .add(AliasDefinition.builder()
                            .name("shipping")
                            .text("Shipping takes two days")
                            .domainId(DefaultData.SHOP_DOMAIN_UUID)
                            .build());
        }

        assertThat(registry)
                .hasNumberOfObservationsWithNameEqualTo("chatapi.client.calls", 1)
                .hasNumberOfObservationsWithNameEqualTo("chatapi.client.requests", 3)
                .hasObservationWithNameEqualTo("chatapi.client.calls")
                .that()
                .hasContextualNameEqualTo("aliases.add")
                .hasLowCardinalityKeyValue("operation", "aliases.add")
                .hasHighCardinalityKeyValue("calls", "3");
        List<String> children = new ArrayList<>();
        started.stream()
                .filter(context -> "chatapi.client.requests".equals(context.getName()))
                .forEach(context -> {
                    assertThat(context.getParentObservation())
                            .as(context.getContextualName() + "'s parent")
                            .isNotNull();
                    assertThat(context.getParentObservation().getContextView().getName())
                            .isEqualTo("chatapi.client.calls");
                    children.add(context.getContextualName());
                });
        assertThat(children).containsExactly("aliases.list", "aliases.add", "aliases.list");
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
                        .hasNameEqualTo("chatapi.client.requests")
                        .hasContextualNameEqualTo("agents.get")
                        .hasLowCardinalityKeyValue("outcome", "not_found")
                        .hasLowCardinalityKeyValue("exception", "NotFoundException")
                        .doesNotHaveError())
                .hasAnObservation(observation -> observation
                        .hasNameEqualTo("chatapi.client.calls")
                        .hasContextualNameEqualTo("agents.get")
                        .hasLowCardinalityKeyValue("outcome", "not_found")
                        .hasLowCardinalityKeyValue("exception", "NotFoundException")
                        .doesNotHaveError())
                .hasAnObservation(observation -> observation
                        .hasNameEqualTo("chatapi.client.requests")
                        .hasContextualNameEqualTo("triggers.changeStatus")
                        .hasLowCardinalityKeyValue("kind", "write")
                        .hasLowCardinalityKeyValue("outcome", "transport_failure")
                        .assertThatError()
                        .isInstanceOf(ChatApiCallFailure.class)
                        .hasMessage("triggers.changeStatus failed: transport_failure (TransportException)"))
                .hasAnObservation(observation -> observation
                        .hasNameEqualTo("chatapi.client.calls")
                        .hasContextualNameEqualTo("triggers.changeStatus")
                        .hasLowCardinalityKeyValue("exception", "TransportException")
                        .assertThatError()
                        .isInstanceOf(ChatApiCallFailure.class));
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

        assertThat(currentDuringAttempt).singleElement().satisfies(observation -> {
            assertThat(observation.getContext().getName()).isEqualTo("chatapi.client.requests");
            assertThat(observation
                            .getContext()
                            .getParentObservation()
                            .getContextView()
                            .getName())
                    .isEqualTo("chatapi.client.calls");
        });
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

        assertThat(stopped)
                .as("each request, then its call")
                .containsExactly("triggers.changeStatus", "triggers.changeStatus", "agents.list", "agents.list");
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
                        .tags("operation", "agents.list", "outcome", "success", "exception", "none")
                        .tag("error", "none")
                        .timer()
                        .count())
                .isEqualTo(2);
        assertThat(meters.get("chatapi.client.requests")
                        .tags("operation", "agents.list", "kind", "read", "outcome", "success", "retried", "false")
                        .tags("exception", "none", "error", "none")
                        .timer()
                        .count())
                .isEqualTo(2);
        assertThat(meters.get("chatapi.client.retries").counter().count()).isEqualTo(1.0);
        assertThat(meters.get("chatapi.client.authentications").timer().count()).isEqualTo(1);
        // The handler counts the request Observations' events too, under the request's name.
        assertThat(meters.get("chatapi.client.requests.retry").counter().count())
                .isEqualTo(1.0);
        assertThat(meters.get("chatapi.client.requests.authentication").counters().stream()
                        .mapToDouble(Counter::count)
                        .sum())
                .as("the first call's only: the 502 page carried no token, and the chain kept its own for the retry")
                .isEqualTo(1.0);
        for (Meter meter : meters.getMeters()) {
            assertThat(meter.getId().toString()).doesNotContain(server.apiKey(), "http:", "/");
        }
    }

    @Test
    void conventions_of_ones_own_name_and_tag_the_observations() {
        TestObservationRegistry registry = TestObservationRegistry.create();
        ChatApiObservationConvention requests = new DefaultChatApiObservationConvention() {
            @Override
            public String getName() {
                return "shop.chat.requests";
            }

            @Override
            public KeyValues getLowCardinalityKeyValues(ChatApiCallContext context) {
                return super.getLowCardinalityKeyValues(context).and("tenant", "agency-1");
            }
        };
        ChatApiMethodObservationConvention calls = new DefaultChatApiMethodObservationConvention() {
            @Override
            public String getName() {
                return "shop.chat.calls";
            }
        };
        try (ChatApiClient client = client(MicrometerChatApiListener.builder()
                .observationRegistry(registry)
                .observationConvention(requests)
                .methodObservationConvention(calls)
                .build())) {
            client.agents().list();
        }

        assertThat(registry)
                .hasObservationWithNameEqualTo("shop.chat.requests")
                .that()
                .hasLowCardinalityKeyValue("tenant", "agency-1")
                .hasLowCardinalityKeyValue("outcome", "success");
        assertThat(registry)
                .hasObservationWithNameEqualTo("shop.chat.calls")
                .that()
                .hasLowCardinalityKeyValue("outcome", "success");
    }
}
