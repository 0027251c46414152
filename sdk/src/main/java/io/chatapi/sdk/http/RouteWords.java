package io.chatapi.sdk.http;

import io.chatapi.sdk.core.PathForm;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The route words an id must not equal. In the described path form some ids sit where a sibling
 * route has a fixed word: {@code user/:uid} beside {@code user/delete}, {@code triggers/:id} beside
 * {@code triggers/list}. An agent id {@code delete} would call another endpoint, so such ids are
 * refused before anything is sent (in either form, since a call may fall back from one to the
 * other). Compared without letter case: a router may ignore it.
 */
final class RouteWords {
    private RouteWords() {}

    /**
     * The route word {@code id} equals at {@code param}'s place in one of {@code endpoint}'s
     * templates, or {@code null} when it equals none.
     */
    static String clash(Endpoint endpoint, String param, String id) {
        String word = id.trim().toLowerCase(Locale.ROOT);
        return wordsAt(endpoint, param).contains(word) ? word : null;
    }

    /**
     * The fixed words of sibling routes at {@code param}'s place in either of the endpoint's forms.
     * Worked out on every call: microseconds beside the exchange that follows, and a static cache would
     * hide this logic from every test run after the first one that filled it.
     */
    static Set<String> wordsAt(Endpoint endpoint, String param) {
        Set<String> words = new TreeSet<>();
        for (PathForm form : PathForm.values()) {
            String[] template = endpoint.path(form).split("/");
            int at = List.of(template).indexOf(":" + param);
            if (at < 0) {
                continue;
            }
            for (Endpoint other : Endpoints.ALL) {
                for (PathForm otherForm : PathForm.values()) {
                    String[] sibling = other.path(otherForm).split("/");
                    if (sibling.length > at && !sibling[at].startsWith(":") && samePrefix(template, sibling, at)) {
                        words.add(sibling[at].toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
        return words;
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
