package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import io.chatapi.sdk.core.RawJson;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The stream under a parser, keeping the bytes the parser has read from where a model starts until
 * it ends: {@link RawCapture} gives the model those bytes as its {@code raw()}, parsed only if it is
 * read, instead of building a tree of every model. A top-level model's bytes go into an array of its
 * own, which the models nested in it share; an array a model holds is never written over, so that
 * model stays immutable, and nothing is kept once the model is let go.
 */
final class ByteTrail extends InputStream {
    /** Most bytes handed to the parser per read: a model's array holds at most this much past its end. */
    private static final int STEP = 1024;

    /** Bytes kept behind the parser while no model is open: more than its buffer (8,000 bytes) holds. */
    private static final int BEHIND = 16 * 1024;

    /** The state of the read this stream is under, for {@link RawCapture.Current#of}: one parser, one read at a time. */
    final RawCapture.Current current = new RawCapture.Current();

    private final InputStream in;
    private byte[] kept;

    /** The offset in the stream of {@code kept[0]}. */
    private long from;

    private int size;
    private int open;

    /** Whether a model holds {@link #kept}: it is then never written over, only appended to. */
    private boolean shared;

    /** Whether {@link #kept} is all the JSON, never read into: models need no array of their own. */
    private boolean whole;

    /** The size of the last top-level model, to size the next one's array. */
    private int lastModel;

    /** Most bytes one top-level model may take: skipping a string does not check the parser's length limit. */
    private final int maxModelBytes;

    /**
     * @param maxModelBytes the most bytes one top-level model may take (the parser's string length
     *     limit does): a model past it fails the read as a parser limit would
     */
    ByteTrail(InputStream in, int maxModelBytes) throws IOException {
        this.in = in;
        this.maxModelBytes = maxModelBytes;
        // JSON text in a string is read whole at once: its array is then exactly its size.
        this.kept = new byte[Math.max(Math.min(in.available(), 2 * BEHIND), 64)];
    }

    private ByteTrail(byte[] whole) {
        this.in = InputStream.nullInputStream();
        this.maxModelBytes = whole.length;
        this.kept = whole;
        this.size = whole.length;
        this.whole = true;
    }

    /**
     * The trail of a parser reading {@code utf8} itself, not this stream: the models read from it
     * share that array, which the caller hands over and never writes again.
     */
    static ByteTrail whole(byte[] utf8) {
        return new ByteTrail(utf8);
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) == 1 ? one[0] & 0xFF : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = in.read(b, off, Math.min(len, STEP));
        if (n > 0) {
            keep(b, off, n);
        }
        return n;
    }

    @Override
    public int available() throws IOException {
        return in.available();
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /**
     * Starts keeping a model whose {@code '{'} is at {@code start} in the stream.
     *
     * @return false when those bytes are no longer here (the caller then reads the model another way)
     */
    boolean hold(long start) {
        long at = start - from;
        if (at < 0 || at >= size || kept[(int) at] != '{') {
            return false;
        }
        if (open++ == 0 && !whole) {
            int tail = size - (int) at;
            byte[] own = new byte[Math.max(tail, lastModel + lastModel / 4)];
            System.arraycopy(kept, (int) at, own, 0, tail);
            kept = own;
            from = start;
            size = tail;
            shared = false;
        }
        return true;
    }

    /** The JSON of a held model, from its {@code '{'} at {@code start} to {@code end}, exclusive. */
    RawJson json(long start, long end) {
        shared = true;
        if (open == 1) {
            lastModel = (int) (end - start);
        }
        return RawJson.of(kept, (int) (start - from), (int) (end - start));
    }

    /** A copy of the bytes of a held model, from its {@code '{'} at {@code start} to {@code end}, exclusive. */
    byte[] copy(long start, long end) {
        int at = (int) (start - from);
        return Arrays.copyOfRange(kept, at, at + (int) (end - start));
    }

    /** Ends the model started last. */
    void release() {
        open--;
    }

    private void keep(byte[] b, int off, int n) throws StreamConstraintsException {
        if (open > 0 && size + n > maxModelBytes) {
            throw new StreamConstraintsException(
                    "The JSON of one record exceeds the maximum length (" + maxModelBytes + " bytes)");
        }
        if (open == 0 && size + n > kept.length) {
            // No model is open: only the last bytes can still be in the parser's buffer.
            int drop = Math.max(0, size - BEHIND);
            byte[] into = shared ? new byte[2 * BEHIND + n] : kept;
            System.arraycopy(kept, drop, into, 0, size - drop);
            kept = into;
            shared = false;
            from += drop;
            size -= drop;
        }
        if (size + n > kept.length) {
            // A new array: models holding the old one keep it as it is.
            kept = Arrays.copyOf(kept, Math.max(size + n, 2 * size));
            shared = false;
        }
        System.arraycopy(b, off, kept, size, n);
        size += n;
    }
}
