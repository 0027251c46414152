package io.chatapi.sdk.agents;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.Lenient;
import java.util.List;
import java.util.Optional;

/**
 * An agent's dashboard layout, decoded from the JSON text in {@code conversationblocks}: columns,
 * each with a width and the blocks it shows.
 *
 * @param columns the columns, left to right
 * @param raw the decoded JSON as sent
 */
public record DashboardLayout(List<Column> columns, RawJson raw) {
    /**
     * Copies the list, so the record stays immutable.
     *
     * @param columns the columns, left to right
     * @param raw the decoded JSON as sent
     */
    public DashboardLayout {
        columns = List.copyOf(columns);
    }

    /**
     * One column.
     *
     * @param width the column's width as sent (a number or a CSS-like text)
     * @param blocks the blocks in the column
     * @param raw the object as sent
     */
    public record Column(Optional<String> width, List<Block> blocks, RawJson raw) {
        /**
         * Copies the list, so the record stays immutable.
         *
         * @param width the column's width as sent
         * @param blocks the blocks in the column
         * @param raw the object as sent
         */
        public Column {
            blocks = List.copyOf(blocks);
        }
    }

    /**
     * One block of a column.
     *
     * @param name the block's name
     * @param index its position
     * @param background its background, when set
     * @param raw the object as sent
     */
    public record Block(Optional<String> name, Optional<Integer> index, Optional<String> background, RawJson raw) {}

    /**
     * Decodes the text of {@code conversationblocks}; empty for an empty or garbled text. Accepts a
     * JSON array of columns or an object holding them (under {@code columns}, or keyed by number).
     *
     * @param value the field's value as sent (a string holding JSON, or JSON itself)
     * @return the layout, or empty
     */
    public static Optional<DashboardLayout> fromJson(JsonNode value) {
        Optional<JsonNode> holder = Lenient.asEmbeddedJson(value);
        if (holder.isEmpty()) {
            return Optional.empty();
        }
        JsonNode layout = holder.get();
        JsonNode columnsNode = layout.isObject() && layout.has("columns") ? layout.get("columns") : layout;
        List<Column> columns = Lenient.asObjectList(columnsNode).stream()
                .map(DashboardLayout::column)
                .toList();
        return columns.isEmpty() ? Optional.empty() : Optional.of(new DashboardLayout(columns, RawJson.of(layout)));
    }

    private static Column column(JsonNode node) {
        List<Block> blocks = Lenient.objects(node, "blocks").stream()
                .map(b -> new Block(
                        Lenient.text(b, "name"),
                        Lenient.integer(b, "index"),
                        Lenient.nonBlankText(b, "background"),
                        RawJson.of(b)))
                .toList();
        return new Column(Lenient.text(node, "width"), blocks, RawJson.of(node));
    }
}
