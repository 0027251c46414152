package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.RecordOutcome;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.WriteConflictException;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.sdk.triggers.TriggerDefinition;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 47 item 2, conflicts told to everyone: two runners at once want different content for one record. Testers
 * saw, with Redis, the earlier runner report its trigger done while the later one overwrote it without a word. Now
 * each runner's outcome says whether its own content stands at the end of its job: the one whose content the server
 * holds returns normally, the other is told {@link WriteConflictException}, with the Redis store (its record locks)
 * and without one (twins healed first), and the record exists once.
 */
class ConflictToldToEveryRunnerTest {
    private static final JobBudget QUICK = JobBudget.DEFAULT.withPauses(Duration.ofMillis(5), Duration.ofMillis(50));

    private RedisServer redis;
    private Stores stores;
    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    @BeforeEach
    void start() {
        redis = RedisServer.start();
        stores = new Stores(redis);
    }

    @AfterEach
    void stop() {
        pool.shutdownNow();
        stores.close();
        redis.close();
    }

    @ParameterizedTest(name = "shared Redis store: {0}")
    @ValueSource(booleans = {true, false})
    void each_runner_is_told_whether_its_content_stands(boolean sharedStore) throws Exception {
        for (int trial = 1; trial <= 3; trial++) {
            try (ChatApiTestServer server = ChatApiTestServer.start()) {
                // A trigger list takes 200 ms, so that both jobs' first reads come before either's create, also when
                // the two replicas take turns on one token chain in Redis: the jobs overlap. (A job whose first read
                // already sees the other's record edits it: that record existed before it, and ensure is for that.)
                server.faults().onlyOn(Endpoint.LIST_TRIGGERS).delay(Duration.ofMillis(200), 1.0);
                String name = "Cart help " + trial;
                Map<String, Object> told;
                try (ChatApiClient a = client(server, sharedStore);
                        ChatApiClient b = client(server, sharedStore)) {
                    CyclicBarrier together = new CyclicBarrier(2);
                    Future<Object> fromA = pool.submit(() -> ensure(a, name, "from A", together));
                    Future<Object> fromB = pool.submit(() -> ensure(b, name, "from B", together));
                    told = Map.of("from A", fromA.get(60, TimeUnit.SECONDS), "from B", fromB.get(60, TimeUnit.SECONDS));
                }
                server.faults().clear();

                List<Trigger> made;
                try (ChatApiClient reader = client(server, false)) {
                    made = reader.triggers().list().stream()
                            .filter(t -> t.name().orElse("").equals(name))
                            .toList();
                }
                assertThat(made).as("trial %d: the record, once", trial).hasSize(1);
                String standing = made.get(0).message().orElseThrow();
                String other = standing.equals("from A") ? "from B" : "from A";
                assertThat(told.get(standing))
                        .as("trial %d: the runner whose content stands is told it is done", trial)
                        .isEqualTo("done");
                assertThat(told.get(other))
                        .as("trial %d: the runner whose content does not stand is told so", trial)
                        .isEqualTo("conflict");
            }
        }
    }

    /** {@return "done", "conflict", or what else the job ended with} */
    private static Object ensure(ChatApiClient client, String name, String message, CyclicBarrier together)
            throws Exception {
        TriggerDefinition wanted = TriggerDefinition.builder()
                .name(name)
                .url("https://shop.example.com/cart")
                .message(message)
                .displayDelay(Duration.ofSeconds(20))
                .domainId(DefaultData.SHOP_DOMAIN_UUID)
                .build();
        together.await(10, TimeUnit.SECONDS);
        try {
            client.triggers().ensure(List.of(wanted));
            return "done";
        } catch (JobIncompleteException e) {
            List<Object> failures = new ArrayList<>();
            for (RecordOutcome<?> outcome : e.outcomes()) {
                failures.add(outcome.failure().map(f -> (Object) f).orElse(outcome.state()));
            }
            return failures.size() == 1 && failures.get(0) instanceof WriteConflictException ? "conflict" : failures;
        } catch (WriteConflictException e) {
            return "conflict";
        }
    }

    private ChatApiClient client(ChatApiTestServer server, boolean sharedStore) {
        ChatApiClientBuilder builder = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .logLevel(LogLevel.OFF)
                .jobBudget(QUICK);
        return (sharedStore ? builder.chainStore(stores.replica()) : builder).build();
    }
}
