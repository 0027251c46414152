package io.chatapi.sdk.clientdata;

import java.time.LocalDateTime;
import java.util.Map;

/** Client data a shop would build: one of everything, as the writing and round-trip tests use it. */
final class Samples {
    private Samples() {}

    static UserInfo customer() {
        return UserInfo.builder()
                .clientId("c-1001")
                .email("ann.lee@example.com")
                .firstName("Ann")
                .lastName("Lee")
                .conversion("2.50")
                .addStreetLine("12 Harbour Road")
                .addStreetLine("Flat 3")
                .city("Bristol")
                .postcode("BS1 5TY")
                .country("United Kingdom")
                .telephone("+44 117 496 0000")
                .build();
    }

    static CartProduct kettle() {
        return CartProduct.builder()
                .name("Pour-over kettle")
                .quantity(2)
                .unitPrice(Money.of("39.84", "GBP"))
                .id("104")
                .orderCount(14)
                .cartCount(52)
                .viewCount(403)
                .url("https://shop.example.com/p/kettle")
                .imageUrl("https://shop.example.com/img/kettle.jpg")
                .conversion("3.47")
                .build();
    }

    static CartInfo cart() {
        return CartInfo.builder()
                .addProduct(kettle())
                .addTotal(Money.of("79.68", "GBP"))
                .build();
    }

    static Order order() {
        return Order.builder()
                .id("100203")
                .total(Money.of("64.00", "GBP"))
                .date(LocalDateTime.of(2024, 2, 3, 9, 41, 7))
                .url("https://shop.example.com/orders/100203")
                .status("processing")
                .build();
    }

    static OrderInfo orders() {
        return OrderInfo.builder()
                .addOrder(order())
                .addTotal(OrderTotal.builder()
                        .quantity(1)
                        .totalPrice(Money.of("64.00", "GBP"))
                        .average(Money.of("64.00", "GBP"))
                        .build())
                .build();
    }

    static ProductSummary mug() {
        return ProductSummary.builder()
                .id("102")
                .name("Ceramic mug 350 ml")
                .price(Money.of("12.50", "GBP"))
                .url("https://shop.example.com/p/mug")
                .imageUrl("https://shop.example.com/img/mug.jpg")
                .build();
    }

    static RecentActivity recentActivity() {
        return RecentActivity.builder().addViewed(mug()).build();
    }

    static ClientData all() {
        return ClientData.builder()
                .userInfo(customer())
                .cart(cart())
                .orders(orders())
                .recentActivity(recentActivity())
                .addAbandonedProduct(mug())
                .customBranch("loyalty_points", Map.of("balance", 1250))
                .build();
    }
}
