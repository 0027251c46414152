package io.chatapi.examples.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a redacted export keeps of a ticket's client data ({@code chat_user_data}): a new object holding only the
 * fields named here, by the spec's names, each checked as its {@link Kept kind} says. Everything else the shop put
 * there (its own branches and keys, a field of a known branch the spec does not list, a list where a value belongs)
 * is left out, key and value: a key can be personal data as much as a value ({@code {"anna@example.com": 1}}).
 *
 * <ul>
 *   <li>{@code user_info}: {@code uuid} and {@code email} hashed (join keys), {@code conversion} kept; the name,
 *       street, city, postcode, country, telephone and anything else dropped.
 *   <li>{@code cart_info}: each product (below) and {@code total_cart_price} ({@code total_price},
 *       {@code currency_code}).
 *   <li>{@code order_info}: each order's {@code order_id}, {@code total_price}, {@code currency_code}, {@code date}
 *       and {@code order_status} (one word); the {@code total}'s {@code qty}, {@code total_price}, {@code average},
 *       {@code currency_code}. The {@code order_url} is dropped: the shop's admin page of one shopper's order, it
 *       adds nothing to the id but a place to hide an e-mail.
 *   <li>{@code latest24} ({@code view}, {@code cart}, {@code order}) and {@code abandoned_products}: products.
 *   <li>{@code conversion}: {@code customer} and {@code geolocal_country} counts ({@code view_c order_c cart_c
 *       conversion}); {@code geolocal_city} dropped (it names the city).
 *   <li>A product: {@code id_prod}, {@code name_prod}, {@code qty}, {@code price_prod}, {@code currency_code},
 *       {@code order_c}, {@code cart_c}, {@code view_c}, {@code conversion}, {@code url_prod} and {@code
 *       img_url_prod} (their queries cut): the shop's catalogue, the same for every shopper.
 * </ul>
 *
 * A list may come as a JSON array or as PHP's object keyed {@code "0"}, {@code "1"}…; either is written as an array.
 * A branch sent as JSON inside a string is read as the object it holds.
 */
final class ClientDataAllowList {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The shape of a kept part: a single value of a kind, an object of named parts, or a list of one part. */
    private sealed interface Shape permits Value, Fields, ListOf {}

    private record Value(Kept kind) implements Shape {}

    private record Fields(Map<String, Shape> fields) implements Shape {}

    private record ListOf(Shape element) implements Shape {}

    private static final Shape PRODUCT = fields(
            "id_prod", Kept.ID,
            "name_prod", Kept.CATALOGUE_TEXT,
            "qty", Kept.NUMBER,
            "price_prod", Kept.NUMBER,
            "currency_code", Kept.CURRENCY,
            "order_c", Kept.NUMBER,
            "cart_c", Kept.NUMBER,
            "view_c", Kept.NUMBER,
            "conversion", Kept.NUMBER,
            "url_prod", Kept.URL,
            "img_url_prod", Kept.URL);

    private static final Shape COUNTS =
            fields("view_c", Kept.NUMBER, "order_c", Kept.NUMBER, "cart_c", Kept.NUMBER, "conversion", Kept.NUMBER);

    private static final Shape CART = fields(
            "products", new ListOf(PRODUCT),
            "total_cart_price", new ListOf(fields("total_price", Kept.NUMBER, "currency_code", Kept.CURRENCY)));

    private static final Shape ORDER = fields(
            "order_id", Kept.ID,
            "total_price", Kept.NUMBER,
            "currency_code", Kept.CURRENCY,
            "date", Kept.TIME,
            "order_status", Kept.STATUS);

    private static final Shape ORDER_TOTAL = fields(
            "qty", Kept.NUMBER, "total_price", Kept.NUMBER, "average", Kept.NUMBER, "currency_code", Kept.CURRENCY);

    private static final Shape CLIENT_DATA = fields(
            "user_info", fields("uuid", Kept.JOIN_KEY, "email", Kept.JOIN_KEY, "conversion", Kept.NUMBER),
            "cart_info", CART,
            "order_info", fields("order", new ListOf(ORDER), "total", new ListOf(ORDER_TOTAL)),
            "latest24", fields("view", new ListOf(PRODUCT), "cart", new ListOf(PRODUCT), "order", new ListOf(PRODUCT)),
            "abandoned_products", new ListOf(PRODUCT),
            "conversion", fields("customer", COUNTS, "geolocal_country", COUNTS));

    private ClientDataAllowList() {}

    /**
     * The kept part of {@code clientData}, a new tree; {@code clientData} is not changed.
     *
     * @param clientData the client data as sent
     * @param hash the export's keyed hash, for join keys and ids holding a phone or the like
     * @return the object of kept fields, empty when nothing is kept
     */
    static ObjectNode redact(JsonNode clientData, KeyedHash hash) {
        JsonNode kept = redact(CLIENT_DATA, clientData, hash);
        return kept instanceof ObjectNode object ? object : JsonNodeFactory.instance.objectNode();
    }

    private static JsonNode redact(Shape shape, JsonNode node, KeyedHash hash) {
        if (node == null || node.isMissingNode()) {
            return null;
        }
        if (shape instanceof Value value) {
            return value.kind().redact(node, hash);
        }
        JsonNode container = node.isTextual() ? embedded(node.asText()) : node;
        if (container == null || !container.isContainerNode()) {
            return null;
        }
        if (shape instanceof ListOf list) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            for (JsonNode element : container) {
                JsonNode kept = redact(list.element(), element, hash);
                if (kept != null) {
                    out.add(kept);
                }
            }
            return out;
        }
        if (!container.isObject()) {
            return null;
        }
        Map<String, Shape> fields = ((Fields) shape).fields();
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        for (Iterator<Map.Entry<String, JsonNode>> it = container.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            Shape fieldShape = fields.get(field.getKey());
            JsonNode kept = fieldShape == null ? null : redact(fieldShape, field.getValue(), hash);
            if (kept != null) {
                out.set(field.getKey(), kept);
            }
        }
        return out;
    }

    /** The object or list JSON-encoded in {@code text}, or null when it holds none. */
    private static JsonNode embedded(String text) {
        String trimmed = text.strip();
        if (!(trimmed.startsWith("{") || trimmed.startsWith("["))) {
            return null;
        }
        try {
            return JSON.readTree(trimmed);
        } catch (IOException e) {
            return null;
        }
    }

    /** An object shape from name and shape (or {@link Kept}) pairs, in order. */
    private static Shape fields(Object... namesAndShapes) {
        Map<String, Shape> fields = new LinkedHashMap<>();
        for (int i = 0; i < namesAndShapes.length; i += 2) {
            Object shape = namesAndShapes[i + 1];
            fields.put((String) namesAndShapes[i], shape instanceof Kept kind ? new Value(kind) : (Shape) shape);
        }
        return new Fields(Map.copyOf(fields));
    }
}
