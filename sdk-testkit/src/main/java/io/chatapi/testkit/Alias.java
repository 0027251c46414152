package io.chatapi.testkit;

import java.util.List;

/**
 * An alias as the server stores it.
 *
 * @param id the alias id
 * @param name the short name typed by the agent
 * @param text the text that replaces it
 * @param domainUuids the domains it is available on, in the order given
 */
record Alias(String id, String name, String text, List<String> domainUuids) {
    Alias {
        domainUuids = List.copyOf(domainUuids);
    }
}
