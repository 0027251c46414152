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
 * A product as {@code latest24} ({@code view}, {@code cart}, {@code order}) and {@code abandoned_products} list it.
 *
 * @param id {@code id_prod}
 * @param name {@code name_prod}
 * @param price {@code price_prod} with the entry's {@code currency_code}
 * @param url {@code url_prod}
 * @param imageUrl {@code img_url_prod}
 * @param raw the object as received; absent for one built in code. Takes no part in equality
 */
public record ProductSummary(
        Optional<String> id,
        Optional<String> name,
        Optional<Money> price,
        Optional<String> url,
        Optional<String> imageUrl,
        RawJson raw) {

    /** Binds the wire form: the price and its currency are two fields of the entry. */
    @JsonCreator
    private static ProductSummary fromWire(
            @JsonProperty(Wire.ID_PROD) Optional<String> id,
            @JsonProperty(Wire.NAME_PROD) Optional<String> name,
            @JsonProperty(Wire.PRICE_PROD) Optional<BigDecimal> price,
            @JsonProperty(Wire.CURRENCY_CODE) Optional<String> currency,
            @JsonProperty(Wire.URL_PROD) Optional<String> url,
            @JsonProperty(Wire.IMG_URL_PROD) Optional<String> imageUrl,
            @JsonProperty("raw") RawJson raw) {
        return new ProductSummary(id, name, Wire.money(price, currency), url, imageUrl, raw);
    }

    /** {@return the wire form as a new object node: every present field as a string} */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        Wire.put(out, Wire.ID_PROD, id);
        Wire.put(out, Wire.NAME_PROD, name);
        Wire.putAmount(out, Wire.PRICE_PROD, price);
        Wire.putCurrency(out, price);
        Wire.put(out, Wire.URL_PROD, url);
        Wire.put(out, Wire.IMG_URL_PROD, imageUrl);
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
        return ModelText.of("ProductSummary")
                .field("id", id)
                .field("name", name)
                .field("price", price)
                .toString();
    }

    /** Collects a {@link ProductSummary}; setters throw {@link IllegalArgumentException} for what is wrong on pages. */
    public static final class Builder {
        private Optional<String> id = Optional.empty();
        private Optional<String> name = Optional.empty();
        private Optional<Money> price = Optional.empty();
        private Optional<String> url = Optional.empty();
        private Optional<String> imageUrl = Optional.empty();

        private Builder() {}

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
         * {@return this builder, with {@code name_prod} set}
         *
         * @param value the product name
         */
        public Builder name(String value) {
            name = Optional.of(Validate.notTooLong("name (name_prod)", value));
            return this;
        }

        /**
         * {@return this builder, with {@code price_prod} and {@code currency_code} set}
         *
         * @param value the price, zero or more in a three-letter currency
         */
        public Builder price(Money value) {
            price = Optional.of(Checks.money("price (price_prod)", value));
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

        /** {@return the product; its {@code raw} is absent, as nothing was received} */
        public ProductSummary build() {
            return new ProductSummary(id, name, price, url, imageUrl, RawJson.none());
        }
    }
}
