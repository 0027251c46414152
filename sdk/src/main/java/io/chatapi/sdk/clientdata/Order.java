package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.internal.Validate;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Optional;

/**
 * One order of the client ({@code order_info.order[]}).
 *
 * @param id {@code order_id}
 * @param total {@code total_price} with the entry's {@code currency_code}
 * @param date {@code date}, sent as {@code DD-MM-YYYY hh:mm:ss} in the shop's local time (no zone is given, so none
 *     is assumed)
 * @param url {@code order_url}
 * @param status {@code order_status}, text as sent (the values are the shop's own)
 * @param raw the object as received; absent for one built in code. Takes no part in equality
 */
public record Order(
        Optional<String> id,
        Optional<Money> total,
        Optional<LocalDateTime> date,
        Optional<String> url,
        Optional<String> status,
        RawJson raw) {

    /** Binds the wire form: the total and its currency are two fields of the entry. */
    @JsonCreator
    private static Order fromWire(
            @JsonProperty("order_id") Optional<String> id,
            @JsonProperty(Wire.TOTAL_PRICE) Optional<BigDecimal> total,
            @JsonProperty(Wire.CURRENCY_CODE) Optional<String> currency,
            @JsonProperty("date") Optional<LocalDateTime> date,
            @JsonProperty("order_url") Optional<String> url,
            @JsonProperty("order_status") Optional<String> status,
            @JsonProperty("raw") RawJson raw) {
        return new Order(id, Wire.money(total, currency), date, url, status, raw);
    }

    /** {@return the wire form as a new object node: every present field as a string} */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        Wire.put(out, "order_id", id);
        Wire.putAmount(out, Wire.TOTAL_PRICE, total);
        Wire.putCurrency(out, total);
        Wire.putDate(out, "date", date);
        Wire.put(out, "order_url", url);
        Wire.put(out, "order_status", status);
        return out;
    }

    /** {@return a new builder for the plug-in direction; every field is optional} */
    public static Builder builder() {
        return new Builder();
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
        return ModelText.of("Order")
                .field("id", id)
                .field("total", total)
                .field("date", date)
                .personal("url", url)
                .field("status", status)
                .toString();
    }

    /** Collects an {@link Order}; setters throw {@link IllegalArgumentException} for what is wrong on a page. */
    public static final class Builder {
        private Optional<String> id = Optional.empty();
        private Optional<Money> total = Optional.empty();
        private Optional<LocalDateTime> date = Optional.empty();
        private Optional<String> url = Optional.empty();
        private Optional<String> status = Optional.empty();

        private Builder() {}

        /**
         * {@return this builder, with {@code order_id} set}
         *
         * @param value the shop's order id
         */
        public Builder id(String value) {
            id = Optional.of(Validate.notTooLong("id (order_id)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code total_price} and {@code currency_code} set}
         *
         * @param value the order's total, zero or more in a three-letter currency
         */
        public Builder total(Money value) {
            total = Optional.of(Checks.money("total (total_price)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code date} set as {@code DD-MM-YYYY hh:mm:ss}}
         *
         * @param value when the order was placed, in the shop's local time; a fraction of a second is dropped, a year
         *     outside 1 to 9999 is refused
         */
        public Builder date(LocalDateTime value) {
            date = Optional.of(Checks.date("date (date)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code order_url} set}
         *
         * @param value the order's page, an http(s) URL
         */
        public Builder url(String value) {
            url = Optional.of(Checks.url("url (order_url)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code order_status} set}
         *
         * @param value the shop's order status, written as given
         */
        public Builder status(String value) {
            status = Optional.of(Validate.notTooLong("status (order_status)", value));
            return this;
        }

        /** {@return the order; its {@code raw} is absent, as nothing was received} */
        public Order build() {
            return new Order(id, total, date, url, status, RawJson.none());
        }
    }
}
