package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.internal.Validate;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;

/**
 * A summary of all orders of the client ({@code order_info.total[]}).
 *
 * @param quantity {@code qty}
 * @param totalPrice {@code total_price} with the entry's {@code currency_code}
 * @param average {@code average} with the same {@code currency_code}
 * @param raw the object as received; absent for one built in code. Takes no part in equality
 */
public record OrderTotal(Optional<Integer> quantity, Optional<Money> totalPrice, Optional<Money> average, RawJson raw) {

    /**
     * Checks that both amounts share a currency, since the wire carries one {@code currency_code}.
     *
     * @param quantity see {@link #quantity()}
     * @param totalPrice see {@link #totalPrice()}
     * @param average see {@link #average()}
     * @param raw see {@link #raw()}
     * @throws IllegalArgumentException when they differ
     */
    public OrderTotal {
        Optional<String> a = totalPrice.flatMap(Money::currency);
        Optional<String> b = average.flatMap(Money::currency);
        if (a.isPresent() && b.isPresent() && !Objects.equals(a, b)) {
            throw new IllegalArgumentException("average (average) is in " + b.get()
                    + " but totalPrice (total_price) in " + a.get() + "; the entry carries one currency_code");
        }
    }

    /** Binds the wire form: both amounts take the entry's one currency, so binding never throws. */
    @JsonCreator
    private static OrderTotal fromWire(
            @JsonProperty("qty") Optional<Integer> quantity,
            @JsonProperty(Wire.TOTAL_PRICE) Optional<BigDecimal> total,
            @JsonProperty("average") Optional<BigDecimal> average,
            @JsonProperty(Wire.CURRENCY_CODE) Optional<String> currency,
            @JsonProperty("raw") RawJson raw) {
        return new OrderTotal(quantity, Wire.money(total, currency), Wire.money(average, currency), raw);
    }

    /** {@return the wire form as a new object node: every present field as a string} */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        Wire.put(out, "qty", quantity);
        Wire.putAmount(out, Wire.TOTAL_PRICE, totalPrice);
        Wire.putAmount(out, "average", average);
        Wire.putCurrency(out, totalPrice, average);
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
        return ModelText.of("OrderTotal")
                .field("quantity", quantity)
                .field("totalPrice", totalPrice)
                .field("average", average)
                .toString();
    }

    /** Collects an {@link OrderTotal}; setters throw {@link IllegalArgumentException} for what is wrong on a page. */
    public static final class Builder {
        private Optional<Integer> quantity = Optional.empty();
        private Optional<Money> totalPrice = Optional.empty();
        private Optional<Money> average = Optional.empty();

        private Builder() {}

        /**
         * {@return this builder, with {@code qty} set}
         *
         * @param value how many orders the client placed, zero or more
         */
        public Builder quantity(int value) {
            quantity = Optional.of(Validate.notNegative("quantity (qty)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code total_price} and {@code currency_code} set}
         *
         * @param value the sum of all orders, zero or more in a three-letter currency
         */
        public Builder totalPrice(Money value) {
            totalPrice = Optional.of(Checks.money("totalPrice (total_price)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code average} set (and {@code currency_code}, when the total has none)}
         *
         * @param value the average order, zero or more in the same currency
         */
        public Builder average(Money value) {
            average = Optional.of(Checks.money("average (average)", value));
            return this;
        }

        /**
         * {@return the total; its {@code raw} is absent, as nothing was received}
         *
         * @throws IllegalArgumentException when the two amounts are in different currencies
         */
        public OrderTotal build() {
            return new OrderTotal(quantity, totalPrice, average, RawJson.none());
        }
    }
}
