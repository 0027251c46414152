package io.chatapi.sdk.http;

import io.chatapi.sdk.core.JobBudget;
import io.chatapi.sdk.core.LogLevel;
import io.chatapi.sdk.core.PathForm;
import io.chatapi.sdk.core.RequestEncoding;
import io.chatapi.sdk.observe.ChatApiListener;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Everything the transport needs: each component is the {@code ChatApiClientBuilder} setting of that
 * name, checked there. {@code baseUrl} ends in {@code /}; {@code apiKey} is never printed; {@code
 * http} is the caller's client or a fresh one; {@code pinnedForm} is {@code null} to try the sample
 * form first and fall back; {@code chains} says how many token chains run and where they keep their
 * tokens; {@code listeners} are told of each call; {@code loggerFinder} gives the SDK's loggers, or is {@code null}
 * for the JDK's ({@link System#getLogger}); {@code jobBudget} bounds each converging call.
 */
public record TransportConfig(
        HttpUrl baseUrl,
        String apiKey,
        OkHttpClient http,
        Duration connectTimeout,
        Duration readTimeout,
        Duration callTimeout,
        String userAgent,
        PathForm pinnedForm,
        RequestEncoding encoding,
        Pattern errorMessage,
        boolean acceptUnrotatedWrites,
        long maxReplyBytes,
        int readRetries,
        LogLevel logLevel,
        RejectionKinds rejectionKinds,
        ChainSettings chains,
        List<ChatApiListener> listeners,
        System.LoggerFinder loggerFinder,
        JobBudget jobBudget) {

    /** The settings with the JDK's loggers ({@link System#getLogger}) and the {@link JobBudget#DEFAULT} job budget. */
    public TransportConfig(
            HttpUrl baseUrl,
            String apiKey,
            OkHttpClient http,
            Duration connectTimeout,
            Duration readTimeout,
            Duration callTimeout,
            String userAgent,
            PathForm pinnedForm,
            RequestEncoding encoding,
            Pattern errorMessage,
            boolean acceptUnrotatedWrites,
            long maxReplyBytes,
            int readRetries,
            LogLevel logLevel,
            RejectionKinds rejectionKinds,
            ChainSettings chains,
            List<ChatApiListener> listeners) {
        this(
                baseUrl,
                apiKey,
                http,
                connectTimeout,
                readTimeout,
                callTimeout,
                userAgent,
                pinnedForm,
                encoding,
                errorMessage,
                acceptUnrotatedWrites,
                maxReplyBytes,
                readRetries,
                logLevel,
                rejectionKinds,
                chains,
                listeners,
                null,
                JobBudget.DEFAULT);
    }

    /** The settings with {@link ChainSettings#DEFAULTS} (one chain, kept in this process) and no listeners. */
    public TransportConfig(
            HttpUrl baseUrl,
            String apiKey,
            OkHttpClient http,
            Duration connectTimeout,
            Duration readTimeout,
            Duration callTimeout,
            String userAgent,
            PathForm pinnedForm,
            RequestEncoding encoding,
            Pattern errorMessage,
            boolean acceptUnrotatedWrites,
            long maxReplyBytes,
            int readRetries,
            LogLevel logLevel,
            RejectionKinds rejectionKinds) {
        this(
                baseUrl,
                apiKey,
                http,
                connectTimeout,
                readTimeout,
                callTimeout,
                userAgent,
                pinnedForm,
                encoding,
                errorMessage,
                acceptUnrotatedWrites,
                maxReplyBytes,
                readRetries,
                logLevel,
                rejectionKinds,
                ChainSettings.DEFAULTS,
                List.of());
    }

    /** {@return this configuration with another call timeout, number of read retries and job budget} */
    TransportConfig withCallOptions(Duration newCallTimeout, int newReadRetries, JobBudget newJobBudget) {
        return new TransportConfig(
                baseUrl,
                apiKey,
                http,
                connectTimeout,
                readTimeout,
                newCallTimeout,
                userAgent,
                pinnedForm,
                encoding,
                errorMessage,
                acceptUnrotatedWrites,
                maxReplyBytes,
                newReadRetries,
                logLevel,
                rejectionKinds,
                chains,
                listeners,
                loggerFinder,
                newJobBudget);
    }

    /** Hides the key. */
    @Override
    public String toString() {
        return "TransportConfig[baseUrl=" + baseUrl + ", apiKey=" + Redactor.MASK + "]";
    }
}
