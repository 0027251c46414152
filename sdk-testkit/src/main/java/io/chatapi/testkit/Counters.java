package io.chatapi.testkit;

import java.time.Duration;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * What a server has seen since start or the last {@link #reset()}: requests and applied writes per
 * endpoint, refused tokens, injected faults and unknown paths. Safe to read while requests run.
 */
public final class Counters {
    private final Map<Endpoint, LongAdder> requests = adders(Endpoint.class);
    private final Map<Endpoint, LongAdder> writes = adders(Endpoint.class);
    private final Map<Fault, LongAdder> faults = adders(Fault.class);
    private final LongAdder tokenViolations = new LongAdder();
    private final LongAdder unknownPaths = new LongAdder();
    private final LongAdder expiredSessions = new LongAdder();

    Counters() {}

    /**
     * Requests routed to {@code endpoint}, in any path form, whatever their outcome.
     *
     * @param endpoint the endpoint
     * @return the count
     */
    public long requests(Endpoint endpoint) {
        return requests.get(endpoint).sum();
    }

    /**
     * Requests routed to any endpoint.
     *
     * @return the count
     */
    public long totalRequests() {
        return sum(requests);
    }

    /**
     * Requests to {@code endpoint} that changed the server's state (refused writes do not count).
     *
     * @param endpoint the endpoint
     * @return the count
     */
    public long writes(Endpoint endpoint) {
        return writes.get(endpoint).sum();
    }

    /**
     * Requests that changed the server's state, over all endpoints.
     *
     * @return the count
     */
    public long totalWrites() {
        return sum(writes);
    }

    /**
     * Requests refused for their token: missing, unknown, reused or expired.
     *
     * @return the count
     */
    public long tokenViolations() {
        return tokenViolations.sum();
    }

    /**
     * Requests refused because their token chain had outlived the session lifetime ({@link
     * Faults#sessionLifetime(Duration)}); each is also one of {@link #tokenViolations()}.
     *
     * @return the count
     */
    public long expiredSessions() {
        return expiredSessions.sum();
    }

    /**
     * Times {@code fault} was injected.
     *
     * @param fault the fault
     * @return the count
     */
    public long faults(Fault fault) {
        return faults.get(fault).sum();
    }

    /**
     * Requests answered HTTP 404 or 405 because no endpoint matched.
     *
     * @return the count
     */
    public long unknownPaths() {
        return unknownPaths.sum();
    }

    /**
     * A snapshot of {@link #requests(Endpoint)} for the endpoints requested at least once.
     *
     * @return endpoint to count, in declaration order
     */
    public Map<Endpoint, Long> requestsByEndpoint() {
        return snapshot(requests);
    }

    /**
     * A snapshot of {@link #writes(Endpoint)} for the endpoints written at least once.
     *
     * @return endpoint to count, in declaration order
     */
    public Map<Endpoint, Long> writesByEndpoint() {
        return snapshot(writes);
    }

    /** Sets every count to zero. */
    public void reset() {
        requests.values().forEach(LongAdder::reset);
        writes.values().forEach(LongAdder::reset);
        faults.values().forEach(LongAdder::reset);
        tokenViolations.reset();
        unknownPaths.reset();
        expiredSessions.reset();
    }

    void request(Endpoint endpoint) {
        requests.get(endpoint).increment();
    }

    void write(Endpoint endpoint) {
        writes.get(endpoint).increment();
    }

    void fault(Fault fault) {
        faults.get(fault).increment();
    }

    void tokenViolation() {
        tokenViolations.increment();
    }

    void expiredSession() {
        expiredSessions.increment();
    }

    void unknownPath() {
        unknownPaths.increment();
    }

    @Override
    public String toString() {
        return "Counters[requests=" + requestsByEndpoint() + ", writes=" + writesByEndpoint() + ", tokenViolations="
                + tokenViolations() + ", expiredSessions=" + expiredSessions() + ", unknownPaths=" + unknownPaths()
                + "]";
    }

    private static <K extends Enum<K>> Map<K, LongAdder> adders(Class<K> type) {
        Map<K, LongAdder> map = new EnumMap<>(type);
        for (K key : type.getEnumConstants()) {
            map.put(key, new LongAdder());
        }
        return Collections.unmodifiableMap(map);
    }

    private static <K extends Enum<K>> long sum(Map<K, LongAdder> adders) {
        return adders.values().stream().mapToLong(LongAdder::sum).sum();
    }

    private static <K extends Enum<K>> Map<K, Long> snapshot(Map<K, LongAdder> adders) {
        Map<K, Long> copy = new LinkedHashMap<>();
        adders.forEach((key, adder) -> {
            long count = adder.sum();
            if (count > 0) {
                copy.put(key, count);
            }
        });
        return Collections.unmodifiableMap(copy);
    }
}
