package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.internal.Validate;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code latest24} branch: the client's activity over the last 24 hours.
 *
 * @param viewed {@code view}: products viewed
 * @param addedToCart {@code cart}: products added to the cart
 * @param ordered {@code order}: products ordered
 * @param raw the object as received; absent for one built in code. Takes no part in equality
 */
public record RecentActivity(
        @JsonProperty("view") List<ProductSummary> viewed,
        @JsonProperty("cart") List<ProductSummary> addedToCart,
        @JsonProperty("order") List<ProductSummary> ordered,
        RawJson raw) {

    /**
     * Copies the collections, so that the record stays immutable.
     *
     * @param viewed see {@link #viewed()}
     * @param addedToCart see {@link #addedToCart()}
     * @param ordered see {@link #ordered()}
     * @param raw see {@link #raw()}
     */
    public RecentActivity {
        viewed = List.copyOf(viewed);
        addedToCart = List.copyOf(addedToCart);
        ordered = List.copyOf(ordered);
    }

    /** {@return the wire form as a new object node: the three arrays, always all three} */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        Wire.putArray(out, "view", viewed, ProductSummary::toJson);
        Wire.putArray(out, "cart", addedToCart, ProductSummary::toJson);
        Wire.putArray(out, "order", ordered, ProductSummary::toJson);
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
        return ModelText.of("RecentActivity")
                .count("viewed", viewed)
                .count("addedToCart", addedToCart)
                .count("ordered", ordered)
                .toString();
    }

    /** Collects a {@link RecentActivity}. */
    public static final class Builder {
        private final List<ProductSummary> viewed = new ArrayList<>();
        private final List<ProductSummary> addedToCart = new ArrayList<>();
        private final List<ProductSummary> ordered = new ArrayList<>();

        private Builder() {}

        /**
         * {@return this builder, with the product added to {@code view}}
         *
         * @param product a product
         */
        public Builder addViewed(ProductSummary product) {
            viewed.add(Validate.notNull("viewed (view)", product));
            return this;
        }

        /**
         * {@return this builder, with the product added to {@code cart}}
         *
         * @param product a product
         */
        public Builder addAddedToCart(ProductSummary product) {
            addedToCart.add(Validate.notNull("addedToCart (cart)", product));
            return this;
        }

        /**
         * {@return this builder, with the product added to {@code order}}
         *
         * @param product a product
         */
        public Builder addOrdered(ProductSummary product) {
            ordered.add(Validate.notNull("ordered (order)", product));
            return this;
        }

        /** {@return the activity; its {@code raw} is absent, as nothing was received} */
        public RecentActivity build() {
            return new RecentActivity(viewed, addedToCart, ordered, RawJson.none());
        }
    }
}
