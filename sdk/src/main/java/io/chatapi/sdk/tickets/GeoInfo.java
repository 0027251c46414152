package io.chatapi.sdk.tickets;

import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.json.Lenient;
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
 * @param mobile {@code mobile}, text as sent; empty when null (its values are not shown, so the SDK
 *     does not read it as a flag)
 * @param raw the decoded object as sent
 */
public record GeoInfo(
        Optional<String> ip,
        Optional<String> location,
        Optional<String> countryName,
        Optional<String> regionName,
        Optional<BigDecimal> latitude,
        Optional<BigDecimal> longitude,
        Optional<String> timeZone,
        Optional<String> countryCode,
        Optional<String> browserType,
        Optional<String> referer,
        Optional<String> os,
        Optional<String> mobile,
        RawJson raw) {

    /**
     * Decodes leniently: missing or mistyped fields read as empty.
     *
     * @param node the decoded {@code geoinfo} object
     * @return the location
     */
    public static GeoInfo fromJson(JsonNode node) {
        return new GeoInfo(
                Lenient.text(node, "user_ip"),
                Lenient.text(node, "user_location"),
                Lenient.text(node, "country_name"),
                Lenient.text(node, "region_name"),
                Lenient.decimal(node, "lt"),
                Lenient.decimal(node, "lg"),
                Lenient.text(node, "time_zone"),
                Lenient.text(node, "country_code"),
                Lenient.text(node, "browser_type"),
                Lenient.text(node, "user_referer"),
                Lenient.text(node, "os"),
                Lenient.text(node, "mobile"),
                RawJson.of(node));
    }
}
