package io.chatapi.sdk.domains;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds the plug-in token in a {@code domains/gettoken/:id} reply. The spec shows no success body
 * (only {@code {status}}), so the token is looked for wherever a server could plausibly put it, in
 * this order:
 *
 * <ol>
 *   <li>a field named {@code token}, {@code domain_token} or {@code plugin_token} at the top level,
 *       then inside a {@code content}, {@code data} or {@code domain} object, then inside {@code
 *       content.domain} or {@code data.domain};
 *   <li>{@code content} or {@code data} sent as a bare string that looks like a token (no spaces,
 *       8–512 characters of the kinds tokens are made of, at least one digit), so that a message
 *       such as {@code "success"} is never taken for one.
 * </ol>
 */
final class PluginTokenLocator {
    private static final List<String> TOKEN_FIELDS = List.of("token", "domain_token", "plugin_token");
    private static final Pattern TOKEN_SHAPE = Pattern.compile("(?=.*[0-9])[A-Za-z0-9._~+/=:-]{8,512}");

    private PluginTokenLocator() {}

    /** The token, or empty when the reply holds none. */
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
