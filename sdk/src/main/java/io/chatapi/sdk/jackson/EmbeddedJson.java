package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;

/** Reads the JSON the service sends encoded inside a string ({@code chat_user_data}, {@code geoinfo}). */
final class EmbeddedJson {
    private static final JsonFactory FALLBACK = new JsonFactory();

    private EmbeddedJson() {}

    /**
     * The tree of the JSON inside the current string value, or {@code null} when the text is not an
     * object or array ({@code "no data"}, blank): the caller reads it as empty. A tree, so that the
     * models read from it keep their parts of it as their {@code raw()} ({@link NodeParser}).
     *
     * @throws com.fasterxml.jackson.core.JsonProcessingException when the text is garbled
     */
    static JsonNode read(JsonParser p) throws IOException {
        String text = p.getText().trim();
        if (!text.startsWith("{") && !text.startsWith("[")) {
            return null;
        }
        ObjectCodec codec = p.getCodec();
        // The caller's factory, so their parser limits (nesting, lengths) hold inside the string too.
        try (JsonParser inner = (codec != null ? codec.getFactory() : FALLBACK).createParser(text)) {
            return RawCapture.TREES.readTree(inner);
        }
    }
}
