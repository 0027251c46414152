package io.chatapi.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The shape every model's {@code toString()} takes: short, and personal values shown only as present. */
class ModelTextTest {
    private record Inner(String id) {
        @Override
        public String toString() {
            return ModelText.of("Inner").field("id", id).toString();
        }
    }

    @Test
    void a_value_reads_as_itself_an_empty_one_is_left_out() {
        assertThat(ModelText.of("M")
                        .field("id", "a-1")
                        .field("count", Optional.of(3))
                        .field("none", Optional.empty())
                        .field("blank", "")
                        .field("nothing", null)
                        .field("inner", Optional.of(new Inner("i-1")))
                        .toString())
                .isEqualTo("M[id=a-1, count=3, inner=Inner[id=i-1]]");
    }

    @Test
    void a_personal_value_shows_only_that_it_is_there() {
        assertThat(ModelText.of("M")
                        .personal("email", Optional.of("ann@example.com"))
                        .personal("street", List.of("Main St 1"))
                        .personal("phone", Optional.empty())
                        .personal("name", " ")
                        .personal("streets", List.of())
                        .toString())
                .isEqualTo("M[email=[hidden], street=[hidden]]");
    }

    @Test
    void a_collection_shows_its_size() {
        assertThat(ModelText.of("M")
                        .count("list", List.of(1, 2))
                        .count("map", Map.of("a", 1))
                        .count("empty", List.of())
                        .toString())
                .isEqualTo("M[list=2, map=1]");
    }

    @Test
    void a_long_text_is_cut_to_one_short_line_and_the_whole_is_bounded() {
        String text = ModelText.of("M")
                .field("text", "line one\nline two " + "x".repeat(200))
                .toString();
        assertThat(text)
                .startsWith("M[text=line one line two xxx")
                .endsWith("…]")
                .doesNotContain("\n");
        assertThat(text).hasSize("M[text=".length() + ModelText.MAX_VALUE_CHARS + "…]".length());

        ModelText many = ModelText.of("M");
        for (int i = 0; i < 100; i++) {
            many.field("f" + i, "value " + i);
        }
        assertThat(many.toString()).hasSize(ModelText.MAX_CHARS).endsWith("…]");
    }
}
