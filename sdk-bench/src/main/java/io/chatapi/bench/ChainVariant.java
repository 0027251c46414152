package io.chatapi.bench;

import io.chatapi.sdk.ChatApiClientBuilder;
import java.util.function.UnaryOperator;

/**
 * The SDK clients {@link ParallelChainsBench} and {@link PairedRounds} compare at 20 ms a request, each
 * against {@link #ONE_CHAIN} and the hand-written client. Another way of keeping chains (a store shared
 * by processes) is one more constant here, a {@code ParallelChainsBench.sdk…:NAME} entry in {@link
 * BenchSuite}'s groups and a target line; the paired rounds take every constant by themselves.
 */
public enum ChainVariant {
    /** The default client: one token chain, kept in this process. */
    ONE_CHAIN("sdk, one chain", builder -> builder),

    /** {@code maxChains(8)}, the chains kept in this process. */
    EIGHT_CHAINS("sdk, maxChains(8)", builder -> builder.maxChains(8));

    private final String label;
    private final UnaryOperator<ChatApiClientBuilder> settings;

    ChainVariant(String label, UnaryOperator<ChatApiClientBuilder> settings) {
        this.label = label;
        this.settings = settings;
    }

    /** {@return the builder with this variant's settings} */
    ChatApiClientBuilder configure(ChatApiClientBuilder builder) {
        return settings.apply(builder);
    }

    /** {@return how verdict lines name this variant} */
    String label() {
        return label;
    }
}
