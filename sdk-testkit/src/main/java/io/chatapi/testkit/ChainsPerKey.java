package io.chatapi.testkit;

/**
 * Whether a new authentication ends the key's older token chains, which the spec does not say. Chosen
 * with {@link ChatApiTestServer.Builder#chainsPerKey(ChainsPerKey)} or the standalone flag {@code
 * --chains-per-key one|many}; the server has one API key, so "the key's chains" are all of them.
 */
public enum ChainsPerKey {
    /**
     * The default: every authentication starts a chain of its own and the older ones live on, so several
     * clients (or one client's parallel chains) on one key never end each other's.
     */
    MANY,

    /**
     * One chain per key: a new authentication ends every older chain, whose current token is then
     * refused as an invalid token, as for a service that keeps one session per key. Several processes
     * on one key then end each other's chains unless they share one.
     */
    ONE
}
