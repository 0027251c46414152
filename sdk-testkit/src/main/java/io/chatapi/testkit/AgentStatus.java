package io.chatapi.testkit;

import java.util.Locale;

/**
 * The testkit's own mapping of the default agent status to the code string stored in the agent. The
 * spec leaves the live mapping open; this one is {@code online}=1, {@code away}=2, {@code offline}=3.
 */
enum AgentStatus {
    ONLINE("1"),
    AWAY("2"),
    OFFLINE("3");

    private final String code;

    AgentStatus(String code) {
        this.code = code;
    }

    /** The code string stored in the agent's {@code status} field. */
    String code() {
        return code;
    }

    /**
     * Reads {@code online}, {@code away} or {@code offline} (any case), or one of the codes; when
     * {@code literally}, only the three words as the spec writes them.
     */
    static AgentStatus parse(String value, boolean literally) {
        String wanted = literally ? value : value.trim().toLowerCase(Locale.ROOT);
        for (AgentStatus status : values()) {
            String word = status.name().toLowerCase(Locale.ROOT);
            if (word.equals(wanted) || (!literally && status.code.equals(wanted))) {
                return status;
            }
        }
        throw new ApiError("status must be online, away or offline");
    }
}
