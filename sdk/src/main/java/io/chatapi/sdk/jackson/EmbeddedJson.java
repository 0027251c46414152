package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.ObjectCodec;
import java.io.IOException;

/** Opens the JSON the service sends encoded inside a string ({@code chat_user_data}, {@code geoinfo}). */
final class EmbeddedJson {
    private static final JsonFactory FALLBACK = new JsonFactory();

    private EmbeddedJson() {}

    /**
     * A parser on the first token of the JSON inside the current string value, or {@code null} when
     * the text is not an object or array ({@code "no data"}, blank): the caller reads it as empty.
     */
    static JsonParser open(JsonParser p) throws IOException {
        String text = p.getText().trim();
        if (!text.startsWith("{") && !text.startsWith("[")) {
            return null;
        }
        ObjectCodec codec = p.getCodec();
        // The caller's factory, so their parser limits (nesting, lengths) hold inside the string too.
        JsonParser inner = codec != null ? codec.getFactory().createParser(text) : FALLBACK.createParser(text);
        if (codec != null) {
            inner.setCodec(codec);
        }
        inner.nextToken();
        return inner;
    }
}
