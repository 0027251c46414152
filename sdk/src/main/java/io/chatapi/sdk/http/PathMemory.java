package io.chatapi.sdk.http;

import io.chatapi.sdk.core.PathForm;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which path form each endpoint answers on. Starts with the sample form (what the service's own
 * samples call), falls back to the described form on HTTP 404 or 405, and remembers the form that
 * worked so the fallback costs one round trip once per client, not once per call.
 */
final class PathMemory {
    private final PathForm pinned;
    private final Map<Endpoint, PathForm> working = new ConcurrentHashMap<>();

    /** @param pinned the only form to use, or {@code null} for sample-first with fallback */
    PathMemory(PathForm pinned) {
        this.pinned = pinned;
    }

    List<PathForm> order(Endpoint endpoint) {
        if (pinned != null) {
            return List.of(pinned);
        }
        return endpoint.formsStartingWith(working.getOrDefault(endpoint, PathForm.SAMPLE));
    }

    void remember(Endpoint endpoint, PathForm form) {
        if (pinned == null && endpoint.hasTwoForms()) {
            working.put(endpoint, form);
        }
    }
}
