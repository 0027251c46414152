package io.chatapi.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The parameters of one request, in one of two readings. {@link #of} (tidy) merges the path, the query
 * string and the body; a body is read as a JSON object when its content type says JSON or it starts
 * with <code>{</code>, otherwise as {@code application/x-www-form-urlencoded} form fields. PHP-style
 * array names ({@code domains[]}, {@code domains[0]}) and JSON arrays both give lists, and any
 * parameter may be read either way. Path parameters win over the body, the body over the query.
 * {@link #literal} reads a request as PHP's {@code $_GET} and {@code $_POST} would. Values are never
 * logged.
 */
final class ApiRequest {
    private static final String FORM = "application/x-www-form-urlencoded";

    private static final Pattern PLAIN_DIGITS = Pattern.compile("[0-9]+");

    private final Map<String, List<String>> scalars;
    private final Map<String, List<String>> arrays;
    private final boolean literal;

    private ApiRequest(Map<String, List<String>> scalars, Map<String, List<String>> arrays, boolean literal) {
        this.scalars = scalars;
        this.arrays = arrays;
        this.literal = literal;
    }

    /**
     * Reads a request.
     *
     * @param pathParams parameters matched in the path
     * @param rawQuery the undecoded query string, or null
     * @param contentType the Content-Type header, or null
     * @param body the body bytes, possibly empty
     * @throws ApiError when the body claims to be JSON but is not a JSON object
     */
    static ApiRequest of(Map<String, String> pathParams, String rawQuery, String contentType, byte[] body) {
        Map<String, List<String>> values = new LinkedHashMap<>();
        if (rawQuery != null) {
            readForm(rawQuery, values, true);
        }
        if (body.length > 0) {
            Map<String, List<String>> fromBody = new LinkedHashMap<>();
            if (isJson(contentType, body)) {
                readJson(body, fromBody);
            } else {
                readForm(new String(body, StandardCharsets.UTF_8), fromBody, true);
            }
            values.putAll(fromBody);
        }
        pathParams.forEach((name, value) -> values.put(name, List.of(value)));
        return new ApiRequest(values, values, false);
    }

    /**
     * Reads a request literally, as a PHP server would: a GET's parameters come from its query string,
     * a POST's only from an {@code application/x-www-form-urlencoded} body (any other body, JSON
     * included, and a POST's query string count as not sent). A name ending in {@code []} or {@code
     * [key]} is an array and never a single value; a plain name is a single value, the last one sent,
     * and never an array. Path parameters are single values.
     *
     * @param method {@code GET} or {@code POST}
     * @param pathParams parameters matched in the path
     * @param rawQuery the undecoded query string, or null
     * @param contentType the Content-Type header, or null
     * @param body the body bytes, possibly empty
     */
    static ApiRequest literal(
            String method, Map<String, String> pathParams, String rawQuery, String contentType, byte[] body) {
        String source = null;
        if ("GET".equals(method)) {
            source = rawQuery;
        } else if (contentType != null && contentType.toLowerCase(Locale.ROOT).startsWith(FORM) && body.length > 0) {
            source = new String(body, StandardCharsets.UTF_8);
        }
        Map<String, List<String>> scalars = new LinkedHashMap<>();
        Map<String, List<String>> arrays = new LinkedHashMap<>();
        if (source != null) {
            Map<String, List<String>> fields = new LinkedHashMap<>();
            readForm(source, fields, false);
            fields.forEach((name, values) -> {
                String base = baseName(name);
                if (base.equals(name)) {
                    scalars.put(name, List.of(values.get(values.size() - 1)));
                } else {
                    arrays.computeIfAbsent(base, k -> new ArrayList<>()).addAll(values);
                }
            });
        }
        pathParams.forEach((name, value) -> scalars.put(name, List.of(value)));
        return new ApiRequest(scalars, arrays, true);
    }

    /** Whether this request was read literally; handlers then check values as they were sent. */
    boolean readLiterally() {
        return literal;
    }

    /** The first value of {@code name}, or null when absent. */
    String optional(String name) {
        List<String> list = scalars.get(name);
        return list == null || list.isEmpty() ? null : list.get(0);
    }

    /** The first value of the first name present, or null. */
    String optional(String name, String alternative) {
        String value = optional(name);
        return value != null ? value : optional(alternative);
    }

    /** The first value of {@code name}; refused when absent or blank. */
    String required(String name) {
        String value = optional(name);
        if (value == null || value.isBlank()) {
            throw ApiError.missing(name);
        }
        return value;
    }

    /**
     * The whole number {@code name} in {@code min..max} as canonical text, or null when absent; refused
     * when present but not such a number. Read literally, only plain digits are a number.
     */
    String wholeNumber(String name, long min, long max) {
        String value = optional(name);
        if (value == null) {
            return null;
        }
        try {
            if (literal && !PLAIN_DIGITS.matcher(value).matches()) {
                throw new NumberFormatException();
            }
            long number = Long.parseLong(value.trim());
            if (number >= min && number <= max) {
                return Long.toString(number);
            }
        } catch (NumberFormatException e) {
            // Falls through to the refusal.
        }
        throw new ApiError(name + " must be a whole number from " + min + " to " + max);
    }

    /** Every value of {@code name}, or null when the parameter is absent (read literally: not an array). */
    List<String> list(String name) {
        List<String> list = arrays.get(name);
        return list == null ? null : List.copyOf(list);
    }

    private static boolean isJson(String contentType, byte[] body) {
        if (contentType != null && contentType.toLowerCase(Locale.ROOT).contains("json")) {
            return true;
        }
        for (byte b : body) {
            if (!Character.isWhitespace(b)) {
                return b == '{';
            }
        }
        return false;
    }

    private static void readJson(byte[] body, Map<String, List<String>> into) {
        JsonNode root;
        try {
            root = PhpJson.parse(body);
        } catch (IOException e) {
            throw new ApiError("malformed JSON body");
        }
        if (root == null || !root.isObject()) {
            throw new ApiError("the JSON body must be an object");
        }
        for (Map.Entry<String, JsonNode> field : root.properties()) {
            List<String> list = into.computeIfAbsent(baseName(field.getKey()), k -> new ArrayList<>());
            JsonNode value = field.getValue();
            if (value.isArray()) {
                value.forEach(element -> addScalar(element, list));
            } else {
                addScalar(value, list);
            }
        }
    }

    private static void addScalar(JsonNode value, List<String> into) {
        if (value.isNull()) {
            return;
        }
        into.add(value.isValueNode() ? value.asText() : value.toString());
    }

    /** Reads form fields into {@code into}, under their base names when {@code mergeArrays}. */
    private static void readForm(String form, Map<String, List<String>> into, boolean mergeArrays) {
        for (String pair : form.split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String name = decode(eq < 0 ? pair : pair.substring(0, eq));
            String value = eq < 0 ? "" : decode(pair.substring(eq + 1));
            into.computeIfAbsent(mergeArrays ? baseName(name) : name, k -> new ArrayList<>())
                    .add(value);
        }
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new ApiError("malformed form encoding");
        }
    }

    /** {@code domains[]} and {@code domains[3]} are both {@code domains}. */
    private static String baseName(String name) {
        int bracket = name.indexOf('[');
        return bracket > 0 && name.endsWith("]") ? name.substring(0, bracket) : name;
    }
}
