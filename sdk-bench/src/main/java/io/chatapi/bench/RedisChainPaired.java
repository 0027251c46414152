package io.chatapi.bench;

/**
 * {@link RedisChainBench}'s comparison in paired rounds: calls with the chain in Redis and with the chain in memory
 * alternate in short rounds in one JVM, against the same server answering 20 ms late, and the verdict is the median
 * of the per-round ratios (see {@link PairedRounds}).
 */
final class RedisChainPaired {
    /** 25 calls of about 20 ms a side: half a second per side and round. */
    private static final int CALLS_PER_ROUND = 25;

    private static final int WARM_UP_ROUNDS = 3;

    private RedisChainPaired() {}

    /** Runs the comparison and returns its verdict line. */
    static String run(int rounds) {
        System.out.println("# Redis-shared chain vs in-process chain, paired: " + rounds + " rounds of "
                + CALLS_PER_ROUND + " calls a side, " + RedisChainLoopback.DELAY.toMillis() + " ms a request");
        RedisChainLoopback loop = new RedisChainLoopback();
        loop.start();
        try {
            return new PairedRounds(rounds)
                    .compare(
                            "Redis-shared chain per call, " + RedisChainLoopback.DELAY.toMillis()
                                    + " ms a request (sdk = chain in Redis)",
                            "chain in memory",
                            1.10,
                            CALLS_PER_ROUND,
                            WARM_UP_ROUNDS,
                            loop::redisCall,
                            loop::inProcessCall);
        } finally {
            loop.stop();
        }
    }
}
