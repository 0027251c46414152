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
import java.io.IOException;
import java.util.Collections;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.function.Function;

/**
 * A reply being read with its one list field bound element by element as it is parsed, for a list
 * that may be too long to hold: a JSON array through Jackson's {@link MappingIterator}, an object
 * keyed by sequence number (PHP's non-sequential array) entry by entry; a list in any other form (one
 * record alone, JSON text) is read whole and bound as {@link JsonCodec#list} binds any list. The
 * other fields are kept as a tree, then the reply is built from them. Only object elements are
 * models; an element the model refuses (a ticket without its id) is left out and logged at DEBUG.
 * Failures of the body come out as the SDK's exceptions. Not thread-safe.
 */
public final class OpenList<T> implements Iterator<T>, AutoCloseable {
    private static final System.Logger LOG = System.getLogger("io.chatapi.sdk.decode");

    /** Turns a failure of the body into the SDK's exception. */
    interface Failures {
        RuntimeException translate(IOException e);
    }

    /** Reads one element. */
    private interface Element<T> {
        T read() throws IOException;
    }

    private final JsonParser parser;
    private final ObjectReader reader;
    private final String field;
    private final Failures failures;
    private final Function<ObjectNode, Reply> reply;
    private final Runnable abandon;
    private final ObjectNode rest = JsonCodec.mapper().createObjectNode();
    private MappingIterator<T> array;
    private boolean keyed;
    private Iterator<T> unstreamed = Collections.emptyIterator();
    private boolean found;
    private T next;
    private Reply whole;

    /**
     * Reads up to the list and binds its first element, so that a reply that breaks before any
     * element is handed over fails here, where the call may still be tried again.
     *
     * @param reply builds the reply from its fields other than the list
     * @param abandon makes closing drop the connection rather than read the rest of a long list
     * @throws IOException when the input is not a JSON object or cannot be read
     */
    OpenList(
            JsonParser parser,
            Class<T> type,
            String field,
            Failures failures,
            Function<ObjectNode, Reply> reply,
            Runnable abandon)
            throws IOException {
        this.parser = parser;
        this.reader = JsonCodec.reader(type);
        this.field = field;
        this.failures = failures;
        this.reply = reply;
        this.abandon = abandon;
        if (parser.nextToken() != JsonToken.START_OBJECT) {
            throw new JsonParseException(parser, "the reply is not a JSON object");
        }
        while (array == null && !keyed && parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken value = parser.nextToken();
            if (!name.equals(field)) {
                rest.set(name, JsonCodec.mapper().readTree(parser));
            } else if (value == JsonToken.START_ARRAY) {
                found = true;
                rest.putArray(name);
                if (parser.nextToken() != JsonToken.END_ARRAY) { // the iterator would take END_ARRAY for a value
                    array = reader.readValues(parser);
                }
            } else {
                found = true;
                JsonNode sent = value == JsonToken.START_OBJECT
                        ? startKeyed()
                        : JsonCodec.mapper().readTree(parser);
                if (!keyed) {
                    rest.set(name, sent);
                    unstreamed = JsonCodec.list(sent, type).iterator();
                }
            }
        }
        advance();
    }

    /**
     * The list came as an object. Once an object value under a sequence number shows it is a keyed
     * list, its object values are bound one at a time and the counters mixed in are dropped. An object
     * that shows no such entry first (one record sent alone, keys that are not numbers) is read whole.
     *
     * @return the object read whole, or {@code null} with the parser on the keyed list's first element
     */
    private ObjectNode startKeyed() throws IOException {
        ObjectNode held = JsonCodec.mapper().createObjectNode();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            boolean object = parser.nextToken() == JsonToken.START_OBJECT;
            if (object && key.matches("[0-9]{1,18}")) {
                rest.putArray(field);
                keyed = true;
                return null;
            }
            held.set(key, JsonCodec.mapper().readTree(parser));
            if (object) {
                readRemaining(held);
                break;
            }
        }
        return held;
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
        while (next == null && array != null && array.hasNextValue()) {
            next = bind(array::nextValue);
        }
        // On a keyed list's first element the parser stands on its start; after an element, on its end.
        while (next == null && keyed && (parser.currentToken() == JsonToken.START_OBJECT || nextKeyedEntry())) {
            next = bind(() -> reader.readValue(parser));
        }
        if (next == null && unstreamed.hasNext()) {
            next = unstreamed.next();
        }
        if (next == null && (array != null || keyed)) {
            array = null;
            keyed = false;
            readRemaining(rest);
        }
    }

    /** Moves to the next object value of the keyed list, past counters; {@code false} at its end. */
    private boolean nextKeyedEntry() throws IOException {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            if (parser.nextToken() == JsonToken.START_OBJECT) {
                return true;
            }
            parser.skipChildren();
        }
        return false;
    }

    private T bind(Element<T> element) throws IOException {
        try {
            return element.read();
        } catch (JsonMappingException refused) {
            // Its type and place only: the refusal's own text may quote the value refused, a shopper's data, which is
            // never logged (a TRACE line can arrive as DEBUG through JUL's bridge).
            LOG.log(
                    System.Logger.Level.DEBUG,
                    "a list entry was left out of the typed list ({0} at {1})",
                    refused.getClass().getSimpleName(),
                    refused.getPathReference());
            return null;
        }
    }

    /** Whether the reply had the list field at all, in any form. */
    boolean found() {
        return found;
    }

    /**
     * Whether another element follows; the connection is read as far as needed to know.
     *
     * @return {@code true} when {@link #next()} has an element
     */
    @Override
    public boolean hasNext() {
        return next != null;
    }

    /**
     * The next element, in the server's order.
     *
     * @return the element
     * @throws io.chatapi.sdk.errors.TransportException when the connection broke
     * @throws io.chatapi.sdk.errors.UndecodableReplyException when the rest of the body is not JSON
     */
    @Override
    public T next() {
        if (next == null) {
            throw new NoSuchElementException();
        }
        T current = next;
        try {
            advance();
        } catch (IOException e) {
            throw failures.translate(e);
        }
        return current;
    }

    /**
     * {@return the reply read so far, without the list}: once the list is read to its end, the whole reply (built
     * once); before, the fields that came before the list
     */
    public Reply reply() {
        if (whole != null) {
            return whole;
        }
        Reply sofar = reply.apply(rest);
        if (next == null) {
            whole = sofar;
        }
        return sofar;
    }

    /** Drops the connection if the list was not read to its end; never throws. */
    @Override
    public void close() {
        try {
            if (next != null) {
                abandon.run();
            }
            parser.close();
        } catch (IOException ignored) {
            // nothing more is read from it either way
        }
    }
}
