package io.chatapi.sdk.core;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.util.TokenBuffer;
import java.io.IOException;
import java.util.List;

/**
 * Replays a token copy up to the value a path names, finding the same value as the copy's tree:
 * for a name sent twice in one object the tree keeps the last, so the replay goes to the last too.
 * Lets a {@link RawJson} that is a part of a larger copy list its fields without a tree or a copy.
 */
final class TokenPath {
    private TokenPath() {}

    /** Reads the value a path leads to. */
    @FunctionalInterface
    interface ValueReader<T> {
        /**
         * Reads the value, leaving the parser on its last token; may be called a second time, when
         * the first value was not the one the tree has, so it must keep nothing from the first call.
         *
         * @param value a parser on the value's first token; {@code null} when the path leads nowhere
         */
        T read(JsonParser value) throws IOException;
    }

    /**
     * Reads the value at the end of {@code path} in one replay, the common case: each step goes to
     * the first member it names, and the rest of each container is then checked for the same name
     * again. Only when a name was sent twice is the value read again where the tree has it ({@link
     * #open}), which takes a replay per step.
     */
    static <T> T read(TokenBuffer tokens, List<Object> path, ValueReader<T> reader) throws IOException {
        T value;
        try (JsonParser p = tokens.asParserOnFirstToken()) {
            int depth = 0;
            while (depth < path.size() && enterFirst(p, path.get(depth))) {
                depth++;
            }
            if (depth < path.size()) {
                // A later member of the same name further up may still hold the rest of the path.
                try (JsonParser exact = open(tokens, path)) {
                    return reader.read(exact);
                }
            }
            value = reader.read(p);
            while (depth-- > 0) {
                if (!p.getParsingContext().inObject()) {
                    while (!p.nextToken().isStructEnd()) {
                        p.skipChildren(); // the rest of an array: an index names one element only
                    }
                } else if (sentAgain(p, (String) path.get(depth))) {
                    try (JsonParser exact = open(tokens, path)) {
                        return reader.read(exact);
                    }
                }
            }
        }
        return value;
    }

    /** Moves from a container's start to the first member the step names; false when there is none. */
    private static boolean enterFirst(JsonParser p, Object step) throws IOException {
        boolean object = p.currentToken() == JsonToken.START_OBJECT;
        if (!(object ? step instanceof String : p.currentToken() == JsonToken.START_ARRAY)) {
            return false;
        }
        for (int i = 0; !p.nextToken().isStructEnd(); i++) {
            if (object ? step.equals(p.currentName()) : i == (Integer) step) {
                if (object) {
                    p.nextToken();
                }
                return true;
            }
            if (object) {
                p.nextToken();
            }
            p.skipChildren();
        }
        return false;
    }

    /** Whether the rest of the object names the field again; stops on the object's end when not. */
    private static boolean sentAgain(JsonParser p, String name) throws IOException {
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            if (name.equals(p.currentName())) {
                return true;
            }
            p.nextToken();
            p.skipChildren();
        }
        return false;
    }

    /**
     * A parser on the first token of the value at the end of {@code path}, or {@code null} when there
     * is none. A step is a field's name ({@code String}) or an element's index ({@code Integer}).
     * Each step is found by one replay that reads its container whole (the last
     * occurrence of a name only shows at the container's end), then the value is reached by a last
     * replay; the parts skipped are not copied, so this costs far less than the copy it spares.
     */
    static JsonParser open(TokenBuffer tokens, List<Object> path) throws IOException {
        int[] steps = new int[path.size()];
        for (int depth = 0; depth < steps.length; depth++) {
            try (JsonParser container = replay(tokens, steps, depth)) {
                steps[depth] = lastMatch(container, path.get(depth));
            }
            if (steps[depth] < 0) {
                return null;
            }
        }
        return replay(tokens, steps, steps.length);
    }

    /** A parser on the first token of the value reached by the first {@code depth} steps. */
    private static JsonParser replay(TokenBuffer tokens, int[] steps, int depth) throws IOException {
        JsonParser p = tokens.asParserOnFirstToken();
        for (int d = 0; d < depth; d++) {
            int step = steps[d];
            boolean object = p.currentToken() == JsonToken.START_OBJECT;
            for (int i = 0; ; i++) {
                p.nextToken(); // a field name, or an array's element
                if (object) {
                    p.nextToken();
                }
                if (i == step) {
                    break;
                }
                p.skipChildren();
            }
        }
        return p;
    }

    /** The position in the container of the member the step names; -1 for none, as for a mismatched kind. */
    private static int lastMatch(JsonParser p, Object step) throws IOException {
        boolean object = p.currentToken() == JsonToken.START_OBJECT;
        if (!(object ? step instanceof String : p.currentToken() == JsonToken.START_ARRAY)) {
            return -1;
        }
        String name = object ? (String) step : null;
        int index = object ? -1 : (Integer) step;
        int found = -1;
        for (int i = 0; p.nextToken() != null && !p.currentToken().isStructEnd(); i++) {
            if (object) {
                if (name.equals(p.currentName())) {
                    found = i;
                }
                p.nextToken();
            } else if (i == index) {
                found = i;
            }
            p.skipChildren();
        }
        return found;
    }
}
