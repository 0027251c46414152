package io.chatapi.sdk.triggers;

import io.chatapi.sdk.internal.Validate;
import java.time.Duration;

/**
 * Everything that defines a trigger, sent whole by {@link TriggersClient#add(TriggerDefinition)} and
 * {@link TriggersClient#edit(String, TriggerDefinition)}. The spec lists every field as an input of
 * both calls and says nothing of partial edits, so an edit sends the full definition too.
 *
 * @param name the trigger's name, sent as {@code name}
 * @param url the page URL on which it fires, sent as {@code url}
 * @param message the text shown in the chat window, sent as {@code msg}
 * @param displayDelay how long after the page opens the window shows, sent as {@code time} in whole
 *     seconds
 * @param domainId the uuid of the domain the trigger belongs to, sent as {@code domainid}
 */
public record TriggerDefinition(String name, String url, String message, Duration displayDelay, String domainId) {

    /**
     * Checks every field.
     *
     * @param name see {@link #name()}
     * @param url see {@link #url()}
     * @param message see {@link #message()}
     * @param displayDelay see {@link #displayDelay()}
     * @param domainId see {@link #domainId()}
     * @throws IllegalArgumentException naming the field when {@code name}, {@code url}, {@code
     *     message} or {@code domainId} is null or blank, or {@code displayDelay} is null, negative,
     *     not whole seconds, or more than {@link Integer#MAX_VALUE} seconds
     */
    public TriggerDefinition {
        Validate.notBlank("name", name);
        Validate.notBlank("url", url);
        Validate.notBlank("message", message);
        Validate.notBlank("domainId", domainId);
        if (displayDelay == null) {
            throw new IllegalArgumentException("displayDelay must not be null");
        }
        if (displayDelay.isNegative()) {
            throw new IllegalArgumentException("displayDelay must not be negative, got " + displayDelay);
        }
        if (displayDelay.getNano() != 0) {
            throw new IllegalArgumentException("displayDelay must be whole seconds, got " + displayDelay);
        }
        if (displayDelay.getSeconds() > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("displayDelay must be at most " + Integer.MAX_VALUE + " seconds");
        }
    }

    /** The delay as the wire's {@code time}: whole seconds. */
    String delaySeconds() {
        return Long.toString(displayDelay.getSeconds());
    }
}
