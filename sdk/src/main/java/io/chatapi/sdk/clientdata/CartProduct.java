package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.internal.Validate;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * A product in the cart ({@code cart_info.products[]}).
 *
 * @param name {@code name_prod}
 * @param quantity {@code qty}
 * @param unitPrice {@code price_prod} with the entry's {@code currency_code}
 * @param id {@code id_prod}
 * @param orderCount {@code order_c}: how many times the product was ordered
 * @param cartCount {@code cart_c}: how many times it was added to a cart
 * @param viewCount {@code view_c}: how many times it was viewed
 * @param url {@code url_prod}
 * @param imageUrl {@code img_url_prod}
 * @param conversion {@code conversion}: the product's conversion rate, text as sent (its unit is not shown)
 * @param raw the object as received; absent for one built in code. Takes no part in equality
 */
public record CartProduct(
        Optional<String> name,
        Optional<Integer> quantity,
        Optional<Money> unitPrice,
        Optional<String> id,
        Optional<Integer> orderCount,
        Optional<Integer> cartCount,
        Optional<Integer> viewCount,
        Optional<String> url,
        Optional<String> imageUrl,
        Optional<String> conversion,
        RawJson raw) {

    /** Binds the wire form: the price and its currency are two fields of the entry. */
    @JsonCreator
    private static CartProduct fromWire(
            @JsonProperty(Wire.NAME_PROD) Optional<String> name,
            @JsonProperty("qty") Optional<Integer> quantity,
            @JsonProperty(Wire.PRICE_PROD) Optional<BigDecimal> price,
            @JsonProperty(Wire.CURRENCY_CODE) Optional<String> currency,
            @JsonProperty(Wire.ID_PROD) Optional<String> id,
            @JsonProperty(Wire.ORDER_C) Optional<Integer> orderCount,
            @JsonProperty(Wire.CART_C) Optional<Integer> cartCount,
            @JsonProperty(Wire.VIEW_C) Optional<Integer> viewCount,
            @JsonProperty(Wire.URL_PROD) Optional<String> url,
            @JsonProperty(Wire.IMG_URL_PROD) Optional<String> imageUrl,
            @JsonProperty(Wire.CONVERSION) Optional<String> conversion,
            @JsonProperty("raw") RawJson raw) {
        return new CartProduct(
                name,
                quantity,
                Wire.money(price, currency),
                id,
                orderCount,
                cartCount,
                viewCount,
                url,
                imageUrl,
                conversion,
                raw);
    }

    /** {@return the wire form as a new object node: every present field as a string} */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        Wire.put(out, Wire.NAME_PROD, name);
        Wire.put(out, "qty", quantity);
        Wire.putAmount(out, Wire.PRICE_PROD, unitPrice);
        Wire.put(out, Wire.ID_PROD, id);
        Wire.putCurrency(out, unitPrice);
        Wire.put(out, Wire.ORDER_C, orderCount);
        Wire.put(out, Wire.CART_C, cartCount);
        Wire.put(out, Wire.VIEW_C, viewCount);
        Wire.put(out, Wire.URL_PROD, url);
        Wire.put(out, Wire.IMG_URL_PROD, imageUrl);
        Wire.put(out, Wire.CONVERSION, conversion);
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
        return ModelText.of("CartProduct")
                .field("id", id)
                .field("name", name)
                .field("quantity", quantity)
                .field("unitPrice", unitPrice)
                .field("orderCount", orderCount)
                .field("cartCount", cartCount)
                .field("viewCount", viewCount)
                .field("conversion", conversion)
                .toString();
    }

    /** Collects a {@link CartProduct}; setters throw {@link IllegalArgumentException} for what is wrong on a page. */
    public static final class Builder {
        private Optional<String> name = Optional.empty();
        private Optional<Integer> quantity = Optional.empty();
        private Optional<Money> unitPrice = Optional.empty();
        private Optional<String> id = Optional.empty();
        private Optional<Integer> orderCount = Optional.empty();
        private Optional<Integer> cartCount = Optional.empty();
        private Optional<Integer> viewCount = Optional.empty();
        private Optional<String> url = Optional.empty();
        private Optional<String> imageUrl = Optional.empty();
        private Optional<String> conversion = Optional.empty();

        private Builder() {}

        /**
         * {@return this builder, with {@code name_prod} set}
         *
         * @param value the product name
         */
        public Builder name(String value) {
            name = Optional.of(Validate.notTooLong("name (name_prod)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code qty} set}
         *
         * @param value the quantity in the cart, zero or more
         */
        public Builder quantity(int value) {
            quantity = Optional.of(Validate.notNegative("quantity (qty)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code price_prod} and {@code currency_code} set}
         *
         * @param value the price of one item, zero or more in a three-letter currency
         */
        public Builder unitPrice(Money value) {
            unitPrice = Optional.of(Checks.money("unitPrice (price_prod)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code id_prod} set}
         *
         * @param value the shop's product id
         */
        public Builder id(String value) {
            id = Optional.of(Validate.notTooLong("id (id_prod)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code order_c} set}
         *
         * @param value how many times the product was ordered
         */
        public Builder orderCount(int value) {
            orderCount = Optional.of(Validate.notNegative("orderCount (order_c)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code cart_c} set}
         *
         * @param value how many times it was added to a cart
         */
        public Builder cartCount(int value) {
            cartCount = Optional.of(Validate.notNegative("cartCount (cart_c)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code view_c} set}
         *
         * @param value how many times it was viewed
         */
        public Builder viewCount(int value) {
            viewCount = Optional.of(Validate.notNegative("viewCount (view_c)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code url_prod} set}
         *
         * @param value the product page, an http(s) URL
         */
        public Builder url(String value) {
            url = Optional.of(Checks.url("url (url_prod)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code img_url_prod} set}
         *
         * @param value the product image, an http(s) URL
         */
        public Builder imageUrl(String value) {
            imageUrl = Optional.of(Checks.url("imageUrl (img_url_prod)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code conversion} set}
         *
         * @param value the product's conversion rate, written as given
         */
        public Builder conversion(String value) {
            conversion = Optional.of(Validate.notTooLong("conversion (conversion)", value));
            return this;
        }

        /** {@return the product; its {@code raw} is absent, as nothing was received} */
        public CartProduct build() {
            return new CartProduct(
                    name,
                    quantity,
                    unitPrice,
                    id,
                    orderCount,
                    cartCount,
                    viewCount,
                    url,
                    imageUrl,
                    conversion,
                    RawJson.none());
        }
    }
}
