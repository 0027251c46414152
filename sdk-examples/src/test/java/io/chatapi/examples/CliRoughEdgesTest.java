package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.Endpoint;
import io.chatapi.testkit.Fault;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * What an operator met on the command line (issue 32): values that begin with "-", a server that
 * never answers, plain http on a trusted network, tables that name the shop, a conversation shown.
 */
class CliRoughEdgesTest {
    private static final String SHOP = "0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f";

    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @Test
    void aValueBeginningWithADashIsTakenWhenAttachedWithEquals(ChatApiTestServer server) {
        CliRun attached = CliRun.against(
                server, "aliases", "add", "--name=sale", "--text=-10% on shoes", "--domain", SHOP, "-o", "json");
        CliRun separate = CliRun.against(server, "aliases", "add", "--name", "sale2", "--text", "-10% on shoes");

        assertThat(attached.code()).as(attached.err()).isEqualTo(ExitCode.OK);
        assertThat(CliRun.against(server, "aliases", "list").out()).contains("-10% on shoes");
        assertThat(separate.code())
                .as("as the next argument it still reads as an option, so a mistyped option never becomes text")
                .isEqualTo(ExitCode.BAD_INPUT);
    }

    @Test
    void theAliasAndTriggerTablesNameTheShopAndShowTheMessage(ChatApiTestServer server) {
        CliRun aliases = CliRun.against(server, "aliases", "list");
        CliRun triggers = CliRun.against(server, "triggers", "list");

        assertThat(aliases.out().lines().skip(1).findFirst().orElseThrow()).matches("id +name +domains +text");
        assertThat(aliases.out()).containsPattern("1 +hi +shop.example.com, sklep.example.pl +Hello!");
        assertThat(triggers.out().lines().skip(1).findFirst().orElseThrow())
                .matches("id +name +domain +url +message +displayDelaySeconds +active");
        assertThat(triggers.out())
                .containsPattern(
                        "2 +Cart help +shop.example.com +https://shop.example.com/cart +Need a hand with checkout?");
    }

    @Test
    void ticketsGetAsATableShowsTheConversation(ChatApiTestServer server) {
        CliRun run = CliRun.against(server, "tickets", "get", "1001");

        assertThat(run.code()).isEqualTo(ExitCode.OK);
        assertThat(run.out())
                .contains("Messages (3)")
                .containsPattern("timeSent +direction +email +agent +body")
                .contains(
                        "Dzień dobry! Czy młynek jest dostępny w Krakowie?",
                        "Tak, mamy go na stanie – wysyłka jutro.",
                        "Świetnie, dziękuję!")
                .contains("Łukasz Nowak");
    }

    @Test
    void timeoutBoundsACallToAServerThatNeverAnswers(ChatApiTestServer server) {
        server.faults().onlyOn(Endpoint.LIST_DOMAINS).delay(Duration.ofSeconds(20), 1.0);

        long start = System.nanoTime();
        CliRun flag = CliRun.against(server, "domains", "list", "--timeout", "1s");
        CliRun variable = CliRun.against(server, Map.of(ApiTarget.ENV_TIMEOUT, "1s"), "domains", "list");
        Duration both = Duration.ofNanos(System.nanoTime() - start);

        assertThat(flag.code()).isEqualTo(ExitCode.FAILED);
        assertThat(variable.code()).isEqualTo(ExitCode.FAILED);
        assertThat(both).as("two calls of at most about 1 s, not 60 s").isLessThan(Duration.ofSeconds(15));
        server.faults().clear();
    }

    @Test
    void aTimeoutThatIsNoDurationIsBadInputNamingWhereItCameFrom(ChatApiTestServer server) {
        CliRun variable = CliRun.against(server, Map.of(ApiTarget.ENV_TIMEOUT, "soon"), "domains", "list");
        CliRun flag = CliRun.against(server, "domains", "list", "--timeout", "0");

        assertThat(variable.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(variable.err()).contains("CHAT_API_TIMEOUT: \"soon\" is not a duration");
        assertThat(flag.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(flag.err()).contains("--timeout must be more than 0");
        assertThat(server.counters().totalRequests()).isZero();
    }

    @Test
    void plainHttpBeyondThisMachineNeedsTheFlagThatSaysSo() {
        Map<String, String> env =
                Map.of(ChatApiClient.ENV_BASE_URL, "http://192.0.2.1/api/", ChatApiClient.ENV_API_KEY, "k");

        CliRun refused = CliRun.withEnv(env, false, "domains", "list");
        CliRun allowed = CliRun.withEnv(env, false, "domains", "list", "--allow-insecure-http", "--timeout", "1s");

        assertThat(refused.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(refused.err())
                .contains("uses plain http on 192.0.2.1", "--allow-insecure-http")
                .doesNotContain("allowInsecureHttp(");
        assertThat(allowed.code())
                .as("sent, and no server answers at that address")
                .isEqualTo(ExitCode.FAILED);
        assertThat(allowed.err()).doesNotContain("plain http");
    }

    @Test
    void aWriteWithoutAReplyStillExitsThree(ChatApiTestServer server) {
        server.faults().onlyOn(Endpoint.ADD_ALIAS).next(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, 1);

        CliRun run = CliRun.against(server, "aliases", "add", "--name=x", "--text=-5%", "--domain", SHOP);

        assertThat(run.code()).isEqualTo(ExitCode.UNKNOWN);
    }
}
