package io.chatapi.sdk.domains;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

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
    private static final List<String> WRAPPERS = List.of("content", "data", "domain");
    private static final List<String> PAYLOADS = List.of("content", "data");
    private static final Pattern TOKEN_SHAPE = Pattern.compile("(?=.*[0-9])[A-Za-z0-9._~+/=:-]{8,512}");

    private PluginTokenLocator() {}

    /** The token, or empty when the reply holds none. */
    static Optional<String> find(JsonNode body) {
        for (JsonNode place : places(body)) {
            Optional<String> token = namedToken(place);
            if (token.isPresent()) {
                return token;
            }
        }
        for (String field : PAYLOADS) {
            Optional<String> bare = Optional.ofNullable(body.get(field))
                    .filter(JsonNode::isTextual)
                    .map(value -> value.asText().trim())
                    .filter(text -> TOKEN_SHAPE.matcher(text).matches());
            if (bare.isPresent()) {
                return bare;
            }
        }
        return Optional.empty();
    }

    /** The objects that may hold a token field, most likely first. */
    private static List<JsonNode> places(JsonNode body) {
        List<JsonNode> places = new ArrayList<>();
        places.add(body);
        for (String wrapper : WRAPPERS) {
            if (body.path(wrapper).isObject()) {
                places.add(body.get(wrapper));
            }
        }
        for (String wrapper : PAYLOADS) {
            if (body.path(wrapper).path("domain").isObject()) {
                places.add(body.get(wrapper).get("domain"));
            }
        }
        return places;
    }

    private static Optional<String> namedToken(JsonNode object) {
        for (String field : TOKEN_FIELDS) {
            JsonNode value = object.get(field);
            if (value != null
                    && value.isValueNode()
                    && !value.isNull()
                    && !value.asText().isBlank()) {
                return Optional.of(value.asText().trim());
            }
        }
        return Optional.empty();
    }
}
