package io.chatapi.sdk.agents;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.jackson.NonBlank;
import io.chatapi.sdk.json.JsonCodec;
import java.util.List;
import java.util.Optional;

/**
 * An agent's dashboard layout, decoded from the JSON text in {@code conversationblocks}.
 *
 * @param columns the columns, left to right
 * @param raw the decoded JSON as sent
 */
public record DashboardLayout(List<Column> columns, RawJson raw) {
    /**
     * Copies the list, so the record stays immutable.
     *
     * @param columns see {@link #columns()}
     * @param raw see {@link #raw()}
     */
    public DashboardLayout {
        columns = List.copyOf(columns);
    }

    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("DashboardLayout").count("columns", columns).toString();
    }

    /**
     * One column.
     *
     * @param width {@code width} as sent (a number or a CSS-like text)
     * @param blocks {@code blocks}, the blocks in the column
     * @param raw the object as sent
     */
    public record Column(
            @JsonProperty("width") Optional<String> width,
            @JsonProperty("blocks") List<Block> blocks,
            RawJson raw) {
        /**
         * Copies the list, so the record stays immutable.
         *
         * @param width see {@link #width()}
         * @param blocks see {@link #blocks()}
         * @param raw see {@link #raw()}
         */
        public Column {
            blocks = List.copyOf(blocks);
        }

        /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
        @Override
        public String toString() {
            return ModelText.of("Column")
                    .field("width", width)
                    .count("blocks", blocks)
                    .toString();
        }
    }

    /**
     * One block of a column.
     *
     * @param name {@code name}
     * @param index {@code index}, its position
     * @param background {@code background}, when set
     * @param raw the object as sent
     */
    public record Block(
            @JsonProperty("name") Optional<String> name,
            @JsonProperty("index") Optional<Integer> index,
            @JsonProperty("background") @NonBlank Optional<String> background,
            RawJson raw) {
        /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
        @Override
        public String toString() {
            return ModelText.of("Block")
                    .field("name", name)
                    .field("index", index)
                    .field("background", background)
                    .toString();
        }
    }

    // Columns as an array, or an object holding them (under columns, or keyed by number); null when none.
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    private static DashboardLayout fromWire(JsonNode layout) {
        JsonNode columnsNode = layout.isObject() && layout.has("columns") ? layout.get("columns") : layout;
        List<Column> columns = JsonCodec.list(columnsNode, Column.class);
        return columns.isEmpty() ? null : new DashboardLayout(columns, RawJson.of(layout));
    }
}
