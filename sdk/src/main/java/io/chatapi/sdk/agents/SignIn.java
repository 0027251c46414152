package io.chatapi.sdk.agents;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.Lenient;
import java.time.Instant;
import java.util.Optional;

/**
 * One entry of an agent's sign-in history.
 *
 * @param time when the agent signed in
 * @param ip the address signed in from
 * @param browser the browser's name
 * @param browserVersion its version (the service truncates it)
 * @param platform the operating system ({@code platfrom} on the wire)
 * @param raw the object as sent
 */
public record SignIn(
        Optional<Instant> time,
        Optional<String> ip,
        Optional<String> browser,
        Optional<String> browserVersion,
        Optional<String> platform,
        RawJson raw) {

    /**
     * Decodes leniently.
     *
     * @param node the entry as sent
     * @return the entry
     */
    public static SignIn fromJson(JsonNode node) {
        Optional<String> platform = Lenient.text(node, "platfrom");
        return new SignIn(
                Lenient.epochSeconds(node, "date"),
                Lenient.text(node, "ip"),
                Lenient.text(node, "browser"),
                Lenient.text(node, "browser_version"),
                platform.isPresent() ? platform : Lenient.text(node, "platform"),
                RawJson.of(node));
    }
}
