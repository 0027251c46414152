package io.chatapi.sdk.agents;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import java.time.Instant;
import java.util.Optional;

/**
 * One entry of an agent's sign-in history.
 *
 * @param time {@code date}, when the agent signed in
 * @param ip {@code ip}, the address signed in from
 * @param browser {@code browser}, its name
 * @param browserVersion {@code browser_version} (the service truncates it)
 * @param platform {@code platfrom} (sic), the operating system
 * @param raw the object as sent
 */
public record SignIn(
        @JsonProperty("date") Optional<Instant> time,
        @JsonProperty("ip") Optional<String> ip,
        @JsonProperty("browser") Optional<String> browser,
        @JsonProperty("browser_version") Optional<String> browserVersion,
        @JsonProperty("platfrom") @JsonAlias("platform") Optional<String> platform,
        RawJson raw) {
    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("SignIn")
                .field("time", time)
                .personal("ip", ip)
                .field("browser", browser)
                .field("browserVersion", browserVersion)
                .field("platform", platform)
                .toString();
    }
}
