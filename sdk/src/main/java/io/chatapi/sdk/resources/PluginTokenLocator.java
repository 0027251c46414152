package io.chatapi.sdk.resources;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds the plug-in token in a {@code domains/gettoken/:id} reply, whose success body the spec does not
 * show: first a {@code token}, {@code domain_token} or {@code plugin_token} field at the top, in {@code
 * content}, {@code data}, {@code domain}, {@code content.domain} or {@code data.domain}; then {@code
 * content} or {@code data} as a bare token-shaped string (with a digit, so {@code "success"} is none).
 */
final class PluginTokenLocator {
    private static final List<String> TOKEN_FIELDS = List.of("token", "domain_token", "plugin_token");
    private static final Pattern TOKEN_SHAPE = Pattern.compile("(?=.*[0-9])[A-Za-z0-9._~+/=:-]{8,512}");

    private PluginTokenLocator() {}

    static Optional<String> find(JsonNode body) {
        Stream<JsonNode> places = Stream.of(
                body,
                body.path("content"),
                body.path("data"),
                body.path("domain"),
                body.path("content").path("domain"),
                body.path("data").path("domain"));
        Stream<String> named = places.filter(JsonNode::isObject)
                .flatMap(place -> TOKEN_FIELDS.stream().map(place::get))
                .filter(value -> value != null && value.isValueNode() && !value.isNull())
                .map(value -> value.asText().trim());
        Stream<String> bare = Stream.of(body.path("content"), body.path("data"))
                .filter(JsonNode::isTextual)
                .map(value -> value.asText().trim())
                .filter(text -> TOKEN_SHAPE.matcher(text).matches());
        return Stream.concat(named.filter(token -> !token.isBlank()), bare).findFirst();
    }
}
