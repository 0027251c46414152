package io.chatapi.logging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.NotFoundException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.testkit.ChatApiTestServer;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * In a service that logs with SLF4J and Logback, adding {@code org.slf4j:slf4j-jdk-platform-logging} (as README
 * says) is all it takes: the SDK's lines arrive in Logback under their loggers ({@code io.chatapi.sdk.call}, {@code
 * .retry}, {@code .auth}) at their levels, and Logback's level for {@code io.chatapi.sdk} decides what is written.
 */
class LogbackRoutingTest {
    private final LoggerContext logback = (LoggerContext) LoggerFactory.getILoggerFactory();
    private final Logger sdk = logback.getLogger("io.chatapi.sdk");
    private final ListAppender<ILoggingEvent> events = new ListAppender<>();
    private ChatApiTestServer server;

    @BeforeEach
    void attach() {
        events.start();
        sdk.addAppender(events);
        server = ChatApiTestServer.start();
    }

    @AfterEach
    void detach() {
        server.close();
        sdk.detachAppender(events);
        sdk.setLevel(null);
        logback.getLogger("io.chatapi.sdk.call").setLevel(null);
    }

    private ChatApiClient client() {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
    }

    /** Each event as {@code LEVEL logger: message}. */
    private List<String> lines() {
        return events.list.stream()
                .map(e -> e.getLevel() + " " + e.getLoggerName() + ": " + e.getFormattedMessage())
                .toList();
    }

    @Test
    void at_debug_in_logback_each_call_and_each_authentication_arrives_under_its_logger() {
        sdk.setLevel(Level.DEBUG);
        try (ChatApiClient client = client()) {
            client.agents().list();
            Throwable notFound = catchThrowable(() -> client.agents().get("no-such-agent"));
            assertThat(notFound).isInstanceOf(NotFoundException.class);
        }

        assertThat(lines())
                .anyMatch(line -> line.equals("DEBUG io.chatapi.sdk.auth: authenticating before agents.list"))
                .anyMatch(line -> line.matches(
                        "DEBUG io.chatapi\\.sdk\\.call: agents\\.list GET users/lists? -> status 1 in \\d+ ms"))
                .as("a lookup that finds nothing is no failure: DEBUG, not INFO")
                .anyMatch(line -> line.startsWith("DEBUG io.chatapi.sdk.call: agents.get GET refused after "))
                .noneMatch(line -> line.startsWith("INFO "));
        assertThat(events.list).allSatisfy(e -> assertThat(e.getLoggerName()).startsWith("io.chatapi.sdk."));
    }

    @Test
    void at_info_only_the_unusual_arrives_a_retry_and_a_failed_call() {
        sdk.setLevel(Level.INFO);
        server.faults().badGateway(1.0);
        try (ChatApiClient client = client()) {
            Throwable failed = catchThrowable(() -> client.agents().list());
            assertThat(failed).isInstanceOf(TransportException.class);
        }

        assertThat(lines())
                .isNotEmpty()
                .allMatch(line -> line.startsWith("INFO "))
                .anyMatch(line -> line.startsWith(
                        "INFO io.chatapi.sdk.retry: agents.list: read failed (UnexpectedHttpStatusException); retry 1"))
                .anyMatch(line -> line.startsWith("INFO io.chatapi.sdk.call: agents.list GET failed after ")
                        && line.endsWith("UnexpectedHttpStatusException: agents.list: unexpected HTTP status 502"));
    }

    @Test
    void logbacks_level_per_logger_decides_trace_for_the_call_lines_warn_for_the_rest() {
        sdk.setLevel(Level.WARN);
        logback.getLogger("io.chatapi.sdk.call").setLevel(Level.TRACE);
        try (ChatApiClient client = client()) {
            catchThrowable(() -> client.agents().get("no-such-agent"));
        }

        assertThat(lines())
                .isNotEmpty()
                .allMatch(line -> line.contains(" io.chatapi.sdk.call: "))
                .anyMatch(line -> line.startsWith("DEBUG io.chatapi.sdk.call: agents.get GET refused after "))
                .as("how much the server sent, at TRACE")
                .anyMatch(line -> line.startsWith("TRACE io.chatapi.sdk.call: agents.get reply: ")
                        && line.endsWith(
                                " characters, in RequestRejectedException.rawBody() (reply text is never logged)"));
    }

    @Test
    void with_io_chatapi_sdk_off_in_logback_nothing_arrives() {
        sdk.setLevel(Level.OFF);
        server.faults().badGateway(1.0);
        try (ChatApiClient client = client()) {
            catchThrowable(() -> client.agents().list());
        }

        assertThat(events.list).isEmpty();
    }
}
