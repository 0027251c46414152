package io.chatapi.sdk.clientdata;

import static io.chatapi.sdk.testing.MockChatServer.fixture;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.sdk.json.JsonCodec;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Decoding what was written gives back an equal object, branch by branch; raw takes no part. */
class RoundTripTest {

    @Test
    void user_info_survives_writing_and_reading() {
        assertThat(JsonCodec.bind(Samples.customer().toJson(), UserInfo.class)).isEqualTo(Samples.customer());
    }

    @Test
    void cart_info_survives_writing_and_reading() {
        assertThat(JsonCodec.bind(Samples.cart().toJson(), CartInfo.class)).isEqualTo(Samples.cart());
    }

    @Test
    void order_info_survives_writing_and_reading() {
        assertThat(JsonCodec.bind(Samples.orders().toJson(), OrderInfo.class)).isEqualTo(Samples.orders());
    }

    @Test
    void latest24_survives_writing_and_reading() {
        assertThat(JsonCodec.bind(Samples.recentActivity().toJson(), RecentActivity.class))
                .isEqualTo(Samples.recentActivity());
    }

    @Test
    void abandoned_products_and_custom_branches_survive_writing_and_reading() {
        ClientData data = Samples.all();

        ClientData read = ClientData.parse(data.toJsonText());

        assertThat(read).isEqualTo(data);
        assertThat(read.abandonedProducts()).containsExactly(Samples.mug());
        assertThat(read.customBranches().get("loyalty_points"))
                .isEqualTo(data.customBranches().get("loyalty_points"));
    }

    @Test
    void client_data_read_from_a_ticket_survives_writing_and_reading_including_conversion() {
        ClientData fromTicket = ClientData.parse(fixture("tickets/client-data-full.json"));

        assertThat(ClientData.parse(fromTicket.toJsonText())).isEqualTo(fromTicket);
    }

    @Test
    void raw_takes_no_part_in_equality_so_a_received_object_equals_the_one_built() {
        ObjectNode received = Samples.kettle().toJson();
        received.put("sku", "KT-104-BLK");

        CartProduct decoded = JsonCodec.bind(received, CartProduct.class);

        assertThat(decoded.raw().isPresent()).isTrue();
        assertThat(Samples.kettle().raw().isPresent()).isFalse();
        assertThat(decoded).isEqualTo(Samples.kettle()).hasSameHashCodeAs(Samples.kettle());
    }

    @Test
    void objects_differing_in_one_typed_field_are_not_equal() {
        CartProduct other = JsonCodec.bind(Samples.kettle().toJson().put("qty", "3"), CartProduct.class);
        ProductSummary otherScale =
                JsonCodec.bind(Samples.mug().toJson().put("price_prod", "12.5"), ProductSummary.class);

        assertThat(other).isNotEqualTo(Samples.kettle());
        assertThat(otherScale).as("39.80 and 39.8 are written differently").isNotEqualTo(Samples.mug());
    }

    @Test
    void a_custom_value_given_as_a_double_reads_back_equal() {
        ClientData data =
                ClientData.builder().customBranch("score", Map.of("rate", 1.5)).build();

        assertThat(ClientData.parse(data.toJsonText())).isEqualTo(data);
    }

    @Test
    void a_custom_double_jackson_writes_in_exponent_form_reads_back_equal() {
        // 2.18034336721281E14 is written with an exponent, read as a decimal, then written without one:
        // the builder keeps it the way a reader will see it, so writing it once more changes nothing.
        ClientData data =
                ClientData.builder().customBranch("big", 2.18034336721281E14).build();

        assertThat(ClientData.parse(data.toJsonText())).isEqualTo(data);
    }
}
