package io.chatapi.sdk.triggers;

import io.chatapi.sdk.internal.Validate;
import java.util.Optional;

/**
 * A trigger's identity: its name on its domain. Two shops' "Cart help" are two triggers; the same name twice on one
 * domain is one trigger too many. The name is compared trimmed and with its letter case; the domain id as sent.
 * Shared by {@link TriggersClient}'s lookups, creates, find-or-add and ensure.
 *
 * @param name the trigger's name, trimmed
 * @param domainId the uuid of its domain
 */
public record TriggerKey(String name, String domainId) {

    /**
     * Checks and trims.
     *
     * @param name see {@link #name()}
     * @param domainId see {@link #domainId()}
     * @throws IllegalArgumentException naming the field when either is null or blank
     */
    public TriggerKey {
        name = Validate.notBlank("name", name).trim();
        Validate.notBlank("domainId", domainId);
    }

    /**
     * {@return the identity the definition names}
     *
     * @param definition the trigger to add or ensure
     */
    public static TriggerKey of(TriggerDefinition definition) {
        Validate.notNull("definition", definition);
        return new TriggerKey(definition.name(), definition.domainId());
    }

    /**
     * {@return the identity of a listed trigger, or empty when the server sent it without a name or a domain}
     *
     * @param trigger a trigger as listed
     */
    public static Optional<TriggerKey> of(Trigger trigger) {
        Validate.notNull("trigger", trigger);
        Optional<String> name = trigger.name().filter(n -> !n.isBlank());
        if (name.isEmpty() || trigger.domain().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new TriggerKey(name.get(), trigger.domain().get().id()));
    }

    /** {@return the identity in words, as messages show it: {@code name=Cart help, domainId=d-1}} */
    @Override
    public String toString() {
        return "name=" + name + ", domainId=" + domainId;
    }
}
