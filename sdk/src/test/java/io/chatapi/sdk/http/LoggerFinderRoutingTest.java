package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.options.ClientOptions;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/** A transport built with a logger finder logs through that finder's loggers, not the JDK's default ones. */
class LoggerFinderRoutingTest {
    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);
    private final RecordingLoggerFinder finder = new RecordingLoggerFinder();

    @Test
    void a_failed_call_is_logged_through_the_finder_given() {
        wire.auth().status(403);
        ClientOptions config = ClientOptions.builder()
                .baseUrl(server.url("/api/").toString())
                .apiKey(MockChatServer.API_KEY)
                .callTimeout(Duration.ofSeconds(30))
                .userAgent("test")
                .logLevel(LogLevel.INFO)
                .loggerFinder(finder)
                .build();
        try (Transport transport = new Transport(config)) {
            catchThrowable(
                    () -> transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build()));
        }

        assertThat(finder.named)
                .singleElement()
                .asString()
                .startsWith("io.chatapi.sdk.call INFO agents.list GET failed after ");
    }
}
