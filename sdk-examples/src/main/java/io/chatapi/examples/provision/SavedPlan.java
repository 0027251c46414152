package io.chatapi.examples.provision;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.SafeFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A plan saved by {@code provision STATE --plan-out plan.json}, to be applied later with {@code
 * provision --apply plan.json}: what it was computed from (the state file's path and SHA-256, the
 * server and the {@link Fingerprint} of its records, the ledger, the options) and its change lines.
 * Applying plans again from the same inputs and goes ahead only when the state file, the server's
 * fingerprint and the lines are all unchanged, so what runs is exactly what was reviewed. Holds no
 * secret: passwords are read when the plan is applied.
 *
 * @param stateFile the state file, absolute
 * @param stateSha256 the state file's hash when planned
 * @param server the server planned against
 * @param fingerprint the server's records when planned
 * @param ledger the ledger used, absolute
 * @param prune whether the plan prunes
 * @param statusCodes {@code --status-codes} as given, if any
 * @param changes the plan lines
 */
record SavedPlan(
        String stateFile,
        String stateSha256,
        String server,
        String fingerprint,
        String ledger,
        boolean prune,
        Optional<String> statusCodes,
        List<String> changes) {
    private static final String FORMAT = "chat-api-cli provision plan 1";
    private static final ObjectMapper JSON = new ObjectMapper();

    SavedPlan {
        changes = List.copyOf(changes);
    }

    /** The SHA-256 of the state file as it is now. */
    static String hashOf(Path stateFile) {
        try {
            return Fingerprint.ofBytes(Files.readAllBytes(stateFile));
        } catch (NoSuchFileException e) {
            throw new BadInputException(stateFile + ": no such file");
        } catch (IOException e) {
            throw new BadInputException(stateFile + ": cannot read (" + e.getMessage() + ")", e);
        }
    }

    /**
     * Writes the plan as JSON, privately and atomically ({@link SafeFiles}).
     *
     * @throws BadInputException when {@code file} is a symbolic link or not a regular file
     */
    void write(Path file) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("state_file", stateFile);
        root.put("state_sha256", stateSha256);
        root.put("server", server);
        root.put("server_fingerprint", fingerprint);
        root.put("ledger", ledger);
        root.put("prune", prune);
        root.put("status_codes", statusCodes.orElse(null));
        changes.forEach(root.putArray("changes")::add);
        SafeFiles.write(
                file,
                (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n")
                        .getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Reads a saved plan.
     *
     * @throws BadInputException when the file is missing or is not a saved plan
     */
    static SavedPlan read(Path file) {
        try {
            JsonNode root = JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
            if (root == null
                    || !FORMAT.equals(root.path("format").asText())
                    || !root.path("changes").isArray()) {
                throw new BadInputException(file + ": not a plan saved by provision --plan-out");
            }
            List<String> changes = new ArrayList<>();
            root.get("changes").forEach(c -> changes.add(c.asText()));
            JsonNode codes = root.path("status_codes");
            return new SavedPlan(
                    text(root, "state_file", file),
                    text(root, "state_sha256", file),
                    text(root, "server", file),
                    text(root, "server_fingerprint", file),
                    text(root, "ledger", file),
                    root.path("prune").asBoolean(false),
                    codes.isTextual() ? Optional.of(codes.asText()) : Optional.empty(),
                    changes);
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + ": no such file");
        } catch (JacksonException e) {
            throw new BadInputException(file + ": not valid JSON (" + e.getOriginalMessage() + ")", e);
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read (" + e.getMessage() + ")", e);
        }
    }

    private static String text(JsonNode root, String field, Path file) {
        JsonNode value = root.path(field);
        if (!value.isTextual() || value.asText().isBlank()) {
            throw new BadInputException(file + ": " + field + " is missing; not a plan saved by provision --plan-out");
        }
        return value.asText();
    }
}
