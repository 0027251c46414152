package io.chatapi.sdk;

import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.options.ClientOptions;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * Settings of their own for some calls, given to {@link ChatApiClient#withOptions}: the per-call part of {@link
 * ClientOptions}, each one checked as there; each one left unset keeps the client's. Immutable.
 *
 * <pre>{@code
 * ChatApiClient quick = client.withOptions(CallOptions.builder()
 *         .callTimeout(Duration.ofSeconds(2))
 *         .readRetries(0)
 *         .build());
 * quick.agents().list();
 * }</pre>
 */
public final class CallOptions {
    private final Duration callTimeout;
    private final Integer readRetries;
    private final JobBudget jobBudget;
    private final Long maxReplyBytes;

    private CallOptions(Builder builder) {
        this.callTimeout = builder.callTimeout;
        this.readRetries = builder.readRetries;
        this.jobBudget = builder.jobBudget;
        this.maxReplyBytes = builder.maxReplyBytes;
    }

    /** {@return a builder with nothing set} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return the call timeout, if set} */
    public Optional<Duration> callTimeout() {
        return Optional.ofNullable(callTimeout);
    }

    /** {@return the number of retries of a read, if set} */
    public OptionalInt readRetries() {
        return readRetries == null ? OptionalInt.empty() : OptionalInt.of(readRetries);
    }

    /** {@return the job budget of converging calls, if set} */
    public Optional<JobBudget> jobBudget() {
        return Optional.ofNullable(jobBudget);
    }

    /** {@return the largest reply read whole, if set} */
    public OptionalLong maxReplyBytes() {
        return maxReplyBytes == null ? OptionalLong.empty() : OptionalLong.of(maxReplyBytes);
    }

    /** Shows what is set. */
    @Override
    public String toString() {
        return "CallOptions[callTimeout=" + (callTimeout == null ? "client's" : callTimeout) + ", readRetries="
                + (readRetries == null ? "client's" : readRetries)
                + (jobBudget == null ? "" : ", jobBudget=" + jobBudget)
                + (maxReplyBytes == null ? "" : ", maxReplyBytes=" + maxReplyBytes) + "]";
    }

    /** Collects the settings. */
    public static final class Builder {
        private Duration callTimeout;
        private Integer readRetries;
        private JobBudget jobBudget;
        private Long maxReplyBytes;

        private Builder() {}

        /**
         * The timeout of each whole call, as {@link ChatApiClientBuilder#callTimeout}: the wait for the token chain
         * included, so a short one also bounds how long a call queues behind others.
         *
         * @param timeout the timeout
         * @return this builder
         * @throws IllegalArgumentException when {@code timeout} is {@code null}, zero or negative
         */
        public Builder callTimeout(Duration timeout) {
            ClientOptions.builder().callTimeout(timeout); // the one check of each setting
            this.callTimeout = timeout;
            return this;
        }

        /**
         * How many times a failed read is sent again, as {@link ChatApiClientBuilder#readRetries}; 0 for none.
         *
         * @param retries the number of extra tries for a read
         * @return this builder
         * @throws IllegalArgumentException when {@code retries} is below 0 or above 10
         */
        public Builder readRetries(int retries) {
            ClientOptions.builder().readRetries(retries);
            this.readRetries = retries;
            return this;
        }

        /**
         * The budget of each converging call, as {@link ChatApiClientBuilder#jobBudget}.
         *
         * @param budget the budget
         * @return this builder
         * @throws IllegalArgumentException when {@code budget} is {@code null}
         */
        public Builder jobBudget(JobBudget budget) {
            ClientOptions.builder().jobBudget(budget);
            this.jobBudget = budget;
            return this;
        }

        /**
         * The largest reply read whole, as {@link ChatApiClientBuilder#maxReplyBytes}: a view with a larger one reads
         * one long list whole without a second client (and a second token chain) for it.
         *
         * @param maxBytes the limit in bytes
         * @return this builder
         * @throws IllegalArgumentException when {@code maxBytes} is below 1024 or above {@code Integer.MAX_VALUE - 8}
         */
        public Builder maxReplyBytes(long maxBytes) {
            ClientOptions.builder().maxReplyBytes(maxBytes);
            this.maxReplyBytes = maxBytes;
            return this;
        }

        /** {@return the options} */
        public CallOptions build() {
            return new CallOptions(this);
        }
    }
}
