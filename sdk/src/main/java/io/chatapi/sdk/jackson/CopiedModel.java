package io.chatapi.sdk.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import io.chatapi.sdk.core.RawJson;
import java.util.ArrayList;
import java.util.List;

/**
 * The token copy of a model being bound, and the parser replaying it: a model nested in it and read
 * by that same parser keeps its {@link RawJson#part} of the copy instead of a copy of its own. A
 * nested model read from anywhere else (JSON text inside a string has its own parser) is copied.
 */
final class CopiedModel {
    private final JsonParser replay;
    private final JsonStreamContext top;
    private final RawJson whole;

    /** The parser must stand on the copy's first token, the start of the model's object. */
    CopiedModel(JsonParser replay, RawJson whole) {
        this.replay = replay;
        this.top = replay.getParsingContext();
        this.whole = whole;
    }

    /**
     * The part of the copy that the parser, standing at the start of a nested object, is about to
     * read; {@code null} when the parser is not this copy's (nothing would say where the object is).
     */
    RawJson partAt(JsonParser p) {
        if (p != replay) {
            return null;
        }
        // The object's own context holds nothing yet; each enclosing one holds the name or index
        // under which its child was met, up to the copy's first object.
        List<JsonStreamContext> path = new ArrayList<>(4);
        JsonStreamContext c = p.getParsingContext().getParent();
        for (; c != top; c = c.getParent()) {
            if (c == null) {
                return null;
            }
            path.add(c);
        }
        path.add(top);
        RawJson part = whole;
        for (int i = path.size() - 1; i >= 0; i--) {
            JsonStreamContext step = path.get(i);
            part = step.inObject() ? part.part(step.getCurrentName()) : part.part(step.getCurrentIndex());
        }
        return part;
    }
}
