package io.chatapi.sdk.clientdata;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Builders refuse what would be wrong on a page, naming the field. */
class ValidationTest {

    @Test
    void a_negative_quantity_or_count_is_refused_naming_the_field() {
        assertThatThrownBy(() -> CartProduct.builder().quantity(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("quantity (qty)")
                .hasMessageContaining("-1");
        assertThatThrownBy(() -> CartProduct.builder().viewCount(-5)).hasMessageStartingWith("viewCount (view_c)");
        assertThatThrownBy(() -> CartProduct.builder().orderCount(-5)).hasMessageStartingWith("orderCount (order_c)");
        assertThatThrownBy(() -> CartProduct.builder().cartCount(-5)).hasMessageStartingWith("cartCount (cart_c)");
        assertThatThrownBy(() -> OrderTotal.builder().quantity(-2)).hasMessageStartingWith("quantity (qty)");
        assertThatCode(() -> CartProduct.builder().quantity(0)).doesNotThrowAnyException();
    }

    @Test
    void a_negative_price_is_refused_naming_the_field() {
        Money minus = Money.of("-0.01", "EUR");

        assertThatThrownBy(() -> CartProduct.builder().unitPrice(minus))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("unitPrice (price_prod)")
                .hasMessageContaining("-0.01");
        assertThatThrownBy(() -> ProductSummary.builder().price(minus)).hasMessageStartingWith("price (price_prod)");
        assertThatThrownBy(() -> Order.builder().total(minus)).hasMessageStartingWith("total (total_price)");
        assertThatThrownBy(() -> OrderTotal.builder().average(minus)).hasMessageStartingWith("average (average)");
        assertThatThrownBy(() -> CartInfo.builder().addTotal(minus))
                .hasMessageStartingWith("totals (total_cart_price)");
        assertThatCode(() -> CartProduct.builder().unitPrice(Money.of("0", "EUR")))
                .doesNotThrowAnyException();
    }

    @ParameterizedTest
    @ValueSource(strings = {"EURO", "EU", "E1R", "€", "", " EU", "ЕUR"})
    void a_currency_code_that_is_not_three_letters_is_refused(String code) {
        assertThatThrownBy(() -> CartProduct.builder().unitPrice(Money.of("1.00", code)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("unitPrice (price_prod)")
                .hasMessageContaining("three letters");
    }

    @Test
    void money_without_a_currency_is_refused_by_builders() {
        Money bare = new Money(new BigDecimal("1.00"), Optional.empty());

        assertThatThrownBy(() -> ProductSummary.builder().price(bare))
                .hasMessageStartingWith("price (price_prod)")
                .hasMessageContaining("currency");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "javascript:alert(1)",
                "JaVaScRiPt:alert(1)",
                "data:text/html,<script>alert(1)</script>",
                "ftp://shop.example.com/p/1",
                "/p/kettle",
                "shop.example.com/p/1",
                "http://",
                "https:///p",
                "http://exa mple.com/"
            })
    void a_url_that_is_not_http_or_https_with_a_host_is_refused(String url) {
        assertThatThrownBy(() -> CartProduct.builder().url(url))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("url (url_prod)");
        assertThatThrownBy(() -> ProductSummary.builder().imageUrl(url))
                .hasMessageStartingWith("imageUrl (img_url_prod)");
        assertThatThrownBy(() -> Order.builder().url(url)).hasMessageStartingWith("url (order_url)");
    }

    @Test
    void http_and_https_urls_are_accepted_in_any_letter_case() {
        assertThatCode(() -> CartProduct.builder()
                        .url("HTTPS://shop.example.com/p/1?ref=chat#top")
                        .imageUrl("http://cdn.example.com/1.jpg"))
                .doesNotThrowAnyException();
    }

    @Test
    void a_date_outside_four_digit_years_is_refused() {
        assertThatThrownBy(() -> Order.builder().date(LocalDateTime.of(10_000, 1, 1, 0, 0)))
                .hasMessageStartingWith("date (date)");
        assertThatThrownBy(() -> Order.builder().date(LocalDateTime.of(0, 1, 1, 0, 0)))
                .hasMessageStartingWith("date (date)");
    }

    @Test
    void two_currencies_in_one_order_total_are_refused() {
        OrderTotal.Builder total =
                OrderTotal.builder().totalPrice(Money.of("10.00", "EUR")).average(Money.of("10.00", "USD"));

        assertThatThrownBy(total::build).hasMessageStartingWith("average (average)");
    }

    @Test
    void nulls_are_refused_naming_the_field() {
        assertThatThrownBy(() -> UserInfo.builder().email(null)).hasMessageStartingWith("email (email)");
        assertThatThrownBy(() -> CartProduct.builder().unitPrice(null))
                .hasMessageStartingWith("unitPrice (price_prod)");
        assertThatThrownBy(() -> ClientData.builder().cart(null)).hasMessageStartingWith("cart (cart_info)");
        assertThatThrownBy(() -> CartInfo.builder().addProduct(null)).hasMessageStartingWith("products (products)");
    }

    @Test
    void a_custom_branch_may_not_take_a_known_name_or_hold_nothing() {
        assertThatThrownBy(() -> ClientData.builder().customBranch("cart_info", "x"))
                .hasMessageContaining("cart_info");
        assertThatThrownBy(() -> ClientData.builder().customBranch(" ", "x"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ClientData.builder().customBranch("note", null))
                .hasMessageStartingWith("customBranches (note)");
        assertThatThrownBy(() -> ClientData.builder().customBranch("stream", new Object() {}))
                .hasMessageStartingWith("customBranches (stream)");
    }

    @Test
    void an_amount_with_absurdly_many_digits_is_refused() {
        assertThatThrownBy(() -> Money.of("1E+999999999", "EUR")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Money.of("0.000000000000000000001", "EUR"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Money.of("12,50", "EUR")).hasMessageContaining("12,50");
    }
}
