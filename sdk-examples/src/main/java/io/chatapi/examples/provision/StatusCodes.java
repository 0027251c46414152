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
 * word but reports it as a code (a digit in a string) whose meaning the spec does not give. The
 * mapping is given ({@code --status-codes}, {@code CHAT_API_STATUS_CODES}, or {@code status_codes} in
 * the state file, in that order), or learnt: the ledger records the code the server reported right
 * after the tool itself created or edited an agent with a status. A learnt mapping may be partial; a
 * status is compared whenever its code, or the status of the server's code, is known.
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
        return parse(text, "--status-codes");
    }

    /**
     * Parses {@code online=1,away=2,offline=3} given as {@code source} (named in errors).
     *
     * @throws BadInputException when a status is unknown, missing or given twice, or codes repeat
     */
    static StatusCodes parse(String text, String source) {
        Map<AgentStatus, String> codes = new EnumMap<>(AgentStatus.class);
        Map<String, AgentStatus> byCode = new HashMap<>();
        for (String pair : text.split(",")) {
            String[] parts = pair.split("=", 2);
            AgentStatus status = statusNamed(parts[0]);
            if (parts.length != 2 || parts[1].isBlank() || status == null) {
                throw new BadInputException(
                        source + ": expected online=CODE,away=CODE,offline=CODE, got \"" + text + "\"");
            }
            String code = parts[1].strip();
            if (codes.put(status, code) != null || byCode.put(code, status) != null) {
                throw new BadInputException(source + ": each status and each code may appear only once");
            }
        }
        if (codes.size() != AgentStatus.values().length) {
            throw new BadInputException(source + ": give a code for each of online, away and offline");
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

    /**
     * A mapping that may be partial, such as the ledger's learnt codes.
     *
     * @param codes the code of each status known
     */
    static StatusCodes of(Map<AgentStatus, String> codes) {
        Map<String, AgentStatus> byCode = new HashMap<>();
        codes.forEach((status, code) -> byCode.put(code.strip(), status));
        return new StatusCodes(byCode);
    }

    /** The code of {@code status}, when known. */
    Optional<String> codeOf(AgentStatus status) {
        return byCode.entrySet().stream()
                .filter(e -> e.getValue() == status)
                .map(Map.Entry::getKey)
                .findFirst();
    }

    /** The status a code stands for, or empty for a code outside the mapping. */
    Optional<AgentStatus> statusOf(String code) {
        return Optional.ofNullable(byCode.get(code.strip()));
    }
}
