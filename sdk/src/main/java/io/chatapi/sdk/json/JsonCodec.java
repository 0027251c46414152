package io.chatapi.sdk.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.io.IOException;
import java.io.InputStream;

/**
 * The one Jackson configuration the SDK reads and writes with.
 *
 * <p>Money travels as JSON numbers in some replies, so floats are read as exact {@code BigDecimal}s
 * (39.84 must stay 39.84). Nesting is capped well below what could exhaust the stack: no reply of
 * this API nests deeper than a handful of levels.
 */
public final class JsonCodec {
    /** Deepest nesting accepted in a reply; real replies stay under ten levels. */
    public static final int MAX_NESTING_DEPTH = 64;

    private static final ObjectMapper MAPPER = createMapper();

    private JsonCodec() {}

    /** The shared, thread-safe mapper. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Parses JSON text into a tree; throws {@link IOException} for anything that is not JSON. */
    public static JsonNode readTree(String text) throws IOException {
        JsonNode node = MAPPER.readTree(text);
        if (node == null || node.isMissingNode()) {
            throw new IOException("empty JSON text");
        }
        return node;
    }

    /** Parses JSON bytes into a tree; throws {@link IOException} for anything that is not JSON. */
    public static JsonNode readTree(byte[] bytes) throws IOException {
        JsonNode node = MAPPER.readTree(bytes);
        if (node == null || node.isMissingNode()) {
            throw new IOException("empty JSON text");
        }
        return node;
    }

    /** Parses a JSON stream into a tree; throws {@link IOException} for anything that is not JSON. */
    public static JsonNode readTree(InputStream in) throws IOException {
        JsonNode node = MAPPER.readTree(in);
        if (node == null || node.isMissingNode()) {
            throw new IOException("empty JSON text");
        }
        return node;
    }

    private static ObjectMapper createMapper() {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_NESTING_DEPTH)
                        .build())
                .build();
        return JsonMapper.builder(factory)
                .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .addModule(new Jdk8Module())
                .build();
    }
}
