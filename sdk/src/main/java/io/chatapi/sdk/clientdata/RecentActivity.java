package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
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

    /**
     * The wire form: the three arrays, always all three.
     *
     * @return a new object node
     */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        Wire.putArray(out, "view", viewed, ProductSummary::toJson);
        Wire.putArray(out, "cart", addedToCart, ProductSummary::toJson);
        Wire.putArray(out, "order", ordered, ProductSummary::toJson);
        return out;
    }

    /**
     * A builder for the plug-in direction.
     *
     * @return a new builder
     */
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

    /** Collects a {@link RecentActivity}. */
    public static final class Builder {
        private final List<ProductSummary> viewed = new ArrayList<>();
        private final List<ProductSummary> addedToCart = new ArrayList<>();
        private final List<ProductSummary> ordered = new ArrayList<>();

        private Builder() {}

        /**
         * Adds a product to {@code view}.
         *
         * @param product a product
         * @return this builder
         */
        public Builder addViewed(ProductSummary product) {
            viewed.add(Validate.notNull("viewed (view)", product));
            return this;
        }

        /**
         * Adds a product to {@code cart}.
         *
         * @param product a product
         * @return this builder
         */
        public Builder addAddedToCart(ProductSummary product) {
            addedToCart.add(Validate.notNull("addedToCart (cart)", product));
            return this;
        }

        /**
         * Adds a product to {@code order}.
         *
         * @param product a product
         * @return this builder
         */
        public Builder addOrdered(ProductSummary product) {
            ordered.add(Validate.notNull("ordered (order)", product));
            return this;
        }

        /**
         * The activity; its {@code raw} is absent, as nothing was received.
         *
         * @return the activity
         */
        public RecentActivity build() {
            return new RecentActivity(viewed, addedToCart, ordered, RawJson.none());
        }
    }
}
