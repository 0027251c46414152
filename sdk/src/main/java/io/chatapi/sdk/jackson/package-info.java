/**
 * Jackson support for the service's JSON: {@link io.chatapi.sdk.jackson.ChatApiJacksonModule} makes
 * an {@code ObjectMapper} read it into the SDK's models. The reusable deserializers behind it (one per
 * quirk: lenient scalars, keyed-object lists, JSON inside strings) know no model; each model names
 * its wire fields with {@code @JsonProperty} and {@code @JsonAlias} next to its components.
 *
 * <p><b>Wire names are only read.</b> A model is written by its record components' own names
 * ({@code OwnFormWriter}), never by those annotations, and read back from that form ({@code
 * OwnFormReader}, which tells it from the service's by the field names). Why not answer different
 * names for serialization in the introspector: Jackson merges a record's accessor, field and creator
 * parameter into one property by name, and most models read the service's JSON through a private
 * {@code fromWire} creator whose parameters are not the components at all (a trigger's {@code
 * display_time} seconds become its {@code displayDelay}); renaming the written properties after
 * Jackson has built them, and reading the written form by the canonical constructor, leaves the
 * decoding of replies untouched.
 *
 * <p><b>Which fields are {@code Optional}.</b> The one value a model is useless without, the id of
 * a listed record (agent, domain, domain summary, trigger, alias, ticket), is a plain {@code String}:
 * the service always sends it, and an entry that comes without one (or with a blank one) is left out
 * of the typed list, logged at DEBUG on the {@code io.chatapi.sdk} logger, and still in the raw
 * reply. Every other field is an {@code Optional} (or a list, empty when absent): the spec marks
 * many as nullable, and the service has been seen to leave out, null, blank or garble any of them. A
 * value that cannot be read (a word where a number belongs, garbled JSON text) is empty, never an
 * exception, and stays reachable as sent in the model's {@code raw()}.
 */
package io.chatapi.sdk.jackson;
