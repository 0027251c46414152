package io.chatapi.sdk.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonParser;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.JsonCodec;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Each model keeps its own object as {@code raw()}, a nested one its part of the enclosing one's. */
class RawPartsTest {
    /** Models of the SDK (their package makes them so). */
    record Inner(
            @JsonProperty(value = "id", required = true) String id, RawJson raw) {}

    record Mid(@JsonProperty("inner") Optional<Inner> inner, RawJson raw) {}

    record Outer(
            @JsonProperty("id") Optional<String> id,
            @JsonProperty("inner") Optional<Inner> inner,
            @JsonProperty("inners") List<Inner> inners,
            @JsonProperty("mids") List<Mid> mids,
            RawJson raw) {}

    private static final String LIST = "{\"status\":1,\"list\":["
            + "{\"id\":\"a\",\"raw\":{\"not\":\"it\"},\"inner\":{\"id\":\"i\",\"x\":[1,{\"y\":\"}\"}]},"
            + "\"inners\":{\"1\":{\"id\":\"k1\"},\"total\":1,\"2\":{\"id\":\"k2\",\"n\":1.50}},\"after\":\"\\\"{\"},"
            + "{\"id\":\"b\",\"mids\":[{\"inner\":{\"no\":\"id\"},\"deep\":{\"d\":[[{}]]}},{\"inner\":{\"id\":\"m\"}}]}]}";

    @Test
    void each_model_keeps_its_own_object_as_sent_even_when_the_stream_comes_in_small_pieces() throws IOException {
        List<Outer> read = readList(trickle(LIST));

        assertThat(read).extracting(o -> o.id().orElseThrow()).containsExactly("a", "b");
        Outer a = read.get(0);
        assertThat(a.raw())
                .isEqualTo(RawJson.of(JsonCodec.readTree(LIST).get("list").get(0)));
        assertThat(a.raw().toString()).contains("\"raw\":{\"not\":\"it\"}", "\"after\":\"\\\"{\"");
        assertThat(a.inner().orElseThrow().raw().toString()).isEqualTo("{\"id\":\"i\",\"x\":[1,{\"y\":\"}\"}]}");
        assertThat(a.inners()).extracting(Inner::id).containsExactly("k1", "k2");
        assertThat(a.inners().get(1).raw().field("n").decimalValue()).isEqualByComparingTo("1.50");
        assertThat(a.inners().get(1).raw().toString()).isEqualTo("{\"id\":\"k2\",\"n\":1.50}");
        // The first mid's nested model has no id, so that mid is left out, and the next one is read from its start.
        assertThat(read.get(1).mids()).hasSize(1);
        assertThat(read.get(1).mids().get(0).raw().toString()).isEqualTo("{\"inner\":{\"id\":\"m\"}}");
    }

    @Test
    void fields_are_the_objects_members_each_as_sent_the_last_of_a_name_sent_twice() throws IOException {
        String json = "{\"id\":\"x\",\"inner\":{\"id\":\"i\"},\"n\":[1, 2],\"s\":\"t\\\"u\",\"id\":\"y\",\"z\":null}";
        Outer outer = JsonCodec.mapper().readValue(trickle(json), Outer.class);

        assertThat(outer.raw().fields()).containsOnlyKeys("id", "inner", "n", "s", "z");
        assertThat(outer.raw().fields().keySet()).containsExactly("id", "inner", "n", "s", "z");
        assertThat(outer.raw().fields().get("id").tree().asText()).isEqualTo("y");
        assertThat(outer.raw().fields().get("n").toString()).isEqualTo("[1,2]");
        assertThat(outer.raw().fields().get("s").tree().asText()).isEqualTo("t\"u");
        assertThat(outer.raw().fields().get("z").isPresent()).isTrue();
        assertThat(outer.raw().fields().get("inner"))
                .isEqualTo(outer.inner().orElseThrow().raw());
    }

    private static List<Outer> readList(InputStream in) throws IOException {
        List<Outer> out = new ArrayList<>();
        try (JsonParser parser = JsonCodec.mapper().createParser(in)) {
            while (parser.nextToken() != null && !"list".equals(parser.currentName())) {
                // up to the list
            }
            parser.nextToken();
            parser.nextToken();
            JsonCodec.mapper().readerFor(Outer.class).<Outer>readValues(parser).forEachRemaining(out::add);
        }
        return out;
    }

    /** The text as a stream that hands out at most three bytes a read, as a slow connection may. */
    private static InputStream trickle(String json) {
        return new FilterInputStream(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8))) {
            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                return super.read(b, off, Math.min(len, 3));
            }
        };
    }
}
