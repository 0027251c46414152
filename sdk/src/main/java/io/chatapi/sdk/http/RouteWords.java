package io.chatapi.sdk.http;

import io.chatapi.sdk.core.PathForm;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The route words an id must not equal. In the described path form some ids sit where a sibling
 * route has a fixed word: {@code user/:uid} beside {@code user/delete}, {@code triggers/:id} beside
 * {@code triggers/list}. An agent id {@code delete} would call another endpoint, so such ids are
 * refused before anything is sent (in either form, since a call may fall back from one to the
 * other). Compared without letter case: a router may ignore it.
 */
final class RouteWords {
    /**
     * Every endpoint's templates in both forms, split into segments once: data, not logic. The
     * matching below runs on every call (a static cache of its results would hide it from every test
     * after the first that filled it) and, with the splitting done here, costs well under a
     * microsecond instead of the 10–20 µs of splitting every template each time.
     */
    private static final List<String[]> TEMPLATES = Endpoints.ALL.stream()
            .flatMap(e ->
                    Arrays.stream(PathForm.values()).map(form -> e.path(form).split("/")))
            .toList();

    private RouteWords() {}

    /**
     * The route word {@code id} equals at {@code param}'s place in one of {@code endpoint}'s
     * templates, or {@code null} when it equals none.
     */
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
