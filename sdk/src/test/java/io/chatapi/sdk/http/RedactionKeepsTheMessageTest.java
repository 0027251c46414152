package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Redaction takes out every secret, whole, and nothing else: what a user reads in an exception or a
 * log line is the server's text with only the secrets masked.
 */
class RedactionKeepsTheMessageTest {

    @Test
    void a_password_that_begins_with_the_key_is_masked_whole_without_leaving_its_tail() {
        Redactor redactor = new Redactor("key-SECRET");

        String text =
                redactor.redact("password key-SECRET-and-more refused; key key-SECRET", List.of("key-SECRET-and-more"));

        assertThat(text).isEqualTo("password [redacted] refused; key [redacted]");
    }

    @Test
    void a_token_that_ends_with_a_newer_one_is_masked_whole_without_leaving_its_head() {
        Redactor redactor = new Redactor("key-1");
        redactor.rememberToken("next-t9");
        redactor.rememberToken("t9");

        assertThat(redactor.redact("sent next-t9, then t9")).isEqualTo("sent [redacted], then [redacted]");
    }

    @Test
    void a_key_with_any_non_ascii_character_is_masked_as_php_escapes_it() {
        // PHP's json_encode writes every character past ASCII as a \\uXXXX escape, from U+0080 on.
        Redactor redactor = new Redactor("k\u0080\u00ff");

        assertThat(redactor.redact("{\"developer_token\":\"k\\u0080\\u00ff\"} or \"k\\u0080\\u00FF\""))
                .isEqualTo("{\"developer_token\":\"[redacted]\"} or \"[redacted]\"");
    }

    @Test
    void a_missing_text_redacts_to_an_empty_one_and_an_empty_text_stays_empty() {
        Redactor redactor = new Redactor("key-1");

        assertThat(redactor.redact(null)).isEmpty();
        assertThat(redactor.redact(null, List.of("pw"))).isEmpty();
        assertThat(redactor.redact("")).isEmpty();
    }

    @Test
    void an_excerpt_without_a_secret_is_kept_whole_whatever_it_ends_with() {
        Redactor redactor = new Redactor("key-1");
        redactor.rememberToken("tok-9");

        assertThat(redactor.redactExcerpt("<html>Bad gateway.</html>", List.of("pw")))
                .isEqualTo("<html>Bad gateway.</html>");
        assertThat(redactor.redactExcerpt("{\"content\":\"Error - try again\",", List.of()))
                .isEqualTo("{\"content\":\"Error - try again\",");
        assertThat(redactor.redactExcerpt("ends in a word", List.of())).isEqualTo("ends in a word");
    }

    @Test
    void an_excerpt_cut_right_after_a_whole_secret_masks_it_and_keeps_the_text_before() {
        Redactor redactor = new Redactor("key-1");

        assertThat(redactor.redactExcerpt("{\"developer_token\":\"key-1", List.of()))
                .isEqualTo("{\"developer_token\":\"[redacted]");
        assertThat(redactor.redactExcerpt("{\"developer_token\":\"key-", List.of()))
                .isEqualTo("{\"developer_token\":\"[redacted]");
    }
}
