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
    void aCreateAcceptedButNotReadBackIsUnresolvedNotAFailure() {
        assertThatThrownBy(() -> Directory.created(() -> {
                    throw new CreatedRecordNotFoundException("agents.add", "email=ann@example.com");
                }))
                .isInstanceOf(ReadBackException.class)
                .hasMessageContaining("the server accepted it, but its id was not read back")
                .hasMessageContaining("email=ann@example.com");
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

        Subject welcome = Subject.trigger("Welcome", "shop.example.com", java.util.Optional.empty());

        assertThatThrownBy(() -> ids.createdTrigger(welcome, existing.id(), DefaultData.SHOP_DOMAIN_UUID))
                .isInstanceOf(ReadBackException.class)
                .hasMessageContaining("a record that existed before");

        assertThat(ledger.owns(Ledger.TRIGGER, existing.id(), "Welcome")).isFalse();
    }

    @Test
    void aNewRecordIsOwnedOnceAndItsIdIsKnownToLaterChanges() {
        Alias made =
                client.aliases().add(new AliasDefinition("hello", "Hello!", List.of(DefaultData.SHOP_DOMAIN_UUID)));
        Subject hello = Subject.alias("hello", List.of("shop.example.com"), java.util.Optional.empty());

        ids.createdAlias(hello, made.id());

        assertThat(ledger.owns(Ledger.ALIAS, made.id(), "hello")).isTrue();
        assertThat(ledger.owned()).singleElement().satisfies(o -> assertThat(o.domains())
                .containsExactly("shop.example.com"));
        assertThatThrownBy(() -> ids.createdAlias(hello, made.id()))
                .as("the same id twice is no new record")
                .isInstanceOf(ReadBackException.class);
    }
}
