package io.chatapi.sdk.clientdata;

import static io.chatapi.sdk.testing.MockChatServer.fixture;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Reading {@code chat_user_data} as the service sends it: every documented field, then the odd cases. */
class ClientDataDecodingTest {
    private static final ClientData FULL = ClientData.parse(fixture("tickets/client-data-full.json"));
    private static final ClientData ODD = ClientData.parse(fixture("tickets/client-data-odd.json"));

    private static Money eur(String amount) {
        return Money.of(amount, "EUR");
    }

    @Test
    void user_info_reads_every_field_of_the_spec_table() {
        UserInfo user = FULL.userInfo().orElseThrow();

        assertThat(user.clientId()).contains("c-7f3e2a91-0b5d-4c1e-9a77-2d4b8e6f1c03");
        assertThat(user.email()).contains("agnieszka.wisniewska@example.pl");
        assertThat(user.firstName()).contains("Agnieszka");
        assertThat(user.lastName()).contains("Wiśniewska");
        assertThat(user.conversion()).contains("3.50");
        assertThat(user.street()).containsExactly("ul. Floriańska 12", "m. 4");
        assertThat(user.city()).contains("Kraków");
        assertThat(user.postcode()).contains("31-019");
        assertThat(user.country()).contains("Poland");
        assertThat(user.telephone()).contains("+48 600 123 456");
    }

    @Test
    void cart_info_reads_every_product_field_and_the_totals_with_exact_money() {
        CartInfo cart = FULL.cart().orElseThrow();

        assertThat(cart.products()).hasSize(2);
        CartProduct grinder = cart.products().get(0);
        assertThat(grinder.name()).contains("Kaffeemühle „Zoë“");
        assertThat(grinder.quantity()).contains(2);
        assertThat(grinder.unitPrice()).contains(eur("39.84"));
        assertThat(grinder.unitPrice().orElseThrow().plainAmount()).isEqualTo("39.84");
        assertThat(grinder.id()).contains("101");
        assertThat(grinder.orderCount()).contains(14);
        assertThat(grinder.cartCount()).contains(52);
        assertThat(grinder.viewCount()).contains(403);
        assertThat(grinder.url()).contains("https://shop.example.com/p/kaffeemuehle-zoe");
        assertThat(grinder.imageUrl()).contains("https://shop.example.com/img/kaffeemuehle-zoe.jpg");
        assertThat(grinder.conversion()).contains("3.47");
        assertThat(cart.products().get(1).unitPrice().orElseThrow().plainAmount())
                .isEqualTo("12.50");
        assertThat(cart.totals()).containsExactly(eur("92.18"));
    }

    @Test
    void order_info_reads_orders_with_local_dates_and_the_summary() {
        OrderInfo orders = FULL.orders().orElseThrow();

        Order first = orders.orders().get(0);
        assertThat(first.id()).contains("100203");
        assertThat(first.total()).contains(eur("64.00"));
        assertThat(first.date()).contains(LocalDateTime.of(2024, 2, 3, 9, 41, 7));
        assertThat(first.url()).contains("https://shop.example.com/admin/orders/100203");
        assertThat(first.status()).contains("processing");
        assertThat(orders.orders().get(1).date()).contains(LocalDateTime.of(2023, 12, 28, 18, 5, 59));

        OrderTotal total = orders.totals().get(0);
        assertThat(orders.totals()).hasSize(1);
        assertThat(total.quantity()).contains(2);
        assertThat(total.totalPrice()).contains(eur("91.40"));
        assertThat(total.average()).contains(eur("45.70"));
    }

    @Test
    void latest24_reads_its_three_lists_of_products() {
        RecentActivity activity = FULL.recentActivity().orElseThrow();

        ProductSummary viewed = activity.viewed().get(0);
        assertThat(viewed.id()).contains("103");
        assertThat(viewed.name()).contains("抹茶 Matcha 100 g");
        assertThat(viewed.price()).contains(eur("18.00"));
        assertThat(viewed.url()).contains("https://shop.example.com/p/matcha-100g");
        assertThat(viewed.imageUrl()).contains("https://shop.example.com/img/matcha-100g.jpg");
        assertThat(activity.addedToCart()).extracting(p -> p.id().orElseThrow()).containsExactly("101");
        assertThat(activity.ordered()).extracting(p -> p.id().orElseThrow()).containsExactly("104");
    }

    @Test
    void abandoned_products_read_as_product_summaries() {
        assertThat(FULL.abandonedProducts()).hasSize(1);
        ProductSummary filters = FULL.abandonedProducts().get(0);
        assertThat(filters.name()).contains("Filtry papierowe ×100");
        assertThat(filters.price()).contains(eur("6.99"));
    }

    @Test
    void conversion_reads_the_customer_country_and_city_counters_from_strings() {
        Conversion conversion = FULL.conversion().orElseThrow();

        ConversionStats customer = conversion.customer().orElseThrow();
        assertThat(customer.viewCount()).contains(7);
        assertThat(customer.orderCount()).contains(2);
        assertThat(customer.cartCount()).contains(3);
        assertThat(customer.conversion()).contains("28.57");
        assertThat(conversion.country().orElseThrow().viewCount()).contains(1480);
        ConversionStats city = conversion.city().orElseThrow();
        assertThat(city.orderCount()).contains(3);
        assertThat(city.raw().field("city").asText())
                .as("fields outside the spec stay in raw")
                .isEqualTo("Kraków");
    }

    @Test
    void the_full_sample_has_no_custom_branches_and_keeps_its_raw_text() {
        assertThat(FULL.customBranches()).isEmpty();
        assertThat(FULL.raw().field("cart_info").path("products").size()).isEqualTo(2);
    }

    @Test
    void the_prose_name_uid_is_read_as_the_client_id() {
        assertThat(ODD.userInfo().orElseThrow().clientId()).contains("c-legacy-42");
    }

    @Test
    void a_value_of_the_wrong_type_reads_as_empty_and_stays_reachable_in_raw() {
        UserInfo user = ODD.userInfo().orElseThrow();

        assertThat(user.lastName()).isEmpty();
        assertThat(user.raw().field("lastname").isArray()).isTrue();
        assertThat(user.email()).as("JSON null").isEmpty();
        assertThat(user.telephone()).as("an empty string is still a value").contains("");
        assertThat(user.firstName()).contains("Renée");
    }

    @Test
    void numbers_are_accepted_where_strings_are_documented_and_a_lone_street_is_one_line() {
        UserInfo user = ODD.userInfo().orElseThrow();
        CartProduct kettle = ODD.cart().orElseThrow().products().get(0);

        assertThat(user.postcode()).contains("69002");
        assertThat(user.street()).containsExactly("Rue de la République 8");
        assertThat(kettle.quantity()).contains(2);
        assertThat(kettle.unitPrice()).as("a JSON number stays exact").contains(eur("39.84"));
        assertThat(kettle.id()).contains("104");
        assertThat(kettle.cartCount()).contains(5);
        assertThat(kettle.viewCount())
                .as("a whole number written with a fraction")
                .contains(40);
        assertThat(kettle.conversion()).contains("12.5");
    }

    @Test
    void lists_sent_as_a_php_keyed_object_or_as_one_bare_object_read_as_lists() {
        CartInfo cart = ODD.cart().orElseThrow();

        assertThat(cart.products()).extracting(p -> p.id().orElseThrow()).containsExactly("104", "106");
        assertThat(cart.totals()).containsExactly(eur("79.68"));
    }

    @Test
    void an_unreadable_count_or_amount_is_empty_without_losing_the_rest_of_the_product() {
        CartProduct kettle = ODD.cart().orElseThrow().products().get(0);
        CartProduct beans = ODD.cart().orElseThrow().products().get(1);

        assertThat(kettle.orderCount()).isEmpty();
        assertThat(kettle.raw().field("order_c").asText()).isEqualTo("many");
        assertThat(kettle.imageUrl()).isEmpty();
        assertThat(beans.unitPrice()).as("a decimal comma is not a number").isEmpty();
        assertThat(beans.raw().field("price_prod").asText()).isEqualTo("12,50");
        assertThat(beans.quantity())
                .as("decoding keeps what was sent; only builders refuse")
                .contains(-1);
        assertThat(beans.name()).contains("Espresso beans – Brasil 1 kg");
    }

    @Test
    void a_price_without_a_currency_code_is_money_without_a_currency() {
        CartProduct kettle = ODD.cart().orElseThrow().products().get(0);
        ClientData data = ClientData.parse("{\"abandoned_products\":[{\"price_prod\":\"5.00\"}]}");

        assertThat(kettle.unitPrice().orElseThrow().currency()).contains("EUR");
        assertThat(data.abandonedProducts().get(0).price())
                .contains(new Money(new BigDecimal("5.00"), Optional.empty()));
    }

    @Test
    void php_empty_arrays_where_an_object_or_a_list_belongs_read_as_empty() {
        assertThat(ODD.recentActivity()).as("latest24: []").isEmpty();
        assertThat(ODD.abandonedProducts()).as("abandoned_products: {}").isEmpty();
        assertThat(ODD.orders().orElseThrow().totals()).as("total: {}").isEmpty();
    }

    @Test
    void an_order_date_in_another_format_reads_as_empty_and_non_object_entries_are_skipped() {
        OrderInfo orders = ODD.orders().orElseThrow();

        assertThat(orders.orders()).hasSize(1);
        Order order = orders.orders().get(0);
        assertThat(order.date()).isEmpty();
        assertThat(order.raw().field("date").asText()).isEqualTo("2024-02-03T09:41:07");
        assertThat(order.status()).contains("pending_payment");
    }

    @Test
    void an_amount_in_exponent_form_is_read_as_its_plain_value() {
        Money total = ODD.orders().orElseThrow().orders().get(0).total().orElseThrow();

        assertThat(total.plainAmount()).isEqualTo("100");
        assertThat(total).isEqualTo(eur("100"));
    }

    @Test
    void a_conversion_scope_that_is_not_an_object_or_is_null_reads_as_empty() {
        Conversion conversion = ODD.conversion().orElseThrow();

        assertThat(conversion.customer().orElseThrow().viewCount()).contains(7);
        assertThat(conversion.country()).isEmpty();
        assertThat(conversion.city()).isEmpty();
    }

    @Test
    void unknown_branches_are_kept_by_name_in_the_order_received() {
        assertThat(ODD.customBranches()).containsOnlyKeys("loyalty_points", "wizard_note");
        assertThat(List.copyOf(ODD.customBranches().keySet())).containsExactly("loyalty_points", "wizard_note");
        assertThat(ODD.customBranches().get("loyalty_points").field("balance").asInt())
                .isEqualTo(1250);
        assertThat(ODD.customBranches().get("wizard_note").tree().asText())
                .isEqualTo("Kundin bevorzugt Lieferung am <b>Samstag</b>");
    }

    @Test
    void a_branch_sent_as_json_text_inside_a_string_is_decoded() {
        ClientData data = ClientData.parse("{\"user_info\":\"{\\\"uuid\\\":\\\"c-1\\\",\\\"city\\\":\\\"Lyon\\\"}\"}");

        assertThat(data.userInfo().orElseThrow().clientId()).contains("c-1");
        assertThat(data.userInfo().orElseThrow().city()).contains("Lyon");
    }

    @Test
    void a_garbled_branch_is_empty_and_the_other_branches_still_read() {
        ClientData data = ClientData.parse("{\"user_info\":\"{\\\"uuid\\\":\\\"c-1\",\"cart_info\":42,"
                + "\"abandoned_products\":[{\"id_prod\":\"7\"}]}");

        assertThat(data.userInfo()).isEmpty();
        assertThat(data.cart()).isEmpty();
        assertThat(data.abandonedProducts())
                .extracting(p -> p.id().orElseThrow())
                .containsExactly("7");
        assertThat(data.raw().field("user_info").asText()).startsWith("{\"uuid\"");
    }

    @Test
    void parse_accepts_an_object_inside_a_string_and_refuses_text_that_holds_no_object() {
        assertThat(ClientData.parse("\"{\\\"user_info\\\":{\\\"name\\\":\\\"Ann\\\"}}\"")
                        .userInfo()
                        .orElseThrow()
                        .firstName())
                .contains("Ann");
        assertThatThrownBy(() -> ClientData.parse("{\"user_info\":")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ClientData.parse("[1,2]")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ClientData.parse("\"no data\"")).isInstanceOf(IllegalArgumentException.class);
    }
}
