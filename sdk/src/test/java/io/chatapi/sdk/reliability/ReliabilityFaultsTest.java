package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.TokenRefusedException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.errors.UnexpectedHttpStatusException;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The SDK under the faults a real deployment meets, injected by the test server with fixed seeds:
 * connections closed after the server processed the request, HTML 502 pages from a proxy, tokens
 * that expire. Reads come back correct; writes are never sent twice (but once more when the server
 * refused the token, which shows it processed nothing) and, when their outcome is unknown, say so.
 *
 * <p>Read-retry budget: with 5% closes, 2% gateway errors and 1% token expiry on every request,
 * including the re-authentication each failure needs, a retry of a faulted read fails again with
 * about 15% probability, so the default budget of 2 retries runs out for roughly 1 read in 300
 * faulted ones (the sequential run below meets one such read, its 1124th, with any budget up to
 * 4: lost replies, refused tokens and lost re-authentications in a row). Fault rates this high are
 * a stress test, not a service anyone runs against, so the long workloads raise {@code
 * readRetries} (6 sequentially, 8 from many threads, where the fault draws are not reproducible)
 * and a separate test shows the default budget ending in a clear {@link TransportException}.
 */
class ReliabilityFaultsTest {
    private static final long SEED = 7;

    private ChatApiTestServer server;

    @BeforeEach
    void start() {
        server = ChatApiTestServer.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private ChatApiClientBuilder clientBuilder() {
        return ChatApiClient.builder().baseUrl(server.baseUrl()).apiKey(server.apiKey());
    }

    private Workload expectedValues() {
        try (ChatApiClient reference = clientBuilder().build()) {
            return Workload.expectedFrom(reference, false);
        } finally {
            server.counters().reset();
        }
    }

    private void injectTheUsualFaults() {
        server.faults()
                .seed(SEED)
                .closeConnectionAfterProcessing(0.05)
                .badGateway(0.02)
                .expireTokens(0.01);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void a_long_read_workload_under_faults_reads_everything_exactly_as_an_undisturbed_client() {
        Workload workload = expectedValues();
        injectTheUsualFaults();
        Map<String, Integer> failures = new TreeMap<>();
        int reads = 1_200;

        long started = System.nanoTime();
        try (ChatApiClient client = clientBuilder().readRetries(6).build()) {
            Random random = new Random(SEED);
            for (int i = 0; i < reads; i++) {
                if (i % 150 == 149) {
                    server.faults().expireAllTokens(); // a session timeout: every chain ends at once
                }
                Workload.Step step = workload.step(random, 0.0);
                try {
                    workload.check(step, step.call().apply(client));
                } catch (ChatApiException | AssertionError e) {
                    failures.merge(step.name() + ": " + e, 1, Integer::sum);
                }
            }
        }
        report("sequential reads", started, reads);

        assertThat(failures).as("reads that failed or read wrong").isEmpty();
        // The faults did happen, each kind many times; nothing here passes for lack of them.
        assertThat(server.counters().faults(Fault.CLOSE_CONNECTION_AFTER_PROCESSING))
                .isGreaterThan(40);
        assertThat(server.counters().faults(Fault.BAD_GATEWAY)).isGreaterThan(15);
        assertThat(server.counters().faults(Fault.EXPIRE_TOKEN)).isGreaterThan(5);
        assertThat(server.counters().tokenViolations())
                .isGreaterThan(server.counters().faults(Fault.EXPIRE_TOKEN));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void reads_from_eight_threads_under_faults_all_succeed_and_the_chain_recovers_every_time() throws Exception {
        Workload workload = expectedValues();
        injectTheUsualFaults();
        int threads = 8;
        int readsPerThread = 150;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        long started = System.nanoTime();
        try (ChatApiClient client = clientBuilder().readRetries(8).build()) {
            List<Future<?>> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                Random random = new Random(SEED + t);
                running.add(pool.submit(() -> {
                    for (int i = 0; i < readsPerThread; i++) {
                        Workload.Step step = workload.step(random, 0.0);
                        workload.check(step, step.call().apply(client));
                    }
                    return null;
                }));
            }
            for (Future<?> thread : running) {
                thread.get(50, TimeUnit.SECONDS);
            }
            report("reads from " + threads + " threads", started, threads * readsPerThread);

            server.faults().clear();
            // After all that, the chain is healthy: a read goes through at the first try.
            long before = server.counters().totalRequests();
            client.agents().list();
            assertThat(server.counters().totalRequests() - before).isBetween(1L, 2L); // at most one re-authentication
        } finally {
            pool.shutdownNow();
        }
        assertThat(server.counters().faults(Fault.CLOSE_CONNECTION_AFTER_PROCESSING))
                .isPositive();
        assertThat(server.counters().faults(Fault.BAD_GATEWAY)).isPositive();
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void a_read_that_keeps_failing_ends_after_its_retry_budget_with_a_transport_exception() {
        server.faults().onlyOn(Endpoint.LIST_TRIGGERS).badGateway(1.0);
        try (ChatApiClient client = clientBuilder().build()) {
            Throwable e = catchThrowable(() -> client.triggers().list());

            assertThat(e).isInstanceOf(UnexpectedHttpStatusException.class);
            assertThat(((UnexpectedHttpStatusException) e).httpStatus()).isEqualTo(502);
            assertThat(((ChatApiException) e).mayHaveBeenProcessed()).isFalse(); // a read changes nothing
            assertThat(server.counters().requests(Endpoint.LIST_TRIGGERS)).isEqualTo(3); // 1 + readRetries (2)
        }
    }

    /** The outcome of every write call of a faulted run, per endpoint. */
    private static final class WriteTally {
        final Map<Endpoint, Integer> calls = new EnumMap<>(Endpoint.class);
        final Map<Endpoint, Integer> succeeded = new EnumMap<>(Endpoint.class);
        final Map<Endpoint, Integer> notSent = new EnumMap<>(Endpoint.class);
        final Map<Endpoint, Integer> outcomeUnknown = new EnumMap<>(Endpoint.class);
        final Map<Endpoint, Integer> refusedTwice = new EnumMap<>(Endpoint.class);
        final Map<String, Integer> kinds = new TreeMap<>();

        void count(Map<Endpoint, Integer> map, Endpoint endpoint) {
            map.merge(endpoint, 1, Integer::sum);
        }

        int get(Map<Endpoint, Integer> map, Endpoint endpoint) {
            return map.getOrDefault(endpoint, 0);
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void writes_that_meet_faults_are_sent_again_only_after_a_refused_token_and_say_when_they_may_have_been_processed() {
        server.faults()
                .seed(SEED)
                .closeConnectionAfterProcessing(0.08)
                .badGateway(0.04)
                .expireTokens(0.03);
        WriteTally tally = new WriteTally();
        AliasDefinition alias =
                new AliasDefinition("ship", "Shipping takes 2–3 days.", List.of(DefaultData.SHOP_DOMAIN_UUID));

        try (ChatApiClient client = clientBuilder().build()) {
            Random random = new Random(SEED);
            for (int i = 0; i < 600; i++) {
                boolean toggle = random.nextBoolean();
                boolean active = random.nextBoolean();
                Endpoint endpoint = toggle ? Endpoint.CHANGE_TRIGGER_STATUS : Endpoint.EDIT_ALIAS;
                tally.count(tally.calls, endpoint);
                try {
                    if (toggle) {
                        client.triggers().setActive(Workload.TOGGLED_TRIGGER, active);
                    } else {
                        client.aliases().edit("2", alias);
                    }
                    tally.count(tally.succeeded, endpoint);
                } catch (TransportException e) {
                    if (e.mayHaveBeenProcessed()) {
                        assertThat(e.getMessage()).contains("may have been processed");
                        tally.count(tally.outcomeUnknown, endpoint);
                    } else {
                        // Only a failure before the write left (its re-authentication failed) may say "not processed".
                        assertThat(e.getMessage()).doesNotContain("may have been processed");
                        tally.count(tally.notSent, endpoint);
                    }
                    tally.kinds.merge(
                            e.getClass().getSimpleName() + " mayHaveBeenProcessed=" + e.mayHaveBeenProcessed(),
                            1,
                            Integer::sum);
                } catch (RequestRejectedException e) {
                    // The server refused the token twice: it turned the write away unprocessed both times, and the
                    // SDK, which sent it again once after re-authenticating, did not send it a third time.
                    assertThat(e).isInstanceOf(TokenRefusedException.class);
                    assertThat(e.serverMessage()).contains("invalid token");
                    assertThat(e.mayHaveBeenProcessed()).isFalse();
                    tally.count(tally.refusedTwice, endpoint);
                    tally.kinds.merge("TokenRefusedException", 1, Integer::sum);
                }
            }
        }
        System.out.println("ReliabilityFaultsTest[writes]: " + tally.kinds + ", faults " + faultCounts());

        long refusals = server.counters().faults(Fault.EXPIRE_TOKEN);
        int refusedTwice = 0;
        long sentOnce = 0;
        long requests = 0;
        for (Endpoint endpoint : List.of(Endpoint.CHANGE_TRIGGER_STATUS, Endpoint.EDIT_ALIAS)) {
            int calls = tally.get(tally.calls, endpoint);
            int succeeded = tally.get(tally.succeeded, endpoint);
            int unknown = tally.get(tally.outcomeUnknown, endpoint);
            int once = calls - tally.get(tally.notSent, endpoint);
            // Every call that got past authentication reached the server once, or once more per refused token.
            assertThat(server.counters().requests(endpoint))
                    .as("requests to %s", endpoint)
                    .isBetween((long) once, once + refusals);
            // Applied: every success, and at most the ones whose outcome the SDK reported as unknown.
            assertThat(server.counters().writes(endpoint))
                    .as("writes applied by %s", endpoint)
                    .isBetween((long) succeeded, (long) succeeded + unknown);
            refusedTwice += tally.get(tally.refusedTwice, endpoint);
            sentOnce += once;
            requests += server.counters().requests(endpoint);
        }
        // Each refused token made the SDK send its write once more, except the second refusal of a write
        // refused twice, which ended the call: nothing else was re-sent. (A write whose re-authentication
        // failed after a refusal counts as not sent; its refused request is the one its refusal counts.)
        assertThat(requests).as("requests to both").isEqualTo(sentOnce + refusals - refusedTwice);
        assertThat(refusals).as("tokens refused").isPositive();
        // Each kind of failure happened, so each assertion above was exercised.
        assertThat(tally.kinds)
                .containsKey("TransportException mayHaveBeenProcessed=true")
                .containsKey("UnexpectedHttpStatusException mayHaveBeenProcessed=true");
    }

    @Test
    void an_add_whose_connection_closes_after_processing_fails_once_and_the_state_shows_it_happened() {
        try (ChatApiClient client = clientBuilder().build()) {
            int before = client.triggers().list().size();
            server.faults().onlyOn(Endpoint.ADD_TRIGGER).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);
            TriggerDefinition trigger = new TriggerDefinition(
                    "Once",
                    "https://shop.example.com/once",
                    "Only once",
                    Duration.ofSeconds(5),
                    DefaultData.SHOP_DOMAIN_UUID);

            Throwable e = catchThrowable(() -> client.triggers().add(trigger));

            assertThat(e).isInstanceOf(TransportException.class);
            assertThat(((TransportException) e).mayHaveBeenProcessed()).isTrue();
            assertThat(e.getMessage()).startsWith("triggers.add: ").contains("may have been processed");
            assertThat(server.counters().requests(Endpoint.ADD_TRIGGER)).isEqualTo(1);
            // What the caller should do: read the state back before deciding to add again.
            List<Trigger> after = client.triggers().list();
            assertThat(after).hasSize(before + 1);
            assertThat(after.stream().filter(t -> t.name().orElse("").equals("Once")))
                    .hasSize(1);
        }
    }

    @Test
    void a_502_on_a_write_is_not_retried_and_reports_that_it_may_have_been_processed() {
        try (ChatApiClient client = clientBuilder().build()) {
            client.agents().list(); // authenticated: the fault below meets the write itself
            server.faults().onlyOn(Endpoint.ADD_ALIAS).next(Fault.BAD_GATEWAY, 1);

            Throwable e = catchThrowable(
                    () -> client.aliases().add(new AliasDefinition("x", "y", List.of(DefaultData.SHOP_DOMAIN_UUID))));

            assertThat(e).isInstanceOf(UnexpectedHttpStatusException.class);
            assertThat(((UnexpectedHttpStatusException) e).httpStatus()).isEqualTo(502);
            // A 5xx may come from a proxy after the service acted; the SDK cannot tell, so it says so.
            assertThat(((ChatApiException) e).mayHaveBeenProcessed()).isTrue();
            assertThat(e.getMessage()).contains("may have been processed");
            assertThat(server.counters().requests(Endpoint.ADD_ALIAS)).isEqualTo(1);
            assertThat(server.counters().writes(Endpoint.ADD_ALIAS)).isZero();
        }
    }

    @Test
    void a_delete_sent_as_get_is_a_write_and_is_not_retried_when_its_reply_is_lost() {
        try (ChatApiClient client = clientBuilder().build()) {
            client.agents().list();
            server.faults()
                    .onlyOn(Endpoint.DELETE_TRIGGER, Endpoint.DELETE_ALIAS)
                    .closeConnectionAfterProcessing(1.0);

            Throwable trigger = catchThrowable(() -> client.triggers().delete("1"));
            Throwable alias = catchThrowable(() -> client.aliases().delete("1"));

            for (Throwable e : List.of(trigger, alias)) {
                assertThat(e).isInstanceOf(TransportException.class);
                assertThat(((TransportException) e).mayHaveBeenProcessed()).isTrue();
                assertThat(e.getMessage()).contains("may have been processed");
            }
            assertThat(server.counters().requests(Endpoint.DELETE_TRIGGER)).isEqualTo(1);
            assertThat(server.counters().requests(Endpoint.DELETE_ALIAS)).isEqualTo(1);
            assertThat(server.counters().writes(Endpoint.DELETE_TRIGGER)).isEqualTo(1);
        }
    }

    @Test
    void a_write_whose_reply_is_cut_short_says_it_may_have_been_processed_and_is_not_retried() {
        try (ChatApiClient client = clientBuilder().build()) {
            client.agents().list();
            server.faults().onlyOn(Endpoint.CHANGE_TRIGGER_STATUS).next(Fault.MALFORMED_JSON, 1);

            Throwable e = catchThrowable(() -> client.triggers().setActive("1", false));

            assertThat(e).isInstanceOf(UndecodableReplyException.class);
            assertThat(((ChatApiException) e).mayHaveBeenProcessed()).isTrue();
            assertThat(e.getMessage()).contains("may have been processed");
            assertThat(server.counters().requests(Endpoint.CHANGE_TRIGGER_STATUS))
                    .isEqualTo(1);
            assertThat(client.triggers().get("1").active()).contains(false); // it was processed
        }
    }

    @Test
    void a_reply_cut_short_on_a_read_is_read_again() {
        try (ChatApiClient client = clientBuilder().build()) {
            server.faults().onlyOn(Endpoint.LIST_TICKETS).next(Fault.MALFORMED_JSON, 1);

            assertThat(client.tickets().list()).hasSize(4);
            assertThat(server.counters().requests(Endpoint.LIST_TICKETS)).isEqualTo(2);
        }
    }

    @Test
    void a_reply_without_a_new_token_makes_the_next_call_authenticate_instead_of_spending_a_dead_token() {
        try (ChatApiClient client = clientBuilder().build()) {
            server.faults().onlyOn(Endpoint.LIST_AGENTS).next(Fault.OMIT_TOKEN_HEADER, 1);

            client.agents().list();
            client.triggers().list();

            assertThat(server.counters().tokenViolations()).isZero();
            assertThat(server.counters().requests(Endpoint.AUTHENTICATE)).isEqualTo(2);
        }
    }

    private String faultCounts() {
        Map<Fault, Long> counts = new EnumMap<>(Fault.class);
        for (Fault fault : Fault.values()) {
            if (server.counters().faults(fault) > 0) {
                counts.put(fault, server.counters().faults(fault));
            }
        }
        return counts + ", token violations " + server.counters().tokenViolations();
    }

    private void report(String what, long startedNanos, int calls) {
        System.out.printf(
                "ReliabilityFaultsTest[%s]: %d calls in %d ms, server saw %d requests, %s%n",
                what,
                calls,
                (System.nanoTime() - startedNanos) / 1_000_000,
                server.counters().totalRequests(),
                faultCounts());
    }
}
