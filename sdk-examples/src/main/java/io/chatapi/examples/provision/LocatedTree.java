package io.chatapi.examples.provision;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.chatapi.examples.BadInputException;
import java.io.IOException;
import java.io.Reader;
import java.util.HashMap;
import java.util.Map;

/**
 * A YAML or JSON document read into a JSON tree together with the line of every field and element,
 * so that a check made after parsing can still say where the bad value is. Jackson's tree model
 * drops locations, so the tree is built here from the {@link JsonParser}'s tokens. Duplicate keys
 * are refused (YAML and JSON parsers would otherwise keep the last one silently).
 *
 * <p>Paths look like {@code agents[0].email}; the root is the empty path.
 */
final class LocatedTree {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final String source;
    private final JsonNode root;
    private final Map<String, Integer> lines;

    private LocatedTree(String source, JsonNode root, Map<String, Integer> lines) {
        this.source = source;
        this.root = root;
        this.lines = lines;
    }

    /**
     * Reads one document.
     *
     * @param source the file name, for messages
     * @param text the document
     * @param yaml whether it is YAML (else JSON)
     * @throws BadInputException naming the line of a syntax error or a duplicate key, or when the
     *     document is empty or holds more than one document
     * @throws IOException when reading fails
     */
    static LocatedTree parse(String source, Reader text, boolean yaml) throws IOException {
        JsonFactory factory =
                yaml ? YAMLFactory.builder().build() : JsonFactory.builder().build();
        Map<String, Integer> lines = new HashMap<>();
        try (JsonParser parser = factory.createParser(text)) {
            if (parser.nextToken() == null) {
                throw new BadInputException(source + ": the file is empty");
            }
            JsonNode root = value(source, parser, "", lines);
            if (parser.nextToken() != null) {
                throw new BadInputException(source + ", line "
                        + parser.currentTokenLocation().getLineNr() + ": only one document is allowed");
            }
            return new LocatedTree(source, root, lines);
        } catch (JsonProcessingException e) {
            JsonLocation where = e.getLocation();
            String line = where == null || where.getLineNr() < 1 ? "" : ", line " + where.getLineNr();
            throw new BadInputException(
                    source + line + ": not valid " + (yaml ? "YAML" : "JSON") + ": "
                            + firstLine(e.getOriginalMessage()),
                    e);
        }
    }

    private static JsonNode value(String source, JsonParser parser, String path, Map<String, Integer> lines)
            throws IOException {
        lines.putIfAbsent(path, parser.currentTokenLocation().getLineNr());
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT:
                ObjectNode object = NODES.objectNode();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    String child = path.isEmpty() ? name : path + "." + name;
                    int line = parser.currentTokenLocation().getLineNr();
                    if (object.has(name)) {
                        throw new BadInputException(source + ", line " + line + ", " + child + ": duplicate key");
                    }
                    lines.put(child, line);
                    parser.nextToken();
                    object.set(name, value(source, parser, child, lines));
                }
                return object;
            case START_ARRAY:
                ArrayNode array = NODES.arrayNode();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    array.add(value(source, parser, path + "[" + array.size() + "]", lines));
                }
                return array;
            case VALUE_STRING:
                return NODES.textNode(parser.getText());
            case VALUE_NUMBER_INT:
                return NODES.numberNode(parser.getBigIntegerValue());
            case VALUE_NUMBER_FLOAT:
                return NODES.numberNode(parser.getDecimalValue());
            case VALUE_TRUE:
            case VALUE_FALSE:
                return NODES.booleanNode(parser.getBooleanValue());
            case VALUE_NULL:
                return NODES.nullNode();
            default:
                throw new BadInputException(
                        source + ", line " + parser.currentTokenLocation().getLineNr() + ", "
                                + (path.isEmpty() ? "document" : path) + ": unsupported value");
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        int end = message.indexOf('\n');
        return (end < 0 ? message : message.substring(0, end)).strip();
    }

    /** The file name given to {@link #parse}. */
    String source() {
        return source;
    }

    /** The document's root value. */
    JsonNode root() {
        return root;
    }

    /** The line of the value at {@code path}, or of its nearest ancestor that has one. */
    int line(String path) {
        String p = path;
        while (true) {
            Integer line = lines.get(p);
            if (line != null || p.isEmpty()) {
                return line == null ? 1 : line;
            }
            int cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
            p = cut < 0 ? "" : p.substring(0, cut);
        }
    }

    /** A bad-input error that names the file, the line and the field at {@code path}. */
    BadInputException error(String path, String message) {
        return new BadInputException(
                source + ", line " + line(path) + ", " + (path.isEmpty() ? "document" : path) + ": " + message);
    }
}
