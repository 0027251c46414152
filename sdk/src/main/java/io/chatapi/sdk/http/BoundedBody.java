package io.chatapi.sdk.http;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * A reply body read as a stream by a parser: it fails once more than a limit has arrived, as {@link
 * ReplyReader#read} does for a body read whole, and keeps the first bytes so that a reply that turns
 * out not to be JSON can still be quoted (redacted) in the error.
 */
final class BoundedBody extends FilterInputStream {
    private final long limit;
    private final byte[] head = new byte[ReplyReader.EXCERPT_BYTES];
    private int headLength;
    private long count;

    /**
     * @param body the body stream
     * @param limit the most bytes allowed; {@link Long#MAX_VALUE} for none
     */
    BoundedBody(InputStream body, long limit) {
        super(body);
        this.limit = limit;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            if (headLength < head.length) {
                head[headLength++] = (byte) b;
            }
            counted(1);
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        seen(buffer, offset, Math.max(n, 0)); // -1 at the end: nothing arrived
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        // Skipped bytes would escape the count; a parser never skips, so read them instead.
        if (n <= 0) {
            return 0;
        }
        byte[] scratch = new byte[(int) Math.min(n, 8192)];
        return Math.max(read(scratch, 0, scratch.length), 0);
    }

    /** The first bytes that arrived, as many as an error message quotes. */
    byte[] head() {
        return Arrays.copyOf(head, headLength);
    }

    private void seen(byte[] buffer, int offset, int n) throws ReplyReader.TooLargeException {
        int copied = Math.min(n, head.length - headLength); // none once the head is full
        System.arraycopy(buffer, offset, head, headLength, copied);
        headLength += copied;
        counted(n);
    }

    private void counted(int n) throws ReplyReader.TooLargeException {
        count += n;
        if (count > limit) {
            throw new ReplyReader.TooLargeException(limit);
        }
    }
}
