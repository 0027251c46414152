package io.chatapi.sdk.aliases;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.domains.DomainSummary;
import java.util.List;
import java.util.Optional;

/**
 * An alias: a short name an agent types during a chat, replaced by a stored text.
 *
 * <p>Every field is optional: a field that is missing, null or of a type that cannot mean what the
 * spec says reads as empty, and its value as sent stays in {@link #raw()}.
 *
 * @param id the alias's id ({@code id})
 * @param name the short name typed by the agent ({@code name})
 * @param text the text that replaces it ({@code text})
 * @param domains the domains it applies on: {@code domains} in the list, {@code domainsSelected} in
 *     the single reply; empty when missing or sent as {@code {}}
 * @param raw the object as sent (for the single reply, the whole reply, {@code status} included)
 */
public record Alias(String id, Optional<String> name, Optional<String> text, List<DomainSummary> domains, RawJson raw) {

    /**
     * Copies the list, so the record stays immutable.
     *
     * @param id see {@link #id()}
     * @param name see {@link #name()}
     * @param text see {@link #text()}
     * @param domains see {@link #domains()}
     * @param raw see {@link #raw()}
     */
    public Alias {
        domains = List.copyOf(domains);
    }

    /**
     * Binds an alias object as sent: an element of the list's {@code aliases} (with {@code domains}),
     * or the single reply itself (with {@code domainsSelected}).
     */
    @JsonCreator
    private static Alias fromWire(
            @JsonProperty(value = "id", required = true) String id,
            @JsonProperty("name") Optional<String> name,
            @JsonProperty("text") Optional<String> text,
            @JsonProperty("domains") List<DomainSummary> domains,
            @JsonProperty("domainsSelected") List<DomainSummary> domainsSelected,
            @JsonProperty("raw") RawJson raw) {
        return new Alias(id, name, text, domains.isEmpty() ? domainsSelected : domains, raw);
    }

    /**
     * This alias's definition, to edit one field in one line: {@code
     * client.aliases().edit(a.id(), a.toDefinition().toBuilder().text("…").build())}. Sends nothing.
     *
     * @return the definition: name, text and the ids of its domains as read
     * @throws IllegalStateException naming the field when the reply left out one that a definition
     *     needs (an edit sends every field, so none may be guessed)
     */
    public AliasDefinition toDefinition() {
        try {
            return AliasDefinition.builder()
                    .name(name().orElse(null))
                    .text(text().orElse(null))
                    .domainIds(domains().stream().map(DomainSummary::id).toList())
                    .build();
        } catch (IllegalArgumentException incomplete) {
            throw new IllegalStateException(
                    "alias " + id() + " cannot be turned into a definition: " + incomplete.getMessage(), incomplete);
        }
    }
}
