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
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

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
    private static final System.Logger LOG = System.getLogger("io.chatapi.sdk");

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
            try (JsonParser inner = EmbeddedJson.open(p)) {
                value = inner == null ? null : ctxt.readTree(inner);
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
        List<Object> out = new ArrayList<>();
        for (JsonNode entry : KeyedLists.entries(value)) {
            try (JsonParser entryParser = entry.traverse(p.getCodec())) {
                entryParser.nextToken();
                Object element = elements.deserialize(entryParser, ctxt);
                if (element != null) {
                    out.add(element);
                }
            } catch (JsonMappingException refused) {
                leftOut(refused);
            }
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * An array's object elements, bound straight from the parser. Every SDK model reads its object
     * from a copy first ({@code RawCapture}), so an element it refuses leaves the parser past it.
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
                leftOut(refused);
            }
        }
        return Collections.unmodifiableList(out);
    }

    private static void leftOut(JsonMappingException refused) {
        LOG.log(
                System.Logger.Level.DEBUG,
                "a list entry was left out of the typed list ({0}); raw() keeps it",
                refused.getOriginalMessage());
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

    @Override
    public List<Object> getNullValue(DeserializationContext ctxt) {
        return List.of();
    }

    @Override
    public Object getAbsentValue(DeserializationContext ctxt) {
        return List.of();
    }

    @Override
    public Object getEmptyValue(DeserializationContext ctxt) {
        return List.of();
    }
}
