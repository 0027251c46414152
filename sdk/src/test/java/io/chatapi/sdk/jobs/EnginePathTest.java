package io.chatapi.sdk.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.TestData;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.stream.Collectors;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * The engine's own share of a converging call (issue 46 item 3 and 5): inside a job the budget is the only loop, so
 * {@code maxFailuresInARow} counts requests; and the engine's path from a client's {@code ensure} to the wire is short.
 */
class EnginePathTest {
    private static final JobBudget FIVE_IN_A_ROW =
            new JobBudget(Duration.ofMinutes(1), 5, Duration.ofMillis(1), Duration.ofMillis(5));

    @Test
    void a_budget_of_five_failures_in_a_row_sends_five_requests_whatever_the_read_retries() {
        try (ChatApiTestServer server =
                        ChatApiTestServer.builder().data(TestData.empty()).build();
                ChatApiClient client = ChatApiClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiKey(server.apiKey())
                        .readRetries(2) // the transport's own loop, which a job must not multiply
                        .jobBudget(FIVE_IN_A_ROW)
                        .build()) {
            String shop =
                    client.domains().add(new NewDomain("shop.example.com")).id();
            Endpoint[] allButAuthentication = Arrays.stream(Endpoint.values())
                    .filter(e -> e != Endpoint.AUTHENTICATE)
                    .toArray(Endpoint[]::new);
            server.counters().reset();
            server.faults()
                    .onlyOn(
                            allButAuthentication[0],
                            Arrays.copyOfRange(allButAuthentication, 1, allButAuthentication.length))
                    .badGateway(1.0);

            Throwable thrown =
                    catchThrowable(() -> client.aliases().ensure(new AliasDefinition("hi", "Hello!", List.of(shop))));

            assertThat(thrown).isInstanceOf(JobIncompleteException.class);
            long requests =
                    server.counters().totalRequests() - server.counters().requests(Endpoint.AUTHENTICATE);
            System.out.printf(
                    "502 to all but authentication, budget of 5 in a row: %d requests, %d authentications%n",
                    requests, server.counters().requests(Endpoint.AUTHENTICATE));
            assertThat(requests).as("requests besides authentication").isEqualTo(5);
            assertThat(server.counters().requests(Endpoint.AUTHENTICATE))
                    .as("authentications: the 502 pages leave the chain's token in place")
                    .isLessThanOrEqualTo(1);
        }
    }

    @Test
    void ensure_reaches_the_wire_through_the_engine_once_with_at_most_one_class_twice_on_the_stack() {
        List<List<String>> stacks = new CopyOnWriteArrayList<>();
        // The exchange runs on a worker (ExchangeRunner); the engine's share of the way is on the calling thread,
        // which waits for the reply meanwhile: its stack is the one read here.
        Thread caller = Thread.currentThread();
        OkHttpClient recording = new OkHttpClient.Builder()
                .addInterceptor(chain -> {
                    if (!chain.request().url().encodedPath().contains("inicialize")) {
                        stacks.add(sdkClassesOnTheStack(caller));
                    }
                    return chain.proceed(chain.request());
                })
                .build();
        try (ChatApiTestServer server =
                        ChatApiTestServer.builder().data(TestData.empty()).build();
                ChatApiClient client = ChatApiClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiKey(server.apiKey())
                        .httpClient(recording)
                        .build()) {
            String shop =
                    client.domains().add(new NewDomain("shop.example.com")).id();
            client.aliases().ensure(new AliasDefinition("hi", "Hello!", List.of(shop)));
            stacks.clear();

            client.aliases().ensure(new AliasDefinition("hi", "Hello again!", List.of(shop))); // a list and an edit
            client.aliases().ensure(List.of(new AliasDefinition("bye", "Bye!", List.of(shop)))); // a list and a create
        } finally {
            recording.dispatcher().executorService().shutdown();
        }

        assertThat(stacks).hasSizeGreaterThanOrEqualTo(4);
        for (List<String> stack : stacks) {
            System.out.println("ensure at the wire: " + String.join(" > ", stack));
            Map<String, Long> times =
                    stack.stream().collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
            // Measured on the calling thread, which waits while the exchange runs on a worker (ExchangeRunner): a read
            // Aliases > Converge > Kinds > RecordVerbs > Transport > Sender > ExchangeRunner, a create with Aliases
            // for Kinds (its create call). Issue 46's target: at most 8 classes, one of them at most twice. The
            // engine opens the listeners' method itself (MethodScope), so no wrapper frame lies before it; it was
            // Aliases > Transport > Aliases > Converge > ..., nine with two twice. The worker's own way to the socket
            // is six more (ArchitectureMapTest).
            assertThat(stack)
                    .as("engine classes on the way (the converging loop and its record kind)")
                    .filteredOn(c -> c.startsWith("jobs."))
                    .hasSizeLessThanOrEqualTo(2);
            assertThat(stack).as("class switches").hasSizeLessThanOrEqualTo(8);
            assertThat(times.values().stream().filter(n -> n > 1))
                    .as("classes twice: %s", times)
                    .hasSizeLessThanOrEqualTo(1);
        }
    }

    /** The SDK's classes on the thread's stack, outermost first, each run of one class once (tests left out). */
    private static List<String> sdkClassesOnTheStack(Thread thread) {
        List<String> inward = Arrays.stream(thread.getStackTrace())
                .map(StackTraceElement::getClassName)
                .filter(c -> c.startsWith("io.chatapi.sdk.") && !c.contains("Test"))
                .map(c -> c.substring("io.chatapi.sdk.".length()).replaceAll("\\$.*", ""))
                .toList();
        List<String> outward = new ArrayList<>(inward);
        java.util.Collections.reverse(outward);
        List<String> runs = new ArrayList<>();
        for (String c : outward) {
            if (runs.isEmpty() || !runs.get(runs.size() - 1).equals(c)) {
                runs.add(c);
            }
        }
        return runs;
    }
}
