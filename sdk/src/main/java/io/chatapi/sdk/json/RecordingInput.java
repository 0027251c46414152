package io.chatapi.sdk.json;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Keeps the bytes a parser reads, from a point the reader chooses on, so that a list element's
 * exact text can be copied out once the element has been parsed. The reader moves that point past
 * every element it is done with, so only the element being read (and what the parser has read
 * ahead) is held.
 */
public final class RecordingInput extends FilterInputStream {
    private byte[] buffer = new byte[64 * 1024];
    /** The stream offset of {@code buffer[0]}. */
    private long base;
    /** The index of the first byte still wanted; those before it are moved out only when room runs short. */
    private int live;
    /** The index just past the last byte read. */
    private int length;

    /**
     * Records what {@code in} yields.
     *
     * @param in the stream to read
     */
    public RecordingInput(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            room(1);
            buffer[length++] = (byte) b;
        }
        return b;
    }

    @Override
    public int read(byte[] into, int offset, int count) throws IOException {
        int n = super.read(into, offset, count);
        if (n > 0) {
            room(n);
            System.arraycopy(into, offset, buffer, length, n);
            length += n;
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        // Skipped bytes would be missing from the record; a parser never skips, so read them instead.
        return skipByReading(this, n);
    }

    /**
     * Skips by reading, for a filter that must see every byte.
     *
     * @param in the filter itself
     * @param n how many bytes to skip
     * @return how many were skipped: at most 8 KiB, as {@link InputStream#skip} may
     * @throws IOException when reading fails
     */
    public static long skipByReading(InputStream in, long n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        byte[] scratch = new byte[(int) Math.min(n, 8192)];
        return Math.max(in.read(scratch, 0, scratch.length), 0);
    }

    /**
     * Forgets the bytes before {@code offset}: nothing before it will be asked for.
     *
     * @param offset a stream offset the parser has already read past
     */
    public void forgetBefore(long offset) {
        live = (int) Math.max(live, Math.min(offset - base, length));
    }

    /**
     * A copy of the bytes {@code [from, to)}.
     *
     * @param from a stream offset at or after the last {@link #forgetBefore}
     * @param to a stream offset the parser has already read past
     * @return the bytes
     * @throws IllegalStateException when the bytes are no longer, or not yet, held
     */
    public byte[] copy(long from, long to) {
        if (from < base + live || to > base + length || from > to) {
            throw new IllegalStateException("bytes " + from + ".." + to + " are not held (" + base + ".."
                    + (base + length) + ", wanted from " + (base + live) + ")");
        }
        return Arrays.copyOfRange(buffer, (int) (from - base), (int) (to - base));
    }

    private void room(int more) {
        if (length + more <= buffer.length) {
            return;
        }
        if (live > 0) {
            // Move the wanted bytes to the front; done only when the buffer is full, so each byte moves
            // rarely, not once per element.
            System.arraycopy(buffer, live, buffer, 0, length - live);
            length -= live;
            base += live;
            live = 0;
        }
        if (length + more > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, length + more));
        }
    }
}
