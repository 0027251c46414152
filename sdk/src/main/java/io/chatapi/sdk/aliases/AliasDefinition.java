package io.chatapi.sdk.aliases;

import io.chatapi.sdk.internal.Validate;
import java.util.List;

/**
 * Everything that defines an alias, sent whole by {@link AliasesClient#add(AliasDefinition)} and
 * {@link AliasesClient#edit(String, AliasDefinition)}.
 *
 * <p>At least one domain is required. The service takes form fields, where a list travels as
 * {@code domains[]=a&domains[]=b}; an empty list has no such encoding (nothing would be sent, and
 * the server would read a missing field, with an outcome the spec does not describe), and an alias
 * on no domain would apply nowhere.
 *
 * @param name the short name typed by the agent, sent as {@code name}
 * @param text the text that replaces it, sent as {@code text}
 * @param domainIds the uuids of the domains it applies on, sent as {@code domains[]} in this order
 */
public record AliasDefinition(String name, String text, List<String> domainIds) {

    /**
     * Checks every field and copies the list.
     *
     * @param name see {@link #name()}
     * @param text see {@link #text()}
     * @param domainIds see {@link #domainIds()}
     * @throws IllegalArgumentException naming the field when {@code name} or {@code text} is null or
     *     blank, or {@code domainIds} is null, empty, or holds a null or blank id
     */
    public AliasDefinition {
        Validate.notBlank("name", name);
        Validate.notBlank("text", text);
        if (domainIds == null || domainIds.isEmpty()) {
            throw new IllegalArgumentException(
                    "domainIds must name at least one domain (an empty list cannot be sent as form fields)");
        }
        for (int i = 0; i < domainIds.size(); i++) {
            Validate.notBlank("domainIds[" + i + "]", domainIds.get(i));
        }
        domainIds = List.copyOf(domainIds);
    }
}
