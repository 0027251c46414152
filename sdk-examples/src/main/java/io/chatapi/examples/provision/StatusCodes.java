package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import io.chatapi.sdk.agents.AgentStatus;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * How a server's agent status codes map to online, away and offline. The API takes a status as a
 * word but reports it as a code (a digit in a string) whose meaning the spec does not give, so an
 * agent's status can only be compared when the mapping is supplied ({@code --status-codes}).
 */
final class StatusCodes {
    /** The embedded test server's codes, as its README documents them. */
    static final StatusCodes TESTKIT = parse("online=1,away=2,offline=3");

    private final Map<String, AgentStatus> byCode;

    private StatusCodes(Map<String, AgentStatus> byCode) {
        this.byCode = Map.copyOf(byCode);
    }

    /**
     * Parses {@code online=1,away=2,offline=3}; every status must be given once.
     *
     * @throws BadInputException when a status is unknown, missing or given twice, or codes repeat
     */
    static StatusCodes parse(String text) {
        Map<AgentStatus, String> codes = new EnumMap<>(AgentStatus.class);
        Map<String, AgentStatus> byCode = new HashMap<>();
        for (String pair : text.split(",")) {
            String[] parts = pair.split("=", 2);
            AgentStatus status = statusNamed(parts[0]);
            if (parts.length != 2 || parts[1].isBlank() || status == null) {
                throw new BadInputException(
                        "--status-codes: expected online=CODE,away=CODE,offline=CODE, got \"" + text + "\"");
            }
            String code = parts[1].strip();
            if (codes.put(status, code) != null || byCode.put(code, status) != null) {
                throw new BadInputException("--status-codes: each status and each code may appear only once");
            }
        }
        if (codes.size() != AgentStatus.values().length) {
            throw new BadInputException("--status-codes: give a code for each of online, away and offline");
        }
        return new StatusCodes(byCode);
    }

    private static AgentStatus statusNamed(String name) {
        for (AgentStatus status : AgentStatus.values()) {
            if (status.wireValue().equals(name.strip().toLowerCase(Locale.ROOT))) {
                return status;
            }
        }
        return null;
    }

    /** The status a code stands for, or empty for a code outside the mapping. */
    Optional<AgentStatus> statusOf(String code) {
        return Optional.ofNullable(byCode.get(code.strip()));
    }
}
