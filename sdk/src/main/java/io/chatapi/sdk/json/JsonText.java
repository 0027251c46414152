package io.chatapi.sdk.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Function;

/**
 * The text of one JSON value the SDK has already parsed, kept as it came (UTF-8 bytes of the reply,
 * or the JSON text a string field held) and turned into a tree only when someone asks for it. A
 * streamed decoder keeps each model's raw JSON this way instead of building a tree per model, which
 * would cost as much as the decoding itself.
 *
 * <p>A value read from a reply body points into a {@link Segment}: the bytes of the whole list
 * element it belongs to, which are bound only once that element has been read to its end (nested
 * values are decoded, and their texts made, before the end is known). No text is handed out before
 * then.
 */
public final class JsonText {
    private static volatile Function<JsonText, RawJson> wrapper;

    private final Segment segment;
    private final String chars;
    private final long from;
    private final long to;

    private JsonText(Segment segment, String chars, long from, long to) {
        this.segment = segment;
        this.chars = chars;
        this.from = from;
        this.to = to;
    }

    /**
     * Bytes {@code [from, to)} of a stream, counted from its first byte.
     *
     * @param segment the element the value belongs to
     * @param from the offset of the value's first byte
     * @param to the offset just past its last byte
     * @return the text
     */
    public static JsonText ofBytes(Segment segment, long from, long to) {
        return new JsonText(segment, null, from, to);
    }

    /**
     * A whole JSON document, such as a reply read whole.
     *
     * @param bytes its bytes; not changed afterwards
     * @return the text
     */
    public static JsonText ofWhole(byte[] bytes) {
        Segment all = new Segment();
        all.bind(bytes, 0);
        return ofBytes(all, 0, bytes.length);
    }

    /**
     * Characters {@code [from, to)} of JSON text held in a string.
     *
     * @param text the whole text
     * @param from the index of the value's first character
     * @param to the index just past its last character
     * @return the text
     */
    public static JsonText ofChars(String text, long from, long to) {
        return new JsonText(null, text, from, to);
    }

    /**
     * Lets {@link RawJson} say how it wraps a text. It lives in the exported package and takes this
     * internal type through no public method, so it hands this class its private factory instead.
     *
     * @param wrap the factory
     */
    public static void wrapWith(Function<JsonText, RawJson> wrap) {
        wrapper = wrap;
    }

    /**
     * This text as a model's raw JSON.
     *
     * @return the wrapper
     */
    public RawJson toRaw() {
        Function<JsonText, RawJson> wrap = wrapper;
        if (wrap == null) {
            RawJson.of(null); // initialises RawJson, which installs the wrapper
            wrap = wrapper;
        }
        return wrap.apply(this);
    }

    /**
     * Parses the text again.
     *
     * @return a new tree, free to change
     * @throws IllegalStateException when the element has not been bound yet (a bug in the SDK)
     */
    public JsonNode parse() {
        try {
            if (chars != null) {
                return JsonCodec.readTree(chars.substring((int) from, (int) to));
            }
            Segment.View view = segment.view;
            if (view == null) {
                throw new IllegalStateException("the raw JSON was read before its list element ended");
            }
            return JsonCodec.mapper().readTree(view.bytes, (int) (from - view.base), (int) (to - from));
        } catch (IOException e) {
            // The text was parsed once already; parsing it again cannot fail.
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The bytes of one list element of a reply, for the texts of the values inside it. Bound once, when
     * the element has been read to its end; every text of the element shares the one copy.
     */
    public static final class Segment {
        private volatile View view;

        /**
         * Gives the segment its bytes.
         *
         * @param bytes the element's bytes; not changed afterwards
         * @param base the stream offset of {@code bytes[0]}
         */
        public void bind(byte[] bytes, long base) {
            view = new View(bytes, base);
        }

        private record View(byte[] bytes, long base) {}
    }
}
