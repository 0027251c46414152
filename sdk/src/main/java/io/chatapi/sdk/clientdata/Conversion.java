package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import java.util.Optional;

/**
 * The {@code conversion} branch the service adds: counters for the client, its country and its city. The plug-in does
 * not send it, so it has no builder; it is written back only when present.
 *
 * @param customer {@code customer}
 * @param country {@code geolocal_country}
 * @param city {@code geolocal_city}, an object or null; its shape is not shown, so its counters are read like the
 *     others and the rest stays in its {@code raw}
 * @param raw the object as received; absent for one built in code. Takes no part in equality
 */
public record Conversion(
        @JsonProperty("customer") Optional<ConversionStats> customer,
        @JsonProperty("geolocal_country") Optional<ConversionStats> country,
        @JsonProperty("geolocal_city") Optional<ConversionStats> city,
        RawJson raw) {

    /** {@return the wire form as a new object node; {@code geolocal_city} is null when absent, as the spec shows} */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        customer.ifPresent(c -> out.set("customer", c.toJson()));
        country.ifPresent(c -> out.set("geolocal_country", c.toJson()));
        out.set("geolocal_city", city.map(ConversionStats::toJson).orElse(null));
        return out;
    }

    /** Equal when every typed field is equal; {@link #raw()} takes no part. */
    @Override
    public boolean equals(Object other) {
        return TypedEquality.equal(this, other);
    }

    @Override
    public int hashCode() {
        return TypedEquality.hash(this);
    }

    /** {@return its fields, personal data shown only as present, raw() left out, at most a few hundred characters} */
    @Override
    public String toString() {
        return ModelText.of("Conversion")
                .field("customer", customer)
                .field("country", country)
                .field("city", city)
                .toString();
    }
}
