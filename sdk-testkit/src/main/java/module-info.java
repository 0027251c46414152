/**
 * An in-memory server of the chat API for tests and local development. Start at {@link
 * io.chatapi.testkit.ChatApiTestServer}.
 *
 * <p>It serves HTTP with the JDK's own server ({@code jdk.httpserver}) and writes JSON with Jackson.
 * The JUnit 5 extension ({@link io.chatapi.testkit.ChatApiTestServerExtension}) needs the JUnit
 * Jupiter API, which a test has anyway; the server itself runs without it, so it is a static
 * requirement.
 */
module io.chatapi.testkit {
    requires jdk.httpserver;
    requires com.fasterxml.jackson.databind;
    requires static org.junit.jupiter.api;

    exports io.chatapi.testkit;
}
