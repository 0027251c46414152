package io.chatapi.testkit;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/** {@code developer/inicialize}: checks the API key; the caller then starts a token chain. */
final class Authentication {
    private final byte[] apiKey;

    Authentication(String apiKey) {
        this.apiKey = apiKey.getBytes(StandardCharsets.UTF_8);
    }

    /** {@code {"status":1}} for the right {@code developer_token}; refused otherwise. */
    Reply authenticate(ApiRequest request) {
        String key = request.required("developer_token");
        // Constant-time, as a real key check should be; the key itself is never echoed.
        if (!MessageDigest.isEqual(apiKey, key.getBytes(StandardCharsets.UTF_8))) {
            throw new ApiError("invalid developer token");
        }
        return new Reply(Reply.envelope(1), Reply.Effect.AUTHENTICATED);
    }
}
