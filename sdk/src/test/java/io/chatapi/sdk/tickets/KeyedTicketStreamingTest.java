package io.chatapi.sdk.tickets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.errors.UndecodableReplyException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import okio.BufferedSink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * PHP sends an array whose keys are not 0, 1, 2… as an object ({@code "messages":{"0":{…},"5":{…}}}):
 * {@code forEach} streams its tickets as it streams an array's, and {@code list()} keeps its byte limit.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class KeyedTicketStreamingTest {
    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    /** Keyed tickets {@code from} to {@code to - 1}, each with a padded body, each followed by a comma. */
    private static String entries(int from, int to) {
        return IntStream.range(from, to)
                .mapToObj(i -> "\"" + i + "\":{\"id\":\"" + i + "\",\"body\":\"" + "x".repeat(200) + "\"},")
                .collect(Collectors.joining());
    }

    /** A chunked reply whose body {@code writer} writes, chunk by chunk. */
    private static MockResponse chunked(ChunkWriter writer) {
        return new MockResponse.Builder()
                .addHeader("x-user-token", "tok-2")
                .body(new MockResponseBody() {
                    @Override
                    public long getContentLength() {
                        return -1;
                    }

                    @Override
                    public void writeTo(BufferedSink sink) throws IOException {
                        writer.write(chunk -> {
                            byte[] bytes = chunk.getBytes(java.nio.charset.StandardCharsets.UTF_8);
                            sink.writeUtf8(Integer.toHexString(bytes.length))
                                    .writeUtf8("\r\n")
                                    .write(bytes)
                                    .writeUtf8("\r\n")
                                    .flush();
                        });
                        sink.writeUtf8("0\r\n\r\n").flush();
                    }
                })
                .removeHeader("Content-Length")
                .addHeader("Transfer-Encoding", "chunked")
                .build();
    }

    interface ChunkWriter {
        void write(Chunks out) throws IOException;
    }

    interface Chunks {
        void send(String chunk) throws IOException;
    }

    @Test
    void for_each_hands_over_keyed_tickets_while_the_rest_of_the_reply_is_still_coming() {
        CountDownLatch firstHandedOver = new CountDownLatch(1);
        AtomicBoolean handedOverMidway = new AtomicBoolean();
        try (ChatApiClient client = wire.clientBuilder().readRetries(0).build()) {
            wire.auth().raw(chunked(out -> {
                // More than the transport buffers ahead of the parser (64 KiB), so the first tickets can be parsed.
                out.send("{\"status\":1,\"messages\":{\"count\":800," + entries(0, 400));
                try {
                    // The second half waits for the first ticket: a reader that holds the object whole never gets one.
                    handedOverMidway.set(firstHandedOver.await(3, TimeUnit.SECONDS));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                String rest = entries(400, 800);
                out.send(rest.substring(0, rest.length() - 1) + "}}");
            }));
            List<String> ids = new ArrayList<>();

            client.tickets().forEach(ticket -> {
                ids.add(ticket.id());
                firstHandedOver.countDown();
            });

            assertThat(handedOverMidway)
                    .as("first ticket handed over before the reply ended")
                    .isTrue();
            assertThat(ids).hasSize(800).startsWith("0", "1").endsWith("799");
        }
    }

    @Test
    void for_each_over_an_endless_keyed_list_keeps_flat_memory_and_stops_when_the_action_throws() {
        AtomicLong sent = new AtomicLong();
        try (ChatApiClient client = wire.clientBuilder().readRetries(0).build()) {
            wire.auth().raw(chunked(out -> {
                out.send("{\"status\":1,\"messages\":{");
                for (int i = 0; sent.get() < (1L << 30); i += 250) {
                    String chunk = entries(i, i + 250);
                    out.send(chunk);
                    sent.addAndGet(chunk.length());
                }
                out.send("\"end\":{}}}");
            }));
            List<String> ids = new ArrayList<>();

            Throwable stopped = catchThrowable(() -> client.tickets().forEach(ticket -> {
                ids.add(ticket.id());
                if (ids.size() == 20_000) {
                    throw new IllegalStateException("enough");
                }
            }));

            assertThat(stopped).hasMessage("enough");
            assertThat(ids).hasSize(20_000).startsWith("0", "1");
            // 20,000 tickets are about 5 MB; the reply goes on for a GiB, which a reader holding it whole would wait
            // for.
            assertThat(sent.get()).isLessThan(64L << 20);
        }
    }

    @Test
    void stream_reads_an_endless_list_from_the_connection_with_flat_memory_until_it_is_closed() {
        AtomicLong sent = new AtomicLong();
        try (ChatApiClient client = wire.clientBuilder().readRetries(0).build()) {
            wire.auth().raw(chunked(out -> {
                out.send("{\"status\":1,\"messages\":[");
                for (int i = 0; sent.get() < (1L << 30); i += 250) {
                    String chunk = entries(i, i + 250).replaceAll("\"[0-9]+\":\\{", "{");
                    out.send((i == 0 ? "" : ",") + chunk.substring(0, chunk.length() - 1));
                    sent.addAndGet(chunk.length());
                }
                out.send("]}");
            }));

            List<String> ids;
            try (Stream<Ticket> tickets = client.tickets().stream()) {
                ids = tickets.limit(20_000).map(Ticket::id).toList();
            }

            assertThat(ids).hasSize(20_000).startsWith("0", "1");
            // 20,000 tickets are about 5 MB; the reply goes on for a GiB, which a reader holding it whole would wait
            // for.
            assertThat(sent.get()).as("closing the stream stopped the read").isLessThan(64L << 20);
        }
    }

    @Test
    void list_refuses_a_list_sent_in_chunks_once_more_than_the_byte_limit_has_arrived() {
        // No Content-Length: the limit can only be found while the list is parsed.
        try (ChatApiClient client =
                wire.clientBuilder().maxReplyBytes(10_000).readRetries(0).build()) {
            wire.auth().raw(chunked(out -> {
                out.send("{\"status\":1,\"messages\":[");
                for (int i = 0; i < 60; i += 10) {
                    String chunk = entries(i, i + 10).replaceAll("\"[0-9]+\":\\{", "{");
                    out.send((i == 0 ? "" : ",") + chunk.substring(0, chunk.length() - 1));
                }
                out.send("]}");
            }));

            Throwable e = catchThrowable(() -> client.tickets().list());

            assertThat(e).isInstanceOf(UndecodableReplyException.class).hasMessageContaining("exceeds the limit");
        }
    }

    @Test
    void list_refuses_a_keyed_list_over_the_byte_limit_that_for_each_reads_through() {
        String overLimit = "{\"status\":1,\"messages\":{" + entries(0, 60) + "\"count\":60}}";
        try (ChatApiClient client =
                wire.clientBuilder().maxReplyBytes(4096).readRetries(0).build()) {
            wire.auth().reply(overLimit).reply(overLimit);

            Throwable e = catchThrowable(() -> client.tickets().list());
            List<String> ids = new ArrayList<>();
            client.tickets().forEach(ticket -> ids.add(ticket.id()));

            assertThat(e).isInstanceOf(UndecodableReplyException.class).hasMessageContaining("exceeds the limit");
            assertThat(ids).hasSize(60).startsWith("0", "1").endsWith("59");
        }
    }
}
