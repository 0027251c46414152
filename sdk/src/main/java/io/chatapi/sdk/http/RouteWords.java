package io.chatapi.sdk.http;

import io.chatapi.sdk.core.PathForm;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The route words an id must not equal: an agent id {@code delete} in {@code user/:uid} would call
 * {@code user/delete}. Refused in either form, as a call may fall back to the other, and in any
 * letter case, as a router may ignore it.
 */
final class RouteWords {
    // Split once: matching then costs well under a microsecond, not 10–20 µs. Its results are not cached, as a
    // static cache would hide the matching from every test after the first.
    private static final List<String[]> TEMPLATES = Endpoints.ALL.stream()
            .flatMap(e ->
                    Arrays.stream(PathForm.values()).map(form -> e.path(form).split("/")))
            .toList();

    private RouteWords() {}

    /** The route word {@code id} equals at {@code param}'s place in {@code endpoint}'s templates, or null. */
    static String clash(Endpoint endpoint, String param, String id) {
        String word = id.trim().toLowerCase(Locale.ROOT);
        for (PathForm form : PathForm.values()) {
            String[] template = endpoint.path(form).split("/");
            int at = List.of(template).indexOf(":" + param);
            if (at < 0) {
                continue;
            }
            for (String[] sibling : TEMPLATES) {
                if (sibling.length > at
                        && !sibling[at].startsWith(":")
                        && sibling[at].toLowerCase(Locale.ROOT).equals(word)
                        && samePrefix(template, sibling, at)) {
                    return word;
                }
            }
        }
        return null;
    }

    /** Whether the first {@code n} segments match, a parameter matching anything. */
    private static boolean samePrefix(String[] a, String[] b, int n) {
        for (int i = 0; i < n; i++) {
            if (!a[i].equals(b[i]) && !a[i].startsWith(":") && !b[i].startsWith(":")) {
                return false;
            }
        }
        return true;
    }
}
