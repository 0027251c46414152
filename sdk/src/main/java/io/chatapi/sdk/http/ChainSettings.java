package io.chatapi.sdk.http;

import io.chatapi.sdk.chain.ChainStore;
import io.chatapi.sdk.chain.InProcessChainStore;
import java.util.regex.Pattern;

/**
 * How a client's token chains run; each component is the {@code ChatApiClientBuilder} setting of that
 * name, checked there.
 *
 * @param maxChains how many chains calls may run on at once (1 to {@link #MAX_CHAINS})
 * @param store where each chain keeps its token and turn
 * @param tokenRefusal found in the message of a reply without a new token, marks a refused token: the
 *     call is then sent again after a fresh authentication
 */
public record ChainSettings(int maxChains, ChainStore.Factory store, Pattern tokenRefusal) {
    /** The most chains a client may open. */
    public static final int MAX_CHAINS = 64;

    /**
     * The usual wordings of a refused access token: "invalid token", "missing token", "token expired",
     * "unauthorized", "session expired", "not logged in" and their kin, any case. The testkit says
     * {@code Error - invalid token} and {@code Error - missing token}.
     */
    public static final Pattern DEFAULT_TOKEN_REFUSAL = Pattern.compile(
            "\\b(invalid|missing|expired|unknown|wrong|bad|revoked|used|no)\\s+(access\\s+|user\\s+|x-user-)?token\\b"
                    + "|\\btoken\\s+(is\\s+|has\\s+)?(been\\s+)?(invalid|missing|expired|required|revoked|not\\s+valid"
                    + "|already\\s+used)\\b"
                    + "|\\b(unauthori[sz]ed|unauthenticated|not\\s+authenticated|not\\s+logged\\s+in"
                    + "|session\\s+(has\\s+)?expired)\\b",
            Pattern.CASE_INSENSITIVE);

    /** One chain, kept in this process, refusals read by {@link #DEFAULT_TOKEN_REFUSAL}. */
    public static final ChainSettings DEFAULTS =
            new ChainSettings(1, InProcessChainStore.factory(), DEFAULT_TOKEN_REFUSAL);
}
