package io.chatapi.sdk.triggers;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.domains.DomainSummary;
import io.chatapi.sdk.internal.ModelText;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A trigger: it opens the chat window on a page of a domain after a delay and shows a message. A field
 * missing or unreadable reads as empty; {@link #raw()} keeps it as sent.
 *
 * @param id {@code id}
 * @param name {@code name}
 * @param url {@code url}, the page on which it fires
 * @param message {@code message} (sent as {@code msg}), the text shown
 * @param displayDelay {@code display_time} (sent as {@code time}), whole seconds; empty when not one
 * @param active {@code status}: "1" activated, "0" deactivated
 * @param domain {@code domains}, one object; the single reply adds {@code domainsusers} to its raw()
 * @param raw the object as sent
 */
public record Trigger(
        String id,
        Optional<String> name,
        Optional<String> url,
        Optional<String> message,
        Optional<Duration> displayDelay,
        Optional<Boolean> active,
        Optional<DomainSummary> domain,
        RawJson raw) {

    // The spec sends one domain object; of an array, the first is taken. {} and [] read as none.
    @JsonCreator
    private static Trigger fromWire(
            @JsonProperty(value = "id", required = true) String id,
            @JsonProperty("name") Optional<String> name,
            @JsonProperty("url") Optional<String> url,
            @JsonProperty("message") Optional<String> message,
            @JsonProperty("display_time") Optional<Long> displaySeconds,
            @JsonProperty("status") Optional<Boolean> active,
            @JsonProperty("domains") List<DomainSummary> domains,
            @JsonProperty("raw") RawJson raw) {
        return new Trigger(
                id,
                name,
                url,
                message,
                displaySeconds.filter(s -> s >= 0).map(Duration::ofSeconds),
                active,
                domains.stream().findFirst(),
                raw);
    }

    /**
     * {@return this trigger's definition, to edit: {@code t.toDefinition().toBuilder().message("…").build()}}
     *
     * @throws IllegalStateException naming a field the reply left out (an edit sends every field)
     */
    public TriggerDefinition toDefinition() {
        try {
            return TriggerDefinition.builder()
                    .name(name().orElse(null))
                    .url(url().orElse(null))
                    .message(message().orElse(null))
                    .displayDelay(displayDelay().orElse(null))
                    .domainId(domain().map(DomainSummary::id).orElse(null))
                    .build();
        } catch (IllegalArgumentException incomplete) {
            throw new IllegalStateException(
                    "trigger " + id() + " cannot be turned into a definition: " + incomplete.getMessage(), incomplete);
        }
    }

    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("Trigger")
                .field("id", id)
                .field("name", name)
                .field("url", url)
                .field("message", message)
                .field("displayDelay", displayDelay)
                .field("active", active)
                .field("domainId", domain.map(DomainSummary::id))
                .toString();
    }
}
