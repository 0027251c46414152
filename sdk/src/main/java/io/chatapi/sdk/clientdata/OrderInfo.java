package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.internal.Validate;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code order_info} branch: the client's orders and their summary.
 *
 * @param orders {@code order}
 * @param totals {@code total}: a summary of all orders, usually one entry
 * @param raw the object as received; absent for one built in code. Takes no part in equality
 */
public record OrderInfo(
        @JsonProperty("order") List<Order> orders,
        @JsonProperty("total") List<OrderTotal> totals,
        RawJson raw) {
    /**
     * Copies the collections, so that the record stays immutable.
     *
     * @param orders see {@link #orders()}
     * @param totals see {@link #totals()}
     * @param raw see {@link #raw()}
     */
    public OrderInfo {
        orders = List.copyOf(orders);
        totals = List.copyOf(totals);
    }

    /** {@return the wire form as a new object node: both lists as arrays, even a single total} */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        Wire.putArray(out, "order", orders, Order::toJson);
        Wire.putArray(out, "total", totals, OrderTotal::toJson);
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
        return ModelText.of("OrderInfo")
                .count("orders", orders)
                .field("totals", totals)
                .toString();
    }

    /** Collects an {@link OrderInfo}. */
    public static final class Builder {
        private final List<Order> orders = new ArrayList<>();
        private final List<OrderTotal> totals = new ArrayList<>();

        private Builder() {}

        /**
         * {@return this builder, with the order added to {@code order}}
         *
         * @param order an order
         */
        public Builder addOrder(Order order) {
            orders.add(Validate.notNull("orders (order)", order));
            return this;
        }

        /**
         * {@return this builder, with the summary entry added to {@code total}}
         *
         * @param total a summary entry
         */
        public Builder addTotal(OrderTotal total) {
            totals.add(Validate.notNull("totals (total)", total));
            return this;
        }

        /** {@return the orders; its {@code raw} is absent, as nothing was received} */
        public OrderInfo build() {
            return new OrderInfo(orders, totals, RawJson.none());
        }
    }
}
