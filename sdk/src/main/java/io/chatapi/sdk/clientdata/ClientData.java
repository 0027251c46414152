package io.chatapi.sdk.clientdata;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.core.RawJson;
import io.chatapi.sdk.internal.ModelText;
import io.chatapi.sdk.internal.Validate;
import io.chatapi.sdk.json.JsonCodec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The client data the website plug-in hands to the service, and the service shows back in a
 * ticket's {@code chat_user_data}: one object whose keys are branches.
 *
 * <p>Read it from a ticket ({@code Ticket.clientData()}, or {@link #parse}) or build it for a page ({@link #builder()}), then
 * write it with {@link #toJson()} or, for an HTML page, {@link ScriptSafeJson#render(ClientData)}.
 *
 * @param userInfo {@code user_info}
 * @param cart {@code cart_info}
 * @param orders {@code order_info}
 * @param recentActivity {@code latest24}
 * @param abandonedProducts {@code abandoned_products}
 * @param conversion {@code conversion}, added by the service (the plug-in does not send it)
 * @param customBranches every other branch (a partner's widget wizard can add its own), by name,
 *     in the order received or added
 * @param raw the object as received; absent for one built in code. Takes no part in equality
 */
public record ClientData(
        Optional<UserInfo> userInfo,
        Optional<CartInfo> cart,
        Optional<OrderInfo> orders,
        Optional<RecentActivity> recentActivity,
        List<ProductSummary> abandonedProducts,
        Optional<Conversion> conversion,
        Map<String, RawJson> customBranches,
        RawJson raw) {

    private static final String USER_INFO = "user_info";
    private static final String CART_INFO = "cart_info";
    private static final String ORDER_INFO = "order_info";
    private static final String LATEST24 = "latest24";
    private static final String ABANDONED_PRODUCTS = "abandoned_products";
    private static final String CONVERSION = "conversion";

    /** The names of the branches the spec describes; any other name is a custom branch. */
    public static final Set<String> KNOWN_BRANCHES =
            Set.of(USER_INFO, CART_INFO, ORDER_INFO, LATEST24, ABANDONED_PRODUCTS, CONVERSION);

    /**
     * Copies the collections, so that the record stays immutable; the custom branches keep their order.
     *
     * @param userInfo see {@link #userInfo()}
     * @param cart see {@link #cart()}
     * @param orders see {@link #orders()}
     * @param recentActivity see {@link #recentActivity()}
     * @param abandonedProducts see {@link #abandonedProducts()}
     * @param conversion see {@link #conversion()}
     * @param customBranches see {@link #customBranches()}
     * @param raw see {@link #raw()}
     */
    public ClientData {
        abandonedProducts = List.copyOf(abandonedProducts);
        if (!(customBranches instanceof CustomBranches)) {
            LinkedHashMap<String, RawJson> copy = new LinkedHashMap<>();
            customBranches.forEach((k, v) -> copy.put(Validate.notNull("branch name", k), Validate.notNull(k, v)));
            customBranches = Collections.unmodifiableMap(copy);
        }
    }

    /**
     * Binds the wire form. A branch of the wrong kind (a string where an object belongs, PHP's {@code
     * []} for an empty object) or JSON-encoded inside a string is handled branch by branch: one bad
     * branch is empty, the others still read. Unknown branches are taken from the object as sent, when first read.
     */
    @JsonCreator
    private static ClientData fromWire(
            @JsonProperty(USER_INFO) Optional<UserInfo> userInfo,
            @JsonProperty(CART_INFO) Optional<CartInfo> cart,
            @JsonProperty(ORDER_INFO) Optional<OrderInfo> orders,
            @JsonProperty(LATEST24) Optional<RecentActivity> recentActivity,
            @JsonProperty(ABANDONED_PRODUCTS) List<ProductSummary> abandonedProducts,
            @JsonProperty(CONVERSION) Optional<Conversion> conversion,
            @JsonProperty("raw") RawJson raw) {
        return new ClientData(
                userInfo, cart, orders, recentActivity, abandonedProducts, conversion, new CustomBranches(raw), raw);
    }

    /**
     * Parses client data from JSON text: an object, or a string holding one (as a ticket's single
     * reply sends it).
     *
     * @param json the JSON text
     * @return the client data, decoded leniently as a ticket's {@code chat_user_data} is
     * @throws IllegalArgumentException when the text is not JSON or holds no object
     */
    public static ClientData parse(String json) {
        Validate.notNull("json", json);
        JsonNode node;
        try {
            node = JsonCodec.readTree(json);
            if (node.isTextual()) {
                node = JsonCodec.readTree(node.asText()); // a ticket's single reply sends it as JSON text
            }
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("client data is not JSON", e);
        }
        if (!node.isObject()) {
            throw new IllegalArgumentException("client data is not a JSON object");
        }
        return JsonCodec.bind(node, ClientData.class);
    }

    /**
     * {@return the wire form as a new object node: present branches in the spec's order, then the
     * custom branches as given. An empty {@code abandonedProducts} is left out}
     */
    public ObjectNode toJson() {
        ObjectNode out = Wire.object();
        userInfo.ifPresent(b -> out.set(USER_INFO, b.toJson()));
        cart.ifPresent(b -> out.set(CART_INFO, b.toJson()));
        orders.ifPresent(b -> out.set(ORDER_INFO, b.toJson()));
        recentActivity.ifPresent(b -> out.set(LATEST24, b.toJson()));
        if (!abandonedProducts.isEmpty()) {
            Wire.putArray(out, ABANDONED_PRODUCTS, abandonedProducts, ProductSummary::toJson);
        }
        conversion.ifPresent(b -> out.set(CONVERSION, b.toJson()));
        customBranches.forEach((name, value) -> out.set(name, value.tree()));
        return out;
    }

    /**
     * {@return the wire form as compact JSON text} Not safe to paste into HTML as it is: use {@link
     * ScriptSafeJson#render(ClientData)} for a page.
     */
    public String toJsonText() {
        return toJson().toString(); // a node's text is compact JSON, as Jackson writes it
    }

    /** {@return a new builder for the plug-in direction} */
    public static Builder builder() {
        return new Builder();
    }

    /** Equal when every typed field and custom branch is equal; {@link #raw()} takes no part. */
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
        return ModelText.of("ClientData")
                .field("userInfo", userInfo)
                .field("cart", cart)
                .field("orders", orders)
                .field("recentActivity", recentActivity)
                .count("abandonedProducts", abandonedProducts)
                .field("conversion", conversion)
                .count("customBranches", customBranches)
                .toString();
    }

    /** Collects the branches a page hands to the plug-in. */
    public static final class Builder {
        private UserInfo userInfo;
        private CartInfo cart;
        private OrderInfo orders;
        private RecentActivity recentActivity;
        private final List<ProductSummary> abandonedProducts = new ArrayList<>();
        private final Map<String, RawJson> customBranches = new LinkedHashMap<>();

        private Builder() {}

        /**
         * {@return this builder}
         *
         * @param value the {@code user_info} branch
         */
        public Builder userInfo(UserInfo value) {
            userInfo = Validate.notNull("userInfo (user_info)", value);
            return this;
        }

        /**
         * {@return this builder}
         *
         * @param value the {@code cart_info} branch
         */
        public Builder cart(CartInfo value) {
            cart = Validate.notNull("cart (cart_info)", value);
            return this;
        }

        /**
         * {@return this builder}
         *
         * @param value the {@code order_info} branch
         */
        public Builder orders(OrderInfo value) {
            orders = Validate.notNull("orders (order_info)", value);
            return this;
        }

        /**
         * {@return this builder}
         *
         * @param value the {@code latest24} branch
         */
        public Builder recentActivity(RecentActivity value) {
            recentActivity = Validate.notNull("recentActivity (latest24)", value);
            return this;
        }

        /**
         * {@return this builder, with the product added to the {@code abandoned_products} branch}
         *
         * @param value the product
         */
        public Builder addAbandonedProduct(ProductSummary value) {
            abandonedProducts.add(Validate.notNull("abandonedProducts (abandoned_products)", value));
            return this;
        }

        /**
         * Adds a custom branch, such as one a partner's widget wizard defines. Its shape is outside the
         * spec, so any JSON is accepted.
         *
         * @param name the branch name; not one of {@link #KNOWN_BRANCHES}
         * @param value a {@link JsonNode}, a {@link RawJson}, or anything Jackson can write (a map, a
         *     list, a record, a string); copied
         * @return this builder
         * @throws IllegalArgumentException when the name is blank or a known branch, or the value is
         *     null or cannot be written as JSON
         */
        public Builder customBranch(String name, Object value) {
            Validate.notTooLong("customBranches (name)", name);
            if (name.isBlank() || KNOWN_BRANCHES.contains(name)) {
                throw new IllegalArgumentException("customBranches (" + name
                        + ") must have a name that is not blank and not one of " + KNOWN_BRANCHES);
            }
            customBranches.put(name, Checks.json("customBranches (" + name + ")", value));
            return this;
        }

        /** {@return the client data; its {@code raw} is absent, as nothing was received} */
        public ClientData build() {
            return new ClientData(
                    Optional.ofNullable(userInfo),
                    Optional.ofNullable(cart),
                    Optional.ofNullable(orders),
                    Optional.ofNullable(recentActivity),
                    abandonedProducts,
                    Optional.empty(),
                    customBranches,
                    RawJson.none());
        }
    }
}
