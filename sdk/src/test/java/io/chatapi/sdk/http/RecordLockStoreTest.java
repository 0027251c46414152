package io.chatapi.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.chain.ChainId;
import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.ChainStoreException;
import io.chatapi.sdk.chain.InProcessChainStore;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.options.ClientOptions;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;

/**
 * The store converging calls lock records in: chain 0's, opened once on first use and shared, closed with the
 * transport; a store that fails to close does not stop the transport from freeing the rest.
 */
class RecordLockStoreTest {
    private final List<Integer> opened = new CopyOnWriteArrayList<>();
    private final List<ChainStore> closed = new CopyOnWriteArrayList<>();
    private final OkHttpClient http = new OkHttpClient();

    @Test
    void the_record_lock_store_is_chain_zeros_opened_once_and_closed_with_the_transport() {
        Transport transport = transport(false);

        ChainStore first = transport.sharedStore();
        ChainStore again = transport.sharedStore();

        assertThat(first).isNotNull().isSameAs(again);
        assertThat(opened).as("chain 0's store, opened once").containsExactly(0);
        assertThat(closed).isEmpty();
        transport.close();
        assertThat(closed).containsExactly(first);
    }

    @Test
    void the_token_chain_and_the_record_locks_share_chain_zeros_store_opened_once() throws Exception {
        try (mockwebserver3.MockWebServer server = new mockwebserver3.MockWebServer()) {
            server.start();
            new io.chatapi.sdk.testing.MockChatServer(server).auth().reply("{\"status\":1,\"maxUsersSub\":\"5\"}");
            Transport transport = transport(false, server.url("/api/"));

            transport.send(ApiCall.to(Endpoints.AGENTS_LIST).build());
            ChainStore locks = transport.sharedStore();

            assertThat(opened)
                    .as("one store for chain 0, its token chain and its record locks")
                    .containsExactly(0);
            transport.close();
            assertThat(closed).as("closed once, with the chain").containsExactly(locks);
        }
    }

    @Test
    void a_record_lock_store_failing_to_close_does_not_stop_the_transport_closing() {
        Transport transport = transport(true);
        ChainStore store = transport.sharedStore();

        transport.close();

        assertThat(closed).containsExactly(store);
        assertThat(http.dispatcher().executorService().isShutdown())
                .as("the SDK's own threads are freed after the store")
                .isTrue();
    }

    private Transport transport(boolean failingClose) {
        return transport(failingClose, HttpUrl.get("http://localhost:1/api/"));
    }

    private Transport transport(boolean failingClose, HttpUrl baseUrl) {
        ChainStore.Factory factory = (ChainId chain) -> {
            opened.add(chain.index());
            return new ChainStore() {
                private final InProcessChainStore memory = new InProcessChainStore();

                @Override
                public Turn acquire(Duration maxWait) throws InterruptedException {
                    return memory.acquire(maxWait);
                }

                @Override
                public void close() {
                    closed.add(this);
                    if (failingClose) {
                        throw new ChainStoreException("chain store: unreachable (test)", false, null);
                    }
                }
            };
        };
        ClientOptions config = ClientOptions.builder()
                .baseUrl(baseUrl.toString())
                .apiKey("key")
                .userAgent("test")
                .logLevel(LogLevel.OFF)
                .chainStore(factory)
                .build();
        return new Transport(config, http, true, Backoff.STANDARD);
    }
}
