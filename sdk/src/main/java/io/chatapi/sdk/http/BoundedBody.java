package io.chatapi.sdk.http;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * A body streamed to a parser: fails past a limit, as {@link ReplyReader#read} does, and keeps the
 * first bytes so that a reply that is not JSON can still be quoted (redacted) in the error.
 */
final class BoundedBody extends FilterInputStream {
    private final long limit;
    private final byte[] head = new byte[ReplyReader.EXCERPT_BYTES];
    private final byte[] one = new byte[1];
    private int headLength;
    private long count;

    /** @param limit the most bytes allowed; {@link Long#MAX_VALUE} for none */
    BoundedBody(InputStream body, long limit) {
        super(body);
        this.limit = limit;
    }

    @Override
    public int read() throws IOException {
        return read(one, 0, 1) == 1 ? one[0] & 0xff : -1; // a one-byte read gives one byte or the end
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        int copied = Math.min(Math.max(n, 0), head.length - headLength); // none at the end or once the head is full
        System.arraycopy(buffer, offset, head, headLength, copied);
        headLength += copied;
        count += Math.max(n, 0);
        if (count > limit) {
            throw new ReplyReader.TooLargeException(limit);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        // Skipped bytes would escape the count; a parser never skips, so read them instead (none for n <= 0).
        byte[] scratch = new byte[(int) Math.max(0, Math.min(n, 8192))];
        return Math.max(read(scratch, 0, scratch.length), 0);
    }

    byte[] head() {
        return Arrays.copyOf(head, headLength);
    }
}
