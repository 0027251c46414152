package io.chatapi.sdk.http;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One request to send: endpoint, path and body parameters, checked here so a bad id fails before sending. */
public final class ApiCall {
    /** Longest id accepted in a path; real ids are uuids or small numbers. */
    public static final int MAX_ID_LENGTH = 200;

    /** A body parameter: a single value, or an array sent in the PHP form {@code name[]}. */
    public record Param(String name, List<String> values, boolean array, boolean secret) {}

    private final Endpoint endpoint;
    private final Map<String, String> pathParams;
    private final List<Param> params;

    private ApiCall(Builder b) {
        this.endpoint = b.endpoint;
        this.pathParams = Map.copyOf(b.pathParams);
        this.params = List.copyOf(b.params);
    }

    /** Starts a call to {@code endpoint}. */
    public static Builder to(Endpoint endpoint) {
        return new Builder(endpoint);
    }

    public Endpoint endpoint() {
        return endpoint;
    }

    public Map<String, String> pathParams() {
        return pathParams;
    }

    public List<Param> params() {
        return params;
    }

    /** The values of secret parameters (passwords), to redact from anything the SDK prints. */
    List<String> secretValues() {
        return params.stream()
                .filter(Param::secret)
                .flatMap(p -> p.values().stream())
                .toList();
    }

    /** Collects path and body parameters. */
    public static final class Builder {
        private final Endpoint endpoint;
        private final Map<String, String> pathParams = new LinkedHashMap<>();
        private final List<Param> params = new ArrayList<>();

        private Builder(Endpoint endpoint) {
            this.endpoint = endpoint;
        }

        /**
         * Sets a path parameter, after checking it is a usable id that keeps the call on its route.
         *
         * @throws IllegalArgumentException naming {@code name} if the id is null, blank, longer than
         *     {@value #MAX_ID_LENGTH} characters, {@code .} or {@code ..}, or (in any letter case) a
         *     sibling route's word at its place, such as {@code delete} in {@code user/:uid}
         */
        public Builder path(String name, String id) {
            requireId(name, id);
            String clash = RouteWords.clash(endpoint, name, id);
            if (clash != null) {
                throw new IllegalArgumentException(name + " '" + id + "' is refused: in the path form "
                        + endpoint.describedPath() + " it would name the route word '" + clash
                        + "' of another endpoint");
            }
            pathParams.put(name, id);
            return this;
        }

        /** Adds a body parameter; a {@code null} value is not sent. */
        public Builder param(String name, String value) {
            return param(name, value, false);
        }

        /** Adds a body parameter whose value is a secret (a password): sent, but never printed. */
        public Builder secret(String name, String value) {
            return param(name, value, true);
        }

        private Builder param(String name, String value, boolean secret) {
            if (value != null) {
                params.add(new Param(name, List.of(value), false, secret));
            }
            return this;
        }

        /** Adds an array parameter, sent as {@code name[]=a&name[]=b} in a form. */
        public Builder array(String name, Collection<String> values) {
            params.add(new Param(name, List.copyOf(values), true, false));
            return this;
        }

        public ApiCall build() {
            return new ApiCall(this);
        }
    }

    /**
     * Checks an id that goes into a path or a body.
     *
     * @return the id unchanged
     * @throws IllegalArgumentException naming {@code name} when the id is unusable
     */
    public static String requireId(String name, String id) {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException(name + " must not be null or blank");
        }
        if (id.length() > MAX_ID_LENGTH) {
            throw new IllegalArgumentException(
                    name + " is " + id.length() + " characters long; at most " + MAX_ID_LENGTH + " are accepted");
        }
        if (id.equals(".") || id.equals("..")) {
            throw new IllegalArgumentException(name + " must not be a dot segment ('.' or '..')");
        }
        return id;
    }
}
