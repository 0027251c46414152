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
 * (the streamed decoding tests shuffle fields), only the fast path does, so it is checked here; and
 * which field {@link TokenReader#field} says the reader stands on, on either path.
 */
class FieldOrderTest {
    private enum Abc {
        A,
        OTHER,
        B,
        C
    }

    /** The other-field constant need not come last; the order is the declared one without it. */
    private static final FieldOrder<Abc> ABC = FieldOrder.of(Abc.class, Abc.OTHER);

    @Example
    void the_expectation_follows_the_fields_read_in_or_out_of_order() throws IOException {
        List<String> steps = walk("{\"a\":1,\"c\":{\"b\":2},\"x\":[3],\"b\":\"4\"}");
        assertThat(steps).containsExactly("a A→1", "c C→3", "x OTHER→3", "b B→2", "end");
    }

    @Example
    void an_empty_object_ends_at_once_and_white_space_changes_nothing() throws IOException {
        assertThat(walk("{}")).containsExactly("end");
        assertThat(walk(" { \"b\" : 1 , \"a\" : 2 } ")).containsExactly("b B→2", "a A→1", "end");
    }

    @Example
    void an_expected_name_that_is_not_the_next_one_leaves_the_field_as_read() throws IOException {
        // "b" is expected after "a"; the parser reads "c" instead, and the field must say C, not B.
        assertThat(walk("{\"a\":1,\"c\":2,\"a\":3}")).containsExactly("a A→1", "c C→3", "a A→1", "end");
    }

    private enum CamelCase {
        DOMAIN_TOKEN,
        timeSend,
        OTHER
    }

    @Example
    void a_constant_that_is_not_an_upper_case_wire_name_is_refused() {
        assertThatThrownBy(() -> FieldOrder.of(CamelCase.class, CamelCase.OTHER))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("timeSend");
    }

    /** Each field's name and the position returned after it, reading from bytes. */
    private static List<String> walk(String json) throws IOException {
        List<String> steps = new ArrayList<>();
        try (JsonParser parser = JsonCodec.mapper().createParser(json.getBytes(StandardCharsets.UTF_8))) {
            parser.nextToken();
            TokenReader in = TokenReader.ofBytes(parser, new JsonText.Segment());
            int at = 0;
            while ((at = in.nextField(ABC, at)) >= 0) {
                steps.add(in.name() + " " + in.field(ABC) + "→" + at);
                in.skip();
            }
            steps.add("end");
        }
        return steps;
    }
}
