package io.chatapi.sdk.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Iterator;
import java.util.function.Function;

/**
 * A reply being read with its list bound element by element: the elements as an iterator whose
 * failures are already the SDK's exceptions, then the rest of the reply. Closing it drops the
 * connection, if it is still open.
 */
public final class OpenList<T> implements Iterator<T>, AutoCloseable {
    /** Turns a failure of the body into the SDK's exception. */
    interface Failures {
        RuntimeException translate(IOException e);
    }

    private final ListCursor<T> cursor;
    private final Failures failures;
    private final Function<ObjectNode, Reply> reply;
    private final Runnable abandon;

    /** @param abandon makes closing drop the connection rather than read the rest of a long list */
    OpenList(ListCursor<T> cursor, Failures failures, Function<ObjectNode, Reply> reply, Runnable abandon) {
        this.cursor = cursor;
        this.failures = failures;
        this.reply = reply;
        this.abandon = abandon;
    }

    /** Whether the reply had the list field at all, in any form. */
    boolean found() {
        return cursor.found();
    }

    /**
     * Whether another element follows; the connection is read as far as needed to know.
     *
     * @return {@code true} when {@link #next()} has an element
     */
    @Override
    public boolean hasNext() {
        return cursor.hasNext();
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
        try {
            return cursor.next();
        } catch (ListCursor.ReadFailure e) {
            throw failures.translate(e.getCause());
        }
    }

    /** The reply read so far: before the last element, the fields that came before the list. */
    Reply reply() {
        return reply.apply(cursor.rest());
    }

    /** Drops the connection if the list was not read to its end; never throws. */
    @Override
    public void close() {
        try {
            if (cursor.hasNext()) {
                abandon.run();
            }
            cursor.close();
        } catch (IOException ignored) {
            // nothing more is read from it either way
        }
    }
}
