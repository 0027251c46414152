package io.chatapi.sdk.aliases;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.internal.ModelText;
import java.util.List;
import java.util.Optional;

/**
 * An alias: a short name an agent types during a chat, replaced by a stored text. A field missing or
 * unreadable reads as empty; {@link #raw()} keeps it as sent.
 *
 * @param id {@code id}
 * @param name {@code name}, typed by the agent
 * @param text {@code text}, which replaces it
 * @param domains {@code domains} in the list, {@code domainsSelected} in the single reply
 * @param raw the object as sent (for the single reply, the whole reply)
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
     * {@return this alias's definition, to edit: {@code a.toDefinition().toBuilder().text("…").build()}}
     *
     * @throws IllegalStateException naming a field the reply left out (an edit sends every field)
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

    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("Alias")
                .field("id", id)
                .field("name", name)
                .field("text", text)
                .field("domainIds", domains.stream().map(DomainSummary::id).toList())
                .toString();
    }
}
