package io.chatapi.examples;

import io.chatapi.sdk.clientdata.CartInfo;
import io.chatapi.sdk.clientdata.CartProduct;
import io.chatapi.sdk.clientdata.ClientData;
import io.chatapi.sdk.clientdata.Money;
import io.chatapi.sdk.clientdata.Order;
import io.chatapi.sdk.clientdata.OrderInfo;
import io.chatapi.sdk.clientdata.OrderTotal;
import io.chatapi.sdk.clientdata.ProductSummary;
import io.chatapi.sdk.clientdata.RecentActivity;
import io.chatapi.sdk.clientdata.ScriptSafeJson;
import io.chatapi.sdk.clientdata.UserInfo;
import java.time.LocalDateTime;

/**
 * Renders the client data a shop page hands to the chat plug-in: a signed-in customer with a cart,
 * an earlier order, the last day's activity and an abandoned product. Needs no server and no key.
 *
 * <p>Run: {@code mvn -q -pl sdk-examples -am install -DskipTests && mvn -q -f sdk-examples exec:java
 * -Dexec.mainClass=io.chatapi.examples.PluginDataExample}
 *
 * <p>The output is a {@code <script type="application/json">} element; a value such as the product
 * name below, which tries to close the script element, stays data. The spec does not name the element
 * or variable the plug-in reads, so the id here is the page's own choice.
 */
public final class PluginDataExample {
    private PluginDataExample() {}

    /** A custom branch, as a partner's widget might define one; any value Jackson can write will do. */
    record Loyalty(String tier, int points) {}

    /**
     * Prints the script element for a sample cart and customer.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        System.out.println(ScriptSafeJson.scriptElement(sampleClientData(), "chat-client-data"));
    }

    /** The client data of one page view; every value would come from the shop's session. */
    static ClientData sampleClientData() {
        ProductSummary mug = ProductSummary.builder()
                .id("102")
                .name("Ceramic mug 350 ml")
                .price(Money.of("12.50", "EUR"))
                .url("https://shop.example.com/p/ceramic-mug")
                .imageUrl("https://shop.example.com/img/ceramic-mug.jpg")
                .build();
        return ClientData.builder()
                .userInfo(UserInfo.builder()
                        .clientId("c-7f3e2a91")
                        .email("agnieszka@example.pl")
                        .firstName("Agnieszka")
                        .lastName("Wiśniewska")
                        .addStreetLine("ul. Floriańska 12")
                        .addStreetLine("m. 4")
                        .city("Kraków")
                        .postcode("31-019")
                        .country("Poland")
                        .telephone("+48 600 123 456")
                        .build())
                .cart(CartInfo.builder()
                        .addProduct(CartProduct.builder()
                                .id("101")
                                .name("Kaffeemühle \"Zoë\" </script><script>alert(1)</script>")
                                .quantity(2)
                                .unitPrice(Money.of("39.84", "EUR"))
                                .url("https://shop.example.com/p/kaffeemuehle-zoe")
                                .imageUrl("https://shop.example.com/img/kaffeemuehle-zoe.jpg")
                                .build())
                        .addTotal(Money.of("79.68", "EUR"))
                        .build())
                .orders(OrderInfo.builder()
                        .addOrder(Order.builder()
                                .id("100203")
                                .total(Money.of("64.00", "EUR"))
                                .date(LocalDateTime.of(2024, 2, 3, 9, 41, 7))
                                .url("https://shop.example.com/account/orders/100203")
                                .status("complete")
                                .build())
                        .addTotal(OrderTotal.builder()
                                .quantity(1)
                                .totalPrice(Money.of("64.00", "EUR"))
                                .average(Money.of("64.00", "EUR"))
                                .build())
                        .build())
                .recentActivity(RecentActivity.builder().addViewed(mug).build())
                .addAbandonedProduct(mug)
                .customBranch("loyalty", new Loyalty("gold", 1250))
                .build();
    }
}
