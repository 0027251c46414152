/**
 * The chat API client. Start at {@link io.chatapi.sdk.ChatApiClient}.
 *
 * <p>Exports the facade and exceptions, one package per API area, the async mirrors and the
 * client-data model; the transport ({@code io.chatapi.sdk.http}), the lenient decoding helpers
 * ({@code io.chatapi.sdk.json}) and the streamed ticket decoders ({@code io.chatapi.sdk.tickets.decode})
 * are internal.
 */
module io.chatapi.sdk {
    requires transitive okhttp3;
    requires transitive com.fasterxml.jackson.databind;
    requires com.fasterxml.jackson.datatype.jdk8;

    exports io.chatapi.sdk;
    exports io.chatapi.sdk.agents;
    exports io.chatapi.sdk.aliases;
    exports io.chatapi.sdk.async;
    exports io.chatapi.sdk.clientdata;
    exports io.chatapi.sdk.core;
    exports io.chatapi.sdk.domains;
    exports io.chatapi.sdk.errors;
    exports io.chatapi.sdk.tickets;
    exports io.chatapi.sdk.triggers;
}
