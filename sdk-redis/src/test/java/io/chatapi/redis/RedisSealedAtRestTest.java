package io.chatapi.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.ChatApiClient;
import io.chatapi.sdk.chain.ChainId;
import io.chatapi.sdk.chain.ChainStore.RecordLock;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.testkit.ChainsPerKey;
import io.chatapi.testkit.ChatApiTestServer;
import io.chatapi.testkit.DefaultData;
import io.chatapi.testkit.Endpoint;
import io.lettuce.core.KeyScanCursor;
import io.lettuce.core.RedisClient;
import io.lettuce.core.ScanArgs;
import io.lettuce.core.ScanCursor;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * As an attacker who can read the Redis but has no API key (#48 item 2): two replicas chain calls through the store,
 * then every key name and every value in Redis, and every part of them that looks like a token, is tried as the session
 * token against the server. None may work, while a reader with the API key opens the stored token and it does.
 */
class RedisSealedAtRestTest {
    private static final String IDENTITY = "agents login=ann.shopper@example.com";
    // The testkit's tokens are 40 hex digits; any run of token-like characters is tried too.
    private static final Pattern TOKEN_LIKE = Pattern.compile("[A-Za-z0-9_\\-+/=]{8,}");
    private static final Pattern HEX_RUN = Pattern.compile("[0-9a-f]{40,}");

    private RedisServer redis;
    private Stores stores;
    private ChatApiTestServer server;
    private final OkHttpClient http = new OkHttpClient();

    @BeforeEach
    void start() {
        redis = RedisServer.start();
        stores = new Stores(redis);
        server = ChatApiTestServer.builder().chainsPerKey(ChainsPerKey.ONE).build();
    }

    @AfterEach
    void stop() {
        stores.close();
        redis.close();
        server.close();
    }

    private ChatApiClient client(RedisChainStoreFactory replica) {
        return ChatApiClient.builder()
                .baseUrl(server.baseUrl())
                .apiKey(server.apiKey())
                .chainStore(replica)
                .logLevel(LogLevel.OFF)
                .build();
    }

    @Test
    void nothingARedisReaderSeesWorksAsASessionTokenWhileReplicasWithTheKeyChainOn() throws Exception {
        RedisChainStoreFactory first = stores.replica();
        RedisChainStoreFactory second = stores.replica();
        RecordLock lock;
        try (ChatApiClient a = client(first);
                ChatApiClient b = client(second)) {
            for (int i = 0; i < 10; i++) {
                a.agents().get(DefaultData.ADMIN_UUID);
                b.agents().get(DefaultData.ADMIN_UUID);
            }
            assertThat(server.counters().requests(Endpoint.AUTHENTICATE))
                    .as("two replicas on one Redis share one chain")
                    .isEqualTo(1);
            assertThat(server.counters().tokenViolations()).isZero();
            lock = first.open(chain(0)).lockRecord(IDENTITY, Duration.ofSeconds(30), Duration.ZERO);
        }

        Map<String, List<String>> everything = dump();
        assertThat(everything).as("the chain is in Redis").isNotEmpty();
        Set<String> candidates = new LinkedHashSet<>();
        everything.forEach((key, values) -> {
            candidates.addAll(tokenLike(key));
            values.forEach(value -> candidates.addAll(tokenLike(value)));
        });

        List<String> working = new ArrayList<>();
        for (String candidate : candidates) {
            if (worksAsToken(candidate)) {
                working.add(candidate);
            }
        }
        assertThat(candidates).hasSizeGreaterThan(10);
        assertThat(working)
                .as("of %d strings read from Redis", candidates.size())
                .isEmpty();

        String plainLockDigest = HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256").digest(IDENTITY.getBytes(StandardCharsets.UTF_8)));
        assertThat(everything.keySet())
                .as("a lock is named by a keyed digest: a guessed e-mail cannot be tested against it")
                .anySatisfy(name -> assertThat(name).contains(":record:"))
                .noneMatch(name -> name.contains(plainLockDigest))
                .noneMatch(name -> name.contains(chain(0).keyId()))
                .noneMatch(name -> name.contains("example.com"));
        lock.close();

        // A reader with the API key opens the stored token, and it is the chain's live one: the attempts above
        // could have found it had it been there in clear.
        String tokenKey = ChainKeys.of(stores.prefix(), chain(0)).token();
        String stored = everything.get(tokenKey).get(0);
        String opened = new TokenSeal(chain(0).secret(), tokenKey).open(stored);
        assertThat(stored).doesNotContain(opened);
        assertThat(worksAsToken(opened)).isTrue();
    }

    @Test
    void aSealedTokenOpensOnlyUnderItsOwnNameWithItsOwnKey() throws Exception {
        String tokenKey = ChainKeys.of("p:", chain(0)).token();
        TokenSeal seal = new TokenSeal(chain(0).secret(), tokenKey);
        String sealed = seal.seal("0123456789abcdef0123456789abcdef01234567");

        assertThat(seal.open(sealed)).isEqualTo("0123456789abcdef0123456789abcdef01234567");
        assertThat(seal.seal("0123456789abcdef0123456789abcdef01234567"))
                .as("a new nonce per write")
                .isNotEqualTo(sealed);
        TokenSeal otherChain =
                new TokenSeal(chain(0).secret(), ChainKeys.of("p:", chain(1)).token());
        TokenSeal otherKey =
                new TokenSeal(ChainId.of(server.baseUrl(), "another-api-key", 0).secret(), tokenKey);
        String tampered = sealed.substring(0, sealed.length() - 2) + (sealed.endsWith("A") ? "BB" : "AA");
        for (Runnable attempt : List.<Runnable>of(
                () -> open(otherChain, sealed),
                () -> open(otherKey, sealed),
                () -> open(seal, tampered),
                () -> open(seal, "0123456789abcdef0123456789abcdef01234567"))) {
            assertThat(org.assertj.core.api.Assertions.catchThrowable(attempt::run))
                    .hasCauseInstanceOf(TokenSeal.Unreadable.class);
        }
    }

    @Test
    void aValueMovedFromAnotherChainIsNotUsedTheHolderAuthenticates() throws Exception {
        RedisChainStore zero = stores.replica().open(chain(0));
        RedisChainStore one = stores.replica().open(chain(1));
        try (var turn = zero.acquire(Duration.ofSeconds(5))) {
            turn.token("token-of-chain-zero");
        }
        String moved = redis.command("GET", zero.keys().token());
        redis.command("SET", one.keys().token(), moved);

        try (var turn = one.acquire(Duration.ofSeconds(5))) {
            assertThat(turn.token()).isNull();
        }
    }

    private static void open(TokenSeal seal, String value) {
        try {
            seal.open(value);
        } catch (TokenSeal.Unreadable e) {
            throw new IllegalStateException(e);
        }
    }

    private ChainId chain(int index) {
        return ChainId.of(server.baseUrl(), server.apiKey(), index);
    }

    /** Every key in Redis and what it holds, read as its type says. */
    private Map<String, List<String>> dump() {
        RedisClient client = redis.client();
        try (StatefulRedisConnection<String, String> connection = client.connect()) {
            RedisCommands<String, String> sync = connection.sync();
            Map<String, List<String>> all = new java.util.TreeMap<>();
            ScanCursor cursor = ScanCursor.INITIAL;
            do {
                KeyScanCursor<String> page = sync.scan(cursor, ScanArgs.Builder.limit(100));
                for (String key : page.getKeys()) {
                    all.put(key, values(sync, key));
                }
                cursor = page;
            } while (!cursor.isFinished());
            return all;
        } finally {
            client.shutdown();
        }
    }

    private static List<String> values(RedisCommands<String, String> sync, String key) {
        List<String> values = new ArrayList<>();
        switch (sync.type(key)) {
            case "string" -> values.add(sync.get(key));
            case "hash" ->
                sync.hgetall(key).forEach((field, value) -> {
                    values.add(field);
                    values.add(value);
                });
            case "list" -> values.addAll(sync.lrange(key, 0, -1));
            case "set" -> values.addAll(sync.smembers(key));
            case "zset" -> values.addAll(sync.zrange(key, 0, -1));
            case "none" -> {
                // Expired between SCAN and TYPE.
            }
            default -> throw new IllegalStateException("a key of an unexpected type: " + sync.type(key));
        }
        return values;
    }

    /** The string, each run of token-like characters in it, and each 40-digit window of a longer hex run. */
    private static Set<String> tokenLike(String text) {
        Set<String> parts = new LinkedHashSet<>();
        if (text == null || text.isEmpty()) {
            return parts;
        }
        parts.add(text);
        Matcher runs = TOKEN_LIKE.matcher(text);
        while (runs.find()) {
            parts.add(runs.group());
        }
        Matcher hex = HEX_RUN.matcher(text);
        while (hex.find()) {
            String run = hex.group();
            for (int i = 0; i + 40 <= run.length(); i++) {
                parts.add(run.substring(i, i + 40));
            }
        }
        return parts;
    }

    /** Whether the server accepts {@code token}: a reply that carries the chain's next token. */
    private boolean worksAsToken(String token) throws Exception {
        if (token.chars().anyMatch(c -> c < 0x21 || c > 0x7e)) {
            return false; // cannot be sent as a header
        }
        Request request = new Request.Builder()
                .url(server.baseUrl() + "users/lists")
                .header("x-user-token", token)
                .build();
        try (Response reply = http.newCall(request).execute()) {
            return reply.header("x-user-token") != null;
        }
    }
}
