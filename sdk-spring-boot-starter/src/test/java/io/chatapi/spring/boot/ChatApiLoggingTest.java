package io.chatapi.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.NotFoundException;
import io.chatapi.testkit.ChatApiTestServer;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The starter's client logs to SLF4J directly: Logback receives each line under the SDK's logger name and at its own
 * level (TRACE as TRACE, not JUL's FINER turned DEBUG), and Logback's level per logger decides; no reply text arrives.
 */
class ChatApiLoggingTest {
    private final LoggerContext logback = (LoggerContext) LoggerFactory.getILoggerFactory();
    private final Logger sdk = logback.getLogger("io.chatapi.sdk");
    private final ListAppender<ILoggingEvent> events = new ListAppender<>();
    private Level previous;

    @BeforeEach
    void capture() {
        previous = sdk.getLevel();
        events.start();
        sdk.addAppender(events);
    }

    @AfterEach
    void release() {
        sdk.detachAppender(events);
        sdk.setLevel(previous);
    }

    private void refusedRead() {
        try (ChatApiTestServer server = ChatApiTestServer.start()) {
            new ApplicationContextRunner()
                    .withConfiguration(AutoConfigurations.of(ChatApiAutoConfiguration.class))
                    .withPropertyValues("chatapi.base-url=" + server.baseUrl(), "chatapi.api-key=" + server.apiKey())
                    .run(context -> assertThat(catchThrowable(() -> context.getBean(ChatApiClient.class)
                                    .agents()
                                    .get("no-such-agent")))
                            .isInstanceOf(NotFoundException.class));
        }
    }

    @Test
    void every_line_arrives_under_its_logger_at_its_own_level_trace_included() {
        sdk.setLevel(Level.TRACE);
        refusedRead();

        List<String> lines = events.list.stream()
                .map(e -> e.getLevel() + " " + e.getLoggerName() + ": " + e.getFormattedMessage())
                .toList();
        assertThat(lines)
                .anyMatch(line -> line.startsWith("DEBUG io.chatapi.sdk.auth: authenticating before agents.get"))
                .anyMatch(line -> line.startsWith("DEBUG io.chatapi.sdk.call: agents.get GET refused after "))
                .anyMatch(line -> line.startsWith("TRACE io.chatapi.sdk.call: agents.get reply: ")
                        && line.endsWith("(reply text is never logged)"))
                .noneMatch(line -> line.contains("{\"status\""));
    }

    @Test
    void logbacks_level_decides_debug_keeps_no_trace_line() {
        sdk.setLevel(Level.DEBUG);
        refusedRead();

        assertThat(events.list).isNotEmpty().noneMatch(e -> e.getLevel() == Level.TRACE);
    }
}
