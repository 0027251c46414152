package io.chatapi.sdk.core;

import io.chatapi.sdk.ChatApiClient;

/** Run by {@link LogLevelTest} in a JVM of its own, with {@code CHAT_API_LOG} set: prints what it reads. */
public final class EnvironmentProbe {
    private EnvironmentProbe() {}

    public static void main(String[] args) {
        try {
            System.out.println(LogLevel.fromEnvironment().map(Enum::name).orElse("(unset)"));
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try (ChatApiClient client = ChatApiClient.builder()
                .baseUrl("http://127.0.0.1:9/api/")
                .apiKey("k")
                .build()) {
            System.out.println("built");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
    }
}
