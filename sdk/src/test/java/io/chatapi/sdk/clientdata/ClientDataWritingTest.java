package io.chatapi.sdk.clientdata;

import static io.chatapi.sdk.testing.MockChatServer.fixture;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.json.JsonCodec;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Writing produces the spec's wire shape, key for key. */
class ClientDataWritingTest {

    @Test
    void a_full_sample_is_written_in_the_spec_wire_shape_with_its_field_names_and_order() throws Exception {
        JsonNode expected = JsonCodec.readTree(fixture("tickets/plugin-data-expected.json"));

        String written = Samples.all().toJsonText();

        assertThat(written).isEqualTo(expected.toString());
    }

    @Test
    void money_is_written_as_plain_decimal_text_without_float_artefacts() {
        CartProduct sum = CartProduct.builder()
                .unitPrice(Money.of(new BigDecimal("0.1").add(new BigDecimal("0.2")), "EUR"))
                .build();
        ProductSummary fromDouble = ProductSummary.builder()
                .price(Money.of(BigDecimal.valueOf(39.84), "EUR"))
                .build();
        ProductSummary exponent =
                ProductSummary.builder().price(Money.of("1E+3", "EUR")).build();
        ProductSummary trailingZero =
                ProductSummary.builder().price(Money.of("39.80", "EUR")).build();

        assertThat(sum.toJson().get("price_prod").textValue()).isEqualTo("0.3");
        assertThat(fromDouble.toJson().get("price_prod").textValue()).isEqualTo("39.84");
        assertThat(exponent.toJson().get("price_prod").textValue()).isEqualTo("1000");
        assertThat(trailingZero.toJson().get("price_prod").textValue()).isEqualTo("39.80");
    }

    @Test
    void a_single_total_is_still_wrapped_in_a_one_element_array() {
        ObjectNode cart = Samples.cart().toJson();
        ObjectNode orders = Samples.orders().toJson();

        assertThat(cart.get("total_cart_price").isArray()).isTrue();
        assertThat(cart.get("total_cart_price")).hasSize(1);
        assertThat(orders.get("total").isArray()).isTrue();
        assertThat(orders.get("total")).hasSize(1);
    }

    @Test
    void order_dates_are_written_day_first_and_a_fraction_of_a_second_is_dropped() {
        Order order = Order.builder()
                .date(LocalDateTime.of(2024, 1, 9, 7, 5, 3, 999_000_000))
                .build();

        assertThat(order.toJson().get("date").textValue()).isEqualTo("09-01-2024 07:05:03");
        assertThat(order.date()).contains(LocalDateTime.of(2024, 1, 9, 7, 5, 3));
    }

    @Test
    void the_client_id_is_written_as_uuid_and_counts_as_strings() {
        ObjectNode user = UserInfo.builder().clientId("c-9").build().toJson();
        ObjectNode product =
                CartProduct.builder().quantity(3).viewCount(0).build().toJson();

        assertThat(user.fieldNames()).toIterable().containsExactly("uuid", "street");
        assertThat(product.get("qty").textValue()).isEqualTo("3");
        assertThat(product.get("view_c").textValue()).isEqualTo("0");
    }

    @Test
    void fields_never_set_are_left_out_and_latest24_always_has_its_three_arrays() {
        ObjectNode product = ProductSummary.builder().id("1").build().toJson();
        ObjectNode activity = RecentActivity.builder().build().toJson();

        assertThat(product.fieldNames()).toIterable().containsExactly("id_prod");
        assertThat(activity.fieldNames()).toIterable().containsExactly("view", "cart", "order");
    }

    @Test
    void no_abandoned_products_means_no_abandoned_products_branch() {
        ObjectNode data =
                ClientData.builder().userInfo(Samples.customer()).build().toJson();

        assertThat(data.fieldNames()).toIterable().containsExactly("user_info");
    }

    @Test
    void custom_branches_follow_the_known_ones_in_the_order_added() {
        ClientData data = ClientData.builder()
                .customBranch("zeta", List.of(1, 2))
                .customBranch("alpha", "text")
                .userInfo(Samples.customer())
                .build();

        assertThat(data.toJson().fieldNames()).toIterable().containsExactly("user_info", "zeta", "alpha");
        assertThat(data.toJson().get("zeta").toString()).isEqualTo("[1,2]");
    }

    @Test
    void conversion_read_from_a_ticket_is_written_back_with_a_null_city() {
        ClientData read = ClientData.parse(
                "{\"conversion\":{\"customer\":{\"view_c\":\"7\",\"order_c\":\"2\",\"cart_c\":\"3\",\"conversion\":\"28.57\"},\"geolocal_city\":null}}");

        assertThat(read.toJsonText())
                .isEqualTo(
                        "{\"conversion\":{\"customer\":{\"view_c\":\"7\",\"order_c\":\"2\",\"cart_c\":\"3\",\"conversion\":\"28.57\"},"
                                + "\"geolocal_city\":null}}");
    }
}
