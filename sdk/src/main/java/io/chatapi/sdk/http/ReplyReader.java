package io.chatapi.sdk.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Buffer;
import okio.BufferedSource;

/** Reads a body whatever its Content-Type (the service labels JSON {@code text/html}), within a size limit. */
final class ReplyReader {
    /** A body or value over a limit; its message never quotes the body. Not retried: it would break it again. */
    static final class TooLargeException extends IOException {
        private static final long serialVersionUID = 1L;

        TooLargeException(long limit) {
            super("reply body exceeds the limit of " + limit + " bytes");
        }

        /** @param parserLimit the parser's account of the limit it hit, without the text it was reading */
        TooLargeException(String parserLimit) {
            super(parserLimit);
        }
    }

    static final int EXCERPT_BYTES = 512;

    private ReplyReader() {}

    /** The whole body, or {@link TooLargeException} once more than {@code maxBytes} arrive. */
    static byte[] read(Response reply, long maxBytes) throws IOException {
        ResponseBody body = reply.body();
        if (body.contentLength() > maxBytes) {
            throw new TooLargeException(maxBytes);
        }
        BufferedSource source = body.source();
        // Buffering one byte more than the limit proves the body too large without reading the rest.
        if (source.request(maxBytes + 1)) {
            throw new TooLargeException(maxBytes);
        }
        return source.getBuffer().readByteArray();
    }

    /** The first bytes of a body as text, for messages; never throws for an unreadable body. */
    static String excerptOf(Response reply) {
        try {
            BufferedSource source = reply.body().source();
            source.request(EXCERPT_BYTES);
            Buffer copy = source.getBuffer().clone();
            return copy.readString(Math.min(copy.size(), EXCERPT_BYTES), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException unreadable) {
            return "";
        }
    }

    /** The first characters of bytes already read, for messages. */
    static String excerptOf(byte[] body) {
        return new String(body, 0, Math.min(body.length, EXCERPT_BYTES), StandardCharsets.UTF_8);
    }
}
