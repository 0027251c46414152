package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import java.util.Optional;

/**
 * Counters of one scope of the {@code conversion} branch ({@code customer}, {@code geolocal_country} or {@code
 * geolocal_city}); sent as strings, read from strings or numbers.
 *
 * @param viewCount {@code view_c}
 * @param cartCount {@code cart_c}
 * @param orderCount {@code order_c}
 * @param conversion {@code conversion}, text as sent (its unit is not shown)
 * @param raw the object as received, with any further fields (such as a city name); absent for one built in code.
 *     Takes no part in equality
 */
public record ConversionStats(
        @JsonProperty("view_c") Optional<Integer> viewCount,
        @JsonProperty("cart_c") Optional<Integer> cartCount,
        @JsonProperty("order_c") Optional<Integer> orderCount,
        @JsonProperty("conversion") Optional<String> conversion,
        RawJson raw) {

    /** {@return the wire form as a new object node: every present field as a string} */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        Wire.put(out, Wire.VIEW_C, viewCount);
        Wire.put(out, Wire.ORDER_C, orderCount);
        Wire.put(out, Wire.CART_C, cartCount);
        Wire.put(out, Wire.CONVERSION, conversion);
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
        return ModelText.of("ConversionStats")
                .field("viewCount", viewCount)
                .field("cartCount", cartCount)
                .field("orderCount", orderCount)
                .field("conversion", conversion)
                .toString();
    }
}
