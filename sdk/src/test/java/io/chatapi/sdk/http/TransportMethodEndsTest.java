package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.tuple;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.observe.CallFinished;
import io.chatapi.sdk.observe.ChatApiListener;
import io.chatapi.sdk.observe.MethodFinished;
import io.chatapi.sdk.observe.MethodStarted;
import io.chatapi.sdk.observe.Outcome;
import io.chatapi.sdk.options.ClientOptions;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * Every call made outside an SDK method is a method of its own, and every method's end is told once, however it
 * ends: returned, failed, refused by a closed client, or broken by an {@link Error} from the caller's own code. A
 * method that failed leaves nothing behind on its thread.
 */
class TransportMethodEndsTest {
    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);
    private final List<String> started = new CopyOnWriteArrayList<>();
    private final List<MethodFinished> methods = new CopyOnWriteArrayList<>();
    private final List<CallFinished> calls = new CopyOnWriteArrayList<>();
    private final ChatApiListener listener = new ChatApiListener() {
        @Override
        public ChatApiListener methodStarted(MethodStarted event) {
            started.add(event.method());
            return this;
        }

        @Override
        public void methodFinished(MethodFinished event) {
            methods.add(event);
        }

        @Override
        public void callFinished(CallFinished event) {
            calls.add(event);
        }
    };

    @Test
    void a_failed_call_outside_any_method_ends_its_own_method_with_the_failure() {
        wire.auth().status(403);
        try (Transport transport = transport()) {
            catchThrowable(() -> transport.send(list()));
        }

        assertThat(started).containsExactly("agents.list");
        assertThat(methods)
                .extracting(MethodFinished::method, MethodFinished::outcome, MethodFinished::errorType)
                .containsExactly(tuple("agents.list", Outcome.HTTP_ERROR, "UnexpectedHttpStatusException"));
    }

    @Test
    void a_call_refused_by_a_closed_client_ends_its_own_method_as_client_closed() {
        Transport transport = transport();
        transport.close();

        assertThatThrownBy(() -> transport.send(list())).isInstanceOf(IllegalStateException.class);

        assertThat(methods)
                .extracting(MethodFinished::method, MethodFinished::outcome)
                .containsExactly(tuple("agents.list", Outcome.CLIENT_CLOSED));
        assertThat(calls).extracting(CallFinished::outcome).containsExactly(Outcome.CLIENT_CLOSED);
    }

    @Test
    void an_error_thrown_by_the_callers_element_consumer_ends_the_call_and_its_method() {
        wire.auth().reply("{\"status\":1,\"content\":[{\"uuid\":\"a-1\"}]}");
        try (Transport transport = transport()) {
            Throwable thrown = catchThrowable(
                    () -> transport.readList(list(), ListRead.each("content", JsonNode.class, element -> {
                        throw new CallersError();
                    })));
            assertThat(thrown).isInstanceOf(CallersError.class);
        }

        assertThat(calls).extracting(CallFinished::errorType).containsExactly("CallersError");
        assertThat(methods).extracting(MethodFinished::errorType).containsExactly("CallersError");
    }

    @Test
    void after_a_method_fails_the_next_call_on_its_thread_is_a_method_of_its_own() {
        wire.auth().reply("{\"status\":1,\"content\":[]}");
        try (Transport transport = transport()) {
            catchThrowable(() -> transport.method("agents.ensure", () -> {
                throw new IllegalStateException("the method's own failure");
            }));
            transport.send(list());
        }

        assertThat(started).containsExactly("agents.ensure", "agents.list");
        assertThat(methods)
                .extracting(MethodFinished::method, MethodFinished::calls)
                .containsExactly(tuple("agents.ensure", 0), tuple("agents.list", 1));
    }

    @Test
    void a_method_run_inside_another_returns_its_value_and_is_part_of_the_outer_one() {
        wire.auth().reply("{\"status\":1,\"maxUsersSub\":\"5\"}");
        try (Transport transport = transport()) {
            String value = transport.method("aliases.ensure", () -> {
                String inner = transport.method("aliases.add", () -> {
                    transport.send(list());
                    return "added";
                });
                return "ensured after " + inner;
            });

            assertThat(value).isEqualTo("ensured after added");
        }

        assertThat(started).containsExactly("aliases.ensure");
        assertThat(methods).extracting(MethodFinished::method).containsExactly("aliases.ensure");
        assertThat(calls).hasSize(1);
    }

    private Transport transport() {
        ClientOptions config = ClientOptions.builder()
                .baseUrl(server.url("/api/").toString())
                .apiKey(MockChatServer.API_KEY)
                .callTimeout(Duration.ofSeconds(30))
                .userAgent("test")
                .readRetries(0)
                .logLevel(LogLevel.OFF)
                .listener(listener)
                .build();
        return new Transport(config);
    }

    private static ApiCall list() {
        return ApiCall.to(Endpoints.AGENTS_LIST).build();
    }

    /** An error of the caller's own code, not one the SDK knows. */
    private static final class CallersError extends Error {
        CallersError() {
            super("the caller's consumer broke");
        }
    }
}
