package io.chatapi.sdk.triggers;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.domains.DomainSummary;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A trigger: it opens the chat window on a page of a domain after a delay and shows a message.
 *
 * <p>Every field is optional: a field that is missing, null or of a type that cannot mean what the
 * spec says reads as empty, and its value as sent stays in {@link #raw()}.
 *
 * @param id the trigger's id ({@code id})
 * @param name the trigger's name ({@code name})
 * @param url the page URL on which it fires ({@code url})
 * @param message the text shown in the chat window ({@code message}; sent as {@code msg})
 * @param displayDelay how long after the page opens the window shows ({@code display_time}, whole
 *     seconds in a string; sent as {@code time}); empty when not a whole, non-negative number
 * @param active whether the trigger is activated ({@code status}: {@code "1"} activated, {@code
 *     "0"} deactivated)
 * @param domain the domain it belongs to ({@code domains}: one object, not an array). The single
 *     trigger reply adds {@code domainsusers} to it, reachable as {@code
 *     domain.raw().field("domainsusers")}
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

    /**
     * Binds the wire form. The spec sends one domain object; an array (or JSON text of either) is
     * tolerated and its first domain taken. {@code {}} and {@code []} read as no domain.
     */
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
     * This trigger's definition, to edit one field in one line: {@code
     * client.triggers().edit(t.id(), t.toDefinition().toBuilder().message("…").build())}. Sends nothing.
     *
     * @return the definition: name, URL, message, delay and domain id as read
     * @throws IllegalStateException naming the field when the reply left out one that a definition
     *     needs (an edit sends every field, so none may be guessed)
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
}
