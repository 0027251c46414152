package io.chatapi.sdk.clientdata;

import io.chatapi.sdk.core.RawJson;
import java.util.AbstractMap;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The branches of client data the spec does not describe, taken from its {@code raw()} when first
 * read: a decoded list of tickets need not parse each ticket's client data a second time for
 * branches that are seldom there and seldom asked for. Unmodifiable; the order is as received.
 */
final class CustomBranches extends AbstractMap<String, RawJson> {
    private final RawJson raw;
    private volatile Map<String, RawJson> branches;

    CustomBranches(RawJson raw) {
        this.raw = raw;
    }

    @Override
    public Set<Entry<String, RawJson>> entrySet() {
        Map<String, RawJson> read = branches;
        if (read == null) {
            Map<String, RawJson> custom = new LinkedHashMap<>();
            raw.fields().forEach((name, branch) -> {
                if (!ClientData.KNOWN_BRANCHES.contains(name)) {
                    custom.put(name, branch);
                }
            });
            branches = read = Collections.unmodifiableMap(custom);
        }
        return read.entrySet();
    }
}
