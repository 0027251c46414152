package io.chatapi.sdk.agents;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
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
        @JsonProperty("date") Optional<Instant> time,
        @JsonProperty("ip") Optional<String> ip,
        @JsonProperty("browser") Optional<String> browser,
        @JsonProperty("browser_version") Optional<String> browserVersion,
        @JsonProperty("platfrom") @JsonAlias("platform") Optional<String> platform,
        RawJson raw) {}
