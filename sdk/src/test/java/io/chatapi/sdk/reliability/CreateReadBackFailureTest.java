package io.chatapi.sdk.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.domains.NewDomain;
import io.chatapi.sdk.domains.ShopSystem;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.RequestRejectedException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.ScriptedServerTest;
import io.chatapi.sdk.triggers.TriggerDefinition;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A create the server accepted, whose list read back (creates return no id) then fails: the caller learns that the
 * write was done, never a plain read failure that looks as if nothing had been written and invites sending it again.
 */
class CreateReadBackFailureTest extends ScriptedServerTest {
    private static final String EMPTY_LIST = "{\"status\":1,\"content\":[]}";
    private static final String ACCEPTED = "{\"status\":2,\"content\":\"added\"}";
    private static final String READ_REFUSED = "{\"status\":0,\"content\":\"Error - database unavailable\"}";
    private static final String DOMAIN = "5c9d1e7a-1111-4b2f-8e3d-0f1e2d3c4b5a";

    static Stream<Arguments> creates() {
        NewAgent ann = NewAgent.builder()
                .email("ann@example.com")
                .name("Ann")
                .password("pw-SECRET-1")
                .build();
        TriggerDefinition welcome =
                new TriggerDefinition("Welcome", "https://shop.example.com/", "Hi!", Duration.ofSeconds(5), DOMAIN);
        AliasDefinition hi = new AliasDefinition("hi", "Hello!", List.of(DOMAIN));
        return Stream.of(
                create("agents.add", "email=ann@example.com", true, c -> c.agents()
                        .add(ann)),
                create("agents.findOrAdd", "email=ann@example.com", true, c -> c.agents()
                        .findOrAdd(ann)),
                create("domains.add", "address=shop.example.com", true, c -> c.domains()
                        .add(new NewDomain("shop.example.com", ShopSystem.OTHER))),
                create("domains.addReplacingToken", "address=shop.example.com", false, c -> c.domains()
                        .addReplacingToken(new NewDomain("shop.example.com", ShopSystem.OTHER))),
                create("triggers.add", "name=Welcome", true, c -> c.triggers().add(welcome)),
                create("triggers.findOrAdd", "name=Welcome", true, c -> c.triggers()
                        .findOrAdd(welcome)),
                create("aliases.add", "name=hi", true, c -> c.aliases().add(hi)),
                create("aliases.findOrAdd", "name=hi", true, c -> c.aliases().findOrAdd(hi)));
    }

    private static Arguments create(String operation, String key, boolean listsFirst, Consumer<ChatApiClient> call) {
        return Arguments.of(operation, key, listsFirst, call);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("creates")
    void an_accepted_create_whose_read_back_fails_says_it_was_done(
            String operation, String key, boolean listsFirst, Consumer<ChatApiClient> call) {
        if (listsFirst) {
            wire.reply(EMPTY_LIST);
        }
        wire.reply(ACCEPTED).reply(READ_REFUSED);

        Throwable thrown = catchThrowable(() -> call.accept(client));

        assertThat(thrown).isInstanceOf(CreatedRecordNotFoundException.class);
        CreatedRecordNotFoundException e = (CreatedRecordNotFoundException) thrown;
        assertThat(e.operation()).isEqualTo(operation);
        assertThat(e.mayHaveBeenProcessed()).isTrue();
        assertThat(e.getMessage())
                .contains("the server accepted the write", key, "database unavailable")
                .doesNotContain(MockChatServer.API_KEY, "pw-SECRET-1");
        assertThat(e.getCause()).isInstanceOf(RequestRejectedException.class);
        assertThat(wire.requestCount())
                .as("auth, %sthe write, the read-back: the write is not sent again", listsFirst ? "the list, " : "")
                .isEqualTo(listsFirst ? 4 : 3);
    }
}
