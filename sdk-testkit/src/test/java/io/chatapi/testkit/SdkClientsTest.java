package io.chatapi.testkit;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The extension's client comes from the SDK by reflection (the SDK's own tests run on this testkit); a class that is
 * not the SDK's client it can build is a clear error. The real client is tested from the SDK's tests.
 */
@ExtendWith(ChatApiTestServerExtension.class)
class SdkClientsTest {
    /** Looks like a client, has no builder. */
    static final class NoBuilder implements AutoCloseable {
        @Override
        public void close() {}
    }

    /** A builder whose build() refuses. */
    public static final class Refusing {
        public static Refusing builder() {
            return new Refusing();
        }

        public Refusing baseUrl(String url) {
            return this;
        }

        public Refusing apiKey(String key) {
            return this;
        }

        public Refusing build() {
            throw new IllegalArgumentException("apiKey must not be blank");
        }
    }

    @Test
    void a_class_without_the_sdks_builder_is_a_clear_error(ChatApiTestServer server) {
        assertThatThrownBy(() -> SdkClients.create(NoBuilder.class, server))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("this testkit cannot build the " + NoBuilder.class.getName())
                .hasMessageContaining("use the chat-api-sdk and chat-api-testkit of one version");
    }

    @Test
    void a_build_that_fails_says_why(ChatApiTestServer server) {
        assertThatThrownBy(() -> SdkClients.create(Refusing.class, server))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("building a ChatApiClient for the test server at " + server.baseUrl()
                        + " failed: java.lang.IllegalArgumentException: apiKey must not be blank")
                .hasCauseInstanceOf(IllegalArgumentException.class);
    }
}
