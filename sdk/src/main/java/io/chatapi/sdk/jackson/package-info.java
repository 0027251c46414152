/**
 * Jackson support for the service's JSON: {@link io.chatapi.sdk.jackson.ChatApiJacksonModule} makes
 * an {@code ObjectMapper} read it into the SDK's models. The reusable deserializers behind it (one per
 * quirk: lenient scalars, keyed-object lists, JSON inside strings) know no model; each model names
 * its wire fields with {@code @JsonProperty} and {@code @JsonAlias} next to its components.
 */
package io.chatapi.sdk.jackson;
