package io.chatapi.sdk.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Example;

/**
 * Where {@link TokenReader#nextField(FieldOrder, int)} expects the next field: after a name in the
 * order, at the name after it; after an unknown name, where it was. Decoding never depends on it
 * (the streamed decoding tests shuffle fields), only the fast path does, so it is checked here.
 */
class FieldOrderTest {
    private static final FieldOrder ABC = FieldOrder.of("a", "b", "c");

    @Example
    void the_expectation_follows_the_fields_read_in_or_out_of_order() throws IOException {
        List<String> steps = walk("{\"a\":1,\"c\":{\"b\":2},\"x\":[3],\"b\":\"4\"}");
        assertThat(steps).containsExactly("a→1", "c→3", "x→3", "b→2", "end");
    }

    @Example
    void an_empty_object_ends_at_once_and_white_space_changes_nothing() throws IOException {
        assertThat(walk("{}")).containsExactly("end");
        assertThat(walk(" { \"b\" : 1 , \"a\" : 2 } ")).containsExactly("b→2", "a→1", "end");
    }

    @Example
    void a_name_given_twice_is_refused() {
        assertThatThrownBy(() -> FieldOrder.of("a", "b", "a"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a");
    }

    /** Each field's name and the position returned after it, reading from bytes. */
    private static List<String> walk(String json) throws IOException {
        List<String> steps = new ArrayList<>();
        try (JsonParser parser = JsonCodec.mapper().createParser(json.getBytes(StandardCharsets.UTF_8))) {
            parser.nextToken();
            TokenReader in = TokenReader.ofBytes(parser, new JsonText.Segment());
            int at = 0;
            while ((at = in.nextField(ABC, at)) >= 0) {
                steps.add(in.name() + "→" + at);
                in.skip();
            }
            steps.add("end");
        }
        return steps;
    }
}
