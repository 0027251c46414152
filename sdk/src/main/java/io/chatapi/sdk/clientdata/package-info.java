/**
 * The client data of the website plug-in, in both directions: decoded from a ticket's {@code
 * chat_user_data}, and built and written by a shop for its pages.
 *
 * <p>One model serves both: {@link io.chatapi.sdk.clientdata.ClientData} and its branches are
 * records bound by Jackson (lenient through {@link io.chatapi.sdk.jackson.ChatApiJacksonModule}: a
 * value that cannot be read is empty, never an exception) and a {@code toJson} that writes the spec's wire shape. Builders are for the writing
 * direction and check what would be wrong on a page. {@link
 * io.chatapi.sdk.clientdata.ScriptSafeJson} renders the data for an HTML page.
 *
 * <p>Equality compares the typed fields only. Each record's {@code raw} says where it came from (the
 * JSON as received, or nothing for an object built in code) and takes no part, so that decoding what
 * was written gives back an equal object.
 *
 * <p>The package knows nothing of HTTP; it lives apart from {@code tickets} because a shop that only
 * renders pages never calls the API.
 */
package io.chatapi.sdk.clientdata;
