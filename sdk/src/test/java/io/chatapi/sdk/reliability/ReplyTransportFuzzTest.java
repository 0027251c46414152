package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import okio.Buffer;

/**
 * Every call of every sub-client, fed broken replies over HTTP: whatever the body (a real reply
 * mutated, cut short, random bytes), a call either returns or throws one of the SDK's own
 * exceptions for a bad reply, {@link UndecodableReplyException} or {@link RequestRejectedException}.
 * Never a NullPointerException, ClassCastException, StackOverflowError, NumberFormatException,
 * DateTimeException, ArithmeticException or any other escape.
 */
class ReplyTransportFuzzTest {
    private static final AtomicReference<byte[]> NEXT_BODY = new AtomicReference<>(new byte[0]);
    private static final AtomicInteger TOKENS = new AtomicInteger();
    private static MockWebServer server;
    private static ChatApiClient client;

    /** Every operation, reads and writes, by the operation name its exceptions carry. */
    /**
     * A call, and the operations its failure may name: its own, or a read it makes on the way (a create
     * reads the list back, a registration also checks it first, an assignment reads the agent's domains).
     */
    private record Call(String name, Consumer<ChatApiClient> run, List<String> reads) {
        Call(String name, Consumer<ChatApiClient> run) {
            this(name, run, List.of());
        }
    }

    private static final String ID = "id-1";
    private static final List<Call> CALLS = List.of(
            new Call("agents.list", c -> c.agents().list()),
            new Call("agents.get", c -> c.agents().get(ID)),
            new Call("agents.domains", c -> c.agents().domains(ID)),
            new Call("agents.signInHistory page", c -> c.agents().signInHistory(ID, 1)),
            new Call(
                    "agents.signInHistory all",
                    c -> c.agents().signInHistory(ID).stream().limit(30).count()),
            new Call(
                    "agents.add",
                    c -> c.agents()
                            .add(NewAgent.builder()
                                    .email("a@b.c")
                                    .name("A")
                                    .password("pw")
                                    .build()),
                    List.of("agents.list")),
            new Call("agents.delete", c -> c.agents().delete(ID)),
            new Call("domains.list", c -> c.domains().list()),
            new Call(
                    "domains.register",
                    c -> c.domains().add(new NewDomain("shop.example.com")),
                    List.of("domains.list")),
            new Call("domains.pluginToken", c -> c.domains().pluginToken(ID)),
            new Call("domains.assignAgent", c -> c.domains().assignAgent(ID, ID), List.of("agents.domains")),
            new Call("triggers.list", c -> c.triggers().list()),
            new Call("triggers.get", c -> c.triggers().get(ID)),
            new Call("triggers.changeStatus", c -> c.triggers().setActive(ID, true)),
            new Call("aliases.list", c -> c.aliases().list()),
            new Call("aliases.get", c -> c.aliases().get(ID)),
            new Call(
                    "aliases.add",
                    c -> c.aliases().add(new AliasDefinition("n", "t", List.of(ID))),
                    List.of("aliases.list")),
            new Call("tickets.list", c -> c.tickets().list()),
            new Call("tickets.list (streamed)", c -> c.tickets().forEach(t -> t.toString())),
            new Call("tickets.get", c -> c.tickets().get(ID)));

    @BeforeContainer
    static void start() throws IOException {
        server = NoDelay.on(NoDelaySockets.server());
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                MockResponse.Builder reply = new MockResponse.Builder()
                        .addHeader("Content-Type", "text/html; charset=UTF-8")
                        .addHeader("x-user-token", "tok-" + TOKENS.incrementAndGet());
                if (request.getUrl().encodedPath().endsWith("developer/inicialize")) {
                    return reply.body("{\"status\":1}").build();
                }
                return reply.body(new Buffer().write(NEXT_BODY.get())).build();
            }
        });
        server.start();
        // No retries: one broken reply per call, so each try tests exactly the body it generated.
        client = new MockChatServer(server).clientBuilder().readRetries(0).build();
    }

    @AfterContainer
    static void stop() {
        client.close();
        server.close();
    }

    @Property(tries = 300, seed = "6071")
    void every_call_survives_a_mutated_real_reply(
            @ForAll @IntRange(min = 0, max = 16) int fixture,
            @ForAll long seed,
            @ForAll @IntRange(min = 1, max = 8) int mutations,
            @ForAll @IntRange(min = 0, max = 19) int call) {
        JsonNode tree = new JsonMutator(new Random(seed), ReplyDecoderFuzzTest.FIELD_NAMES)
                .mutate(ReplyDecoderFuzzTest.SEEDS.get(fixture), mutations);
        String text;
        try {
            text = tree.toString();
        } catch (RuntimeException tooDeepToWrite) {
            return;
        }
        callWith(CALLS.get(call), text.getBytes(StandardCharsets.UTF_8));
    }

    @Property(tries = 150, seed = "6072")
    void every_call_survives_a_real_reply_cut_short(
            @ForAll @IntRange(min = 0, max = 16) int fixture,
            @ForAll @IntRange(min = 0, max = 100_000) int cut,
            @ForAll @IntRange(min = 0, max = 19) int call) {
        byte[] whole = ReplyDecoderFuzzTest.SEEDS.get(fixture).toString().getBytes(StandardCharsets.UTF_8);
        callWith(CALLS.get(call), Arrays.copyOf(whole, cut % (whole.length + 1)));
    }

    @Property(tries = 150, seed = "6073")
    void every_call_survives_random_bytes(
            @ForAll @Size(max = 400) byte[] body, @ForAll @IntRange(min = 0, max = 19) int call) {
        callWith(CALLS.get(call), body);
    }

    private static void callWith(Call call, byte[] body) {
        NEXT_BODY.set(body);
        try {
            call.run().accept(client);
        } catch (UndecodableReplyException
                | RequestRejectedException
                | CreatedRecordNotFoundException
                | AmbiguousMatchException expected) {
            String operation = expected.getMessage()
                    .substring(0, Math.max(0, expected.getMessage().indexOf(": ")));
            assertThat(operation).isIn(concat(call.name().split(" ")[0], call.reads()));
        } catch (Throwable escaped) {
            String text = new String(body, StandardCharsets.UTF_8);
            throw new AssertionError(
                    call.name() + " let " + escaped + " escape for the reply "
                            + (text.length() > 600 ? text.substring(0, 600) + "…" : text),
                    escaped);
        }
    }

    private static List<String> concat(String first, List<String> rest) {
        List<String> all = new java.util.ArrayList<>(rest);
        all.add(0, first);
        return all;
    }
}
