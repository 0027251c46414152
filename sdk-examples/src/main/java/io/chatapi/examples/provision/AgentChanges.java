package io.chatapi.examples.provision;

import io.chatapi.examples.BadInputException;
import io.chatapi.examples.provision.DesiredState.AgentSpec;
import io.chatapi.examples.provision.ServerSnapshot.AgentState;
import io.chatapi.sdk.agents.Agent;
import io.chatapi.sdk.agents.AgentStatus;
import io.chatapi.sdk.agents.AgentUpdate;
import io.chatapi.sdk.agents.NewAgent;
import io.chatapi.sdk.core.Ensured;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Agents: adds the missing ones through the SDK's converging {@code ensure} (with the password from
 * their source, read only when the agent is about to be created and shown only as its source, so a
 * dry run needs no password) and edits the fields that differ, sending only those. Passwords of
 * existing agents are never sent: they cannot be read back, so sending them would make every run a
 * change.
 */
final class AgentChanges {
    private AgentChanges() {}

    static void plan(PlanContext context) {
        for (AgentSpec a : context.want.agents()) {
            Optional<AgentState> existing = context.agent(a.email());
            if (existing.isEmpty()) {
                create(context, a);
            } else {
                update(context, a, existing.get());
                context.adoptIfAsked(
                        a.adopt(),
                        Subject.agent(a.email(), Optional.of(existing.get().id())));
            }
        }
    }

    private static void create(PlanContext context, AgentSpec a) {
        PasswordSource source = a.password()
                .orElseThrow(() -> new BadInputException(a.origin() + ": agent " + a.email()
                        + " does not exist yet; give password_env or password_file to create it"));
        Map<String, String> env = context.env;
        // Built with a placeholder password: the plan line shows the defaults the SDK fills in, and
        // planning needs no real password.
        NewAgent shown = agent(a, "(not read yet)");
        List<FieldChange> fields = new ArrayList<>();
        fields.add(FieldChange.text("name", null, a.name()));
        a.jobTitle().ifPresent(t -> fields.add(FieldChange.text("job_title", null, t)));
        fields.add(FieldChange.plain("chats", null, shown.chats()));
        fields.add(FieldChange.plain("status", null, shown.status().wireValue()));
        fields.add(FieldChange.plain("password", null, source.describe()));
        Subject agent = Subject.agent(a.email(), Optional.empty());
        context.add(Action.Kind.CREATE, agent, fields, "", (client, ids) -> {
            NewAgent created = agent(a, source.read(env, a.origin()));
            // The SDK's engine settles a lost reply inside the call, by e-mail, and says whether it created it.
            Ensured<Agent> done =
                    Directory.created(() -> Rounds.converging(client).agents().ensure(created));
            ids.createdAgent(agent, done);
            if (done.changed()) {
                ids.learnStatus(client, done.record().id(), created.status()); // sent by this run
            }
        });
        context.beforeApplying(() -> source.read(env, a.origin()));
    }

    private static NewAgent agent(AgentSpec a, String password) {
        NewAgent.Builder builder =
                NewAgent.builder().email(a.email()).name(a.name()).password(password);
        a.jobTitle().ifPresent(builder::jobTitle);
        a.chats().ifPresent(builder::chats);
        a.status().ifPresent(builder::status);
        return builder.build();
    }

    private static void update(PlanContext context, AgentSpec a, AgentState existing) {
        ServerSnapshot.Detail detail = existing.detail().orElseThrow();
        AgentUpdate.Builder update = AgentUpdate.builder();
        List<FieldChange> changes = new ArrayList<>();
        if (!a.name().equals(existing.name())) {
            update.name(a.name());
            changes.add(FieldChange.text("name", existing.name(), a.name()));
        }
        if (a.jobTitle().isPresent()
                && !a.jobTitle().get().equals(detail.jobTitle().orElse(""))) {
            update.jobTitle(a.jobTitle().get());
            changes.add(FieldChange.text(
                    "job_title", detail.jobTitle().orElse(""), a.jobTitle().get()));
        }
        if (a.chats().isPresent() && !a.chats().equals(detail.chats())) {
            update.chats(a.chats().get());
            changes.add(FieldChange.plain(
                    "chats", detail.chats().orElse(null), a.chats().get()));
        }
        if (a.status().isPresent()) {
            compareStatus(context, a, existing, detail, update, changes);
        }
        if (!changes.isEmpty()) {
            AgentUpdate edit = update.build();
            boolean setsStatus = changes.stream().anyMatch(c -> c.name().equals("status"));
            // A plain edit, not the SDK's ensure: that needs a password to add and compares the status by the SDK's
            // codes, not those this tool learnt; an edit sends the same fields again harmlessly, and the next round's
            // read of the server settles one whose reply was lost.
            context.add(
                    Action.Kind.UPDATE,
                    Subject.agent(a.email(), Optional.of(existing.id())),
                    changes,
                    "",
                    (client, ids) -> {
                        client.agents().edit(existing.id(), edit);
                        if (setsStatus) {
                            ids.learnStatus(client, existing.id(), a.status().get());
                        }
                    });
        }
    }

    /**
     * Compares the status when the codes known (given, or learnt by the ledger) say what the server's code means,
     * or what the wanted status's code is; otherwise it is "not compared", in a few words.
     */
    private static void compareStatus(
            PlanContext context,
            AgentSpec a,
            AgentState existing,
            ServerSnapshot.Detail detail,
            AgentUpdate.Builder update,
            List<FieldChange> changes) {
        AgentStatus wanted = a.status().get();
        Optional<StatusCodes> codes = context.options.statusCodes();
        Optional<String> code = detail.statusCode();
        Optional<String> wantedCode = codes.flatMap(c -> c.codeOf(wanted));
        Optional<AgentStatus> current = code.flatMap(c -> codes.flatMap(known -> known.statusOf(c)));
        if (wantedCode.isEmpty() && current.isEmpty()) {
            context.notCompared(
                    a.email() + " (server code " + code.map(PlanContext::q).orElse("none") + ")");
            return;
        }
        boolean same = wantedCode.isPresent() ? wantedCode.equals(code.map(String::strip)) : current.get() == wanted;
        if (!same) {
            update.status(wanted);
            changes.add(FieldChange.plain(
                    "status", current.map(AgentStatus::wireValue).orElse(code.orElse(null)), wanted.wireValue()));
        }
    }
}
