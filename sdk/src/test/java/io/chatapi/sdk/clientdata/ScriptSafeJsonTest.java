package io.chatapi.sdk.clientdata;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Hostile values stay data inside a {@code <script>} element. */
class ScriptSafeJsonTest {
    private static final String BREAKOUT = "</script><script>alert(1)</script>";

    private static ClientData hostile(String value) {
        return ClientData.builder()
                .cart(CartInfo.builder()
                        .addProduct(CartProduct.builder()
                                .name(value)
                                .id(value)
                                .conversion(value)
                                .build())
                        .build())
                .userInfo(
                        UserInfo.builder().firstName(value).addStreetLine(value).build())
                .customBranch("note", Map.of("text", value))
                .build();
    }

    @Test
    void a_product_named_to_close_the_script_element_stays_data() {
        String rendered = ScriptSafeJson.render(hostile(BREAKOUT));

        assertThat(rendered).doesNotContain("<", ">", "</script");
        assertThat(rendered).contains("\\u003C/script\\u003E\\u003Cscript\\u003Ealert(1)");
        assertThat(ClientData.parse(rendered)).isEqualTo(hostile(BREAKOUT));
        assertThat(ClientData.parse(rendered)
                        .cart()
                        .orElseThrow()
                        .products()
                        .get(0)
                        .name())
                .contains(BREAKOUT);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "<!--",
                "<script>",
                "a & b",
                "O'Brien",
                "it's \"quoted\"",
                "line\u2028separator",
                "para\u2029separator",
                "]]>",
                "\\u003C already escaped text",
                "</SCRIPT >",
                "back\\slash <"
            })
    void each_dangerous_character_is_escaped_and_the_value_reads_back_unchanged(String value) {
        String rendered = ScriptSafeJson.render(hostile(value));

        assertThat(rendered).doesNotContain("<", ">", "&", "'", "\u2028", "\u2029");
        assertThat(ClientData.parse(rendered)).isEqualTo(hostile(value));
    }

    @Test
    void escapes_use_the_php_json_hex_forms() {
        assertThat(ScriptSafeJson.escape("{\"a\":\"<>&'\u2028\u2029\"}"))
                .isEqualTo("{\"a\":\"\\u003C\\u003E\\u0026\\u0027\\u2028\\u2029\"}");
    }

    @Test
    void hostile_custom_branch_names_are_escaped_too() {
        ClientData data = ClientData.builder().customBranch("</script>", "x").build();

        assertThat(ScriptSafeJson.render(data)).isEqualTo("{\"\\u003C/script\\u003E\":\"x\"}");
    }

    @Test
    void the_script_element_wraps_the_escaped_json_under_the_given_id() {
        String element = ScriptSafeJson.scriptElement(hostile(BREAKOUT), "chat-client-data");

        assertThat(element).startsWith("<script type=\"application/json\" id=\"chat-client-data\">");
        assertThat(element).endsWith("</script>");
        String inside = element.substring(element.indexOf('>') + 1, element.length() - "</script>".length());
        assertThat(inside).doesNotContain("<", ">");
        assertThat(ClientData.parse(inside)).isEqualTo(hostile(BREAKOUT));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "1abc", "a\"><script>", "a b", "a'b"})
    void an_element_id_that_could_break_the_tag_is_refused(String id) {
        assertThatThrownBy(() -> ScriptSafeJson.scriptElement(hostile("x"), id))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("elementId");
    }
}
