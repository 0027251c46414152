package io.chatapi.examples.provision;

import io.chatapi.examples.provision.ServerSnapshot.AgentState;
import io.chatapi.examples.provision.ServerSnapshot.AliasState;
import io.chatapi.examples.provision.ServerSnapshot.DomainState;
import io.chatapi.examples.provision.ServerSnapshot.TriggerState;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * A SHA-256 of everything a plan was computed from on the server: every agent, domain, trigger and
 * alias the snapshot holds, with each field the planners compare. A saved plan carries it; applying
 * the plan reads the server again and refuses when the fingerprint differs, as Terraform refuses a
 * stale plan. The order the server lists records in does not count.
 */
final class Fingerprint {
    private Fingerprint() {}

    /** The fingerprint of {@code snapshot}, as {@code sha256:} and 64 hex digits. */
    static String of(ServerSnapshot snapshot) {
        List<String> lines = new ArrayList<>();
        for (AgentState a : snapshot.agents()) {
            lines.add(line(
                    "agent",
                    a.id(),
                    a.email(),
                    a.name(),
                    text(a.role()),
                    a.detail()
                            .map(d -> line(
                                    text(d.jobTitle()),
                                    text(d.chats()),
                                    text(d.statusCode()),
                                    new TreeSet<>(d.domainIds()).toString()))
                            .orElse("-")));
        }
        for (DomainState d : snapshot.domains()) {
            lines.add(line("domain", d.id(), d.address(), text(d.shop().map(s -> s.code()))));
        }
        for (TriggerState t : snapshot.triggers()) {
            lines.add(line(
                    "trigger",
                    t.id(),
                    t.name(),
                    t.url(),
                    t.message(),
                    text(t.delay()),
                    text(t.active()),
                    text(t.domainId())));
        }
        for (AliasState a : snapshot.aliases()) {
            lines.add(line("alias", a.id(), a.name(), a.text(), new TreeSet<>(a.domainIds()).toString()));
        }
        lines.sort(null);
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            lines.forEach(l -> sha.update((l + "\n").getBytes(StandardCharsets.UTF_8)));
            return "sha256:" + HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** The SHA-256 of a file's bytes, as {@code sha256:} and 64 hex digits. */
    static String ofBytes(byte[] bytes) {
        try {
            return "sha256:"
                    + HexFormat.of()
                            .formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** Fields quoted, so that no value can pass for a field separator. */
    private static String line(String... fields) {
        StringBuilder line = new StringBuilder();
        for (String field : fields) {
            line.append(PlanContext.q(field)).append(' ');
        }
        return line.toString();
    }

    private static String text(Optional<?> value) {
        return value.map(String::valueOf).orElse("(none)");
    }
}
