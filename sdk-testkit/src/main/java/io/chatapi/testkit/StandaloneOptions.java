package io.chatapi.testkit;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The command line of {@link StandaloneServer}. Flags take their value as the next argument or after
 * {@code =}. The API key is kept out of {@link #toString()}.
 */
final class StandaloneOptions {
    static final int DEFAULT_PORT = 8787;

    static final String USAGE = String.join(
            System.lineSeparator(),
            "Usage: java -jar chat-api-testkit-<version>-standalone.jar [options]",
            "  --port N                    port on 127.0.0.1 (default " + DEFAULT_PORT + "; 0 picks a free one)",
            "  --api-key K                 the key developer/inicialize accepts (default: "
                    + "ChatApiTestServer.DEFAULT_API_KEY)",
            "  --empty                     start with no records instead of the default seed",
            "  --strict                    read the spec literally: edits blank unsent fields, POST parameters",
            "                              only as form fields, varied refusals without a new token",
            "  --chains-per-key one|many   one: a new authentication ends the key's older token chains;",
            "                              many (default): every authentication starts a chain of its own",
            "  --tickets N                 add N generated tickets to the seed",
            "  --threads N                 request threads (default 16)",
            "Faults (probabilities from 0 to 1):",
            "  --close-after-processing P  process, then close the connection without a reply",
            "  --bad-gateway P             answer an HTML 502 page without processing",
            "  --delay-ms MS               hold requests back MS milliseconds ...",
            "  --delay-probability P       ... with this probability (default 1 when --delay-ms is given)",
            "  --expire-tokens P           refuse a current token as expired, ending its chain",
            "  --omit-token-header P       process, but leave the new token out of the reply",
            "  --session-lifetime-ms MS    end every token chain MS milliseconds after its authentication",
            "  --malformed-json P          process, but cut the reply body in half",
            "  --only-on E1,E2             limit faults to these endpoints (names of Endpoint, e.g. ADD_TRIGGER)",
            "  --seed N                    seed of the fault draws (default " + Faults.DEFAULT_SEED + ")",
            "  --help                      print this text");

    private static final Set<String> VALUE_FLAGS = Set.of(
            "--port",
            "--api-key",
            "--tickets",
            "--threads",
            "--chains-per-key",
            "--session-lifetime-ms",
            "--seed",
            "--delay-ms",
            "--delay-probability",
            "--close-after-processing",
            "--bad-gateway",
            "--expire-tokens",
            "--omit-token-header",
            "--malformed-json",
            "--only-on");

    int port = DEFAULT_PORT;
    String apiKey = ChatApiTestServer.DEFAULT_API_KEY;
    boolean empty;
    boolean strict;
    ChainsPerKey chainsPerKey = ChainsPerKey.MANY;
    Duration sessionLifetime = Duration.ZERO;
    int tickets;
    int threads = 16;
    long seed = Faults.DEFAULT_SEED;
    Duration delay;
    Double delayProbability;
    final Map<Fault, Double> probabilities = new EnumMap<>(Fault.class);
    final List<Endpoint> onlyOn = new ArrayList<>();
    boolean help;

    /** Reads {@code args}; throws {@link IllegalArgumentException} with a message for the user. */
    static StandaloneOptions parse(String... args) {
        StandaloneOptions options = new StandaloneOptions();
        for (int i = 0; i < args.length; i++) {
            String flag = args[i];
            String value = null;
            int eq = flag.indexOf('=');
            if (flag.startsWith("--") && eq > 0) {
                value = flag.substring(eq + 1);
                flag = flag.substring(0, eq);
            }
            if (flag.equals("--help") || flag.equals("-h")) {
                options.help = true;
                continue;
            }
            if (flag.equals("--empty")) {
                options.empty = true;
                continue;
            }
            if (flag.equals("--strict")) {
                options.strict = true;
                continue;
            }
            if (!VALUE_FLAGS.contains(flag)) {
                throw new IllegalArgumentException("unknown option " + flag);
            }
            if (value == null) {
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(flag + " needs a value");
                }
                value = args[++i];
            }
            options.set(flag, value);
        }
        return options;
    }

    private void set(String flag, String value) {
        switch (flag) {
            case "--port" -> port = integer(flag, value, 0, 65_535);
            case "--api-key" -> {
                if (value.isBlank()) {
                    throw new IllegalArgumentException("--api-key must not be blank");
                }
                apiKey = value;
            }
            case "--tickets" -> tickets = integer(flag, value, 0, 10_000_000);
            case "--threads" -> threads = integer(flag, value, 1, 1_000);
            case "--chains-per-key" -> {
                try {
                    chainsPerKey = ChainsPerKey.valueOf(value.trim().toUpperCase(Locale.ROOT));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("--chains-per-key needs one or many", e);
                }
            }
            case "--session-lifetime-ms" -> sessionLifetime = Duration.ofMillis(integer(flag, value, 1, 86_400_000));
            case "--seed" -> seed = parseLong(flag, value);
            case "--delay-ms" -> delay = Duration.ofMillis(integer(flag, value, 0, 600_000));
            case "--delay-probability" -> delayProbability = probability(flag, value);
            case "--close-after-processing" ->
                probabilities.put(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, probability(flag, value));
            case "--bad-gateway" -> probabilities.put(Fault.BAD_GATEWAY, probability(flag, value));
            case "--expire-tokens" -> probabilities.put(Fault.EXPIRE_TOKEN, probability(flag, value));
            case "--omit-token-header" -> probabilities.put(Fault.OMIT_TOKEN_HEADER, probability(flag, value));
            case "--malformed-json" -> probabilities.put(Fault.MALFORMED_JSON, probability(flag, value));
            case "--only-on" -> {
                for (String name : value.split(",")) {
                    try {
                        onlyOn.add(Endpoint.valueOf(name.trim().toUpperCase(Locale.ROOT)));
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException("--only-on: no endpoint named " + name.trim(), e);
                    }
                }
            }
            default -> throw new IllegalStateException("a flag in VALUE_FLAGS without a case: " + flag);
        }
    }

    /** A server builder with these settings. */
    ChatApiTestServer.Builder serverSettings() {
        TestData data = empty ? TestData.empty() : TestData.defaults();
        if (tickets > 0) {
            data = data.toBuilder().syntheticTickets(tickets).build();
        }
        return ChatApiTestServer.builder()
                .port(port)
                .apiKey(apiKey)
                .threads(threads)
                .mode(strict ? Mode.STRICT : Mode.TIDY)
                .chainsPerKey(chainsPerKey)
                .data(data);
    }

    /** Applies the fault flags to {@code faults}. */
    void applyTo(Faults faults) {
        faults.seed(seed);
        faults.sessionLifetime(sessionLifetime);
        probabilities.forEach(faults::probability);
        if (delay != null) {
            faults.delay(delay, delayProbability == null ? 1.0 : delayProbability);
        } else if (delayProbability != null) {
            faults.probability(Fault.DELAY, delayProbability);
        }
        if (!onlyOn.isEmpty()) {
            faults.onlyOn(onlyOn.get(0), onlyOn.subList(1, onlyOn.size()).toArray(Endpoint[]::new));
        }
    }

    @Override
    public String toString() {
        return "StandaloneOptions[port=" + port + ", empty=" + empty + ", strict=" + strict + ", chainsPerKey="
                + chainsPerKey + ", sessionLifetime=" + sessionLifetime + ", tickets=" + tickets
                + ", threads=" + threads + ", seed=" + seed + ", delay=" + delay + ", faults=" + probabilities
                + ", onlyOn=" + onlyOn + "]";
    }

    private static int integer(String flag, String value, int min, int max) {
        long number = parseLong(flag, value);
        if (number < min || number > max) {
            throw new IllegalArgumentException(flag + " must be from " + min + " to " + max);
        }
        return (int) number;
    }

    private static long parseLong(String flag, String value) {
        try {
            return Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(flag + " needs a whole number", e);
        }
    }

    private static double probability(String flag, String value) {
        try {
            double p = Double.parseDouble(value.trim());
            if (p >= 0.0 && p <= 1.0) {
                return p;
            }
        } catch (NumberFormatException e) {
            // Falls through to the message below.
        }
        throw new IllegalArgumentException(flag + " needs a probability from 0 to 1");
    }
}
