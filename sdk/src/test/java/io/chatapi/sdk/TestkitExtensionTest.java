package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.domains.Domain;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.TestData;
import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The testkit's JUnit extension hands a test a ready client of its server, and closes it after the test. */
class TestkitExtensionTest {

    @Nested
    @ExtendWith(ChatApiTestServerExtension.class)
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    class InjectedIntoTestMethods {
        static ChatApiClient fromTheFirstTest;

        @Test
        @Order(1)
        void a_client_parameter_is_a_client_of_the_tests_server(ChatApiClient client, ChatApiTestServer server) {
            List<Agent> agents = client.agents().list();

            assertThat(agents).extracting(a -> a.id()).contains(DefaultData.ADMIN_UUID);
            assertThat(server.counters().totalRequests())
                    .as("it talked to this server")
                    .isGreaterThan(0);
            fromTheFirstTest = client;
        }

        @Test
        @Order(2)
        void each_test_gets_a_new_client_and_the_last_one_is_closed(ChatApiClient client) {
            assertThat(client).isNotSameAs(fromTheFirstTest);
            assertThatThrownBy(() -> fromTheFirstTest.agents().list())
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("closed");
            assertThat(client.domains().list()).isNotEmpty();
        }

        @Test
        @Order(3)
        void every_client_parameter_of_a_test_is_the_same_client(ChatApiClient first, ChatApiClient second) {
            assertThat(first).isSameAs(second);
        }
    }

    @Nested
    class RegisteredWithSettings {
        @RegisterExtension
        static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension(
                ChatApiTestServer.builder().apiKey("agency-key").data(TestData.empty()));

        @Test
        void the_client_uses_the_servers_api_key(ChatApiClient client) {
            Domain shop = client.domains().add(new NewDomain("shop-a.example"));

            assertThat(shop.address()).contains("shop-a.example");
            assertThat(SERVER.server().apiKey()).isEqualTo("agency-key");
        }
    }

    @Nested
    @ExtendWith(ChatApiTestServerExtension.class)
    class InjectedIntoTheConstructor {
        private final ChatApiClient client;

        InjectedIntoTheConstructor(ChatApiClient client) {
            this.client = client;
        }

        @Test
        void a_constructor_gets_a_ready_client_too() {
            assertThat(client.triggers().list()).isNotEmpty();
        }
    }
}
