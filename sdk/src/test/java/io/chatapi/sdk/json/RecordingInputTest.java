package io.chatapi.sdk.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The recorder gives back exactly the bytes read, for as long as they are wanted, and no longer. */
class RecordingInputTest {

    @Test
    void copies_stay_exact_while_the_buffer_is_compacted_and_grown() throws IOException {
        byte[] source = new byte[1_000_000];
        new Random(7).nextBytes(source);
        RecordingInput in = new RecordingInput(new ByteArrayInputStream(source));
        Random random = new Random(11);
        byte[] scratch = new byte[20_000];
        long read = 0;
        long wantedFrom = 0;
        while (read < source.length) {
            int n = in.read(scratch, 0, 1 + random.nextInt(scratch.length));
            assertThat(Arrays.copyOf(scratch, n)).isEqualTo(Arrays.copyOfRange(source, (int) read, (int) read + n));
            read += n;
            // Like a parser's reader: an element starts somewhere in what has been read, and may be long.
            if (random.nextInt(4) == 0) {
                wantedFrom = Math.max(wantedFrom, read - random.nextInt((int) Math.min(read, 30_000) + 1));
                in.forgetBefore(wantedFrom);
            }
            long from = wantedFrom + random.nextInt((int) (read - wantedFrom) + 1);
            long to = from + random.nextInt((int) (read - from) + 1);
            assertThat(in.copy(from, to)).isEqualTo(Arrays.copyOfRange(source, (int) from, (int) to));
        }
        assertThat(in.read()).isEqualTo(-1);
    }

    @Test
    void forgotten_or_unread_bytes_cannot_be_copied() throws IOException {
        RecordingInput in = new RecordingInput(new ByteArrayInputStream("0123456789".getBytes()));
        assertThat(in.read(new byte[6], 0, 6)).isEqualTo(6);
        assertThat(in.read()).isEqualTo('6');
        assertThat(in.copy(2, 7)).isEqualTo("23456".getBytes());
        in.forgetBefore(3);
        assertThatThrownBy(() -> in.copy(2, 5)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> in.copy(3, 8)).isInstanceOf(IllegalStateException.class);
        assertThat(in.copy(3, 7)).isEqualTo("3456".getBytes());
    }

    @Test
    void skipped_bytes_are_read_and_recorded_not_lost() throws IOException {
        RecordingInput in = new RecordingInput(new ByteArrayInputStream("abcdef".getBytes()));
        assertThat(in.skip(4)).isEqualTo(4);
        assertThat(in.copy(0, 4)).isEqualTo("abcd".getBytes());
    }
}
