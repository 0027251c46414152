package io.chatapi.examples.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.chatapi.sdk.clientdata.ClientData;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * What {@code export-tickets --redact} does to a row, so that an export can be handed to support without the
 * shoppers' personal data while its rows still join: the same e-mail gives the same hash in every row.
 *
 * <ul>
 *   <li>Replaced by a hash ({@code h:} and 16 hex digits of an HMAC-SHA-256, e-mails lower-cased first):
 *       {@code client_email}, {@code client_name}, {@code client_uuid}, {@code agent_name}, {@code agent_email},
 *       {@code geo_ip}, each message's {@code agent_name} and {@code agent_email}; in {@code client_data}, at any
 *       depth, the values of the keys {@value #HASHED_KEYS_TEXT}, and every text that is an e-mail address.
 *   <li>Dropped (null): each message's {@code body}, {@code geo_location}, {@code geo_region}, {@code
 *       geo_latitude}, {@code geo_longitude}, {@code geo_referer}; in {@code client_data}, at any depth, the keys
 *       {@value #DROPPED_KEYS_TEXT}.
 *   <li>Kept: ids, times, the message count and directions, the domain token, country, time zone, browser, OS,
 *       the cart, orders and products.
 * </ul>
 *
 * <p>The HMAC's key is {@code CHAT_API_REDACT_KEY} when set, so hashes also join across exports; otherwise a
 * random one for this export alone, so nobody can test a guessed e-mail against a hash.
 */
final class Redaction {
    /** The environment variable holding a key that makes hashes stable across exports. */
    static final String KEY_VARIABLE = "CHAT_API_REDACT_KEY";

    static final String HASHED_KEYS_TEXT = "email, mail, e_mail, name, lastname, firstname, first_name, last_name,"
            + " surname, telephone, phone, tel, mobile_phone, ip, ip_address, uuid";
    static final String DROPPED_KEYS_TEXT = "street, address, postcode, post_code, zip, zipcode";

    private static final Set<String> HASHED_ROW_FIELDS =
            Set.of("client_email", "client_name", "client_uuid", "agent_name", "agent_email", "geo_ip");
    private static final Set<String> DROPPED_ROW_FIELDS =
            Set.of("geo_location", "geo_region", "geo_latitude", "geo_longitude", "geo_referer");
    private static final Set<String> HASHED_KEYS = keys(HASHED_KEYS_TEXT);
    private static final Set<String> DROPPED_KEYS = keys(DROPPED_KEYS_TEXT);
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");

    private final Mac mac;

    private Redaction(byte[] key) {
        try {
            mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("every Java platform has HmacSHA256", e);
        }
    }

    /**
     * The redaction keyed by {@code key}, or by a random key when it is null or empty.
     *
     * @param key the text of {@code CHAT_API_REDACT_KEY}, if set
     * @return the redaction
     */
    static Redaction keyedBy(String key) {
        if (key == null || key.isEmpty()) {
            byte[] random = new byte[32];
            new SecureRandom().nextBytes(random);
            return new Redaction(random);
        }
        return new Redaction(key.getBytes(StandardCharsets.UTF_8));
    }

    /** The row with personal data hashed or dropped, as the class says. */
    Map<String, Object> row(Map<String, Object> row) {
        Map<String, Object> out = new LinkedHashMap<>();
        row.forEach((field, value) -> out.put(field, value(field, value)));
        return out;
    }

    private Object value(String field, Object value) {
        if (value == null || DROPPED_ROW_FIELDS.contains(field)) {
            return null;
        }
        if (HASHED_ROW_FIELDS.contains(field)) {
            return hash(value.toString());
        }
        if (value instanceof List<?> messages) {
            List<TicketRow.Message> redacted = new ArrayList<>();
            for (Object m : messages) {
                TicketRow.Message message = (TicketRow.Message) m;
                redacted.add(new TicketRow.Message(
                        message.timeSent(),
                        message.timeRead(),
                        message.direction(),
                        null,
                        hashOrNull(message.agentName()),
                        hashOrNull(message.agentEmail())));
            }
            return redacted;
        }
        if (value instanceof ClientData data) {
            JsonNode tree = (data.raw().isPresent() ? data.raw().tree() : data.toJson()).deepCopy();
            return clientData(tree);
        }
        return value;
    }

    /** Hashes or drops the personal values of a client data tree, in place; returns it. */
    private JsonNode clientData(JsonNode node) {
        if (node instanceof ObjectNode object) {
            Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                String key = field.getKey().toLowerCase(Locale.ROOT);
                if (DROPPED_KEYS.contains(key)) {
                    fields.remove();
                } else if (HASHED_KEYS.contains(key) && field.getValue().isValueNode()) {
                    field.setValue(field.getValue().isNull() ? field.getValue() : hashNode(field.getValue()));
                } else if (HASHED_KEYS.contains(key) && field.getValue() instanceof ArrayNode array) {
                    for (int i = 0; i < array.size(); i++) {
                        array.set(i, array.get(i).isValueNode() ? hashNode(array.get(i)) : clientData(array.get(i)));
                    }
                } else {
                    field.setValue(clientData(field.getValue()));
                }
            }
            return object;
        }
        if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                array.set(i, clientData(array.get(i)));
            }
            return array;
        }
        if (node.isTextual() && EMAIL.matcher(node.asText().strip()).matches()) {
            return hashNode(node);
        }
        return node;
    }

    private JsonNode hashNode(JsonNode value) {
        return TextNode.valueOf(hash(value.asText()));
    }

    private String hashOrNull(String value) {
        return value == null ? null : hash(value);
    }

    /** {@code h:} and the first 16 hex digits of the HMAC of the stripped, lower-cased value. */
    String hash(String value) {
        byte[] digest;
        synchronized (mac) {
            digest = mac.doFinal(value.strip().toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
        }
        return "h:" + HexFormat.of().formatHex(digest, 0, 8);
    }

    private static Set<String> keys(String text) {
        return Set.of(text.split(",\\s*"));
    }
}
