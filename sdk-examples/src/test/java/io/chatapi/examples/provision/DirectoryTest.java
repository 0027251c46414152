package io.chatapi.examples.provision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.aliases.Alias;
import io.chatapi.sdk.aliases.AliasDefinition;
import io.chatapi.sdk.core.Ensured;
import io.chatapi.sdk.core.RecordOutcome;
import io.chatapi.sdk.errors.AmbiguousMatchException;
import io.chatapi.sdk.errors.CreatedRecordNotFoundException;
import io.chatapi.sdk.errors.JobIncompleteException;
import io.chatapi.sdk.errors.TransportException;
import io.chatapi.sdk.triggers.Trigger;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.ChatApiTestServerExtension;
import io.chatapi.testkit.DefaultData;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** What the tool owns after a create: only a record the SDK's engine says this run created. */
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
        ids = Directory.of(ServerSnapshot.read(client, email -> false), ledger, new WriteTally());
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
    void aCallThatGaveUpAfterTheServerAcknowledgedTheCreateIsUnresolvedNotAFailure() {
        JobIncompleteException acknowledged = incomplete(RecordOutcome.State.DONE, Optional.empty());

        assertThatThrownBy(() -> Directory.created(() -> {
                    throw acknowledged;
                }))
                .isInstanceOf(ReadBackException.class)
                .hasMessageContaining("the server accepted it, but its id was not read back")
                .hasMessageContaining("--deadline")
                .hasMessageNotContaining("ensure");
    }

    @Test
    void aCallThatGaveUpWithTheRecordUnknownOrNotDoneIsThrownAsItIsForTheApplierToSort() {
        JobIncompleteException unknown = incomplete(
                RecordOutcome.State.UNKNOWN,
                Optional.of(new TransportException("agents.ensure", "connection closed", true, null)));

        assertThatThrownBy(() -> Directory.created(() -> {
                    throw unknown;
                }))
                .isSameAs(unknown);
        assertThatThrownBy(() -> Directory.edited(() -> {
                    throw unknown;
                }))
                .isSameAs(unknown);
    }

    @Test
    void anEditTheServerAcknowledgedIsMadeEvenWhenTheCallCouldNotReadItBack() {
        Directory.edited(() -> {
            throw incomplete(RecordOutcome.State.DONE, Optional.empty());
        });
        Directory.edited(() -> {
            throw new CreatedRecordNotFoundException("triggers.ensure", "name=Welcome");
        });
    }

    @Test
    void aRecordTheEngineFoundInsteadOfCreatingIsSomeoneElsesNotOwnedButItsIdIsKnown() {
        Trigger existing = client.triggers().list().get(0);
        Subject welcome = Subject.trigger("Welcome", "shop.example.com", Optional.empty());
        ledger.intend(welcome, Instant.now());

        ids.createdTrigger(welcome, new Ensured<>(existing, Ensured.Outcome.UNCHANGED), DefaultData.SHOP_DOMAIN_UUID);

        assertThat(ledger.owns(Ledger.TRIGGER, existing.id(), "Welcome")).isFalse();
        assertThat(ledger.isPending(welcome))
                .as("its pending create is dropped: nothing was made")
                .isFalse();
        assertThat(ids.takeNote()).contains("found on the server", "not owned", "adopt: true");
        assertThat(ids.takeNote()).as("taken once").isEmpty();
        assertThat(ids.triggerId("Welcome", DefaultData.SHOP_DOMAIN_UUID)).isEqualTo(existing.id());
    }

    @Test
    void aRecordTheEngineCreatedIsOwnedOnceAndFindingItAgainOwnsNothingMore() {
        AliasDefinition definition = new AliasDefinition("hello", "Hello!", List.of(DefaultData.SHOP_DOMAIN_UUID));
        Subject hello = Subject.alias("hello", List.of("shop.example.com"), Optional.empty());
        ledger.intend(hello, Instant.now());

        Ensured<Alias> made = client.aliases().ensure(definition);
        ids.createdAlias(hello, made);

        assertThat(made.outcome()).isEqualTo(Ensured.Outcome.CREATED);
        assertThat(ledger.owns(Ledger.ALIAS, made.record().id(), "hello")).isTrue();
        assertThat(ledger.isPending(hello)).isFalse();
        assertThat(ids.takeNote()).isEmpty();
        assertThat(ledger.owned()).singleElement().satisfies(o -> assertThat(o.domains())
                .containsExactly("shop.example.com"));

        Ensured<Alias> again = client.aliases().ensure(definition);
        ids.createdAlias(hello, again);

        assertThat(again.outcome()).isEqualTo(Ensured.Outcome.UNCHANGED);
        assertThat(ledger.owned()).as("still the one record, owned once").hasSize(1);
    }

    private static JobIncompleteException incomplete(RecordOutcome.State state, Optional<RuntimeException> failure) {
        return new JobIncompleteException(
                "agents.ensure",
                "the job budget ran out (1 failed requests in a row)",
                List.of(new RecordOutcome<>(0, "email=ann@example.com", state, Optional.empty(), failure)),
                failure.orElse(null));
    }
}
