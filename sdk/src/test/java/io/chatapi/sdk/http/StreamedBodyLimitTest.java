package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A reply parsed from the connection is cut off at {@code maxReplyBytes}: every byte counts, however
 * the parser reads it (in bulk, one at a time or skipping), and its first bytes stay available for
 * the error message.
 */
class StreamedBodyLimitTest {

    @Test
    void zero_bytes_count_against_the_limit_like_any_other_when_read_one_at_a_time() throws IOException {
        byte[] bytes = new byte[1025];
        bytes[0] = '{';
        try (BoundedBody body = new BoundedBody(new ByteArrayInputStream(bytes), 1024)) {
            assertThat(body.read()).isEqualTo('{');
            for (int i = 1; i < 1024; i++) {
                assertThat(body.read()).isZero();
            }
            assertThatThrownBy(body::read)
                    .isInstanceOf(ReplyReader.TooLargeException.class)
                    .hasMessage("reply body exceeds the limit of 1024 bytes");
        }
    }

    @Test
    void the_limit_holds_across_many_small_bulk_reads() throws IOException {
        try (BoundedBody body = new BoundedBody(new ByteArrayInputStream(new byte[1025]), 1024)) {
            byte[] buffer = new byte[100];
            int total = 0;
            for (int i = 0; i < 10; i++) {
                total += body.read(buffer, 0, buffer.length);
            }
            assertThat(total).isEqualTo(1000);
            assertThat(body.read(buffer, 0, 24)).isEqualTo(24);
            assertThatThrownBy(() -> body.read(buffer, 0, 1)).isInstanceOf(ReplyReader.TooLargeException.class);
        }
    }

    @Test
    void the_end_of_a_body_within_the_limit_reads_as_the_end() throws IOException {
        try (BoundedBody body = new BoundedBody(new ByteArrayInputStream(new byte[10]), 10)) {
            byte[] buffer = new byte[64];
            assertThat(body.read(buffer, 0, 64)).isEqualTo(10);
            assertThat(body.read(buffer, 0, 64)).isEqualTo(-1);
            assertThat(body.read()).isEqualTo(-1);
        }
    }

    @Test
    void skipped_bytes_are_reported_and_counted_against_the_limit() throws IOException {
        try (BoundedBody body = new BoundedBody(new ByteArrayInputStream(new byte[20]), 15)) {
            assertThat(body.skip(10)).isEqualTo(10);
            assertThatThrownBy(() -> body.skip(6)).isInstanceOf(ReplyReader.TooLargeException.class);
        }
    }

    @Test
    void the_first_bytes_are_kept_for_the_error_message_when_read_one_at_a_time() throws IOException {
        String text = "<html>" + "z".repeat(1000);
        try (BoundedBody body =
                new BoundedBody(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)), Long.MAX_VALUE)) {
            while (body.read() >= 0) {
                // one byte at a time, past the quoted head
            }
            assertThat(new String(body.head(), StandardCharsets.US_ASCII))
                    .isEqualTo(text.substring(0, ReplyReader.EXCERPT_BYTES));
        }
    }

    @Test
    void the_first_bytes_are_kept_whole_across_bulk_reads_that_straddle_the_quoted_head() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; text.length() < 2000; i++) {
            text.append(i).append(',');
        }
        try (BoundedBody body = new BoundedBody(
                new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.US_ASCII)), Long.MAX_VALUE)) {
            byte[] buffer = new byte[300];
            while (body.read(buffer, 0, buffer.length) >= 0) {
                // 300, 600 (crossing 512), 900 ...
            }
            assertThat(new String(body.head(), StandardCharsets.US_ASCII))
                    .isEqualTo(text.substring(0, ReplyReader.EXCERPT_BYTES));
        }
    }
}
