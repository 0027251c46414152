/**
 * The client data of the website plug-in, both ways: decoded from a ticket's {@code chat_user_data}, and built and
 * written by a shop for its pages.
 *
 * <p>{@link io.chatapi.sdk.clientdata.ClientData} and its branches are records bound by Jackson (leniently through
 * {@link io.chatapi.sdk.jackson.ChatApiJacksonModule}: an unreadable value is empty, never an exception), with a
 * {@code toJson} that writes the spec's wire shape. Builders are for writing and refuse what would be wrong on a page;
 * {@link io.chatapi.sdk.clientdata.ScriptSafeJson} renders the data for an HTML page.
 *
 * <p>Equality compares the typed fields only: each record's {@code raw} (the JSON received, or nothing when built in
 * code) takes no part, so that decoding what was written gives back an equal object. The package knows nothing of
 * HTTP, as a shop that only renders pages never calls the API.
 */
package io.chatapi.sdk.clientdata;
