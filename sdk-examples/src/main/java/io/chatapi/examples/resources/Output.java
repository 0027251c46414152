package io.chatapi.examples.resources;

import java.util.Locale;

/** How a command prints what it read or did. */
enum Output {
    /** Aligned columns for a person. */
    TABLE,
    /** One JSON document: an array for a list, an object for one record. */
    JSON,
    /** One JSON object per line (lists only), for streaming into {@code jq -c} or a file. */
    JSONL;

    /** The name as typed on the command line, also shown by {@code --help} and completion. */
    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
