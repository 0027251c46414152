package io.chatapi.examples.resources;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.examples.CliRun;
import io.chatapi.examples.ExitCode;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code aliases add} and {@code triggers add} of a record whose identity exists: the SDK reads the list first and
 * refuses, so the command fails (exit 1, not 3: nothing was sent, so the outcome is known) and creates nothing.
 */
class AddOfAnExistingRecordTest {
    private static final String SHOP = DefaultData.SHOP_DOMAIN_UUID;
    private static final String STORE = DefaultData.STORE_DOMAIN_UUID;

    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @Test
    void aliasesAddOfANameTheDomainHasExitsOneAndCreatesNothing(ChatApiTestServer server) {
        // The seed's alias 1, "hi", applies on the shop and sklep domains.
        CliRun run = CliRun.against(server, "aliases", "add", "--name", "hi", "--text", "Hey!", "--domain", SHOP);

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains("hi", "aliases edit 1 ", "nothing was sent");
        assertThat(run.out()).isEmpty();
        assertThat(server.counters().requests(Endpoint.ADD_ALIAS)).isZero();
        assertThat(server.counters().totalWrites()).isZero();
    }

    @Test
    void aliasesAddOfTheNameOnAnotherDomainIsAnotherAliasAndIsAdded(ChatApiTestServer server) {
        CliRun run =
                CliRun.against(server, "aliases", "add", "--name", "hi", "--text", "Konnichiwa", "--domain", STORE);

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(server.counters().writes(Endpoint.ADD_ALIAS)).isEqualTo(1);
    }

    @Test
    void triggersAddOfANameTheDomainHasExitsOneAndCreatesNothing(ChatApiTestServer server) {
        // The seed's trigger 2, "Cart help", is on the shop domain.
        CliRun run = CliRun.against(
                server,
                "triggers",
                "add",
                "--name",
                "Cart help",
                "--url",
                "https://shop.example.com/cart",
                "--message",
                "Again?",
                "--delay",
                "10",
                "--domain",
                SHOP);

        assertThat(run.code()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).contains("Cart help", "triggers edit 2 ", "nothing was sent");
        assertThat(server.counters().requests(Endpoint.ADD_TRIGGER)).isZero();
        assertThat(server.counters().totalWrites()).isZero();
    }
}
