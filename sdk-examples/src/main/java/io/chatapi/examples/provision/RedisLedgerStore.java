package io.chatapi.examples.provision;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.DurationText;
import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisException;
import io.lettuce.core.RedisURI;
import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.SetArgs;
import io.lettuce.core.SocketOptions;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A team's ledger in Redis, with its lock, as Terraform keeps remote state with a lock: {@code NAME:ledger} holds the
 * ledger's JSON, {@code NAME:lock} the holder (pid, host, start) for as long as its lease lasts, {@code NAME:fence} a
 * counter that gives each holder a larger fencing token, and {@code NAME:ledger-fence} the token of the last write.
 *
 * <p>The lock is a lease ({@code SET NX PX}): the holder renews it every third of the lease while it runs, so a
 * holder killed with {@code -9} blocks the next run for at most one lease. A holder that lost its lease (paused past
 * it, or cut off from Redis, or the Redis restarted without its data) never writes: every write is one script that
 * checks, inside Redis, that the lock is still this holder's and that no later holder has written (the fencing
 * token), and {@link #checkHeld()} asks the same before each change is sent.
 *
 * <p>A ledger is durable state. When the lock is taken, the Redis's persistence is checked ({@code CONFIG GET
 * appendonly} and {@code save}): one that would lose the ledger on a restart is refused, unless the operator accepts
 * it ({@code --accept-volatile-ledger}), then said loudly on every run.
 */
final class RedisLedgerStore implements LedgerStore, AutoCloseable {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration POLL = Duration.ofMillis(200);

    /** Renews the lease when it is still this holder's. */
    private static final String RENEW =
            "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0"
                    + " end";
    /** Writes the ledger when the lease is still this holder's and no later holder wrote (the fencing token). */
    private static final String WRITE = "if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end "
            + "local last = tonumber(redis.call('GET', KEYS[3]) or '0') "
            + "if last > tonumber(ARGV[3]) then return -1 end "
            + "redis.call('SET', KEYS[2], ARGV[2]) redis.call('SET', KEYS[3], ARGV[3]) return 1";
    /** Releases the lock when it is still this holder's. */
    private static final String RELEASE =
            "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end";
    /** Deletes the ledger when the lease is still this holder's. */
    private static final String DELETE =
            "if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end " + "redis.call('DEL', KEYS[2]) return 1";

    private final LedgerLocation.Redis location;
    private final RedisClient client;
    private final StatefulRedisConnection<String, String> connection;
    private final RedisCommands<String, String> redis;
    private final Duration lease;
    private final String holder;
    private final long fence;
    private final AtomicBoolean lost = new AtomicBoolean();
    private final ScheduledExecutorService renewer;

    private RedisLedgerStore(
            LedgerLocation.Redis location,
            RedisClient client,
            StatefulRedisConnection<String, String> connection,
            Duration lease,
            String holder,
            long fence) {
        this.location = location;
        this.client = client;
        this.connection = connection;
        this.redis = connection.sync();
        this.lease = lease;
        this.holder = holder;
        this.fence = fence;
        this.renewer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "ledger-lease-renewer");
            t.setDaemon(true);
            return t;
        });
        long every = Math.max(100, lease.toMillis() / 3);
        renewer.scheduleWithFixedDelay(this::renew, every, every, TimeUnit.MILLISECONDS);
    }

    /**
     * Connects to the Redis, takes the ledger's lock (waiting up to {@code wait} while another run holds it, saying so
     * on {@code notices}) and checks that the Redis keeps its data over a restart.
     *
     * @param lease how long the lock outlives a holder that stopped renewing it (killed, cut off)
     * @param acceptVolatile whether a Redis without persistence is accepted (with a warning) rather than refused
     * @throws BadInputException when another run still holds the lock, naming it; when the Redis cannot be reached or
     *     refuses the credentials; or when it would lose the ledger on a restart and that was not accepted
     */
    static RedisLedgerStore open(
            LedgerLocation.Redis location, Duration wait, Duration lease, boolean acceptVolatile, PrintStream notices) {
        RedisURI.Builder uri = RedisURI.builder()
                .withHost(location.host())
                .withPort(location.port())
                .withSsl(location.tls())
                .withTimeout(Duration.ofSeconds(5));
        if (location.password().isPresent()) {
            uri = location.user().isPresent()
                    ? uri.withAuthentication(
                            location.user().get(), location.password().get())
                    : uri.withPassword(location.password().get().toCharArray());
        }
        RedisClient client = RedisClient.create(uri.build());
        client.setOptions(ClientOptions.builder()
                // A command while cut off fails at once (the lease decides), rather than queue and write late.
                .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
                .socketOptions(SocketOptions.builder()
                        .connectTimeout(Duration.ofSeconds(5))
                        .build())
                .build());
        StatefulRedisConnection<String, String> connection;
        try {
            connection = client.connect();
        } catch (RedisException e) {
            client.shutdown();
            throw new BadInputException("the ledger's Redis " + location.shown() + " could not be reached or refused"
                    + " the credentials (" + reason(e) + "); nothing was read or changed");
        }
        try {
            RedisCommands<String, String> redis = connection.sync();
            checkPersistence(redis, location, acceptVolatile, notices);
            String holder = holderText();
            long start = System.nanoTime();
            long deadline = start + wait.toNanos();
            boolean waited = false;
            while (true) {
                String taken = redis.set(
                        key(location, "lock"), holder, SetArgs.Builder.nx().px(lease.toMillis()));
                if ("OK".equals(taken)) {
                    long fence = redis.incr(key(location, "fence"));
                    if (waited) {
                        notices.println("Took the lock of " + location.shown() + " after waiting "
                                + DurationText.format(Duration.ofNanos(System.nanoTime() - start)) + ".");
                    }
                    return new RedisLedgerStore(location, client, connection, lease, holder, fence);
                }
                String who = describe(redis.get(key(location, "lock")));
                if (System.nanoTime() - deadline >= 0) {
                    throw new BadInputException("another provision run holds the lock of the ledger " + location.shown()
                            + " (" + who + ")" + (wait.isZero() ? "" : ", still after " + DurationText.format(wait))
                            + "; nothing was read or changed. Let it finish, or give --lock-timeout DURATION to wait"
                            + " for it (a holder that was killed lets go within its lease, "
                            + DurationText.format(lease) + ")");
                }
                if (!waited) {
                    waited = true;
                    notices.println("Waiting up to " + DurationText.format(wait) + " (--lock-timeout) for the lock of "
                            + location.shown() + ", held by another provision run (" + who + ")…");
                }
                Thread.sleep(POLL.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            closeQuietly(connection, client);
            throw new BadInputException("interrupted while waiting for the lock of " + location.shown(), e);
        } catch (RedisException e) {
            closeQuietly(connection, client);
            throw new BadInputException("the ledger's Redis " + location.shown() + " failed (" + reason(e)
                    + "); nothing was read or changed");
        } catch (RuntimeException e) {
            closeQuietly(connection, client);
            throw e;
        }
    }

    /**
     * Refuses (or, when accepted, warns of) a Redis that keeps nothing over a restart: neither AOF ({@code appendonly
     * yes}) nor RDB snapshots ({@code save} rules). A Redis that does not let this user read its configuration
     * (a managed service, an ACL) is warned of, not refused: its persistence cannot be told from here.
     */
    private static void checkPersistence(
            RedisCommands<String, String> redis,
            LedgerLocation.Redis location,
            boolean acceptVolatile,
            PrintStream notices) {
        Map<String, String> config;
        try {
            config = redis.configGet("appendonly", "save");
        } catch (RedisException e) {
            notices.println("warning: the persistence of the ledger's Redis " + location.shown() + " could not be"
                    + " checked (CONFIG GET refused: " + reason(e) + "). A Redis that keeps nothing over a restart"
                    + " loses the ledger, and with it what this tool owns: make sure it has AOF (appendonly yes) or"
                    + " RDB snapshots.");
            return;
        }
        boolean aof = "yes".equalsIgnoreCase(config.getOrDefault("appendonly", "no"));
        boolean rdb = !config.getOrDefault("save", "").isBlank();
        if (aof || rdb) {
            return;
        }
        String why =
                "the ledger's Redis " + location.shown() + " keeps nothing over a restart (appendonly no, save \"\"):"
                        + " a restart loses the ledger, and with it every record this tool owns (a later --prune deletes"
                        + " nothing, a later run makes nothing twice only by finding records on the server)";
        if (!acceptVolatile) {
            throw new BadInputException(why + ". Turn on AOF (CONFIG SET appendonly yes; appendfsync everysec) or RDB"
                    + " snapshots, or give --accept-volatile-ledger to use it anyway; nothing was read or changed");
        }
        notices.println("WARNING: " + why + ". Accepted by --accept-volatile-ledger.");
    }

    private static String holderText() {
        ProcessHandle self = ProcessHandle.current();
        return JSON.createObjectNode()
                .put("id", UUID.randomUUID().toString())
                .put("pid", self.pid())
                .put("host", host())
                .put("started", self.info().startInstant().orElse(Instant.now()).toString())
                .toString();
    }

    /** {@code pid 4711 on build-7, started …} from a holder's text; what a lock of another tool holds, as it is. */
    private static String describe(String text) {
        if (text == null) {
            return "it was released just now";
        }
        try {
            JsonNode holder = JSON.readTree(text);
            return "pid " + holder.path("pid").asText("?") + " on "
                    + holder.path("host").asText("?") + ", started "
                    + holder.path("started").asText("?");
        } catch (IOException e) {
            return "a holder this tool did not write";
        }
    }

    private static String host() {
        try {
            return Optional.ofNullable(InetAddress.getLocalHost().getHostName()).orElse("?");
        } catch (IOException e) {
            return "?";
        }
    }

    private static String key(LedgerLocation.Redis location, String part) {
        return location.name() + ":" + part;
    }

    /** A failure's reason without anything the URL carried: Lettuce's messages name host and port, never a password. */
    private static String reason(RuntimeException e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
    }

    /** The fencing token of this holder: larger than every earlier holder's. */
    long fence() {
        return fence;
    }

    private void renew() {
        try {
            Long renewed = redis.eval(
                    RENEW,
                    ScriptOutputType.INTEGER,
                    new String[] {key(location, "lock")},
                    holder,
                    Long.toString(lease.toMillis()));
            if (renewed == null || renewed == 0) {
                lost.set(true);
            }
        } catch (RedisException e) {
            // Cut off for now: the next renewal may reach it; the lease decides, and every write checks it.
        }
    }

    @Override
    public String where() {
        return location.shown();
    }

    @Override
    public Optional<String> read() {
        try {
            return Optional.ofNullable(redis.get(key(location, "ledger")));
        } catch (RedisException e) {
            throw new BadInputException("ledger " + location.shown() + ": cannot read (" + reason(e) + ")");
        }
    }

    @Override
    public void write(String text) {
        Long written;
        try {
            written = redis.eval(
                    WRITE,
                    ScriptOutputType.INTEGER,
                    new String[] {key(location, "lock"), key(location, "ledger"), key(location, "ledger-fence")},
                    holder,
                    text,
                    Long.toString(fence));
        } catch (RedisException e) {
            throw new UncheckedIOException(
                    "ledger " + location.shown() + " was not written (" + reason(e) + "); it stopped before writing."
                            + " Run again",
                    new IOException(e));
        }
        if (written == null || written != 1) {
            lost.set(true);
            throw leaseLost(
                    written != null && written == -1
                            ? "a later holder has written it"
                            : "its lock is no longer" + " this run's");
        }
    }

    @Override
    public void checkHeld() {
        String now;
        try {
            now = redis.get(key(location, "lock"));
        } catch (RedisException e) {
            throw new UncheckedIOException(
                    "the lock of the ledger " + location.shown() + " could not be checked (" + reason(e) + ")",
                    new IOException(e));
        }
        if (lost.get() || !holder.equals(now)) {
            lost.set(true);
            throw leaseLost("its lock is no longer this run's");
        }
    }

    private UncheckedIOException leaseLost(String why) {
        String message = "this run lost the lease of the ledger " + location.shown() + " (" + why + ": held past its"
                + " lease of " + DurationText.format(lease) + ", cut off from Redis, or the Redis restarted without its"
                + " data); it stopped before writing. Run again";
        return new UncheckedIOException(message, new IOException(message));
    }

    @Override
    public void delete() {
        Long deleted = redis.eval(
                DELETE,
                ScriptOutputType.INTEGER,
                new String[] {key(location, "lock"), key(location, "ledger")},
                holder);
        if (deleted == null || deleted != 1) {
            throw leaseLost("its lock is no longer this run's");
        }
    }

    /** Whether this run lost its lease, as the renewals or a write found. */
    boolean lost() {
        return lost.get();
    }

    /** Stops renewing, releases the lock if it is still this run's, and disconnects. */
    @Override
    public void close() {
        renewer.shutdownNow();
        try {
            redis.eval(RELEASE, ScriptOutputType.INTEGER, new String[] {key(location, "lock")}, holder);
        } catch (RedisException e) {
            // Not reachable: the lease lets go by itself.
        }
        closeQuietly(connection, client);
    }

    private static void closeQuietly(StatefulRedisConnection<String, String> connection, RedisClient client) {
        try {
            connection.close();
        } finally {
            client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
        }
    }

    /** Never the password. */
    @Override
    public String toString() {
        return "RedisLedgerStore[" + location.shown() + ", fence " + fence + "]";
    }
}
