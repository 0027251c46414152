package io.chatapi.testkit;

import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The fault injection of one server. Each {@link Fault} fires on a request with its probability, or
 * surely on the next few requests given to {@link #next}; {@link #onlyOn} limits all faults to some
 * endpoints. Draws come from a {@link Random} with a fixed seed ({@link #seed}), so a sequential test
 * sees the same faults on every run. Unknown paths are never faulted. Changes apply to the next
 * request; safe to call from any thread.
 *
 * <pre>{@code
 * server.faults().closeConnectionAfterProcessing(0.05).seed(7);
 * server.faults().onlyOn(Endpoint.ADD_TRIGGER).next(Fault.BAD_GATEWAY, 1);
 * }</pre>
 */
public final class Faults {
    /** The seed used until {@link #seed} is called. */
    public static final long DEFAULT_SEED = 42L;

    private final TokenRegistry tokens;
    private final Map<Fault, Double> probabilities = new EnumMap<>(Fault.class);
    private final Map<Fault, AtomicInteger> forced = new EnumMap<>(Fault.class);
    private final AtomicInteger spared = new AtomicInteger();
    private volatile Set<Endpoint> scope = EnumSet.allOf(Endpoint.class);
    private volatile Duration delay = Duration.ofSeconds(1);
    private volatile Random random = new Random(DEFAULT_SEED);

    Faults(TokenRegistry tokens) {
        this.tokens = tokens;
        for (Fault fault : Fault.values()) {
            probabilities.put(fault, 0.0);
            forced.put(fault, new AtomicInteger());
        }
    }

    /**
     * Processes a request, then closes the connection without a reply, with this probability.
     *
     * @param probability 0 (never) to 1 (always)
     * @return this
     */
    public Faults closeConnectionAfterProcessing(double probability) {
        return probability(Fault.CLOSE_CONNECTION_AFTER_PROCESSING, probability);
    }

    /**
     * Answers an HTML page with HTTP 502 instead of processing a request, with this probability.
     *
     * @param probability 0 (never) to 1 (always)
     * @return this
     */
    public Faults badGateway(double probability) {
        return probability(Fault.BAD_GATEWAY, probability);
    }

    /**
     * Holds a request back for {@code delay} before processing it, with this probability.
     *
     * @param delay how long, at least zero
     * @param probability 0 (never) to 1 (always)
     * @return this
     */
    public Faults delay(Duration delay, double probability) {
        if (Objects.requireNonNull(delay, "delay").isNegative()) {
            throw new IllegalArgumentException("delay must not be negative");
        }
        this.delay = delay;
        return probability(Fault.DELAY, probability);
    }

    /**
     * Refuses a request's current token as expired, ending its chain, with this probability.
     *
     * @param probability 0 (never) to 1 (always)
     * @return this
     */
    public Faults expireTokens(double probability) {
        return probability(Fault.EXPIRE_TOKEN, probability);
    }

    /**
     * Ends every token chain now: the next request with a formerly valid token is refused and the
     * client must authenticate again.
     *
     * @return this
     */
    public Faults expireAllTokens() {
        tokens.expireAll();
        return this;
    }

    /**
     * Ends every token chain {@code lifetime} after its authentication, as a service whose sessions
     * expire: a request on an older chain is refused as an invalid token, and the client must
     * authenticate again. Applies to the chains live now too. {@link Duration#ZERO} turns it off, as
     * {@link #clear()} does.
     *
     * @param lifetime how long a chain lives, zero or more
     * @return this
     */
    public Faults sessionLifetime(Duration lifetime) {
        if (Objects.requireNonNull(lifetime, "lifetime").isNegative()) {
            throw new IllegalArgumentException("lifetime must not be negative");
        }
        tokens.sessionLifetime(lifetime);
        return this;
    }

    /**
     * Processes a request and rotates its token but leaves the new token out of the reply, with this
     * probability.
     *
     * @param probability 0 (never) to 1 (always)
     * @return this
     */
    public Faults omitTokenHeader(double probability) {
        return probability(Fault.OMIT_TOKEN_HEADER, probability);
    }

    /**
     * Processes a request but cuts its reply body in half, with this probability.
     *
     * @param probability 0 (never) to 1 (always)
     * @return this
     */
    public Faults malformedJson(double probability) {
        return probability(Fault.MALFORMED_JSON, probability);
    }

    /**
     * Sets the probability of any fault.
     *
     * @param fault the fault
     * @param probability 0 (never) to 1 (always)
     * @return this
     */
    public Faults probability(Fault fault, double probability) {
        if (!(probability >= 0.0 && probability <= 1.0)) {
            throw new IllegalArgumentException("probability must be between 0 and 1: " + probability);
        }
        synchronized (probabilities) {
            probabilities.put(Objects.requireNonNull(fault, "fault"), probability);
        }
        return this;
    }

    /**
     * The probability of a fault.
     *
     * @param fault the fault
     * @return its probability, 0 when off
     */
    public double probability(Fault fault) {
        synchronized (probabilities) {
            return probabilities.get(fault);
        }
    }

    /**
     * Injects {@code fault} into each of the next {@code requests} requests it applies to, whatever
     * its probability. A {@link Fault#DELAY} uses the last delay given, one second by default.
     *
     * @param fault the fault
     * @param requests how many, at least 0 (0 cancels)
     * @return this
     */
    public Faults next(Fault fault, int requests) {
        if (requests < 0) {
            throw new IllegalArgumentException("requests must be at least 0");
        }
        forced.get(Objects.requireNonNull(fault, "fault")).set(requests);
        return this;
    }

    /**
     * Serves the next {@code requests} requests that faults apply to ({@link #onlyOn}) without any fault; the faults
     * set apply from the one after. So a test can fault a client's second read of a list and not its first.
     *
     * @param requests how many, at least 0 (0 cancels)
     * @return this
     */
    public Faults after(int requests) {
        if (requests < 0) {
            throw new IllegalArgumentException("requests must be at least 0");
        }
        spared.set(requests);
        return this;
    }

    /**
     * Limits every fault to these endpoints; the others are served without faults.
     *
     * @param first an endpoint
     * @param more further endpoints
     * @return this
     */
    public Faults onlyOn(Endpoint first, Endpoint... more) {
        scope = Collections.unmodifiableSet(EnumSet.of(first, more));
        return this;
    }

    /**
     * Restarts the random draws from {@code seed}.
     *
     * @param seed any value
     * @return this
     */
    public Faults seed(long seed) {
        random = new Random(seed);
        return this;
    }

    /**
     * Turns every fault off (the session lifetime too), cancels {@link #next} counts, removes the
     * {@link #onlyOn} limit, and restarts the draws from {@link #DEFAULT_SEED}. Does not bring expired
     * tokens back.
     *
     * @return this
     */
    public Faults clear() {
        for (Fault fault : Fault.values()) {
            probability(fault, 0.0);
            forced.get(fault).set(0);
        }
        spared.set(0);
        scope = EnumSet.allOf(Endpoint.class);
        delay = Duration.ofSeconds(1);
        tokens.sessionLifetime(Duration.ZERO);
        return seed(DEFAULT_SEED);
    }

    /** Whether this request to {@code endpoint} is one {@link #after} spares; consumes a spared count. */
    boolean spares(Endpoint endpoint) {
        return scope.contains(endpoint) && spared.getAndUpdate(n -> n > 0 ? n - 1 : 0) > 0;
    }

    /** Whether {@code fault} fires on this request to {@code endpoint}; consumes a forced count. */
    boolean fires(Fault fault, Endpoint endpoint) {
        if (!scope.contains(endpoint) || (fault == Fault.EXPIRE_TOKEN && !endpoint.requiresToken())) {
            return false;
        }
        AtomicInteger remaining = forced.get(fault);
        if (remaining.getAndUpdate(n -> n > 0 ? n - 1 : 0) > 0) {
            return true;
        }
        double p = probability(fault);
        return p > 0.0 && (p >= 1.0 || random.nextDouble() < p);
    }

    /** The delay a firing {@link Fault#DELAY} waits. */
    Duration delay() {
        return delay;
    }

    /** The faults that are on, for example {@code Faults[BAD_GATEWAY=0.2, next DELAY=1, delay=PT0.5S]}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("Faults[");
        for (Fault fault : Fault.values()) {
            double p = probability(fault);
            if (p > 0) {
                text.append(text.length() > 7 ? ", " : "")
                        .append(fault)
                        .append('=')
                        .append(p);
            }
            int next = forced.get(fault).get();
            if (next > 0) {
                text.append(text.length() > 7 ? ", " : "")
                        .append("next ")
                        .append(fault)
                        .append('=')
                        .append(next);
            }
        }
        if (probability(Fault.DELAY) > 0 || forced.get(Fault.DELAY).get() > 0) {
            text.append(", delay=").append(delay);
        }
        if (!tokens.sessionLifetime().isZero()) {
            text.append(text.length() > 7 ? ", " : "")
                    .append("sessionLifetime=")
                    .append(tokens.sessionLifetime());
        }
        if (scope.size() < Endpoint.values().length) {
            text.append(", onlyOn=").append(scope);
        }
        return text.append(text.length() > 7 ? "]" : "none]").toString();
    }
}
