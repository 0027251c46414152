package io.chatapi.testkit;

import static io.chatapi.testkit.DefaultData.SAM_UUID;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

class ChatApiTestServerExtensionTest {

    @Nested
    @ExtendWith(ChatApiTestServerExtension.class)
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    class InjectedWithFreshStatePerTest {
        @Test
        @Order(1)
        void aTestChangesStateAndSetsAFault(ChatApiTestServer server) {
            WireClient client = WireClient.authenticated(server);
            assertThat(client.postForm("user/delete", "uid=" + SAM_UUID).status())
                    .isEqualTo(2);
            server.faults().badGateway(1.0);
        }

        @Test
        @Order(2)
        void theNextTestSeesTheSeedAgainWithoutFaultsOrCounts(ChatApiTestServer server) {
            assertThat(server.faults().probability(Fault.BAD_GATEWAY)).isZero();
            assertThat(server.counters().totalRequests()).isZero();
            assertThat(WireClient.authenticated(server).get("users/list").json().has(SAM_UUID))
                    .isTrue();
        }

        @Test
        @Order(3)
        void everyParameterGetsTheSameServer(ChatApiTestServer first, ChatApiTestServer second) {
            assertThat(first).isSameAs(second);
            assertThat(first.apiKey()).isEqualTo(ChatApiTestServer.DEFAULT_API_KEY);
        }
    }

    @Nested
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    class RegisteredOnAStaticFieldWithSettingsAndKeptState {
        @RegisterExtension
        static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension(
                        ChatApiTestServer.builder().apiKey("class-key").data(TestData.empty()))
                .keepStateBetweenTests();

        @Test
        @Order(1)
        void theSettingsApply() {
            WireClient client = WireClient.authenticated(SERVER.server());
            assertThat(SERVER.server().apiKey()).isEqualTo("class-key");
            assertThat(client.postForm("chat/registerdomain", "domain=kept.example")
                            .status())
                    .isEqualTo(2);
        }

        @Test
        @Order(2)
        void stateIsKeptForTheNextTest() {
            WireClient client = WireClient.authenticated(SERVER.server());
            assertThat(client.get("domains/list")
                            .json()
                            .at("/content/1/address")
                            .asText())
                    .isEqualTo("kept.example");
            assertThat(SERVER.server().counters().writes(Endpoint.REGISTER_DOMAIN))
                    .isEqualTo(1);
        }
    }

    @Nested
    class RegisteredOnAnInstanceField {
        @RegisterExtension
        final ChatApiTestServerExtension server = new ChatApiTestServerExtension();

        @Test
        void eachTestGetsItsOwnRunningServer(ChatApiTestServer injected) {
            assertThat(server.server()).isSameAs(injected);
            assertThat(WireClient.authenticated(injected).get("users/list").status())
                    .isEqualTo(1);
        }
    }

    @Test
    void theServerIsStoppedAfterItsClassAndOutsideTestsThereIsNone() {
        ChatApiTestServerExtension extension = new ChatApiTestServerExtension();

        assertThatThrownBy(extension::server).isInstanceOf(IllegalStateException.class);
    }
}
