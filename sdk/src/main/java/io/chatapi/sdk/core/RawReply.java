package io.chatapi.sdk.core;

import java.util.List;
import java.util.Map;

/**
 * A typed value with the reply it was decoded from (the last one, when a call read several), as returned by {@link
 * io.chatapi.sdk.ChatApiClient#withRawReply} and, in a future, {@link
 * io.chatapi.sdk.AsyncChatApiClient#withRawReply}.
 *
 * @param value the typed value the call returned
 * @param status the envelope {@code status} of the reply, or {@code -1} when absent
 * @param headers the reply's HTTP headers, names in any case, with token and cookie values masked
 * @param json the reply's JSON body as sent
 */
public record RawReply<T>(T value, int status, Map<String, List<String>> headers, RawJson json) {
    /** {@return the value's text and the status; the headers and the JSON left out, as a reply may be large} */
    @Override
    public String toString() {
        return "RawReply[value=" + value + ", status=" + status + "]";
    }
}
