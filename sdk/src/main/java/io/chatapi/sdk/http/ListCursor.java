package io.chatapi.sdk.http;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.json.JsonCodec;
import java.io.Closeable;
import java.io.IOException;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Reads a reply object whose one list field may be too long to hold, binding the list's elements one
 * at a time as they are parsed: a JSON array through Jackson's {@link MappingIterator}, and an object
 * keyed by sequence number (PHP's non-sequential array) entry by entry. The other fields are kept as
 * a tree ({@link #rest()}). Only object elements are models; an element the model refuses (a ticket
 * without its id) is left out and logged at DEBUG.
 *
 * <p>Not thread-safe. {@link #close()} closes the parser, and with it the connection it reads.
 */
final class ListCursor<T> implements Iterator<T>, Closeable {
    private static final System.Logger LOG = System.getLogger("io.chatapi.sdk");

    private enum Mode {
        ARRAY,
        KEYED,
        DONE
    }

    private final JsonParser parser;
    private final ObjectReader reader;
    private final Class<T> type;
    private final String field;
    private final ObjectNode rest = JsonCodec.mapper().createObjectNode();
    private MappingIterator<T> elements;
    private Iterator<T> unstreamed;
    private Mode mode = Mode.DONE;
    private boolean found;
    private boolean firstKeyedPending;
    private T next;

    /**
     * Reads up to the list and binds its first element, so that a reply that breaks before any
     * element is handed over fails here, where the call may still be tried again.
     *
     * @throws IOException when the input is not a JSON object or cannot be read
     */
    ListCursor(JsonParser parser, Class<T> type, String field) throws IOException {
        this.parser = parser;
        this.reader = JsonCodec.mapper().readerFor(type);
        this.type = type;
        this.field = field;
        if (parser.nextToken() != JsonToken.START_OBJECT) {
            throw new JsonParseException(parser, "the reply is not a JSON object");
        }
        while (mode == Mode.DONE && parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken value = parser.nextToken();
            if (!name.equals(field)) {
                rest.set(name, JsonCodec.mapper().readTree(parser));
            } else if (value == JsonToken.START_ARRAY) {
                found = true;
                rest.putArray(name);
                startArray();
            } else if (value == JsonToken.START_OBJECT) {
                found = true;
                startKeyed();
            } else {
                found = true;
                JsonNode sent = JsonCodec.mapper().readTree(parser);
                rest.set(name, sent);
                unstreamed = JsonCodec.list(sent, type).iterator();
            }
        }
        advance();
    }

    /** Whether the reply had the list field at all (in any form). */
    boolean found() {
        return found;
    }

    /** The reply's other fields; the list field is an empty array once streamed. Complete after the last element. */
    ObjectNode rest() {
        return rest;
    }

    @Override
    public boolean hasNext() {
        return next != null;
    }

    @Override
    public T next() {
        if (next == null) {
            throw new NoSuchElementException();
        }
        T current = next;
        try {
            advance();
        } catch (IOException e) {
            throw new ReadFailure(e);
        }
        return current;
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }

    /** An I/O failure after the cursor was opened; the transport turns it into the SDK's exception. */
    static final class ReadFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ReadFailure(IOException cause) {
            super(cause);
        }

        @Override
        public synchronized IOException getCause() {
            return (IOException) super.getCause();
        }
    }

    private void startArray() throws IOException {
        if (parser.nextToken() == JsonToken.END_ARRAY) {
            return; // an empty array: the iterator would take END_ARRAY for a value
        }
        elements = reader.readValues(parser);
        mode = Mode.ARRAY;
    }

    /**
     * The list came as an object. Once an object value under a sequence number shows it is a keyed
     * list, its object values are bound one at a time and the counters mixed in are dropped. An object
     * that shows no such entry first (one record sent alone, keys that are not numbers) is read whole
     * and bound as {@link JsonCodec#list} reads any list.
     */
    private void startKeyed() throws IOException {
        ObjectNode held = JsonCodec.mapper().createObjectNode();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            if (parser.nextToken() == JsonToken.START_OBJECT) {
                if (key.matches("[0-9]{1,18}")) {
                    rest.putArray(field);
                    mode = Mode.KEYED;
                    firstKeyedPending = true;
                    return;
                }
                held.set(key, JsonCodec.mapper().readTree(parser));
                readRemaining(held);
                break;
            }
            held.set(key, JsonCodec.mapper().readTree(parser));
        }
        rest.set(field, held);
        unstreamed = JsonCodec.list(held, type).iterator();
    }

    private void readRemaining(ObjectNode into) throws IOException {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            parser.nextToken();
            into.set(key, JsonCodec.mapper().readTree(parser));
        }
    }

    /** Moves {@link #next} to the following element, or to {@code null} after the last. */
    private void advance() throws IOException {
        next = null;
        while (next == null && mode == Mode.ARRAY && elements.hasNextValue()) {
            next = bindOne(elements);
        }
        if (mode == Mode.KEYED && firstKeyedPending) {
            firstKeyedPending = false;
            next = bindKeyed();
        }
        while (next == null && mode == Mode.KEYED && parser.nextToken() == JsonToken.FIELD_NAME) {
            if (parser.nextToken() == JsonToken.START_OBJECT) {
                next = bindKeyed();
            } else {
                parser.skipChildren();
            }
        }
        if (next == null && unstreamed != null && unstreamed.hasNext()) {
            next = unstreamed.next();
        }
        if (next == null && mode != Mode.DONE) {
            mode = Mode.DONE;
            readRemaining(rest);
        }
    }

    private T bindKeyed() throws IOException {
        try {
            return reader.readValue(parser);
        } catch (JsonMappingException refused) {
            leftOut(refused);
            return null;
        }
    }

    private T bindOne(MappingIterator<T> it) throws IOException {
        try {
            return it.nextValue();
        } catch (JsonMappingException refused) {
            leftOut(refused);
            return null;
        }
    }

    private void leftOut(JsonMappingException refused) {
        LOG.log(
                System.Logger.Level.DEBUG,
                "a list entry was left out of the typed list ({0})",
                refused.getOriginalMessage());
    }
}
