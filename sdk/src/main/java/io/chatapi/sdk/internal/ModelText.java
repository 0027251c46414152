package io.chatapi.sdk.internal;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A model's {@code toString()}: short enough for a log line and free of personal data, as models end up in log lines
 * and assertion messages. A personal value (an e-mail address, a name, a phone number, an address, a message text, an
 * IP address, a shopper's id) shows only that it is there; a list shows its size; other text is cut short; an empty
 * value is left out; the raw JSON never shows ({@code raw()} has it).
 *
 * <pre>{@code Ticket[id=t-1, email=[hidden], body=[hidden], timeSent=2024-01-15T10:00:00Z, clientData=ClientData[…]]}</pre>
 */
public final class ModelText {
    /** What a personal value present shows as. */
    public static final String HIDDEN = "[hidden]";

    /** Longest text of one value shown. */
    static final int MAX_VALUE_CHARS = 60;

    /** Longest {@code toString()} of a model, nested models included. */
    static final int MAX_CHARS = 600;

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private final StringBuilder text;
    private boolean first = true;

    private ModelText(String type) {
        this.text = new StringBuilder(type).append('[');
    }

    /**
     * Starts a model's text.
     *
     * @param type the model's simple name
     * @return the text, to add fields to
     */
    public static ModelText of(String type) {
        return new ModelText(type);
    }

    /**
     * Adds a value as it reads, text cut to a few dozen characters on one line; left out when null or empty.
     *
     * @param name the component's name
     * @param value the value, an {@link Optional} unwrapped
     * @return this text
     */
    public ModelText field(String name, Object value) {
        Object plain = unwrapped(value);
        if (plain != null) {
            add(name, plain instanceof Record || plain instanceof Enum<?> ? plain.toString() : shortened(plain));
        }
        return this;
    }

    /**
     * Adds a personal value as {@value #HIDDEN}, to show it is there and never what it is; left out when null, empty or
     * blank.
     *
     * @param name the component's name
     * @param value the value, an {@link Optional} unwrapped
     * @return this text
     */
    public ModelText personal(String name, Object value) {
        Object plain = unwrapped(value);
        boolean present = plain != null
                && !(plain instanceof CharSequence s && s.toString().isBlank())
                && !(plain instanceof Collection<?> c && c.isEmpty());
        if (present) {
            add(name, HIDDEN);
        }
        return this;
    }

    /**
     * Adds how many elements a collection or map holds; left out when empty.
     *
     * @param name the component's name
     * @param values the collection or map
     * @return this text
     */
    public ModelText count(String name, Object values) {
        int size = values instanceof Collection<?> c ? c.size() : values instanceof Map<?, ?> m ? m.size() : 0;
        if (size > 0) {
            add(name, Integer.toString(size));
        }
        return this;
    }

    /** {@return the model's text, at most {@value #MAX_CHARS} characters} */
    @Override
    public String toString() {
        String whole = text + "]";
        return whole.length() <= MAX_CHARS ? whole : whole.substring(0, MAX_CHARS - 2) + "…]";
    }

    private void add(String name, String value) {
        text.append(first ? "" : ", ").append(name).append('=').append(value);
        first = false;
    }

    private static Object unwrapped(Object value) {
        Object plain = value instanceof Optional<?> optional ? optional.orElse(null) : value;
        return plain instanceof CharSequence s && s.isEmpty() ? null : plain;
    }

    private static String shortened(Object value) {
        String text = value.toString();
        // Cut before collapsing: a value may be megabytes of text.
        String head = text.length() <= 4 * MAX_VALUE_CHARS ? text : text.substring(0, 4 * MAX_VALUE_CHARS);
        String line = WHITESPACE.matcher(head).replaceAll(" ").strip();
        if (line.length() <= MAX_VALUE_CHARS) {
            return line;
        }
        int end = Character.isHighSurrogate(line.charAt(MAX_VALUE_CHARS - 1)) ? MAX_VALUE_CHARS - 1 : MAX_VALUE_CHARS;
        return line.substring(0, end) + "…";
    }
}
