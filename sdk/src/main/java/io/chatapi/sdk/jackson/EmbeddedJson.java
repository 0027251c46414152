package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** Reads the JSON the service sends encoded inside a string ({@code chat_user_data}, {@code geoinfo}). */
final class EmbeddedJson {
    private static final JsonFactory FALLBACK = new JsonFactory();

    private EmbeddedJson() {}

    /**
     * The tree of the JSON inside the current string value, or {@code null} when the text is not an
     * object or array ({@code "no data"}, blank): the caller reads it as empty.
     *
     * @throws com.fasterxml.jackson.core.JsonProcessingException when the text is garbled
     */
    static JsonNode read(JsonParser p) throws IOException {
        try (JsonParser inner = open(p)) {
            return inner == null ? null : RawCapture.TREES.readTree(inner);
        }
    }

    /**
     * A parser of the JSON inside the current string value, or {@code null} when the text is not an
     * object or array. It reads the text's UTF-8 bytes through a {@link ByteTrail}, so the models
     * bound from it keep their bytes of it as their {@code raw()}.
     */
    static JsonParser open(JsonParser p) throws IOException {
        String text = p.getText().trim();
        if (!text.startsWith("{") && !text.startsWith("[")) {
            return null;
        }
        ObjectCodec codec = p.getCodec();
        // The caller's factory, so their parser limits (nesting, lengths) hold inside the string too.
        JsonFactory factory = codec != null ? codec.getFactory() : FALLBACK;
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        return factory.createParser(new ByteTrail(new ByteArrayInputStream(utf8), utf8.length));
    }
}
