package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.ObjectCodec;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TreeTraversingParser;
import java.io.IOException;
import java.util.ArrayDeque;

/**
 * Reads a tree as tokens, as {@code JsonNode.traverse} does, and knows the node of each object and
 * array it enters: a model read from it keeps that node as its {@code raw()} ({@link RawCapture}),
 * without a copy, and a nested model keeps its part of the same tree.
 */
final class NodeParser extends TreeTraversingParser {
    private final JsonNode root;

    /** The objects and arrays entered and not yet left, innermost first. */
    private final ArrayDeque<JsonNode> open = new ArrayDeque<>();

    NodeParser(JsonNode root, ObjectCodec codec) {
        super(root, codec);
        this.root = root;
    }

    /** The object or array the parser stands at the start of. */
    JsonNode container() {
        return open.peek();
    }

    @Override
    public JsonToken nextToken() throws IOException {
        JsonToken token = super.nextToken();
        if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
            JsonStreamContext around = getParsingContext().getParent();
            JsonNode in = open.peek();
            open.push(
                    around.inRoot()
                            ? root
                            : around.inArray() ? in.get(around.getCurrentIndex()) : in.get(around.getCurrentName()));
        } else if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
            open.pop();
        }
        return token;
    }

    @Override
    public JsonParser skipChildren() throws IOException {
        if (currentToken() == JsonToken.START_OBJECT || currentToken() == JsonToken.START_ARRAY) {
            open.pop(); // the tree's parser jumps to the end without reading the tokens in between
        }
        return super.skipChildren();
    }
}
