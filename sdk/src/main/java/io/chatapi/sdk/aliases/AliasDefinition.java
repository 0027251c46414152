package io.chatapi.sdk.aliases;

import io.chatapi.sdk.internal.Validate;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything that defines an alias, sent whole by {@link AliasesClient#add(AliasDefinition)} and {@link
 * AliasesClient#edit(String, AliasDefinition)}. At least one domain is required: an empty list has no
 * form encoding ({@code domains[]=a&domains[]=b}), and an alias on no domain would apply nowhere. Its
 * identity is {@link AliasKey}: the name with all its domains, one record however many domains it has.
 *
 * @param name {@code name}, typed by the agent
 * @param text {@code text}, which replaces it
 * @param domainIds {@code domains[]}, the uuids of the domains it applies on, in this order
 */
public record AliasDefinition(String name, String text, List<String> domainIds) {

    /**
     * Checks every field and copies the list.
     *
     * @param name see {@link #name()}
     * @param text see {@link #text()}
     * @param domainIds see {@link #domainIds()}
     * @throws IllegalArgumentException naming the field when name or text is blank, or {@code domainIds} is
     *     null, empty, or holds a blank id
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

    /** {@return a new builder}; name, text and at least one domain are required. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a new builder with every field set from this definition} */
    public Builder toBuilder() {
        return new Builder().name(name).text(text).domainIds(domainIds);
    }

    /** Collects an alias's fields, checked by {@link #build()}. */
    public static final class Builder {
        private String name;
        private String text;
        private final List<String> domainIds = new ArrayList<>();

        private Builder() {}

        /**
         * @param name required: the short name typed by the agent
         * @return this builder
         */
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        /**
         * @param text required: the text that replaces the alias
         * @return this builder
         */
        public Builder text(String text) {
            this.text = text;
            return this;
        }

        /**
         * Sets the alias's only domain, replacing any set before, as a trigger's builder does: a builder reused for
         * several shops gives each shop its own alias.
         *
         * @param domainId the uuid of the one domain the alias applies on
         * @return this builder
         */
        public Builder domainId(String domainId) {
            this.domainIds.clear();
            this.domainIds.add(domainId);
            return this;
        }

        /**
         * Adds a domain after those set before: the alias, one record, applies on all of them.
         *
         * @param domainId the uuid of another domain the alias applies on
         * @return this builder
         */
        public Builder addDomainId(String domainId) {
            this.domainIds.add(domainId);
            return this;
        }

        /**
         * Sets the alias's domains, replacing any set before.
         *
         * @param domainIds the uuids of the domains it applies on
         * @return this builder
         * @throws IllegalArgumentException when {@code domainIds} is {@code null}
         */
        public Builder domainIds(List<String> domainIds) {
            Validate.notNull("domainIds", domainIds);
            this.domainIds.clear();
            this.domainIds.addAll(domainIds);
            return this;
        }

        /**
         * {@return the definition}
         *
         * @throws IllegalArgumentException naming the field, as the {@link AliasDefinition} constructor does
         */
        public AliasDefinition build() {
            return new AliasDefinition(name, text, domainIds);
        }
    }
}
