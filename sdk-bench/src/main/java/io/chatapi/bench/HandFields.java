package io.chatapi.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The baseline's decoding: the same fields the SDK's models read, pulled by hand out of Jackson trees
 * and converted to the same Java types (text, {@code int}, {@link BigDecimal} amounts, {@link Instant}
 * times, order dates, JSON embedded in strings parsed). Each object becomes an {@code Object[]}, the
 * cheapest holder a hand-written client could use. It trusts the data (the testkit's is clean), so it
 * skips the SDK's lenient fallbacks: that is the SDK's extra work to be measured.
 */
final class HandFields {
    private static final DateTimeFormatter ORDER_DATE = DateTimeFormatter.ofPattern("dd-MM-yyyy HH:mm:ss");

    private final ObjectMapper mapper;

    HandFields(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** The agent list: each agent object keyed by uuid, then the two subscription counters. */
    List<Object[]> agents(JsonNode body) {
        List<Object[]> out = new ArrayList<>();
        for (Map.Entry<String, JsonNode> field : body.properties()) {
            JsonNode a = field.getValue();
            if (a.isObject()) {
                out.add(new Object[] {
                    text(a, "uuid"),
                    text(a, "name"),
                    text(a, "email"),
                    text(a, "role"),
                    text(a, "pid"),
                    text(a, "photo"),
                    integer(a, "domains"),
                    a.path("subscription").asBoolean()
                });
            }
        }
        out.add(new Object[] {integer(body, "maxUsersSub"), integer(body, "currentUsersSub")});
        return out;
    }

    /** A ticket's conversation: every entry with its client data, geolocation and agent. */
    List<Object[]> conversation(JsonNode body) {
        return each(body.path("messages"), e -> new Object[] {
            text(e, "domain_token"),
            text(e, "body"),
            text(e, "email"),
            epoch(e, "time_send"),
            epoch(e, "time_read"),
            clientData(embedded(e, "chat_user_data")),
            text(e, "client_uuid"),
            geo(embedded(e, "geoinfo")),
            text(e, "direction"),
            text(e, "display"),
            agent(e.path("users"))
        });
    }

    private Object[] clientData(JsonNode d) {
        if (d == null) {
            return null;
        }
        JsonNode user = d.path("user_info");
        JsonNode cart = d.path("cart_info");
        JsonNode orders = d.path("order_info");
        JsonNode recent = d.path("latest24");
        JsonNode conversion = d.path("conversion");
        return new Object[] {
            new Object[] {
                text(user, "uuid"),
                text(user, "email"),
                text(user, "name"),
                text(user, "lastname"),
                text(user, "conversion"),
                each(user.path("street"), JsonNode::asText),
                text(user, "city"),
                text(user, "postcode"),
                text(user, "country"),
                text(user, "telephone")
            },
            each(cart.path("products"), p -> new Object[] {
                text(p, "name_prod"), integer(p, "qty"), decimal(p, "price_prod"), text(p, "id_prod"),
                text(p, "currency_code"), integer(p, "order_c"), integer(p, "cart_c"), integer(p, "view_c"),
                text(p, "url_prod"), text(p, "img_url_prod"), text(p, "conversion")
            }),
            each(cart.path("total_cart_price"), t ->
                    new Object[] {decimal(t, "total_price"), text(t, "currency_code")}),
            each(orders.path("order"), o -> new Object[] {
                text(o, "order_id"),
                decimal(o, "total_price"),
                text(o, "currency_code"),
                date(o, "date"),
                text(o, "order_url"),
                text(o, "order_status")
            }),
            each(orders.path("total"), t -> new Object[] {
                integer(t, "qty"), decimal(t, "total_price"), decimal(t, "average"), text(t, "currency_code")
            }),
            each(recent.path("view"), HandFields::product),
            each(recent.path("cart"), HandFields::product),
            each(recent.path("order"), HandFields::product),
            each(d.path("abandoned_products"), HandFields::product),
            stats(conversion.path("customer")),
            stats(conversion.path("geolocal_country")),
            stats(conversion.path("geolocal_city"))
        };
    }

    private static Object[] product(JsonNode p) {
        return new Object[] {
            text(p, "id_prod"),
            text(p, "name_prod"),
            decimal(p, "price_prod"),
            text(p, "currency_code"),
            text(p, "url_prod"),
            text(p, "img_url_prod")
        };
    }

    private static Object[] stats(JsonNode s) {
        return s.isObject()
                ? new Object[] {integer(s, "view_c"), integer(s, "cart_c"), integer(s, "order_c"), text(s, "conversion")
                }
                : null;
    }

    private static Object[] geo(JsonNode g) {
        if (g == null) {
            return null;
        }
        return new Object[] {
            text(g, "user_ip"), text(g, "user_location"), text(g, "country_name"), text(g, "region_name"),
            decimal(g, "lt"), decimal(g, "lg"), text(g, "time_zone"), text(g, "country_code"),
            text(g, "browser_type"), text(g, "user_referer"), text(g, "os"), text(g, "mobile")
        };
    }

    private Object[] agent(JsonNode u) {
        if (!u.isObject()) {
            return null;
        }
        JsonNode layout = embedded(u, "conversationblocks");
        List<Object[]> columns = layout == null
                ? List.of()
                : each(layout.path("columns"), c -> new Object[] {
                    text(c, "width"),
                    each(c.path("blocks"), b ->
                            new Object[] {text(b, "name"), integer(b, "index"), text(b, "background")})
                });
        return new Object[] {
            text(u, "uuid"),
            text(u, "name"),
            text(u, "email"),
            text(u, "role"),
            text(u, "status"),
            integer(u, "chats"),
            text(u, "job_title"),
            columns
        };
    }

    /** An object sent as itself or as JSON text inside a string; null for anything else. */
    private JsonNode embedded(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isObject()) {
            return v;
        }
        String text = v.asText();
        if (!v.isTextual() || !text.startsWith("{")) {
            return null;
        }
        try {
            return mapper.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static <T> List<T> each(JsonNode array, Function<JsonNode, T> read) {
        List<T> out = new ArrayList<>(array.size());
        for (JsonNode element : array) {
            out.add(read.apply(element));
        }
        return out;
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() ? null : v.asText();
    }

    private static Integer integer(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() ? null : v.isNumber() ? v.intValue() : Integer.valueOf(v.asText());
    }

    private static BigDecimal decimal(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() ? null : v.isNumber() ? v.decimalValue() : new BigDecimal(v.asText());
    }

    private static Instant epoch(JsonNode n, String field) {
        String v = text(n, field);
        return v == null ? null : Instant.ofEpochSecond(Long.parseLong(v));
    }

    private static LocalDateTime date(JsonNode n, String field) {
        String v = text(n, field);
        return v == null ? null : LocalDateTime.parse(v, ORDER_DATE);
    }
}
