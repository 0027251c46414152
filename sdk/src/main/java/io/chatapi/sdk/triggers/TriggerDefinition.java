package io.chatapi.sdk.triggers;

import io.chatapi.sdk.internal.Validate;
import java.time.Duration;

/**
 * Everything that defines a trigger, sent whole by {@link TriggersClient#add(TriggerDefinition)} and
 * {@link TriggersClient#edit(String, TriggerDefinition)}: the spec knows no partial edit. Its identity is {@link
 * TriggerKey}: the name on the domain.
 *
 * @param name {@code name}
 * @param url {@code url}, the page on which it fires
 * @param message {@code msg}, the text shown in the chat window
 * @param displayDelay {@code time}, in whole seconds: how long after the page opens the window shows
 * @param domainId {@code domainid}, the uuid of the trigger's domain
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
     * @throws IllegalArgumentException naming the field when a text is null or blank, or {@code
     *     displayDelay} is null, negative, not whole seconds, or over {@link Integer#MAX_VALUE} seconds
     */
    public TriggerDefinition {
        Validate.notBlank("name", name);
        Validate.notBlank("url", url);
        Validate.notBlank("message", message);
        Validate.notBlank("domainId", domainId);
        Validate.notNull("displayDelay", displayDelay);
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

    /** {@return a new builder}; every field is required. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a new builder with every field set from this definition} */
    public Builder toBuilder() {
        return new Builder()
                .name(name)
                .url(url)
                .message(message)
                .displayDelay(displayDelay)
                .domainId(domainId);
    }

    /** Collects a trigger's fields, checked by {@link #build()}. */
    public static final class Builder {
        private String name;
        private String url;
        private String message;
        private Duration displayDelay;
        private String domainId;

        private Builder() {}

        /**
         * @param name required: the trigger's name
         * @return this builder
         */
        public Builder name(String name) {
            this.name = name;
            return this;
        }

        /**
         * @param url required: the page URL on which it fires
         * @return this builder
         */
        public Builder url(String url) {
            this.url = url;
            return this;
        }

        /**
         * @param message required: the text shown in the chat window
         * @return this builder
         */
        public Builder message(String message) {
            this.message = message;
            return this;
        }

        /**
         * @param displayDelay required: how long after the page opens the window shows, in whole seconds
         * @return this builder
         */
        public Builder displayDelay(Duration displayDelay) {
            this.displayDelay = displayDelay;
            return this;
        }

        /**
         * Sets the trigger's domain, replacing any set before; a trigger has exactly one (the spec's {@code domainid}).
         *
         * @param domainId required: the uuid of the domain the trigger belongs to
         * @return this builder
         */
        public Builder domainId(String domainId) {
            this.domainId = domainId;
            return this;
        }

        /**
         * {@return the definition}
         *
         * @throws IllegalArgumentException naming the field, as the {@link TriggerDefinition} constructor does
         */
        public TriggerDefinition build() {
            return new TriggerDefinition(name, url, message, displayDelay, domainId);
        }
    }
}
