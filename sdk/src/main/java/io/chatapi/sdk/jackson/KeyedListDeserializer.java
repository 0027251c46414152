package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A list however the service sends it: a JSON array, an object keyed by id or sequence number (PHP's
 * non-sequential array, with counters such as {@code "total":2} mixed in), a single object standing
 * for a one-element list, or JSON text of any of those; {@code {}}, {@code []}, null and anything
 * else read as an empty list. Only object entries become records: a scalar beside them never does.
 * An entry its type refuses (a record without a value it requires, such as its id) is left out and
 * logged at DEBUG; the model's {@code raw()} still holds it. A list of strings keeps every scalar as
 * text.
 */
final class KeyedListDeserializer extends JsonDeserializer<List<Object>> implements ContextualDeserializer {
    private static final System.Logger LOG = System.getLogger("io.chatapi.sdk.decode");

    private final JavaType elementType;
    private final JsonDeserializer<Object> elements;

    KeyedListDeserializer(JavaType elementType) {
        this(elementType, null);
    }

    private KeyedListDeserializer(JavaType elementType, JsonDeserializer<Object> elements) {
        this.elementType = elementType;
        this.elements = elements;
    }

    @Override
    public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property)
            throws JsonMappingException {
        return elementType.hasRawClass(String.class)
                ? this
                : new KeyedListDeserializer(elementType, ctxt.findContextualValueDeserializer(elementType, property));
    }

    @Override
    public List<Object> deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (elements != null && p.isExpectedStartArrayToken()) {
            return streamedArray(p, ctxt); // the common shape: no tree needed to tell records apart
        }
        JsonNode value = ctxt.readTree(p);
        if (elements == null && value.isValueNode()) {
            return texts(value); // a lone street is one line
        }
        if (value.isTextual()) {
            try {
                value = EmbeddedJson.read(p);
            } catch (JsonProcessingException garbled) {
                return List.of();
            }
        }
        if (value == null) {
            return List.of();
        }
        if (elements == null) {
            return texts(value);
        }
        // A keyed list's values, or a single record, read as the elements of an array.
        ArrayNode entries = ctxt.getNodeFactory().arrayNode();
        if (value.isArray() || value.isObject() && isKeyedList(value)) {
            value.forEach(entries::add);
        } else if (value.isObject()) {
            entries.add(value);
        }
        try (JsonParser tokens = new NodeParser(entries, p.getCodec())) {
            tokens.nextToken();
            return streamedArray(tokens, ctxt);
        }
    }

    /**
     * An array's object elements, bound straight from the parser. An SDK model refusing its object
     * leaves the parser past it ({@code RawCapture}), so the next element is read from its start.
     */
    private List<Object> streamedArray(JsonParser p, DeserializationContext ctxt) throws IOException {
        List<Object> out = new ArrayList<>();
        JsonToken token;
        while ((token = p.nextToken()) != JsonToken.END_ARRAY && token != null) {
            if (token != JsonToken.START_OBJECT) {
                p.skipChildren();
                continue;
            }
            try {
                Object element = elements.deserialize(p, ctxt);
                if (element != null) {
                    out.add(element);
                }
            } catch (JsonMappingException refused) {
                // Its type and place only: the refusal's own text may quote the value refused, a shopper's data, which
                // is
                // never logged (a TRACE line can arrive as DEBUG through JUL's bridge).
                LOG.log(
                        System.Logger.Level.DEBUG,
                        "a list entry was left out of the typed list ({0} at {1}); raw() keeps it",
                        refused.getClass().getSimpleName(),
                        refused.getPathReference());
            }
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * Whether an object is a list keyed by id or sequence number rather than one record: it has object
     * values, and either all its values are objects or one of them sits under a sequence number
     * ({@code "1"}) or under its own {@code uuid} or {@code id}. The service mixes counters into keyed
     * lists, so scalar keys alone do not make a record; a record's own nested objects sit under field
     * names ({@code domains}), so an object mixing scalars with such objects stays one record.
     */
    private static boolean isKeyedList(JsonNode value) {
        boolean allObjects = true;
        boolean keyedById = false;
        for (Map.Entry<String, JsonNode> entry : value.properties()) {
            JsonNode record = entry.getValue();
            if (!record.isObject()) {
                allObjects = false;
            } else if (!keyedById) {
                String key = entry.getKey();
                keyedById = key.matches("[0-9]{1,18}")
                        || key.equals(record.path("uuid").asText(null))
                        || key.equals(record.path("id").asText(null));
            }
        }
        return allObjects || keyedById;
    }

    private static List<Object> texts(JsonNode value) {
        List<Object> out = new ArrayList<>();
        if (value.isContainerNode()) {
            value.elements().forEachRemaining(e -> {
                if (e.isValueNode() && !e.isNull()) {
                    out.add(e.asText());
                }
            });
        } else if (!value.isNull()) {
            out.add(value.asText());
        }
        return Collections.unmodifiableList(out);
    }
}
