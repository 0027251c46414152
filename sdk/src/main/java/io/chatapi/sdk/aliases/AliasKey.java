package io.chatapi.sdk.aliases;

import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.internal.Validate;
import java.util.Collection;
import java.util.Collections;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * An alias's identity: its name and the set of domains it applies on. An alias on several domains is <b>one</b>
 * record with <b>one</b> identity (its name with all its domains), not one per domain; and as a name is unique on each
 * domain (an agent typing "hi" gets one text), two aliases of the same name must have no domain in common. So
 * {@code hi} on shop A and {@code hi} on shop B are two aliases, while {@code hi} on A and B is a third identity that
 * {@linkplain #conflictsWith conflicts} with both.
 *
 * <p>The name is compared trimmed and with its letter case (agents type it as it is); domain ids as sent, in any
 * order. Shared by {@link AliasesClient}'s lookups, creates, find-or-add and ensure.
 *
 * @param name the alias's name, trimmed
 * @param domainIds the uuids of its domains, sorted
 */
public record AliasKey(String name, SortedSet<String> domainIds) {

    /**
     * Checks, trims and copies.
     *
     * @param name see {@link #name()}
     * @param domainIds see {@link #domainIds()}; any set or order
     * @throws IllegalArgumentException naming the field when the name is blank, or {@code domainIds} is null, empty
     *     or holds a blank id
     */
    public AliasKey {
        name = Validate.notBlank("name", name).trim();
        domainIds = sorted(domainIds);
    }

    /**
     * {@return the identity of the alias of this name on these domains}
     *
     * @param name the alias's name
     * @param domainIds the uuids of its domains, in any order
     * @throws IllegalArgumentException as the constructor
     */
    public static AliasKey of(String name, Collection<String> domainIds) {
        return new AliasKey(name, sorted(domainIds));
    }

    /**
     * {@return the identity the definition names}
     *
     * @param definition the alias to add or ensure
     */
    public static AliasKey of(AliasDefinition definition) {
        return of(Validate.notNull("definition", definition).name(), definition.domainIds());
    }

    /**
     * {@return the identity of a listed alias, or empty when the server sent it without a name or without domains}
     *
     * @param alias an alias as listed
     */
    public static Optional<AliasKey> of(Alias alias) {
        Validate.notNull("alias", alias);
        if (alias.name().filter(n -> !n.isBlank()).isEmpty() || alias.domains().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(of(
                alias.name().get(),
                alias.domains().stream().map(DomainSummary::id).toList()));
    }

    /**
     * {@return whether this alias applies on the domain}
     *
     * @param domainId a domain's uuid
     */
    public boolean appliesOn(String domainId) {
        return domainIds.contains(domainId);
    }

    /**
     * {@return whether the two cannot both exist: the same name on at least one common domain} An identity conflicts
     * with itself.
     *
     * @param other another alias's identity
     */
    public boolean conflictsWith(AliasKey other) {
        return name.equals(other.name) && !Collections.disjoint(domainIds, other.domainIds);
    }

    /** {@return the identity in words, as messages show it: {@code name=hi, domainIds=[d-1, d-2]}} */
    @Override
    public String toString() {
        return "name=" + name + ", domainIds=" + domainIds;
    }

    private static SortedSet<String> sorted(Collection<String> domainIds) {
        if (domainIds == null || domainIds.isEmpty()) {
            throw new IllegalArgumentException("domainIds must name at least one domain");
        }
        SortedSet<String> copy = new TreeSet<>();
        for (String id : domainIds) {
            copy.add(Validate.notBlank("domainIds", id));
        }
        return Collections.unmodifiableSortedSet(copy);
    }
}
