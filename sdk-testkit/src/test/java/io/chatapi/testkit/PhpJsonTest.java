package io.chatapi.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PhpJsonTest {

    @Test
    void escapesSlashesAndNonAsciiLikePhpJsonEncode() {
        String text =
                PhpJson.text(PhpJson.object().put("url", "https://a.example/x").put("name", "Zoë Kraków 東京"));

        assertThat(text)
                .isEqualTo(
                        "{\"url\":\"https:\\/\\/a.example\\/x\",\"name\":\"Zo\\u00eb Krak\\u00f3w \\u6771\\u4eac\"}");
    }

    @Test
    void writesAstralCharactersAsLowerCaseSurrogatePairs() {
        assertThat(PhpJson.text(PhpJson.object().put("e", "👍"))).isEqualTo("{\"e\":\"\\ud83d\\udc4d\"}");
    }

    @Test
    void bytesArePureAscii() {
        byte[] bytes = PhpJson.bytes(PhpJson.object().put("city", "Łódź"));

        for (byte b : bytes) {
            assertThat(b).isBetween((byte) 0x20, (byte) 0x7e);
        }
    }
}
