package io.chatapi.examples.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.chatapi.sdk.clientdata.ClientData;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code export-tickets --redact} does to a row, so that an export can be handed to support without the
 * shoppers' personal data while its rows still join: the same e-mail gives the same hash in every row.
 *
 * <p>By allow-list: a field is kept only when it is named here as one that carries no personal data, and only when
 * its value has the shape of its {@link Kept kind}; every other field of the row, and every other part of the client
 * data, is left empty. A list of what may be personal can never be complete (the shop writes its client data in
 * any language and shape); a list of what is known to be harmless can.
 *
 * <ul>
 *   <li>Kept: {@code ticket_id}, {@code domain_token} (ids), {@code started_at}, {@code time_read} (times), the
 *       message count, each message's times and direction, {@code geo_mobile} (a flag); {@code geo_country},
 *       {@code geo_country_code}, {@code geo_time_zone}, {@code geo_browser} and {@code geo_os} when they are
 *       {@link KnownNames known} (a browser's or system's name with a version at most); of the client data what
 *       {@link ClientDataAllowList} lists (cart, orders, products, counts).
 *   <li>Replaced by a keyed hash ({@link KeyedHash}, {@code h:} and 32 hex digits), for joins: {@code
 *       client_email}, {@code client_uuid}, {@code agent_email}, each message's {@code agent_email}, {@code
 *       user_info}'s {@code email} and {@code uuid}; and a kept id that holds an e-mail, phone or IP.
 *   <li>Dropped (null): everything else: names, the IP (a hash of one of 2<sup>32</sup> addresses is no secret
 *       to whoever holds the key), location, region, coordinates, referer, message bodies, a browser or system
 *       text of another shape, and any kept text in which {@link PersonalPatterns} finds an e-mail, phone or IP.
 * </ul>
 *
 * <p>The hashes' key is {@code CHAT_API_REDACT_KEY} when set (refused when weak, see {@link RedactionKey}), so
 * hashes also join across exports; otherwise a random one for this export alone.
 */
final class Redaction {
    /** The environment variable holding a key that makes hashes stable across exports. */
    static final String KEY_VARIABLE = RedactionKey.VARIABLE;

    /** The row's text fields that are kept, each of its kind; a field not here and not below is dropped. */
    private static final Map<String, Kept> KEPT_TEXT = Map.ofEntries(
            Map.entry("ticket_id", Kept.ID),
            Map.entry("client_email", Kept.JOIN_KEY),
            Map.entry("client_uuid", Kept.JOIN_KEY),
            Map.entry("domain_token", Kept.ID),
            Map.entry("started_at", Kept.TIME),
            Map.entry("time_read", Kept.TIME),
            Map.entry("agent_email", Kept.JOIN_KEY),
            Map.entry("geo_country", Kept.COUNTRY),
            Map.entry("geo_country_code", Kept.COUNTRY_CODE),
            Map.entry("geo_time_zone", Kept.TIME_ZONE),
            Map.entry("geo_browser", Kept.BROWSER),
            Map.entry("geo_os", Kept.OS),
            Map.entry("geo_mobile", Kept.FLAG));

    private final KeyedHash hash;

    private Redaction(KeyedHash hash) {
        this.hash = hash;
    }

    /**
     * The redaction keyed by {@code key}, or by a random key when it is unset.
     *
     * @param key the text of {@code CHAT_API_REDACT_KEY}, or null when unset
     * @return the redaction
     * @throws WeakRedactionKeyException when the key is set but weak; its message never holds the key
     */
    static Redaction keyedBy(String key) {
        return new Redaction(new KeyedHash(RedactionKey.of(key)));
    }

    /** The row with only what the class keeps; the rest hashed or null. Same fields, same order. */
    Map<String, Object> row(Map<String, Object> row) {
        Map<String, Object> out = new LinkedHashMap<>();
        row.forEach((field, value) -> out.put(field, value == null ? null : value(field, value)));
        return out;
    }

    private Object value(String field, Object value) {
        if (field.equals("messages") && value instanceof Integer count) {
            return count;
        }
        if (field.equals("conversation") && value instanceof List<?> messages) {
            return conversation(messages);
        }
        if (field.equals("client_data") && value instanceof ClientData data) {
            return ClientDataAllowList.redact(
                    data.raw().isPresent() ? data.raw().tree() : data.toJson(), hash);
        }
        Kept kind = KEPT_TEXT.get(field);
        return kind == null ? null : text(kind, value);
    }

    private List<TicketRow.Message> conversation(List<?> messages) {
        List<TicketRow.Message> redacted = new ArrayList<>();
        for (Object item : messages) {
            TicketRow.Message m = (TicketRow.Message) item;
            redacted.add(new TicketRow.Message(
                    text(Kept.TIME, m.timeSent()),
                    text(Kept.TIME, m.timeRead()),
                    text(Kept.DIRECTION, m.direction()),
                    null,
                    null,
                    text(Kept.JOIN_KEY, m.agentEmail())));
        }
        return redacted;
    }

    private String text(Kept kind, Object value) {
        if (value == null) {
            return null;
        }
        JsonNode node = value instanceof BigDecimal d
                ? DecimalNode.valueOf(d)
                : value instanceof Integer n ? IntNode.valueOf(n) : TextNode.valueOf(value.toString());
        JsonNode kept = kind.redact(node, hash);
        return kept == null || kept.isNull() ? null : kept.asText();
    }
}
