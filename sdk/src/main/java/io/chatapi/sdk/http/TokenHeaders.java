package io.chatapi.sdk.http;

import okhttp3.Response;

/** The header names of the token. Header lookups in OkHttp ignore letter case. */
final class TokenHeaders {
    /** The name sent on requests, as in the spec's request examples. */
    static final String REQUEST = "x-user-token";

    /** The spec's prose also calls it this; accepted on replies, never sent. */
    static final String PROSE_NAME = "x-token-user";

    private TokenHeaders() {}

    // OkHttp accepts only tab and visible ASCII in a header, and its refusal would quote the value.
    static boolean isSendable(String token) {
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c != '\t' && (c < 0x20 || c > 0x7e)) {
                return false;
            }
        }
        return true;
    }

    /** The new token a reply carries, or {@code null}. */
    static String from(Response reply) {
        String token = reply.header(REQUEST);
        if (token == null || token.isBlank()) {
            token = reply.header(PROSE_NAME);
        }
        return token == null || token.isBlank() ? null : token.trim();
    }
}
