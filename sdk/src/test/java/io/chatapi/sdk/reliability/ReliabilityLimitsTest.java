package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.ChatApiClientBuilder;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.json.JsonCodec;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okio.BufferedSink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Replies too large or too deeply nested fail clearly and early, whatever their framing, instead of
 * exhausting memory or the stack: the {@code maxReplyBytes} limit holds to the byte with and
 * without a Content-Length, a body far beyond it is not read to its end, and nesting past {@link
 * JsonCodec#MAX_NESTING_DEPTH} is refused.
 */
class ReliabilityLimitsTest {
    private static final int LIMIT = 4_096;

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    /** A body of exactly {@code size} bytes that is a JSON reply a trigger list accepts. */
    private static String triggerListOfSize(int size) {
        String head = "{\"status\":1,\"content\":[],\"pad\":\"";
        String tail = "\"}";
        return head + "x".repeat(size - head.length() - tail.length()) + tail;
    }

    /**
     * A reply streamed in chunks (no Content-Length) that counts what it managed to send: {@code head},
     * then one string value that runs on for {@code totalBytes}.
     */
    private static MockResponse chunked(String token, String head, long totalBytes, AtomicLong sent) {
        return new MockResponse.Builder()
                .addHeader("x-user-token", token)
                .body(new MockResponseBody() {
                    @Override
                    public long getContentLength() {
                        return -1;
                    }

                    @Override
                    public void writeTo(BufferedSink sink) throws IOException {
                        byte[] first = (head + "y".repeat(65_536 - head.length())).getBytes();
                        byte[] more = "y".repeat(65_536).getBytes();
                        for (long written = 0; written < totalBytes; written += first.length) {
                            byte[] chunk = written == 0 ? first : more;
                            sink.writeUtf8(Integer.toHexString(chunk.length))
                                    .writeUtf8("\r\n")
                                    .write(chunk)
                                    .writeUtf8("\r\n");
                            sink.flush();
                            sent.addAndGet(chunk.length);
                        }
                        sink.writeUtf8("0\r\n\r\n").flush();
                    }
                })
                .removeHeader("Content-Length")
                .addHeader("Transfer-Encoding", "chunked")
                .build();
    }

    private ChatApiClient client(ChatApiClientBuilder builder) {
        return builder.build();
    }

    @Test
    void a_reply_of_exactly_the_limit_is_read_and_one_byte_more_fails_without_a_retry() {
        try (ChatApiClient client = client(wire.clientBuilder().maxReplyBytes(LIMIT))) {
            wire.auth().reply(triggerListOfSize(LIMIT)).reply(triggerListOfSize(LIMIT + 1));

            assertThat(client.triggers().list()).isEmpty();
            Throwable e = catchThrowable(() -> client.triggers().list());

            assertThat(e)
                    .isInstanceOf(UndecodableReplyException.class)
                    .hasMessageContaining("exceeds the limit of 4096 bytes");
            // The same reply would be as large again: a read is not retried for it.
            assertThat(wire.requestCount()).isEqualTo(3);
        }
    }

    @Test
    void the_limit_holds_to_the_byte_for_a_chunked_reply_without_a_content_length() {
        try (ChatApiClient client = client(wire.clientBuilder().maxReplyBytes(LIMIT))) {
            wire.auth();
            wire.raw(new MockResponse.Builder()
                    .addHeader("x-user-token", "tok-2")
                    .chunkedBody(triggerListOfSize(LIMIT), 1_000)
                    .build());
            wire.raw(new MockResponse.Builder()
                    .addHeader("x-user-token", "tok-3")
                    .chunkedBody(triggerListOfSize(LIMIT + 1), 1_000)
                    .build());

            assertThat(client.triggers().list()).isEmpty();
            assertThatThrownBy(() -> client.triggers().list())
                    .isInstanceOf(UndecodableReplyException.class)
                    .hasMessageContaining("exceeds the limit");
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void an_endless_chunked_reply_fails_at_the_default_limit_without_being_read_to_its_end() {
        AtomicLong sent = new AtomicLong();
        long oneGiB = 1L << 30;
        try (ChatApiClient client = client(wire.clientBuilder())) {
            wire.auth().raw(chunked("tok-2", "{\"status\":1,\"content\":\"", oneGiB, sent));
            long started = System.nanoTime();

            Throwable e = catchThrowable(() -> client.triggers().list());

            assertThat(e)
                    .isInstanceOf(UndecodableReplyException.class)
                    .hasMessageContaining("exceeds the limit of 67108864 bytes");
            assertThat(((UndecodableReplyException) e).mayHaveBeenProcessed()).isFalse();
            // The client stopped reading at 64 MiB and one byte; on top, the server pushes only what fills the
            // socket buffers and what OkHttp drains for a moment on close, far from the whole GiB.
            assertThat(sent.get()).isLessThan(4 * ChatApiClientBuilder.DEFAULT_MAX_REPLY_BYTES);
            assertThat(wire.requestCount()).isEqualTo(2); // not retried
            System.out.printf(
                    "ReliabilityLimitsTest: endless chunked reply refused after %d ms, server sent %d MiB%n",
                    (System.nanoTime() - started) / 1_000_000, sent.get() >> 20);
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void an_endless_ticket_list_fails_at_a_parser_limit_long_before_its_end_and_is_not_retried() {
        // tickets().list() decodes while it parses: the endless value is refused by the parser's length
        // limit for one string, well before the reply's byte limit, and the same reply would break it again.
        AtomicLong sent = new AtomicLong();
        try (ChatApiClient client = client(wire.clientBuilder())) {
            wire.auth().raw(chunked("tok-2", "{\"status\":1,\"messages\":[{\"id\":\"1\",\"pad\":\"", 1L << 30, sent));

            Throwable e = catchThrowable(() -> client.tickets().list());

            assertThat(e).isInstanceOf(UndecodableReplyException.class).hasMessageContaining("parser's limits");
            assertThat(e.getCause()).hasMessageContaining("exceeds the maximum");
            // As above: what the socket buffers hold and OkHttp drains on close comes on top; far from the GiB.
            assertThat(sent.get()).isLessThan(4 * ChatApiClientBuilder.DEFAULT_MAX_REPLY_BYTES);
            assertThat(wire.requestCount()).isEqualTo(2);
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void an_endless_string_in_a_field_nobody_decodes_stops_for_each_at_the_parser_limit() {
        // forEach has no byte limit (its lists may be any length), and the decoder skips fields it does not
        // know; skipping still reads each string whole, so the parser's string limit stops an endless one.
        AtomicLong sent = new AtomicLong();
        try (ChatApiClient client = client(wire.clientBuilder())) {
            wire.auth()
                    .raw(chunked(
                            "tok-2",
                            "{\"status\":1,\"messages\":[{\"id\":\"1\",\"unknown\":{\"pad\":\"",
                            1L << 30,
                            sent));
            List<String> ids = new ArrayList<>();

            Throwable e = catchThrowable(() -> client.tickets().forEach(t -> ids.add(t.id())));

            assertThat(e).isInstanceOf(UndecodableReplyException.class).hasMessageContaining("parser's limits");
            assertThat(ids).isEmpty();
            assertThat(sent.get()).isLessThan(4 * ChatApiClientBuilder.DEFAULT_MAX_REPLY_BYTES);
        }
    }

    @Test
    void a_ticket_list_over_the_limit_fails_for_list_and_is_read_whole_by_for_each() {
        StringBuilder body = new StringBuilder("{\"status\":1,\"messages\":[");
        for (int i = 0; body.length() < 3 * LIMIT; i++) {
            body.append(i == 0 ? "" : ",").append("{\"id\":\"").append(i).append("\",\"email\":\"c@example.com\"}");
        }
        String overLimit = body.append("]}").toString();
        try (ChatApiClient client = client(wire.clientBuilder().maxReplyBytes(LIMIT))) {
            wire.auth().reply(overLimit).reply(overLimit);

            Throwable e = catchThrowable(() -> client.tickets().list());
            List<String> ids = new ArrayList<>();
            client.tickets().forEach(ticket -> ids.add(ticket.id()));

            assertThat(e)
                    .isInstanceOf(UndecodableReplyException.class)
                    .hasMessageContaining("exceeds the limit of 4096 bytes");
            assertThat(ids).hasSizeGreaterThan(100).startsWith("0", "1", "2");
            assertThat(wire.requestCount()).isEqualTo(3); // the refused list() was not retried
        }
    }

    @Test
    void a_reply_declaring_a_huge_content_length_fails_before_its_body_is_read() {
        try (ChatApiClient client =
                client(wire.clientBuilder().maxReplyBytes(LIMIT).readRetries(0))) {
            wire.auth();
            wire.raw(new MockResponse.Builder()
                    .addHeader("x-user-token", "tok-2")
                    .body(triggerListOfSize(LIMIT * 4))
                    .build());

            assertThatThrownBy(() -> client.triggers().list())
                    .isInstanceOf(UndecodableReplyException.class)
                    .hasMessageContaining("exceeds the limit");
        }
    }

    @Test
    void an_oversized_reply_to_a_write_says_it_may_have_been_processed() {
        try (ChatApiClient client = client(wire.clientBuilder().maxReplyBytes(LIMIT))) {
            wire.auth().reply(triggerListOfSize(LIMIT + 1));

            Throwable e = catchThrowable(() -> client.triggers().setActive("1", true));

            assertThat(e).isInstanceOf(UndecodableReplyException.class).hasMessageContaining("may have been processed");
            assertThat(((UndecodableReplyException) e).mayHaveBeenProcessed()).isTrue();
        }
    }

    @Test
    void the_limit_cannot_be_set_below_a_kilobyte_or_beyond_what_an_array_holds() {
        assertThatThrownBy(() -> ChatApiClient.builder().maxReplyBytes(1_023))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxReplyBytes");
        assertThatThrownBy(() -> ChatApiClient.builder().maxReplyBytes(Integer.MAX_VALUE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxReplyBytes");
    }

    @Test
    void nesting_past_the_limit_is_refused_and_at_the_limit_is_read() {
        int depth = JsonCodec.MAX_NESTING_DEPTH;
        // The envelope is one level; the payload adds depth - 1 more: exactly the limit.
        String atLimit = "{\"status\":1,\"content\":" + "[".repeat(depth - 1) + "]".repeat(depth - 1) + "}";
        String pastLimit = "{\"status\":1,\"content\":" + "[".repeat(depth) + "]".repeat(depth) + "}";
        String absurd = "{\"status\":1,\"content\":" + "[".repeat(1_000_000);
        try (ChatApiClient client = client(wire.clientBuilder().readRetries(0))) {
            wire.auth().reply(atLimit).reply(pastLimit).reply(absurd);

            assertThat(client.triggers().list()).isEmpty();
            for (int i = 0; i < 2; i++) {
                Throwable e = catchThrowable(() -> client.triggers().list());
                assertThat(e).isInstanceOf(UndecodableReplyException.class).hasMessageContaining("not JSON");
                assertThat(e.getMessage().length()).isLessThan(400); // an excerpt, not the body
            }
        }
    }

    @Test
    void a_streamed_ticket_list_past_the_nesting_or_number_limits_is_undecodable_not_a_transport_failure() {
        int depth = JsonCodec.MAX_NESTING_DEPTH;
        String deepTicket =
                "{\"status\":1,\"messages\":[{\"id\":\"1\"}," + "[".repeat(depth + 1) + "]".repeat(depth + 1) + "]}";
        String deepField =
                "{\"status\":1,\"extra\":" + "[".repeat(depth + 1) + "]".repeat(depth + 1) + ",\"messages\":[]}";
        String longNumber = "{\"status\":1,\"messages\":[{\"id\":" + "9".repeat(5_000) + "}]}";
        try (ChatApiClient client = client(wire.clientBuilder().readRetries(0))) {
            wire.auth().reply(deepTicket).reply(deepField).reply(longNumber);

            for (String reply : new String[] {"deep ticket", "deep field", "long number"}) {
                Throwable e = catchThrowable(() -> client.tickets().forEach(ticket -> {}));
                assertThat(e).as(reply).isInstanceOf(UndecodableReplyException.class);
            }
        }
    }
}
