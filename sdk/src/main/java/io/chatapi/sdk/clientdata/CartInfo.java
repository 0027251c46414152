package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.internal.Validate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The {@code cart_info} branch: the cart's products and its totals.
 *
 * @param products {@code products}
 * @param totals {@code total_cart_price}: one {@code {total_price, currency_code}} per currency; an entry whose {@code
 *     total_price} is not a number is left out (it stays in {@link #raw()})
 * @param raw the object as received; absent for one built in code. Takes no part in equality
 */
public record CartInfo(List<CartProduct> products, List<Money> totals, RawJson raw) {

    /**
     * Copies the collections, so that the record stays immutable.
     *
     * @param products see {@link #products()}
     * @param totals see {@link #totals()}
     * @param raw see {@link #raw()}
     */
    public CartInfo {
        products = List.copyOf(products);
        totals = List.copyOf(totals);
    }

    /** Binds the wire form: a total whose amount is not a number is left out. */
    @JsonCreator
    private static CartInfo fromWire(
            @JsonProperty("products") List<CartProduct> products,
            @JsonProperty("total_cart_price") List<Wire.Total> totals,
            @JsonProperty("raw") RawJson raw) {
        return new CartInfo(
                products,
                totals.stream().map(Wire.Total::money).flatMap(Optional::stream).toList(),
                raw);
    }

    /** {@return the wire form as a new object node: both lists as arrays, even a single total} */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        Wire.putArray(out, "products", products, CartProduct::toJson);
        Wire.putArray(out, "total_cart_price", totals, total -> {
            ObjectNode entry = Wire.object();
            Wire.putAmount(entry, Wire.TOTAL_PRICE, Optional.of(total));
            Wire.putCurrency(entry, Optional.of(total));
            return entry;
        });
        return out;
    }

    /** {@return a new builder for the plug-in direction} */
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
        return ModelText.of("CartInfo")
                .count("products", products)
                .field("totals", totals)
                .toString();
    }

    /** Collects a {@link CartInfo}. */
    public static final class Builder {
        private final List<CartProduct> products = new ArrayList<>();
        private final List<Money> totals = new ArrayList<>();

        private Builder() {}

        /**
         * {@return this builder, with the product added to {@code products}}
         *
         * @param product a product
         */
        public Builder addProduct(CartProduct product) {
            products.add(Validate.notNull("products (products)", product));
            return this;
        }

        /**
         * {@return this builder, with the cart total added to {@code total_cart_price}}
         *
         * @param total the total in one currency
         * @throws IllegalArgumentException when the total is negative or its currency is not three letters
         */
        public Builder addTotal(Money total) {
            totals.add(Checks.money("totals (total_cart_price)", total));
            return this;
        }

        /** {@return the cart; its {@code raw} is absent, as nothing was received} */
        public CartInfo build() {
            return new CartInfo(products, totals, RawJson.none());
        }
    }
}
