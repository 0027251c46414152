package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.io.EOFException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.PortUnreachableException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.function.Supplier;
import java.util.stream.Stream;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a write that failed on the way says about its outcome: {@code mayHaveBeenProcessed()} is
 * false only when the failure proves the request never reached the server (no connection was
 * made), and the I/O failure itself stays the cause, so a caller can tell a timeout by its type.
 */
class FailedWriteOutcomeTest {
    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    static Stream<Arguments> failures() {
        return Stream.<Arguments>of(
                failure(() -> new ConnectException("Connection refused"), false),
                failure(() -> new UnknownHostException("chat.example.com"), false),
                failure(() -> new NoRouteToHostException("No route to host"), false),
                failure(() -> new PortUnreachableException("ICMP Port Unreachable"), false),
                failure(() -> new SocketTimeoutException("Connect timed out"), false),
                failure(() -> new SocketTimeoutException("connect timed out"), false),
                failure(() -> new SocketTimeoutException("Read timed out"), true),
                failure(() -> new IOException("unexpected end of stream on http://chat.example.com/..."), true),
                failure(EOFException::new, true));
    }

    private static Arguments failure(Supplier<IOException> failure, boolean mayHaveBeenProcessed) {
        return Arguments.of(
                failure.get().getClass().getSimpleName() + ": " + failure.get().getMessage(),
                failure,
                mayHaveBeenProcessed);
    }

    /** A client whose connection to the server fails with {@code failure} for the write, after authenticating. */
    private Transport failingWritesWith(Supplier<IOException> failure) {
        OkHttpClient http = new OkHttpClient.Builder()
                .addInterceptor(chain -> {
                    if (chain.request().url().encodedPath().endsWith("/users/add")) {
                        throw failure.get();
                    }
                    return chain.proceed(chain.request());
                })
                .build();
        return WireTransport.to(server.url("/api/")).http(http).build();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("failures")
    void a_write_failing_before_a_connection_exists_was_not_processed_and_any_later_failure_may_have_been(
            String name, Supplier<IOException> failure, boolean mayHaveBeenProcessed) {
        wire.auth();
        try (Transport transport = failingWritesWith(failure)) {
            assertThatThrownBy(() -> transport.write(ApiCall.to(Endpoints.AGENTS_ADD)
                            .param("login", "ann@example.com")
                            .build()))
                    .isInstanceOfSatisfying(TransportException.class, e -> {
                        assertThat(e.mayHaveBeenProcessed()).isEqualTo(mayHaveBeenProcessed);
                        assertThat(e.getMessage())
                                .startsWith("agents.add: exchange failed: ")
                                .contains(failure.get().getClass().getSimpleName());
                        assertThat(e.getMessage().contains("may have been processed"))
                                .isEqualTo(mayHaveBeenProcessed);
                        // The cause is the failure as it happened, not a copy: its type tells what went wrong.
                        assertThat(e.getCause())
                                .isExactlyInstanceOf(failure.get().getClass());
                    });
        }
        assertThat(wire.requestCount())
                .as("only the authentication reached the server")
                .isEqualTo(1);
    }

    @Test
    void a_failed_read_never_says_it_may_have_been_processed() {
        wire.auth().auth().auth();
        OkHttpClient http = new OkHttpClient.Builder()
                .addInterceptor(chain -> {
                    if (chain.request().url().encodedPath().endsWith("/users/list")) {
                        throw new SocketTimeoutException("Read timed out");
                    }
                    return chain.proceed(chain.request());
                })
                .build();
        try (Transport transport =
                WireTransport.to(server.url("/api/")).http(http).build()) {
            assertThatThrownBy(() ->
                            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()))
                    .isInstanceOfSatisfying(TransportException.class, e -> {
                        assertThat(e.mayHaveBeenProcessed()).isFalse();
                        assertThat(e.getMessage()).doesNotContain("may have been processed");
                        assertThat(e.getCause()).isExactlyInstanceOf(SocketTimeoutException.class);
                    });
        }
    }

    @Test
    void a_failure_quoting_the_key_keeps_its_type_in_the_cause_but_not_the_key() {
        wire.auth();
        try (Transport transport = failingWritesWith(
                () -> new SocketTimeoutException("timeout for developer_token=" + MockChatServer.API_KEY))) {
            assertThatThrownBy(() ->
                            transport.write(ApiCall.to(Endpoints.AGENTS_ADD).build()))
                    .isInstanceOfSatisfying(TransportException.class, e -> {
                        assertThat(e.getMessage())
                                .contains("SocketTimeoutException: timeout for developer_token=[redacted]")
                                .doesNotContain(MockChatServer.API_KEY);
                        assertThat(e.getCause().getMessage())
                                .isEqualTo("java.net.SocketTimeoutException: timeout for developer_token=[redacted]");
                        // Where it failed, not where the SDK masked it.
                        assertThat(e.getCause().getStackTrace()[0].getClassName())
                                .isEqualTo(FailedWriteOutcomeTest.class.getName());
                    });
        }
    }
}
