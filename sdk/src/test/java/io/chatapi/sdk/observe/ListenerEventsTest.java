package io.chatapi.sdk.observe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.CallOptions;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.errors.AlreadyExistsException;
import io.chatapi.sdk.errors.AuthenticationException;
import io.chatapi.sdk.errors.NotFoundException;
import io.chatapi.sdk.errors.TokenChainTimeoutException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.testing.JulLines;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What a listener is told, call by call, against the in-memory server: each call's start and end with its outcome,
 * each wait for the chain, authentication, attempt and retry, in order, on the caller's thread; never a secret.
 */
class ListenerEventsTest {
    private static ChatApiTestServer server;

    private final RecordingListener recorder = new RecordingListener();

    @BeforeAll
    static void start() {
        server = ChatApiTestServer.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void reset() {
        server.reset();
    }

    private ChatApiClientBuilder builder() {
        return ChatApiClient.builder().baseUrl(server.baseUrl()).apiKey(server.apiKey());
    }

    private ChatApiClient client() {
        return builder().listener(recorder).build();
    }

    @Test
    void the_first_call_authenticates_and_every_call_reports_its_wait_attempt_and_outcome_on_the_callers_thread() {
        try (ChatApiClient client = client()) {
            client.agents().list();
            client.agents().list();
        }

        assertThat(recorder.lines())
                .containsExactly(
                        "started agents.list read",
                        "chain acquired",
                        "authenticated success none",
                        "attempt 1 success none",
                        "finished agents.list success none retries=0",
                        "started agents.list read",
                        "chain acquired",
                        "attempt 1 success none",
                        "finished agents.list success none retries=0");
        assertThat(recorder.threads).containsOnly(Thread.currentThread());
        CallFinished finished = recorder.events(CallFinished.class).get(0);
        AttemptFinished attempt = recorder.events(AttemptFinished.class).get(0);
        assertThat(finished.retried()).isFalse();
        assertThat(finished.duration()).isGreaterThanOrEqualTo(attempt.duration());
        assertThat(attempt.duration())
                .isGreaterThanOrEqualTo(
                        recorder.events(Authenticated.class).get(0).duration());
    }

    @Test
    void a_gateway_error_on_a_read_is_reported_with_the_retry_and_its_pause() {
        try (ChatApiClient client = client()) {
            client.agents().list();
            recorder.clear();
            server.faults().onlyOn(Endpoint.LIST_TRIGGERS).next(Fault.BAD_GATEWAY, 1);

            client.triggers().list();
        }

        assertThat(recorder.lines())
                .containsExactly(
                        "started triggers.list read",
                        "chain acquired",
                        "attempt 1 http_error UnexpectedHttpStatusException",
                        "retry 1 http_error",
                        "chain acquired",
                        // A 502 page carries no token: the chain keeps the one it sent, so no authentication.
                        "attempt 2 success none",
                        "finished triggers.list success none retries=1");
        assertThat(recorder.events(RetryScheduled.class).get(0).pause()).isPositive();
        assertThat(recorder.events(CallFinished.class).get(0).retried()).isTrue();
    }

    @Test
    void a_refused_token_is_reported_and_the_read_authenticates_again_without_a_pause() {
        try (ChatApiClient client = client()) {
            client.agents().list();
            recorder.clear();
            server.faults().expireAllTokens();

            client.agents().list();
        }

        assertThat(recorder.lines())
                .containsExactly(
                        "started agents.list read",
                        "chain acquired",
                        "attempt 1 token_refused RequestRejectedException",
                        "retry 1 token_refused",
                        "chain acquired",
                        "authenticated success none",
                        "attempt 2 success none",
                        "finished agents.list success none retries=1");
        assertThat(recorder.events(RetryScheduled.class).get(0).pause()).isZero();
    }

    @Test
    void a_write_refused_for_its_token_is_reported_with_the_one_resend_it_gets() {
        try (ChatApiClient client = client()) {
            client.agents().list();
            recorder.clear();
            server.faults().expireAllTokens();

            client.triggers().setActive("2", false);
        }

        assertThat(recorder.lines())
                .containsExactly(
                        "started triggers.changeStatus write",
                        "chain acquired",
                        "attempt 1 token_refused RequestRejectedException",
                        "retry 1 token_refused",
                        "chain acquired",
                        "authenticated success none",
                        "attempt 2 success none",
                        "finished triggers.changeStatus success none retries=1");
    }

    @Test
    void not_found_and_already_exists_are_outcomes_of_their_own_not_failures() {
        NewAgent zoeAgain = NewAgent.builder()
                .email("zoe.again@example.com")
                .name("Zoë Again")
                .password("pw-again-1")
                .build();
        // Another runner adds the agent between the add's check for a duplicate and its write.
        ChatApiListener racer = new ChatApiListener() {
            private boolean raced;

            @Override
            public void callFinished(CallFinished event) {
                if (!raced && event.operation().equals("agents.list")) {
                    raced = true;
                    try (ChatApiClient other = builder().build()) {
                        other.agents().add(zoeAgain);
                    }
                }
            }
        };
        try (ChatApiClient client = builder().listener(recorder).listener(racer).build()) {
            assertThat(catchThrowable(() -> client.agents().get("no-such-agent")))
                    .isInstanceOf(NotFoundException.class);
            // The server refuses an agent whose e-mail is taken.
            assertThat(catchThrowable(() -> client.agents().add(zoeAgain))).isInstanceOf(AlreadyExistsException.class);
        }

        assertThat(recorder.lines())
                .filteredOn(line -> line.startsWith("finished"))
                .containsExactly(
                        "finished agents.get not_found NotFoundException retries=0",
                        "finished agents.list success none retries=0",
                        "finished agents.add already_exists AlreadyExistsException retries=0");
        assertThat(recorder.events(CallFinished.class))
                .extracting(e -> e.outcome().isFailure())
                .containsOnly(false);
        assertThat(recorder.events(CallStarted.class))
                .extracting(CallStarted::write)
                .containsExactly(false, false, true);
    }

    @Test
    void a_write_whose_reply_is_lost_is_reported_once_as_possibly_processed_and_never_retried() {
        try (ChatApiClient client = client()) {
            client.agents().list();
            recorder.clear();
            server.faults().onlyOn(Endpoint.CHANGE_TRIGGER_STATUS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

            assertThat(catchThrowable(() -> client.triggers().setActive("2", false)))
                    .isInstanceOf(TransportException.class);
        }

        assertThat(recorder.lines())
                .containsExactly(
                        "started triggers.changeStatus write",
                        "chain acquired",
                        "attempt 1 transport_failure TransportException",
                        "finished triggers.changeStatus transport_failure TransportException retries=0"
                                + " may have been processed");
    }

    @Test
    void a_call_that_runs_out_of_time_is_a_timeout() {
        server.faults().onlyOn(Endpoint.LIST_TRIGGERS).delay(Duration.ofSeconds(3), 1.0);
        try (ChatApiClient client =
                builder().listener(recorder).callTimeout(Duration.ofMillis(400)).build()) {
            assertThat(catchThrowable(() -> client.triggers().list())).isInstanceOf(TransportException.class);
        }

        assertThat(recorder.events(CallFinished.class)).singleElement().satisfies(e -> assertThat(e.outcome())
                .isEqualTo(Outcome.TIMEOUT));
        assertThat(recorder.events(AttemptFinished.class))
                .extracting(AttemptFinished::outcome)
                .containsOnly(Outcome.TIMEOUT);
    }

    @Test
    void a_call_that_cannot_get_its_turn_in_time_is_a_chain_timeout_with_its_wait_reported() throws Exception {
        try (ChatApiClient client = client()) {
            client.agents().list();
            recorder.clear();
            server.faults()
                    .onlyOn(Endpoint.LIST_TRIGGERS)
                    .delay(Duration.ofMillis(1_500), 0.0)
                    .next(Fault.DELAY, 1);
            CompletableFuture<?> holder =
                    CompletableFuture.runAsync(() -> client.triggers().list());
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (server.counters().requests(Endpoint.LIST_TRIGGERS) == 0 && System.nanoTime() < deadline) {
                Thread.sleep(10); // until the holder's request is at the server, its turn held
            }
            ChatApiClient impatient = client.withOptions(
                    CallOptions.builder().callTimeout(Duration.ofMillis(200)).build());

            assertThat(catchThrowable(() -> impatient.agents().list())).isInstanceOf(TokenChainTimeoutException.class);
            holder.get(10, TimeUnit.SECONDS);
        }

        assertThat(recorder.events(ChainWaited.class))
                .filteredOn(e -> e.operation().equals("agents.list"))
                .singleElement()
                .satisfies(e -> {
                    assertThat(e.acquired()).isFalse();
                    assertThat(e.waited()).isGreaterThanOrEqualTo(Duration.ofMillis(150));
                });
        assertThat(recorder.events(CallFinished.class))
                .filteredOn(e -> e.operation().equals("agents.list"))
                .singleElement()
                .satisfies(e -> assertThat(e.outcome()).isEqualTo(Outcome.CHAIN_TIMEOUT));
    }

    @Test
    void a_refused_key_is_reported_by_the_authentication_and_the_call() {
        try (ChatApiClient client =
                builder().apiKey("not-the-key").listener(recorder).build()) {
            assertThat(catchThrowable(() -> client.agents().list())).isInstanceOf(AuthenticationException.class);
        }

        assertThat(recorder.lines())
                .containsExactly(
                        "started agents.list read",
                        "chain acquired",
                        "authenticated authentication_failed AuthenticationException",
                        "attempt 1 authentication_failed AuthenticationException",
                        "finished agents.list authentication_failed AuthenticationException retries=0");
    }

    @Test
    void a_call_on_a_closed_client_has_only_its_start_and_its_end() {
        ChatApiClient client = client();
        client.close();

        assertThat(catchThrowable(() -> client.agents().list())).isInstanceOf(IllegalStateException.class);

        assertThat(recorder.lines())
                .containsExactly(
                        "started agents.list read",
                        "finished agents.list client_closed IllegalStateException retries=0");
    }

    @Test
    void a_listener_that_throws_never_fails_the_call_nor_silences_the_others_and_is_logged_once_at_warning() {
        List<LogRecord> records = logsOf(() -> {
            try (ChatApiClient client =
                    builder().listener(new Throwing()).listener(recorder).build()) {
                client.agents().list();
                client.agents().list();
            }
        });

        assertThat(recorder.lines()).hasSize(9).last().isEqualTo("finished agents.list success none retries=0");
        List<LogRecord> aboutListener = records.stream()
                .filter(r -> r.getMessage().contains(Throwing.class.getName()))
                .toList();
        assertThat(aboutListener)
                .filteredOn(r -> r.getLevel().equals(Level.WARNING))
                .singleElement()
                .satisfies(r -> {
                    assertThat(r.getMessage()).contains("callStarted", "IllegalStateException", "the call goes on");
                    assertThat(r.getThrown()).hasMessage("listener bug");
                });
        // Every later failure (the other eight events of the two calls) at a level a default setup does not show.
        assertThat(aboutListener)
                .filteredOn(r -> r.getLevel().equals(Level.FINE))
                .hasSize(8);
    }

    @Test
    void with_logging_off_or_at_error_a_throwing_listener_is_not_logged_either() {
        for (LogLevel level : List.of(LogLevel.OFF, LogLevel.ERROR)) {
            List<LogRecord> records = logsOf(() -> {
                try (ChatApiClient client =
                        builder().logLevel(level).listener(new Throwing()).build()) {
                    client.agents().list();
                }
            });

            assertThat(records).as("lines at %s", level).isEmpty();
        }
    }

    private static List<LogRecord> logsOf(Runnable work) {
        // quiet: the expected warning need not fill the build's output
        try (JulLines log = JulLines.of("io.chatapi.sdk", Level.ALL).quiet().start()) {
            work.run();
            return log.records();
        }
    }

    @Test
    void the_listener_returned_by_call_started_gets_that_calls_events_only_while_calls_run_at_once() throws Exception {
        List<String> mismatches = new ArrayList<>();
        List<String> finished = new ArrayList<>();
        CountDownLatch bothStarted = new CountDownLatch(2);
        ChatApiListener perCall = new ChatApiListener() {
            @Override
            public ChatApiListener callStarted(CallStarted started) {
                return new ChatApiListener() {
                    @Override
                    public void attemptFinished(AttemptFinished e) {
                        check(e.operation());
                    }

                    @Override
                    public void callFinished(CallFinished e) {
                        check(e.operation());
                        synchronized (finished) {
                            finished.add(e.operation());
                        }
                    }

                    private void check(String operation) {
                        if (!operation.equals(started.operation())) {
                            synchronized (mismatches) {
                                mismatches.add(started.operation() + " got " + operation);
                            }
                        }
                    }
                };
            }
        };
        try (ChatApiClient client = builder().maxChains(2).listener(perCall).build()) {
            CompletableFuture<?> agents = CompletableFuture.runAsync(() -> {
                bothStarted.countDown();
                for (int i = 0; i < 20; i++) {
                    client.agents().list();
                }
            });
            CompletableFuture<?> triggers = CompletableFuture.runAsync(() -> {
                bothStarted.countDown();
                for (int i = 0; i < 20; i++) {
                    client.triggers().list();
                }
            });
            CompletableFuture.allOf(agents, triggers).get(20, TimeUnit.SECONDS);
        }

        assertThat(mismatches).isEmpty();
        // The user's 40 calls, and the chains-per-key probe the second chain's opening sends, told as a call of its
        // own (issue 47 item 4: before, it was the one request no listener heard of).
        assertThat(finished)
                .filteredOn(operation -> !operation.equals("chains.probe"))
                .hasSize(40)
                .containsOnly("agents.list", "triggers.list");
        assertThat(finished).filteredOn("chains.probe"::equals).hasSizeLessThanOrEqualTo(1);
    }

    @Test
    void no_event_carries_the_key_a_password_a_token_or_a_url_only_operation_names_and_class_names() {
        String password = "pw-LISTENER-SECRET-7";
        try (ChatApiClient client = client()) {
            client.agents()
                    .add(NewAgent.builder()
                            .email("new.agent@example.com")
                            .name("New Agent")
                            .password(password)
                            .build());
            server.faults().expireAllTokens();
            client.agents().list();
            server.faults().onlyOn(Endpoint.ADD_AGENT).next(Fault.MALFORMED_JSON, 1);
            catchThrowable(() -> client.agents()
                    .add(NewAgent.builder()
                            .email("other.agent@example.com")
                            .name("Other Agent")
                            .password(password)
                            .build()));
        }

        assertThat(recorder.events).hasSizeGreaterThan(15);
        for (Object event : recorder.events) {
            assertThat(event.toString()).doesNotContain(server.apiKey(), password, "developer_token", "http", "/");
            for (RecordComponent component : event.getClass().getRecordComponents()) {
                if (component.getType() == String.class) {
                    String value = (String) invoke(component, event);
                    assertThat(value)
                            .as("%s of %s", component.getName(), event)
                            .matches(component.getName().equals("operation") ? "[a-z]+\\.[a-zA-Z]+" : "[A-Za-z]+");
                } else {
                    assertThat(component.getType())
                            .as("%s of %s", component.getName(), event)
                            .isIn(boolean.class, int.class, Duration.class, Outcome.class);
                }
            }
        }
    }

    private static Object invoke(RecordComponent component, Object record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** Fails in every event. */
    private static final class Throwing implements ChatApiListener {
        @Override
        public ChatApiListener callStarted(CallStarted event) {
            throw new IllegalStateException("listener bug");
        }

        @Override
        public void chainWaited(ChainWaited event) {
            throw new IllegalStateException("listener bug");
        }

        @Override
        public void authenticated(Authenticated event) {
            throw new IllegalStateException("listener bug");
        }

        @Override
        public void attemptFinished(AttemptFinished event) {
            throw new IllegalStateException("listener bug");
        }

        @Override
        public void callFinished(CallFinished event) {
            throw new IllegalStateException("listener bug");
        }
    }
}
