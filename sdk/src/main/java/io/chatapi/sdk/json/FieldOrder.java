package io.chatapi.sdk.json;

import com.fasterxml.jackson.core.io.SerializedString;
import java.util.HashMap;
import java.util.Map;

/**
 * The fields of one kind of object in the order the server sends them, so that {@link
 * TokenReader#nextField(FieldOrder, int)} can ask the parser whether the next name is the expected
 * one. The parser answers that by comparing the name's bytes in place; reading a name it does not
 * expect costs a hash of the name and a look-up in its name table, which in a profile of a large
 * ticket list was a fifth of the decode's time. Any other order still decodes the same: a name out of
 * order is read the usual way, and the expectation moves on from wherever that name stands here.
 */
public final class FieldOrder {
    private final SerializedString[] names;
    /** Each name's position plus one: where to expect the next field after it. */
    private final Map<String, Integer> after;

    private FieldOrder(String[] names) {
        this.names = new SerializedString[names.length];
        this.after = new HashMap<>(names.length * 2);
        for (int i = 0; i < names.length; i++) {
            this.names[i] = new SerializedString(names[i]);
            if (after.putIfAbsent(names[i], i + 1) != null) {
                throw new IllegalArgumentException("field named twice: " + names[i]);
            }
        }
    }

    /**
     * An order of fields.
     *
     * @param names the wire names, in the order the server sends them
     * @return the order
     * @throws IllegalArgumentException when a name appears twice
     */
    public static FieldOrder of(String... names) {
        return new FieldOrder(names.clone());
    }

    /** The name expected at {@code position}, or null past the last. */
    SerializedString expected(int position) {
        return position < names.length ? names[position] : null;
    }

    /** Where to expect the next field after reading {@code name}, having expected {@code position}. */
    int positionAfter(String name, int position) {
        Integer next = after.get(name);
        return next != null ? next : position;
    }
}
