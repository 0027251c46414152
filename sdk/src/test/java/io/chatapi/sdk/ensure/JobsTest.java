package io.chatapi.sdk.ensure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.CallOptions;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.Ensured.Outcome;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.RecordOutcome;
import io.chatapi.sdk.core.RecordOutcome.State;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.NotFoundException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.errors.WriteConflictException;
import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.CallStarted;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import io.chatapi.testkit.TestData;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Converging calls under one fault at a time, each placed on the request it is about: a lost reply or a gateway page
 * is resolved by reading back, a batch reports every record, a second writer is healed or reported.
 */
class JobsTest {
    private static final JobBudget QUICK = JobBudget.DEFAULT.withPauses(Duration.ofMillis(1), Duration.ofMillis(5));
    private static final String NO_SUCH_DOMAIN = "00000000-0000-4000-8000-000000000000";

    private ChatApiTestServer server;
    private ChatApiClient client;
    private String shop;

    @BeforeEach
    void start() {
        server = ChatApiTestServer.builder().data(TestData.empty()).build();
        client = client(null);
        shop = client.domains().add(new NewDomain("shop.example.com")).id();
        server.counters().reset();
    }

    private ChatApiClient client(ChatApiListener listener) {
        var builder = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .jobBudget(QUICK);
        if (listener != null) {
            builder.listener(listener);
        }
        return builder.build();
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    private AliasDefinition alias(String name, String text) {
        return new AliasDefinition(name, text, List.of(shop));
    }

    @Test
    void a_create_whose_reply_is_lost_is_read_back_and_not_sent_again() {
        server.faults().onlyOn(Endpoint.ADD_ALIAS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        Ensured<Alias> hi = client.aliases().ensure(alias("hi", "Hello"));

        assertThat(hi.outcome()).isEqualTo(Outcome.CREATED);
        assertThat(hi.record().text()).contains("Hello");
        assertThat(server.counters().requests(Endpoint.ADD_ALIAS)).isEqualTo(1);
        assertThat(client.aliases().list()).hasSize(1);
    }

    @Test
    void a_create_answered_by_a_502_page_is_sent_again() {
        server.faults().onlyOn(Endpoint.ADD_ALIAS).next(Fault.BAD_GATEWAY, 2);

        Ensured<Alias> hi = client.aliases().ensure(alias("hi", "Hello"));

        assertThat(hi.outcome()).isEqualTo(Outcome.CREATED);
        assertThat(server.counters().requests(Endpoint.ADD_ALIAS)).isEqualTo(3);
        assertThat(server.counters().writes(Endpoint.ADD_ALIAS)).isEqualTo(1);
    }

    @Test
    void an_edit_whose_reply_is_lost_is_compared_after_the_read_and_not_sent_again() {
        client.aliases().add(alias("hi", "Hello"));
        server.counters().reset();
        server.faults().onlyOn(Endpoint.EDIT_ALIAS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        Ensured<Alias> hi = client.aliases().ensure(alias("hi", "Hi there"));

        assertThat(hi.outcome()).isEqualTo(Outcome.UPDATED);
        assertThat(hi.record().text()).contains("Hi there");
        assertThat(server.counters().requests(Endpoint.EDIT_ALIAS)).isEqualTo(1);
    }

    @Test
    void a_lost_registration_is_found_by_its_address_and_its_token_kept() {
        server.faults().onlyOn(Endpoint.REGISTER_DOMAIN).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        Domain other = client.domains().findOrAdd(new NewDomain("https://Other.example.com/", ShopSystem.OTHER));

        assertThat(other.address()).contains("other.example.com");
        assertThat(server.counters().requests(Endpoint.REGISTER_DOMAIN)).isEqualTo(1);
        assertThat(client.domains().list()).hasSize(2);
    }

    @Test
    void reads_inside_a_job_are_retried_past_the_clients_read_retries() {
        ChatApiClient noRetries =
                client.withOptions(CallOptions.builder().readRetries(0).build());
        server.faults().onlyOn(Endpoint.LIST_ALIASES).next(Fault.BAD_GATEWAY, 3);

        assertThat(noRetries.aliases().ensure(alias("hi", "Hello")).outcome()).isEqualTo(Outcome.CREATED);
        assertThat(server.counters().requests(Endpoint.LIST_ALIASES)).isEqualTo(5);
    }

    @Test
    void a_batch_carries_on_past_a_record_the_server_refuses_and_reports_every_record() {
        List<AliasDefinition> wanted = List.of(
                alias("hi", "Hello"),
                new AliasDefinition("lost", "On no shop", List.of(NO_SUCH_DOMAIN)),
                alias("bye", "Goodbye"));

        Throwable thrown = catchThrowable(() -> client.aliases().ensure(wanted));

        assertThat(thrown).isInstanceOf(JobIncompleteException.class);
        JobIncompleteException e = (JobIncompleteException) thrown;
        assertThat(e.outcomes())
                .extracting(RecordOutcome::state)
                .containsExactly(State.DONE, State.NOT_DONE, State.DONE);
        assertThat(e.outcomes().get(0).result().orElseThrow().outcome()).isEqualTo(Outcome.CREATED);
        assertThat(e.outcomes().get(1).failure()).containsInstanceOf(NotFoundException.class);
        assertThat(e.undone()).hasSize(1);
        assertThat(e.mayHaveBeenProcessed()).isFalse();
        assertThat(e.getMessage()).contains("2 of 3 records done, 1 not done, 0 unknown", "name=lost");
        assertThat(client.aliases().list())
                .extracting(a -> a.name().orElseThrow())
                .containsOnly("hi", "bye");
    }

    @Test
    void a_record_whose_write_fails_every_time_is_given_up_while_the_others_are_done() {
        ChatApiClient impatient = client.withOptions(
                CallOptions.builder().jobBudget(QUICK.withMaxFailuresInARow(3)).build());
        client.aliases().add(alias("bye", "Goodbye"));
        server.faults().onlyOn(Endpoint.EDIT_ALIAS).badGateway(1.0); // never processed: not done

        Throwable thrown =
                catchThrowable(() -> impatient.aliases().ensure(List.of(alias("hi", "Hello"), alias("bye", "Bye"))));

        assertThat(thrown).isInstanceOf(JobIncompleteException.class);
        JobIncompleteException e = (JobIncompleteException) thrown;
        assertThat(e.getMessage()).contains("1 of 2 records done, 1 not done, 0 unknown", "name=bye");
        assertThat(e.outcomes()).extracting(RecordOutcome::state).containsExactly(State.DONE, State.NOT_DONE);
        assertThat(e.getCause()).isInstanceOf(UnexpectedHttpStatusException.class);
        assertThat(server.counters().requests(Endpoint.EDIT_ALIAS))
                .as("tried 3 times")
                .isEqualTo(3);
    }

    @Test
    void a_write_whose_reply_is_lost_is_unknown_when_the_budget_runs_out_before_it_is_read_back() {
        server.faults().onlyOn(Endpoint.ADD_ALIAS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);
        ChatApiClient watched = client(new ChatApiListener() {
            @Override
            public void callFinished(CallFinished event) {
                if (event.operation().equals("aliases.add")) { // then every list read fails at the gateway
                    server.faults().clear();
                    server.faults().onlyOn(Endpoint.LIST_ALIASES).badGateway(1.0);
                }
            }
        });
        try (watched) {
            ChatApiClient impatient = watched.withOptions(CallOptions.builder()
                    .jobBudget(QUICK.withMaxFailuresInARow(2))
                    .build());

            Throwable thrown = catchThrowable(() -> impatient.aliases().ensure(List.of(alias("hi", "Hello"))));

            assertThat(thrown).isInstanceOf(JobIncompleteException.class);
            JobIncompleteException e = (JobIncompleteException) thrown;
            assertThat(e.getMessage()).contains("job budget ran out (2 failed requests in a row)");
            assertThat(e.outcomes()).extracting(RecordOutcome::state).containsExactly(State.UNKNOWN);
            assertThat(e.mayHaveBeenProcessed()).isTrue();
        }
    }

    @Test
    void a_twin_another_writer_made_meanwhile_is_healed_keeping_the_first_listed() {
        ChatApiClient other = client(null);
        AtomicBoolean raced = new AtomicBoolean();
        ChatApiClient racing = client(new ChatApiListener() {
            @Override
            public ChatApiListener callStarted(CallStarted event) {
                if (event.operation().equals("aliases.add") && raced.compareAndSet(false, true)) {
                    other.aliases().add(alias("hi", "Hello")); // a second runner gets there first
                }
                return this;
            }
        });
        try (other;
                racing) {
            Ensured<Alias> hi = racing.aliases().ensure(alias("hi", "Hello"));

            List<Alias> left = client.aliases().list();
            assertThat(left).hasSize(1);
            assertThat(hi.record().id()).isEqualTo(left.get(0).id());
            assertThat(server.counters().writes(Endpoint.DELETE_ALIAS))
                    .as("the twin this job made, deleted")
                    .isEqualTo(1);
        }
    }

    @Test
    void an_agent_another_runner_added_meanwhile_is_read_and_converged_on_not_an_error() {
        NewAgent ann = NewAgent.builder()
                .email("ann@example.com")
                .name("Ann Lee")
                .password("pw-1")
                .build();
        ChatApiClient other = client(null);
        AtomicBoolean raced = new AtomicBoolean();
        ChatApiClient racing = client(new ChatApiListener() {
            @Override
            public ChatApiListener callStarted(CallStarted event) {
                if (event.operation().equals("agents.add") && raced.compareAndSet(false, true)) {
                    other.agents().add(ann); // the server will answer ours "already exists"
                }
                return this;
            }
        });
        try (other;
                racing) {
            Ensured<Agent> agent = racing.agents().ensure(ann);

            assertThat(agent.outcome()).isEqualTo(Outcome.UNCHANGED);
            assertThat(agent.record().email()).contains("ann@example.com");
            assertThat(server.counters().requests(Endpoint.ADD_AGENT)).isEqualTo(2);
            assertThat(server.counters().writes(Endpoint.ADD_AGENT)).isEqualTo(1);
        }
    }

    @Test
    void another_writer_that_changes_a_text_just_written_is_reported_not_fought() {
        client.aliases().add(alias("hi", "Hello"));
        ChatApiClient other = client(null);
        ChatApiClient racing = client(new ChatApiListener() {
            @Override
            public void callFinished(CallFinished event) {
                if (event.operation().equals("aliases.edit")
                        && event.errorType().equals("none")) {
                    Alias listed = other.aliases().find("hi", shop).orElseThrow();
                    other.aliases().edit(listed.id(), alias("hi", "Someone else's text"));
                }
            }
        });
        try (other;
                racing) {
            Throwable thrown = catchThrowable(() -> racing.aliases().ensure(alias("hi", "My text")));

            assertThat(thrown).isInstanceOf(WriteConflictException.class).hasMessageContaining("name=hi");
            assertThat(server.counters().writes(Endpoint.EDIT_ALIAS))
                    .as("ours, then theirs")
                    .isEqualTo(2);
        }
    }

    @Test
    void a_single_record_refused_by_the_server_is_thrown_as_it_is() {
        Throwable thrown = catchThrowable(
                () -> client.aliases().ensure(new AliasDefinition("lost", "On no shop", List.of(NO_SUCH_DOMAIN))));

        assertThat(thrown).isInstanceOf(RequestRejectedException.class);
        assertThat(server.counters().requests(Endpoint.ADD_ALIAS)).isEqualTo(1);
    }

    @Test
    void a_closed_client_stops_a_job_before_anything_is_sent() {
        client.close();

        assertThat(catchThrowable(() -> client.aliases().ensure(List.of(alias("hi", "Hello")))))
                .isInstanceOf(IllegalStateException.class);
        assertThat(server.counters().totalRequests()).isZero();
    }
}
