package io.chatapi.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.chatapi.sdk.chain.ChainId;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.chain.InProcessChainStore;
import io.chatapi.sdk.errors.ChatApiException;
import io.chatapi.sdk.errors.TokenChainTimeoutException;
import io.chatapi.sdk.testing.MockChatServer;
import io.chatapi.sdk.testing.NoDelaySockets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * The client keeps each chain's token and turn in the {@link ChainStore} its builder names: it reads the
 * token and records the next one only while it holds the turn, and a store that fails fails the call
 * with a {@link ChainStoreException}, never a local chain in its place.
 */
class ChainStoreTest {
    private static final String LIST = "{\"status\":1,\"maxUsersSub\":\"5\"}";
    private static final String DELETED = "{\"status\":2,\"content\":\"account deleted\"}";

    @StartStop
    MockWebServer server = NoDelaySockets.server();

    private final MockChatServer wire = new MockChatServer(server);

    /** Wraps the in-process store and writes down what the client asks of it, in order. */
    static final class Recording implements ChainStore.Factory {
        final List<String> events = new ArrayList<>();
        final List<ChainId> opened = new ArrayList<>();
        RuntimeException failOnAcquire;
        RuntimeException failOnRecord;
        int recordsBeforeFailure;
        boolean neverFree;

        @Override
        public ChainStore open(ChainId chain) {
            opened.add(chain);
            InProcessChainStore store = new InProcessChainStore();
            return new ChainStore() {
                @Override
                public Turn acquire(Duration maxWait) throws InterruptedException {
                    if (failOnAcquire != null) {
                        throw failOnAcquire;
                    }
                    if (neverFree) {
                        Thread.sleep(maxWait.toMillis());
                        return null;
                    }
                    Turn turn = store.acquire(maxWait);
                    events.add("acquire");
                    return new Turn() {
                        @Override
                        public String token() {
                            String token = turn.token();
                            events.add("read " + token);
                            return token;
                        }

                        @Override
                        public void token(String next) {
                            if (failOnRecord != null && recordsBeforeFailure-- == 0) {
                                throw failOnRecord;
                            }
                            events.add("record " + next);
                            turn.token(next);
                        }

                        @Override
                        public void close() {
                            events.add("release");
                            turn.close();
                        }
                    };
                }

                @Override
                public void close() {
                    events.add("close store " + chain.index());
                }
            };
        }
    }

    @Test
    void the_token_is_read_and_each_new_one_recorded_in_the_store_while_the_turn_is_held() {
        Recording stores = new Recording();
        try (ChatApiClient client = wire.clientBuilder().chainStore(stores).build()) {
            wire.auth().reply(LIST).reply(LIST);

            client.agents().list();
            client.agents().list();
        }

        assertThat(stores.events)
                .containsExactly(
                        "acquire",
                        "read null",
                        "record tok-1",
                        "record tok-2",
                        "release",
                        "acquire",
                        "read tok-2",
                        "record tok-3",
                        "release",
                        "close store 0");
        ChainId chain = stores.opened.get(0);
        assertThat(chain.index()).isZero();
        assertThat(chain.keyId()).matches("[0-9a-f]{64}").doesNotContain(MockChatServer.API_KEY);
        assertThat(chain).isEqualTo(ChainId.of(server.url("/api/").toString(), MockChatServer.API_KEY, 0));
    }

    @Test
    void a_store_that_cannot_be_reached_fails_the_call_typed_and_nothing_is_sent() {
        Recording stores = new Recording();
        stores.failOnAcquire = new IllegalStateException("connection refused: redis://cache:6379");
        try (ChatApiClient client = wire.clientBuilder().chainStore(stores).build()) {
            assertThatThrownBy(() -> client.agents().list())
                    .isInstanceOfSatisfying(ChainStoreException.class, e -> {
                        assertThat(e.mayHaveBeenProcessed()).isFalse();
                        assertThat(e.operation()).isEqualTo("agents.list");
                        assertThat(e.getCause()).isSameAs(stores.failOnAcquire);
                    })
                    .hasMessageContaining("the token chain's store failed: IllegalStateException");
        }
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void a_store_losing_the_turn_after_a_write_went_out_says_the_write_may_have_been_processed_and_never_resends_it() {
        Recording failing = new Recording();
        try (ChatApiClient client = wire.clientBuilder().chainStore(failing).build()) {
            wire.auth().reply(DELETED);
            failing.failOnRecord =
                    new ChainStoreException("the lease ran out before the token was written", false, null);
            failing.recordsBeforeFailure = 1; // the authentication's token is recorded; the write's is not

            assertThatThrownBy(() -> client.agents().delete("a1"))
                    .isInstanceOfSatisfying(ChainStoreException.class, e -> {
                        assertThat(e.mayHaveBeenProcessed()).isTrue();
                        assertThat(e.operation()).isEqualTo("agents.delete");
                    })
                    .hasMessageContaining("the lease ran out before the token was written")
                    .hasMessageContaining("may have been processed");
        }
    }

    @Test
    void a_store_that_never_frees_the_turn_fails_the_call_at_its_deadline_with_nothing_sent() {
        Recording stores = new Recording();
        stores.neverFree = true;
        try (ChatApiClient client = wire.clientBuilder()
                .chainStore(stores)
                .callTimeout(Duration.ofMillis(300))
                .build()) {
            assertThatThrownBy(() -> client.agents().list())
                    .isInstanceOf(TokenChainTimeoutException.class)
                    .hasMessageContaining("nothing was sent");
        }
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void a_factory_that_fails_or_gives_no_store_fails_the_call_typed() {
        try (ChatApiClient client = wire.clientBuilder()
                .chainStore(chain -> {
                    throw new IllegalArgumentException("no such cluster");
                })
                .build()) {
            assertThatThrownBy(() -> client.agents().list())
                    .isInstanceOf(ChainStoreException.class)
                    .hasMessageContaining("cannot open the store of token chain 0");
        }
        try (ChatApiClient client =
                wire.clientBuilder().chainStore(chain -> null).build()) {
            assertThatThrownBy(() -> client.agents().list())
                    .isInstanceOf(ChainStoreException.class)
                    .hasMessageContaining("gave no store");
        }
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void one_caller_at_a_time_never_opens_a_second_chain_whatever_max_chains_allows() {
        Recording stores = new Recording();
        try (ChatApiClient client =
                wire.clientBuilder().chainStore(stores).maxChains(8).build()) {
            wire.auth();
            for (int i = 0; i < 10; i++) {
                wire.reply(LIST);
            }
            for (int i = 0; i < 10; i++) {
                client.agents().list();
            }
        }
        assertThat(stores.opened).extracting(ChainId::index).containsExactly(0);
        assertThat(server.getRequestCount()).isEqualTo(11);
    }

    @Test
    void the_builder_refuses_chain_settings_it_cannot_use() {
        assertThatThrownBy(() -> ChatApiClient.builder().maxChains(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxChains must be between 1 and 64, was 0");
        assertThatThrownBy(() -> ChatApiClient.builder().maxChains(65))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxChains");
        assertThatThrownBy(() -> ChatApiClient.builder().chainStore(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("factory");
        assertThatThrownBy(() -> ChatApiClient.builder().tokenRefusalPattern(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pattern");
    }

    @Test
    void a_token_another_process_put_in_the_store_is_never_quoted_in_a_message() {
        String shared = "tok-from-another-replica-7f3a9c";
        ChainStore.Factory seeded = chain -> {
            InProcessChainStore store = new InProcessChainStore();
            try (ChainStore.Turn turn = store.acquire(Duration.ZERO)) {
                turn.token(shared); // as a shared store holds a token that process received
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            return store;
        };
        try (ChatApiClient client = wire.clientBuilder().chainStore(seeded).build()) {
            wire.replyWithoutToken("{\"status\":0,\"content\":\"Error - " + shared + " refused\"}");

            assertThatThrownBy(() -> client.agents().delete("a1"))
                    .isInstanceOf(ChatApiException.class)
                    .satisfies(e -> assertThat(e.getMessage()).doesNotContain(shared));
        }
        assertThat(wire.take().getHeaders().get("x-user-token")).isEqualTo(shared);
    }
}
