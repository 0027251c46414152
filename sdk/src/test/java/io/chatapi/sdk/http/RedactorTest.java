package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The redactor masks secrets where they stand as whole values, in every quoted form, and keeps the
 * rest of the text as it was; it remembers the newest few tokens and nothing else.
 */
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
    void a_token_handed_out_again_counts_as_new_and_outlives_the_older_copy_of_it() {
        Redactor redactor = new Redactor("key-1");
        for (int i = 0; i < 8; i++) {
            redactor.rememberToken("tok/" + i + "-secret");
        }
        redactor.rememberToken("tok/1-secret"); // again, while its first copy is the second oldest
        redactor.rememberToken("tok/8-secret");
        redactor.rememberToken("tok/9-secret"); // the first copy of tok/1 has left the memory by now

        assertThat(redactor.redact("a tok/1-secret b tok/0-secret"))
                .as("tok/1 is among the eight newest; tok/0 is not")
                .isEqualTo("a [redacted] b tok/0-secret");
    }

    @Test
    void the_same_token_remembered_twice_in_a_row_takes_one_place() {
        Redactor redactor = new Redactor("key-1");
        for (int i = 0; i < 8; i++) {
            redactor.rememberToken("tok/" + i + "-secret");
            redactor.rememberToken("tok/" + i + "-secret"); // a reply's token, read again from the store
        }

        assertThat(redactor.redact("tok/0-secret")).isEqualTo("[redacted]");
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

    private static final String ENGLISH = "UnknownHostException: chat.example.com: the token was rejected, so"
            + " log on again and ask the administrator; kilometres of ink, a kk, nokia, bookkeeping, in_k1";

    /** Keys of 1, 2, 8 and 64 characters; the short ones are letter sequences that also occur inside ordinary words. */
    static Stream<Arguments> keys() {
        return Stream.concat(shortKeys(), longKeys());
    }

    /** Keys shorter than {@link Redactor#MASKED_ANYWHERE}: masked only as whole values. */
    static Stream<Arguments> shortKeys() {
        return Stream.of(Arguments.of("k"), Arguments.of("in"), Arguments.of("kanga"));
    }

    /** Keys of {@link Redactor#MASKED_ANYWHERE} characters or more: masked inside longer words too. */
    static Stream<Arguments> longKeys() {
        return Stream.of(
                Arguments.of("Xk29fQ"),
                Arguments.of("Xk29fQ7p"),
                Arguments.of("a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4y5Z6a7B8c9D0e1F2"));
    }

    /**
     * Before #40 the 8- and 64-character keys were here too, left unmasked inside a word: that is the leak the
     * issue names ({@code bad tokentok000012ABCDEF} was shown), so they moved to the test below.
     */
    @ParameterizedTest
    @MethodSource("shortKeys")
    void a_short_key_inside_ordinary_words_leaves_the_text_as_it_was(String key) {
        Redactor redactor = new Redactor(key);
        String text = ENGLISH + " x" + key + "y " + key + "_tail 9" + key + "9";

        assertThat(redactor.redact(text)).isEqualTo(text);
    }

    @ParameterizedTest
    @MethodSource("longKeys")
    void a_long_key_glued_inside_a_longer_word_is_masked_there_too(String key) {
        Redactor redactor = new Redactor(key);
        String text = ENGLISH + " x" + key + "y " + key + "_tail 9" + key + "9 bad token" + key;

        assertThat(redactor.redact(text))
                .isEqualTo(ENGLISH + " x[redacted]y [redacted]_tail 9[redacted]9 bad token[redacted]")
                .doesNotContain(key);
    }

    @Test
    void a_token_glued_to_the_word_before_it_is_masked() {
        Redactor redactor = new Redactor("key-1");
        redactor.rememberToken("tok000012ABCDEF");

        assertThat(redactor.redact("bad tokentok000012ABCDEF")).isEqualTo("bad token[redacted]");
    }

    @Test
    void an_excerpt_ending_in_six_or_more_characters_of_a_secret_glued_to_a_word_is_masked() {
        Redactor redactor = new Redactor("kangaroo-key");

        assertThat(redactor.redactExcerpt("the bookkangaro", List.of())).isEqualTo("the book[redacted]");
        assertThat(redactor.redactExcerpt("the bookkangar", List.of()))
                .as("exactly six characters")
                .isEqualTo("the book[redacted]");
    }

    @ParameterizedTest
    @MethodSource("keys")
    void a_key_standing_as_a_whole_value_is_masked_next_to_any_punctuation_and_the_rest_is_kept(String key) {
        Redactor redactor = new Redactor(key);
        String text = ENGLISH + " developer_token=" + key + "&x=1 \"" + key + "\" '" + key + "' :" + key + "/ (" + key
                + ") " + key;

        assertThat(redactor.redact(text))
                .isEqualTo(ENGLISH + " developer_token=[redacted]&x=1 \"[redacted]\" '[redacted]' :[redacted]/"
                        + " ([redacted]) [redacted]");
    }

    @Test
    void a_secret_with_punctuation_at_its_edges_is_masked_even_when_glued_to_a_word() {
        Redactor redactor = new Redactor("key-1");
        redactor.rememberToken("/tok+=");

        assertThat(redactor.redact("path/tok+=next and key-1")).isEqualTo("path[redacted]next and [redacted]");
    }

    @Test
    void a_short_key_in_its_percent_encoded_json_and_php_forms_is_masked_only_as_a_whole_value() {
        Redactor redactor = new Redactor("\u00e4/");

        assertThat(redactor.redact("q=%C3%A4%2F, \"\\u00e4\\/\", \u00e4/ and b\u00e4/c"))
                .isEqualTo("q=[redacted], \"[redacted]\", [redacted] and b\u00e4/c");
    }

    @Test
    void an_excerpt_ending_in_the_start_of_a_secret_is_masked_only_where_the_secret_would_begin_a_value() {
        Redactor redactor = new Redactor("kangaroo-key");

        assertThat(redactor.redactExcerpt("token=kanga", List.of())).isEqualTo("token=[redacted]");
        assertThat(redactor.redactExcerpt("a walking kanga", List.of())).isEqualTo("a walking [redacted]");
        assertThat(redactor.redactExcerpt("the bookkanga", List.of())).isEqualTo("the bookkanga");
        assertThat(redactor.redactExcerpt("token=kanga\uFFFD", List.of()))
                .as("cut inside a multi-byte character")
                .isEqualTo("token=[redacted]");
    }

    @Test
    void redaction_keeps_every_character_of_a_text_without_secrets() {
        Redactor redactor = new Redactor("key-1");
        redactor.rememberToken("tok-9");

        assertThat(redactor.redact(ENGLISH, List.of("pw-1"))).isEqualTo(ENGLISH);
        assertThat(redactor.redact("before key-1 after", List.of())).isEqualTo("before [redacted] after");
    }
}
