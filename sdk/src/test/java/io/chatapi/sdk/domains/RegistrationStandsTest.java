package io.chatapi.sdk.domains;

import static io.chatapi.sdk.testing.MockChatServer.path;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.RecordOutcome;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.WriteConflictException;
import io.chatapi.sdk.testing.ScriptedServerTest;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.TestData;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Whose registration of an address stands (issue 47, the CLI's last target): the API answers a second registration
 * with a new plug-in token for the same domain, so {@code domains().ensure} compares the token its registration's reply
 * carried with the one listed when it reads the domain back.
 */
class RegistrationStandsTest extends ScriptedServerTest {
    private static final String NO_DOMAINS = "{\"status\":1,\"content\":[]}";

    @Test
    void two_clients_registering_one_address_at_once_exactly_one_is_told_its_registration_stands() throws Exception {
        try (ChatApiTestServer server =
                        ChatApiTestServer.builder().data(TestData.empty()).build();
                ChatApiClient first = runner(server);
                ChatApiClient second = runner(server)) {
            first.domains().list(); // both signed in before the race: its steps are the list, register, list
            second.domains().list();
            // Every read and registration held 400 ms: both lists see no domain, both registrations land before
            // either read-back, so the later one's token is the live one.
            server.faults()
                    .onlyOn(Endpoint.LIST_DOMAINS, Endpoint.REGISTER_DOMAIN)
                    .delay(Duration.ofMillis(400), 1.0);
            server.counters().reset();

            List<Object> results = atOnce(first, second);
            server.faults().clear();

            assertThat(server.counters().writes(Endpoint.REGISTER_DOMAIN))
                    .as("each registered once, and never again to win")
                    .isEqualTo(2);
            assertThat(results).filteredOn(Ensured.class::isInstance).hasSize(1);
            assertThat(results)
                    .filteredOn(WriteConflictException.class::isInstance)
                    .hasSize(1);
            @SuppressWarnings("unchecked")
            Ensured<Domain> stands = (Ensured<Domain>) results.stream()
                    .filter(Ensured.class::isInstance)
                    .findFirst()
                    .orElseThrow();
            WriteConflictException replaced = (WriteConflictException) results.stream()
                    .filter(WriteConflictException.class::isInstance)
                    .findFirst()
                    .orElseThrow();
            Domain live = first.domains().find("shop.example.com").orElseThrow();
            assertThat(stands.outcome()).isEqualTo(Ensured.Outcome.CREATED);
            assertThat(stands.record().pluginToken())
                    .as("the standing one's token is live")
                    .isEqualTo(live.pluginToken());
            assertThat(replaced.id()).as("the replaced one names the domain").isEqualTo(live.id());
            assertThat(replaced.mayHaveBeenProcessed()).isFalse();
            assertThat(replaced.getMessage()).doesNotContain(live.pluginToken().orElseThrow());
        }
    }

    @Test
    void a_registration_reply_without_a_token_cannot_be_compared_and_counts_as_created() {
        wire.reply(NO_DOMAINS)
                .reply("{\"status\":2,\"content\":\"domain added\",\"shop\":\"0\",\"address\":\"a.example.com\"}")
                .reply(listing("a.example.com", "d-a", "tok-live"));

        Ensured<Domain> done = client.domains().ensure(new NewDomain("a.example.com"));

        assertThat(done.outcome()).isEqualTo(Ensured.Outcome.CREATED);
        assertThat(done.record().id()).isEqualTo("d-a");
        assertThat(wire.requestCount())
                .as("authentication, list, registration, list")
                .isEqualTo(4);
    }

    @Test
    void a_registration_listed_with_its_own_token_stands() {
        wire.reply(NO_DOMAINS)
                .reply("{\"status\":2,\"content\":\"domain added\",\"token\":\" tok-mine \",\"shop\":\"0\"}")
                .reply(listing("a.example.com", "d-a", "tok-mine"));

        Ensured<Domain> done = client.domains().ensure(new NewDomain("a.example.com"));

        assertThat(done.outcome()).isEqualTo(Ensured.Outcome.CREATED);
    }

    @Test
    void a_registration_listed_with_another_token_was_replaced_and_is_not_sent_again() {
        wire.reply(NO_DOMAINS)
                .reply("{\"status\":2,\"content\":\"domain added\",\"token\":\"tok-mine\",\"shop\":\"0\"}")
                .reply(listing("a.example.com", "d-a", "tok-later"))
                .reply(listing("a.example.com", "d-a", "tok-later")); // the engine's last read of a record not done

        Throwable thrown = catchThrowable(() -> client.domains().ensure(new NewDomain("a.example.com")));

        assertThat(thrown).isInstanceOf(WriteConflictException.class).hasMessageContaining("d-a");
        assertThat(((WriteConflictException) thrown).id()).isEqualTo("d-a");
        assertThat(thrown.getMessage()).doesNotContain("tok-mine").doesNotContain("tok-later");
        wire.takeAuth();
        assertThat(path(wire.takeCarrying("tok-1"))).isEqualTo("chat/list");
        assertThat(path(wire.takeCarrying("tok-2"))).isEqualTo("chat/registerdomain");
        assertThat(path(wire.takeCarrying("tok-3"))).isEqualTo("chat/list");
        assertThat(path(wire.takeCarrying("tok-4")))
                .as("read once more, never registered again")
                .isEqualTo("chat/list");
        assertThat(wire.requestCount()).isEqualTo(5);
    }

    @Test
    void in_a_batch_a_replaced_registration_is_not_done_and_the_others_are() {
        wire.reply(NO_DOMAINS)
                .reply("{\"status\":2,\"content\":\"domain added\",\"token\":\"tok-a\"}")
                .reply("{\"status\":2,\"content\":\"domain added\",\"token\":\"tok-b\"}")
                .reply("{\"status\":1,\"content\":{\"1\":{\"uuid\":\"d-a\",\"address\":\"a.example.com\","
                        + "\"token\":\"tok-a\"},\"2\":{\"uuid\":\"d-b\",\"address\":\"b.example.com\","
                        + "\"token\":\"tok-b-later\"}}}")
                .reply(listing("b.example.com", "d-b", "tok-b-later")); // the engine's last read of b, not done

        Throwable thrown = catchThrowable(
                () -> client.domains().ensure(List.of(new NewDomain("a.example.com"), new NewDomain("b.example.com"))));

        assertThat(thrown).isInstanceOf(JobIncompleteException.class);
        List<RecordOutcome<?>> outcomes = ((JobIncompleteException) thrown).outcomes();
        assertThat(outcomes.get(0).state()).isEqualTo(RecordOutcome.State.DONE);
        assertThat(outcomes.get(0).result().orElseThrow().outcome()).isEqualTo(Ensured.Outcome.CREATED);
        assertThat(outcomes.get(1).state()).isEqualTo(RecordOutcome.State.NOT_DONE);
        assertThat(outcomes.get(1).failure()).containsInstanceOf(WriteConflictException.class);
    }

    @Test
    void find_or_add_compares_no_token_and_returns_the_domain_as_listed() {
        wire.reply(NO_DOMAINS)
                .reply("{\"status\":2,\"content\":\"domain added\",\"token\":\"tok-mine\"}")
                .reply(listing("a.example.com", "d-a", "tok-later"));

        Domain found = client.domains().findOrAdd(new NewDomain("a.example.com"));

        assertThat(found.pluginToken()).contains("tok-later");
    }

    private static String listing(String address, String id, String token) {
        return "{\"status\":1,\"content\":{\"1\":{\"uuid\":\"" + id + "\",\"address\":\"" + address + "\",\"token\":\""
                + token + "\",\"shops\":\"0\"}}}";
    }

    private static ChatApiClient runner(ChatApiTestServer server) {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .logLevel(LogLevel.OFF)
                .build();
    }

    /** Both clients' {@code ensure} of one address at the same moment: each one's result or failure. */
    private static List<Object> atOnce(ChatApiClient... clients) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(clients.length);
        CountDownLatch go = new CountDownLatch(1);
        try {
            List<Future<Object>> futures = new ArrayList<>();
            for (ChatApiClient client : clients) {
                futures.add(pool.submit(() -> {
                    go.await();
                    try {
                        return client.domains().ensure(new NewDomain("shop.example.com"));
                    } catch (RuntimeException e) {
                        return e;
                    }
                }));
            }
            go.countDown();
            List<Object> results = new ArrayList<>();
            for (Future<Object> future : futures) {
                results.add(future.get(1, TimeUnit.MINUTES));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }
}
