package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The redactor's memory of tokens: the newest few, in every quoted form, and nothing else. */
class RedactorTest {

    @Test
    void the_eight_newest_tokens_are_masked_and_older_ones_are_forgotten() {
        Redactor redactor = new Redactor("key-1");
        for (int i = 0; i < 11; i++) {
            redactor.rememberToken("tok/" + i + "-secret");
        }

        String text = redactor.redact("a tok/2-secret b tok/3-secret c tok/10-secret d tok%2F7-secret");

        // tok/0..tok/2 have left the memory; tok/3..tok/10 are masked, also percent-encoded.
        assertThat(text).isEqualTo("a tok/2-secret b [redacted] c [redacted] d [redacted]");
    }

    @Test
    void a_blank_or_missing_token_is_not_remembered_and_takes_no_place() {
        Redactor redactor = new Redactor("key-1");
        redactor.rememberToken("first-token");
        for (int i = 0; i < 20; i++) {
            redactor.rememberToken(i % 2 == 0 ? null : "");
        }

        assertThat(redactor.redact("first-token and key-1", List.of("pw"))).isEqualTo("[redacted] and [redacted]");
    }
}
