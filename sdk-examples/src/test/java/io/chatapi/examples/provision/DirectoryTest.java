package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.DefaultData;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** What the tool owns after a create: only a record it could identify as the one it made. */
class DirectoryTest {
    @RegisterExtension
    static final ChatApiTestServerExtension SERVER = new ChatApiTestServerExtension();

    @TempDir
    Path folder;

    private ChatApiClient client;
    private Ledger ledger;
    private Directory ids;

    @BeforeEach
    void readTheServer(ChatApiTestServer server) {
        client = ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .build();
        ledger = Ledger.load(folder.resolve("ledger.json"), server.baseUrl());
        ids = Directory.of(ServerSnapshot.read(client, email -> false), ledger);
    }

    @AfterEach
    void disconnect() {
        client.close();
    }

    @Test
    void aCreateAcceptedButNotReadBackCountsAsAppliedAndAsksForAdoption() {
        assertThatThrownBy(() -> Directory.created(() -> {
                    throw new CreatedRecordNotFoundException("agents.add", "email=ann@example.com");
                }))
                .isInstanceOf(ReadBackException.class)
                .hasMessageContaining("created, but its id could not be read back")
                .hasMessageContaining("email=ann@example.com")
                .hasMessageContaining("add adopt: true");
        assertThatThrownBy(() -> Directory.created(() -> {
                    throw new AmbiguousMatchException("aliases.add", "name=hi", List.of("1", "2"), true);
                }))
                .isInstanceOf(ReadBackException.class);
    }

    @Test
    void aLookupThatFailedBeforeAnyWriteIsAFailureNotAnAppliedCreate() {
        AmbiguousMatchException before =
                new AmbiguousMatchException("domains.register", "address=shop.example.com", List.of("1", "2"), false);

        assertThatThrownBy(() -> Directory.created(() -> {
                    throw before;
                }))
                .isSameAs(before);
    }

    @Test
    void aRecordReadBackAsNewButSeenBeforeIsSomeoneElsesAndNotOwned() {
        Trigger existing = client.triggers().list().get(0);

        assertThatThrownBy(() -> ids.createdTrigger(existing, "Welcome", DefaultData.SHOP_DOMAIN_UUID))
                .isInstanceOf(ReadBackException.class)
                .hasMessageContaining("a record that existed before");

        assertThat(ledger.owns(Ledger.TRIGGER, existing.id(), "Welcome")).isFalse();
    }

    @Test
    void aNewRecordIsOwnedOnceAndItsIdIsKnownToLaterChanges() {
        // A name the seed does not use on the shop domain ("hi" is there: adding it again is refused).
        Alias made =
                client.aliases().add(new AliasDefinition("hallo", "Hello!", List.of(DefaultData.SHOP_DOMAIN_UUID)));

        ids.createdAlias(made, "hallo");

        assertThat(ledger.owns(Ledger.ALIAS, made.id(), "hallo")).isTrue();
        assertThatThrownBy(() -> ids.createdAlias(made, "hallo"))
                .as("the same id twice is no new record")
                .isInstanceOf(ReadBackException.class);
    }
}
