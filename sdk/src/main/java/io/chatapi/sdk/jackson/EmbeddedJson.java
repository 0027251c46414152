package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.databind.JsonNode;
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
        byte[] utf8 = bytes(p);
        if (utf8 == null) {
            return null;
        }
        try (JsonParser inner = open(p, utf8)) {
            return RawCapture.TREES.readTree(inner);
        }
    }

    /**
     * The UTF-8 bytes of the JSON inside the current string value, or {@code null} when the text is
     * not an object or array.
     */
    static byte[] bytes(JsonParser p) throws IOException {
        String text = p.getText().trim();
        return text.startsWith("{") || text.startsWith("[") ? text.getBytes(StandardCharsets.UTF_8) : null;
    }

    /** A parser of {@code utf8}, from the caller's factory, so their parser limits hold inside the string too. */
    static JsonParser open(JsonParser p, byte[] utf8) throws IOException {
        ObjectCodec codec = p.getCodec();
        return (codec != null ? codec.getFactory() : FALLBACK).createParser(utf8);
    }
}
