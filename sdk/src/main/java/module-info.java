/**
 * The chat API client. Start at {@link io.chatapi.sdk.ChatApiClient}.
 *
 * <p>Exports the facade, exceptions, one package per API area, the async mirrors and the client-data model; the
 * transport ({@code io.chatapi.sdk.http}), lenient decoding ({@code io.chatapi.sdk.json}) and the feature clients'
 * implementations ({@code io.chatapi.sdk.resources}) are internal; {@code
 * io.chatapi.sdk.jackson} hands the models' binding to any {@code ObjectMapper}.
 */
module io.chatapi.sdk {
    requires transitive okhttp3;
    requires transitive com.fasterxml.jackson.databind;
    requires com.fasterxml.jackson.datatype.jdk8;

    exports io.chatapi.sdk;
    exports io.chatapi.sdk.agents;
    exports io.chatapi.sdk.aliases;
    exports io.chatapi.sdk.chain;
    exports io.chatapi.sdk.clientdata;
    exports io.chatapi.sdk.core;
    exports io.chatapi.sdk.domains;
    exports io.chatapi.sdk.errors;
    exports io.chatapi.sdk.jackson;
    exports io.chatapi.sdk.observe;
    exports io.chatapi.sdk.options;
    exports io.chatapi.sdk.tickets;
    exports io.chatapi.sdk.triggers;

    // Jackson binds the models through their private creators.
    opens io.chatapi.sdk.agents to
            com.fasterxml.jackson.databind;
    opens io.chatapi.sdk.aliases to
            com.fasterxml.jackson.databind;
    opens io.chatapi.sdk.clientdata to
            com.fasterxml.jackson.databind;
    opens io.chatapi.sdk.domains to
            com.fasterxml.jackson.databind;
    opens io.chatapi.sdk.json to
            com.fasterxml.jackson.databind;
    opens io.chatapi.sdk.tickets to
            com.fasterxml.jackson.databind;
    opens io.chatapi.sdk.triggers to
            com.fasterxml.jackson.databind;

    provides com.fasterxml.jackson.databind.Module with
            io.chatapi.sdk.jackson.ChatApiJacksonModule;
}
