package io.chatapi.examples.provision;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.provision.DesiredState.AgentSpec;
import io.chatapi.examples.provision.DesiredState.AliasSpec;
import io.chatapi.examples.provision.DesiredState.AssignmentSpec;
import io.chatapi.examples.provision.DesiredState.DomainSpec;
import io.chatapi.examples.provision.DesiredState.TriggerSpec;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.domains.DomainAddress;
import io.chatapi.sdk.domains.ShopSystem;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Reads and checks a state file (YAML, or JSON when the name ends in {@code .json}): types,
 * required fields, unknown fields, value ranges, duplicates and references between entries. Every
 * error names the file, the line and the field, and nothing is sent to the server before the whole
 * file passes.
 */
final class StateFileReader {
    private static final Set<String> ROOT =
            Set.of("agents", "domains", "assignments", "triggers", "aliases", "status_codes", "ledger");
    private static final Set<String> STATUS_CODES = Set.of("online", "away", "offline");
    private static final Set<String> AGENT = Set.of(
            "email", "name", "job_title", "chats", "status", "password_env", "password_file", "password", "adopt");
    private static final Set<String> DOMAIN = Set.of("address", "shop", "adopt");
    private static final Set<String> ASSIGNMENT = Set.of("agent", "domain");
    private static final Set<String> TRIGGER = Set.of("name", "url", "message", "delay", "domain", "active", "adopt");
    private static final Set<String> ALIAS = Set.of("name", "text", "domains", "adopt");
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+");
    private static final Pattern VARIABLE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private StateFileReader() {}

    /**
     * Reads the state file at {@code file}; a {@code password_file} is taken relative to its folder.
     *
     * @throws BadInputException when the file is missing, unreadable or not a valid state
     */
    static DesiredState read(Path file) {
        return read(file, Optional.empty());
    }

    /**
     * Reads the state file at {@code file}; a {@code password_file} is taken relative to its folder and must lie
     * under {@code passwordDir} when given, else under that folder.
     *
     * @throws BadInputException when the file is missing, unreadable or not a valid state, or a password source
     *     is refused
     */
    static DesiredState read(Path file, Optional<Path> passwordDir) {
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            boolean json =
                    file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
            Path folder = file.toAbsolutePath().normalize().getParent();
            Path allowed = passwordDir.map(d -> d.toAbsolutePath().normalize()).orElse(folder);
            return check(LocatedTree.parse(file.toString(), reader, !json), folder, allowed);
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + ": no such file");
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read (" + e.getMessage() + ")", e);
        }
    }

    /**
     * The SHA-256 of the state file's parsed content: its tree written as canonical JSON (mappings' keys sorted), so
     * a comment, blank lines, quoting, indentation or the order of a mapping's keys do not change it, and every
     * value, entry or order of a list does. A saved plan holds it.
     *
     * @throws BadInputException when the file is missing, unreadable or not YAML/JSON
     */
    static String contentHash(Path file) {
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            boolean json =
                    file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
            JsonNode root = LocatedTree.parse(file.toString(), reader, !json).root();
            Object plain = CANONICAL.treeToValue(root, Object.class);
            return Fingerprint.ofBytes(CANONICAL.writeValueAsBytes(plain));
        } catch (NoSuchFileException e) {
            throw new BadInputException(file + ": no such file");
        } catch (IOException e) {
            throw new BadInputException(file + ": cannot read (" + e.getMessage() + ")", e);
        }
    }

    private static final ObjectMapper CANONICAL = JsonMapper.builder()
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .build();

    /** Reads state from text, for tests; {@code password_file} paths are taken relative to {@code folder}. */
    static DesiredState parse(String name, String text, boolean yaml, Path folder) {
        try {
            return check(LocatedTree.parse(name, new StringReader(text), yaml), folder, folder);
        } catch (IOException e) {
            throw new IllegalStateException("reading a string failed", e);
        }
    }

    private static DesiredState check(LocatedTree tree, Path folder, Path passwordFolder) {
        Entry root = Entry.root(tree, ROOT);
        Map<String, Origin> emails = new HashMap<>();
        Map<String, Origin> addresses = new HashMap<>();

        List<AgentSpec> agents = new ArrayList<>();
        for (Entry e : root.entries("agents", AGENT)) {
            AgentSpec agent = agent(e, folder, passwordFolder);
            unique(emails, DesiredState.emailKey(agent.email()), e, "email", "agent");
            agents.add(agent);
        }
        List<DomainSpec> domains = new ArrayList<>();
        for (Entry e : root.entries("domains", DOMAIN)) {
            String address = e.requiredNonBlank("address").strip();
            try {
                // The SDK's rule, checked here so a bad address names its line.
                DomainAddress.of(address);
            } catch (IllegalArgumentException bad) {
                throw e.error("address", bad.getMessage());
            }
            Optional<ShopSystem> shop = e.optionalWholeNumber("shop", 0, 4).map(ShopSystem::ofCode);
            unique(
                    addresses,
                    DesiredState.addressKey(address),
                    e,
                    "address",
                    "domain " + DesiredState.addressKey(address));
            domains.add(new DomainSpec(e.origin(), address, shop, adopt(e)));
        }
        List<AssignmentSpec> assignments = new ArrayList<>();
        Map<String, Origin> pairs = new HashMap<>();
        for (Entry e : root.entries("assignments", ASSIGNMENT)) {
            String agent = known(emails, e, "agent", e.requiredNonBlank("agent"), DesiredState::emailKey, "agents");
            String domain =
                    known(addresses, e, "domain", e.requiredNonBlank("domain"), DesiredState::addressKey, "domains");
            unique(pairs, DesiredState.emailKey(agent) + " " + DesiredState.addressKey(domain), e, null, "assignment");
            assignments.add(new AssignmentSpec(e.origin(), agent, domain));
        }
        List<TriggerSpec> triggers = new ArrayList<>();
        Map<String, Origin> triggerNames = new HashMap<>();
        for (Entry e : root.entries("triggers", TRIGGER)) {
            String name = e.requiredNonBlank("name");
            String domain =
                    known(addresses, e, "domain", e.requiredNonBlank("domain"), DesiredState::addressKey, "domains");
            // Names are unique per domain: two shops may each have their own "Welcome".
            unique(triggerNames, name + "\n" + DesiredState.addressKey(domain), e, "name", "trigger on " + domain);
            triggers.add(new TriggerSpec(
                    e.origin(),
                    name,
                    e.requiredNonBlank("url"),
                    e.requiredNonBlank("message"),
                    Duration.ofSeconds(e.requiredWholeNumber("delay", 0, Integer.MAX_VALUE)),
                    domain,
                    e.optionalBoolean("active"),
                    adopt(e)));
        }
        List<AliasSpec> aliases = new ArrayList<>();
        Map<String, Origin> aliasNames = new HashMap<>();
        for (Entry e : root.entries("aliases", ALIAS)) {
            String name = e.requiredNonBlank("name");
            List<String> domainAddresses = new ArrayList<>();
            List<String> listed = e.requiredTexts("domains");
            for (int i = 0; i < listed.size(); i++) {
                String address =
                        known(addresses, e, "domains[" + i + "]", listed.get(i), DesiredState::addressKey, "domains");
                // Names are unique per domain: one alias "hi" per domain, any number across domains.
                unique(aliasNames, name + "\n" + DesiredState.addressKey(address), e, "name", "alias on " + address);
                domainAddresses.add(address);
            }
            aliases.add(new AliasSpec(e.origin(), name, e.requiredNonBlank("text"), domainAddresses, adopt(e)));
        }
        return new DesiredState(
                agents, domains, assignments, triggers, aliases, statusCodes(root), root.optionalNonBlank("ledger"));
    }

    /**
     * {@code status_codes: {online: "1", away: "2", offline: "3"}}, as the text {@code --status-codes} takes; every
     * status once, each its own code.
     */
    private static Optional<String> statusCodes(Entry root) {
        Optional<Entry> codes = root.optionalMapping("status_codes", STATUS_CODES);
        if (codes.isEmpty()) {
            return Optional.empty();
        }
        List<String> pairs = new ArrayList<>();
        for (String status : List.of("online", "away", "offline")) {
            pairs.add(status + "=" + codes.get().requiredCode(status));
        }
        String text = String.join(",", pairs);
        try {
            StatusCodes.parse(text, "status_codes");
        } catch (BadInputException e) {
            throw root.error("status_codes", e.getMessage());
        }
        return Optional.of(text);
    }

    private static AgentSpec agent(Entry e, Path folder, Path passwordFolder) {
        if (e.optionalText("password").isPresent()) {
            throw e.error(
                    "password",
                    "passwords are never kept in the state file; use password_env (a variable name) "
                            + "or password_file (a file path)");
        }
        String email = e.requiredNonBlank("email").strip();
        if (!EMAIL.matcher(email).matches()) {
            throw e.error("email", "must be an e-mail address with an @, got \"" + email + "\"");
        }
        Optional<AgentStatus> status = e.optionalText("status").map(text -> status(e, text));
        Optional<String> variable = e.optionalNonBlank("password_env");
        Optional<String> file = e.optionalNonBlank("password_file");
        if (variable.isPresent() && file.isPresent()) {
            throw e.error("password_file", "give password_env or password_file, not both");
        }
        if (variable.isPresent() && !VARIABLE.matcher(variable.get()).matches()) {
            throw e.error("password_env", "must be the name of an environment variable (letters, digits and _)");
        }
        if (variable.isPresent() && PasswordSource.FromEnv.isReserved(variable.get())) {
            throw e.error(
                    "password_env",
                    variable.get() + " is one of this tool's own variables (" + PasswordSource.FromEnv.RESERVED_PREFIX
                            + "*), never an agent's password; name another variable");
        }
        Optional<PasswordSource> password = variable.<PasswordSource>map(PasswordSource.FromEnv::new)
                .or(() -> file.map(f -> passwordFile(e, folder.resolve(f).normalize(), passwordFolder)));
        return new AgentSpec(
                e.origin(),
                email,
                e.requiredNonBlank("name").strip(),
                e.optionalText("job_title"),
                e.optionalWholeNumber("chats", 0, Integer.MAX_VALUE),
                status,
                password,
                adopt(e));
    }

    /** A password file, checked now as far as it can be: a refusal stops the run before anything is sent. */
    private static PasswordSource passwordFile(Entry e, Path file, Path allowed) {
        if (!file.startsWith(allowed)) {
            throw e.error(
                    "password_file",
                    file + " is outside " + allowed + "; a password file must lie under the state file's folder"
                            + " (or the folder --password-dir names)");
        }
        PasswordSource.FromFile source = new PasswordSource.FromFile(file, allowed);
        source.checkIfPresent(e.origin());
        return source;
    }

    /** {@code adopt: true} takes an existing record into the ledger; false when left out. */
    private static boolean adopt(Entry e) {
        return e.optionalBoolean("adopt").orElse(false);
    }

    private static AgentStatus status(Entry e, String text) {
        for (AgentStatus status : AgentStatus.values()) {
            if (status.wireValue().equals(text.strip().toLowerCase(Locale.ROOT))) {
                return status;
            }
        }
        throw e.error("status", "must be online, away or offline, got \"" + text + "\"");
    }

    private static void unique(Map<String, Origin> seen, String key, Entry e, String field, String kind) {
        Origin first = seen.putIfAbsent(key, e.origin());
        if (first != null) {
            throw e.error(field, "duplicate " + kind + " (first at line " + first.line() + ")");
        }
    }

    /** Checks that {@code value} names an entry listed under {@code listName}; returns it as listed. */
    private static String known(
            Map<String, Origin> listed,
            Entry e,
            String field,
            String value,
            UnaryOperator<String> key,
            String listName) {
        if (!listed.containsKey(key.apply(value))) {
            throw e.error(field, "\"" + value.strip() + "\" is not listed under " + listName);
        }
        return value.strip();
    }
}
