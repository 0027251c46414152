package io.chatapi.redis;

import io.chatapi.sdk.chain.ChainId;

/**
 * The Redis names of one chain. All keys share the hash tag {@code {keyId:index}}, so that on Redis Cluster they sit
 * in one slot and the scripts, which touch several of them, may run there.
 *
 * @param lease the lease: the current holder's owner value, with a TTL
 * @param token the chain's current token, without a TTL
 * @param lastHolder the store id of the latest holder (for the turn-taking rule in {@link LeaseScripts})
 * @param waiting a sorted set of the stores that asked for the lease lately without getting it, scored by when
 *     their entries lapse
 * @param releases the pub/sub channel told of every release
 */
record ChainKeys(String lease, String token, String lastHolder, String waiting, String releases) {
    static ChainKeys of(String prefix, ChainId chain) {
        String base = prefix + "{" + chain.keyId() + ":" + chain.index() + "}:";
        return new ChainKeys(base + "lease", base + "token", base + "last", base + "waiting", base + "released");
    }
}
