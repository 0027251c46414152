package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A streamed body holds to its byte limit however it is read, and keeps its first bytes for quoting. */
class BoundedBodyTest {
    private static InputStream bytes(int n) {
        return new ByteArrayInputStream("x".repeat(n).getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void a_body_of_exactly_the_limit_reads_whole() throws IOException {
        try (BoundedBody body = new BoundedBody(bytes(1024), 1024)) {
            assertThat(body.readAllBytes()).hasSize(1024);
        }
    }

    @Test
    void one_byte_past_the_limit_fails_whether_read_in_bulk_one_by_one_or_skipped() {
        assertThatThrownBy(() -> new BoundedBody(bytes(1025), 1024).readAllBytes())
                .isInstanceOf(ReplyReader.TooLargeException.class)
                .hasMessageContaining("1024 bytes");
        assertThatThrownBy(() -> {
                    BoundedBody body = new BoundedBody(bytes(1025), 1024);
                    while (body.read() >= 0) {
                        // reading byte by byte
                    }
                })
                .isInstanceOf(ReplyReader.TooLargeException.class);
        assertThatThrownBy(() -> new BoundedBody(bytes(1025), 1024).skip(1025))
                .isInstanceOf(ReplyReader.TooLargeException.class);
    }

    @Test
    void the_first_bytes_are_kept_for_an_error_message() throws IOException {
        byte[] text = ("<html>" + "y".repeat(2000)).getBytes(StandardCharsets.US_ASCII);
        try (BoundedBody body = new BoundedBody(new ByteArrayInputStream(text), Long.MAX_VALUE)) {
            body.read();
            body.readAllBytes();

            assertThat(new String(body.head(), StandardCharsets.US_ASCII))
                    .startsWith("<html>yyy")
                    .hasSize(ReplyReader.EXCERPT_BYTES);
        }
    }

    @Test
    void one_by_one_it_gives_each_byte_as_0_to_255_then_the_end() throws IOException {
        try (BoundedBody body = new BoundedBody(new ByteArrayInputStream(new byte[] {0, (byte) 0xff, 'a'}), 3)) {
            assertThat(body.read()).isZero();
            assertThat(body.read()).isEqualTo(255);
            assertThat(body.read()).isEqualTo('a');
            assertThat(body.read()).isEqualTo(-1);
        }
    }

    @Test
    void skipping_nothing_or_a_negative_count_reads_nothing() throws IOException {
        try (BoundedBody body = new BoundedBody(bytes(1024), 1024)) {
            assertThat(body.skip(0)).isZero();
            assertThat(body.skip(-5)).isZero();
            assertThat(body.skip(24)).isEqualTo(24);
            assertThat(body.readAllBytes()).hasSize(1000);
        }
    }
}
