package io.chatapi.sdk.tickets;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * Where the client was, decoded from a ticket's {@code geoinfo}.
 *
 * @param ip {@code user_ip}
 * @param location {@code user_location}
 * @param countryName {@code country_name}
 * @param regionName {@code region_name}
 * @param latitude {@code lt}, exactly as sent (a number, or a numeric string)
 * @param longitude {@code lg}, exactly as sent
 * @param timeZone {@code time_zone}
 * @param countryCode {@code country_code}
 * @param browserType {@code browser_type}
 * @param referer {@code user_referer}
 * @param os {@code os}
 * @param mobile {@code mobile}, text as sent (its values are not shown, so it is no flag)
 * @param raw the decoded object as sent
 */
public record GeoInfo(
        @JsonProperty("user_ip") Optional<String> ip,
        @JsonProperty("user_location") Optional<String> location,
        @JsonProperty("country_name") Optional<String> countryName,
        @JsonProperty("region_name") Optional<String> regionName,
        @JsonProperty("lt") Optional<BigDecimal> latitude,
        @JsonProperty("lg") Optional<BigDecimal> longitude,
        @JsonProperty("time_zone") Optional<String> timeZone,
        @JsonProperty("country_code") Optional<String> countryCode,
        @JsonProperty("browser_type") Optional<String> browserType,
        @JsonProperty("user_referer") Optional<String> referer,
        @JsonProperty("os") Optional<String> os,
        @JsonProperty("mobile") Optional<String> mobile,
        RawJson raw) {
    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("GeoInfo")
                .personal("ip", ip)
                .personal("location", location)
                .field("countryName", countryName)
                .personal("regionName", regionName)
                .personal("latitude", latitude)
                .personal("longitude", longitude)
                .field("timeZone", timeZone)
                .field("countryCode", countryCode)
                .field("browserType", browserType)
                .personal("referer", referer)
                .field("os", os)
                .field("mobile", mobile)
                .toString();
    }
}
