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
 * provision --apply plan.json}: what it was computed from (the state file's path and the SHA-256 of its
 * parsed content, the server and the {@link Fingerprint} of its records, the ledger, the options) and its
 * change lines. Paths are kept relative to the plan file's folder, so a plan moves with its folder (another
 * CI workspace); a comment or formatting edit of the state file keeps the plan valid, a real edit does not.
 * Applying plans again from the same inputs and goes ahead only when the state file, the server's
 * fingerprint and the lines are all unchanged, so what runs is exactly what was reviewed. Holds no
 * secret: passwords are read when the plan is applied.
 *
 * @param stateFile the state file, absolute once read (relative to the plan's folder in the file)
 * @param stateSha256 the hash of the state file's parsed content when planned
 * @param server the server planned against
 * @param fingerprint the server's records when planned
 * @param ledger the ledger used, absolute once read (relative to the plan's folder in the file)
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
    /** 2: paths relative to the plan's folder, the state's hash of its parsed content. 1 is refused: remake it. */
    private static final String FORMAT = "chat-api-cli provision plan 2";

    private static final ObjectMapper JSON = new ObjectMapper();

    SavedPlan {
        changes = List.copyOf(changes);
    }

    /** The hash of the state file's parsed content as it is now ({@link StateFileReader#contentHash}). */
    static String hashOf(Path stateFile) {
        return StateFileReader.contentHash(stateFile);
    }

    /**
     * Writes the plan as JSON, privately and atomically ({@link SafeFiles}).
     *
     * @throws BadInputException when {@code file} is a symbolic link or not a regular file
     */
    void write(Path file) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        Path folder = folderOf(file);
        root.put("state_file", relative(folder, stateFile));
        root.put("state_sha256", stateSha256);
        root.put("server", server);
        root.put("server_fingerprint", fingerprint);
        root.put("ledger", relative(folder, ledger));
        root.put("prune", prune);
        root.put("status_codes", statusCodes.orElse(null));
        changes.forEach(root.putArray("changes")::add);
        SafeFiles.write(
                file,
                (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n")
                        .getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Reads a saved plan, only when the user running the CLI alone could have written it: a plan decides what is
     * created, changed and deleted, so one that another user owns or that its group or others can write (a
     * shared CI folder) is refused before it is read.
     *
     * @throws SafeFiles.NotPrivateException when the plan is owned by another user or writable by group or others
     * @throws BadInputException when the file is missing or is not a saved plan
     */
    static SavedPlan read(Path file) {
        SafeFiles.refuseUnlessPrivate(file);
        try {
            JsonNode root = JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
            if (root != null && OLD_FORMAT.equals(root.path("format").asText())) {
                throw new BadInputException(file + ": a plan saved by an older version (absolute paths, the state"
                        + " file's bytes hashed); nothing was applied: make a new plan with --plan-out");
            }
            if (root == null
                    || !FORMAT.equals(root.path("format").asText())
                    || !root.path("changes").isArray()) {
                throw new BadInputException(file + ": not a plan saved by provision --plan-out");
            }
            List<String> changes = new ArrayList<>();
            root.get("changes").forEach(c -> changes.add(c.asText()));
            JsonNode codes = root.path("status_codes");
            return new SavedPlan(
                    resolved(file, text(root, "state_file", file)),
                    text(root, "state_sha256", file),
                    text(root, "server", file),
                    text(root, "server_fingerprint", file),
                    resolved(file, text(root, "ledger", file)),
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

    private static final String OLD_FORMAT = "chat-api-cli provision plan 1";

    private static Path folderOf(Path planFile) {
        Path parent = planFile.toAbsolutePath().normalize().getParent();
        return parent == null ? Path.of("").toAbsolutePath() : parent;
    }

    /** {@code path} relative to {@code folder}, with / between names; absolute when it cannot be (another drive). */
    private static String relative(Path folder, String path) {
        Path absolute = Path.of(path).toAbsolutePath().normalize();
        try {
            return folder.relativize(absolute).toString().replace('\\', '/');
        } catch (IllegalArgumentException e) {
            return absolute.toString();
        }
    }

    /** A path of the plan file taken against the plan file's folder (an absolute one stays as it is). */
    private static String resolved(Path planFile, String path) {
        return folderOf(planFile).resolve(path).normalize().toString();
    }

    private static String text(JsonNode root, String field, Path file) {
        JsonNode value = root.path(field);
        if (!value.isTextual() || value.asText().isBlank()) {
            throw new BadInputException(file + ": " + field + " is missing; not a plan saved by provision --plan-out");
        }
        return value.asText();
    }
}
