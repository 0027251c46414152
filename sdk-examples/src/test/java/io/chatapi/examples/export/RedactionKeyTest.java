package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.examples.BadInputException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rule a {@code CHAT_API_REDACT_KEY} must meet, and the refusal that never shows the key. */
class RedactionKeyTest {
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "''                                           | set but empty",
                "'   '                                        | set but empty",
                "support-hand-over-key-2026                   | shorter than 32 characters",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa     | fewer than 10 different characters",
                "0101010101010101010123232323232323232323     | fewer than 10 different characters",
                "abc123XYZ!abc123XYZ!abc123XYZ!abc123XYZ!     | a shorter text repeated",
                "correct horse battery staple mountain river  | only letters",
                "the-support-team-redaction-key-for-our-shops | only letters",
                "MyCompanyPassword2026!SupportTeamExports     | guessers try first",
                "x7Kq2secretVb9Lm4Np1Rt6Wz3Yc8Df5Gh0Jk         | guessers try first",
                "Zq8x123456Wm4Lp9Rt2Kv7Nb3Yc6Df1Gh5Jj          | guessers try first",
            })
    void aWeakKeyIsRefusedSayingWhyAndHowToMakeOneWithoutShowingIt(String key, String reason) {
        assertThatThrownBy(() -> RedactionKey.of(key))
                .isInstanceOf(WeakRedactionKeyException.class)
                .isInstanceOf(BadInputException.class)
                .hasMessageContaining("CHAT_API_REDACT_KEY is too weak")
                .hasMessageContaining(reason)
                .hasMessageContaining("openssl rand -base64 32")
                .satisfies(e -> {
                    if (!key.isBlank()) {
                        assertThat(e.getMessage()).doesNotContain(key).doesNotContain(key.substring(0, 8));
                    }
                });
    }

    @RepeatedTest(50)
    void whatOpensslRandMakesIsAccepted(RepetitionInfo repetition) {
        // Seeded, so that a run never meets the one-in-a-million random key holding "123456".
        byte[] bytes = new byte[32];
        new Random(48L * repetition.getCurrentRepetition()).nextBytes(bytes);
        String base64 = Base64.getEncoder().encodeToString(bytes);
        String hex = HexFormat.of().formatHex(bytes);

        assertThat(RedactionKey.of(base64)).hasSize(44);
        assertThat(RedactionKey.of(hex)).hasSize(64);
    }

    @RepeatedTest(3)
    void withoutAKeyEachExportHasItsOwnRandomOne() {
        assertThat(RedactionKey.of(null)).hasSize(32).isNotEqualTo(RedactionKey.of(null));
    }

    @ParameterizedTest
    @CsvSource({"anna@example.com, Anna@Example.com ", "8f42411f-99cc, 8F42411F-99CC"})
    void aHashKeeps128BitsAndIgnoresLetterCaseAndSurroundingSpace(String value, String sameValue) {
        KeyedHash hash = new KeyedHash(RedactionKey.of(null));

        assertThat(hash.of(value)).matches("h:[0-9a-f]{32}").isEqualTo(hash.of(sameValue));
        assertThat(hash.toString()).doesNotContain(value);
    }
}
