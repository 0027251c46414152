package io.chatapi.testkit;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.regex.Pattern;

/** The agent endpoints. Passwords are required where the spec lists them, checked, and forgotten. */
final class AgentHandlers {
    static final int SIGN_INS_PER_PAGE = 10;
    /** The most simultaneous conversations an agent may be given. */
    static final long MAX_CHATS = 100;

    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");

    private final StateStore store;

    AgentHandlers(StateStore store) {
        this.store = store;
    }

    /** {@code {status, <uuid>: agent, ..., maxUsersSub, currentUsersSub}}. */
    Reply list(ApiRequest request) {
        return store.read(state -> {
            ObjectNode body = Reply.envelope(1);
            for (Agent agent : state.agents()) {
                body.set(
                        agent.uuid(),
                        WireShapes.agentListEntry(
                                agent, state.domainsOf(agent.uuid()).size()));
            }
            body.put("maxUsersSub", Integer.toString(state.maxSubscribedAgents()));
            body.put("currentUsersSub", state.subscribedAgents());
            return Reply.read(body);
        });
    }

    /** {@code {status, media:{address}, content:{user:{..., domains:[summaries without token]}}}}. */
    Reply get(ApiRequest request) {
        String uid = request.required("uid");
        return store.read(state -> {
            Agent agent = state.agent(uid);
            ObjectNode body = Reply.envelope(1);
            body.putObject("media").put("address", WireShapes.MEDIA_BASE + agent.photo());
            ObjectNode user = WireShapes.agentUser(agent);
            user.set("domains", WireShapes.domainSummaries(state.domainsOf(uid), false));
            body.putObject("content").set("user", user);
            return Reply.read(body);
        });
    }

    /** Adds an agent; answers status 2 without the new uuid, as the live service does. */
    Reply add(ApiRequest request) {
        String email = request.required("login").trim();
        if (!EMAIL.matcher(email).matches()) {
            throw new ApiError("login must be an e-mail address");
        }
        String name = request.required("name").trim();
        request.required("password");
        String jobTitle = valueOr(request.optional("job_title"), "");
        String chats = valueOr(request.wholeNumber("chat", 0, MAX_CHATS), "5");
        String status = AgentStatus.parse(valueOr(request.optional("status"), "online"), request.readLiterally())
                .code();
        store.write(state -> state.addAgent(name, email, jobTitle, chats, status));
        return Reply.changed(2, "agent added");
    }

    /** Edits the agent named by {@code uid} (or {@code id}); absent fields keep their value. */
    Reply edit(ApiRequest request) {
        String uid = request.optional("uid", "id");
        if (uid == null || uid.isBlank()) {
            throw ApiError.missing("uid");
        }
        String name = request.optional("name");
        if (name != null && name.isBlank()) {
            throw new ApiError("name must not be empty");
        }
        String jobTitle = request.optional("job_title");
        String chats = request.wholeNumber("chat", 0, MAX_CHATS);
        String statusText = request.optional("status");
        String status = statusText == null
                ? null
                : AgentStatus.parse(statusText, request.readLiterally()).code();
        store.write(state -> state.editAgent(uid, name == null ? null : name.trim(), jobTitle, chats, status));
        return Reply.changed(1, "account updated");
    }

    /** Deletes the agent {@code uid}, from the body or from the sample form's path. */
    Reply delete(ApiRequest request) {
        String uid = request.required("uid");
        store.write(state -> {
            state.deleteAgent(uid);
            return null;
        });
        return Reply.changed(2, "account deleted");
    }

    /** One page of ten sign-ins, newest first, with the paging fields. */
    Reply signIns(ApiRequest request) {
        String uid = request.required("uid");
        String pageText = request.wholeNumber("page", 1, Integer.MAX_VALUE);
        int page = pageText == null ? 1 : Integer.parseInt(pageText);
        return store.read(state -> {
            Agent agent = state.agent(uid);
            List<SignIn> all = state.signIns(uid);
            int totalPages = (all.size() + SIGN_INS_PER_PAGE - 1) / SIGN_INS_PER_PAGE;
            int last = Math.max(totalPages, 1);
            ObjectNode content = PhpJson.object();
            ArrayNode items = content.putArray("items");
            int from = (int) Math.min((long) (page - 1) * SIGN_INS_PER_PAGE, all.size());
            all.subList(from, Math.min(from + SIGN_INS_PER_PAGE, all.size()))
                    .forEach(entry -> items.add(WireShapes.signIn(entry)));
            content.put("next", page >= last ? last : page + 1)
                    .put("first", 1)
                    .put("before", Math.max(page - 1, 1))
                    .put("current", page)
                    .put("last", last)
                    .put("total_pages", totalPages)
                    .put("total_items", all.size());
            ObjectNode body = Reply.envelope(1);
            body.set("content", content);
            return Reply.read(body.put("user", uid).put("name", agent.name()));
        });
    }

    /** {@code {status, content:{domains:[summaries with token]}}}. */
    Reply domains(ApiRequest request) {
        String uid = request.required("uid");
        return store.read(state -> {
            ObjectNode body = Reply.envelope(1);
            body.putObject("content").set("domains", WireShapes.domainSummaries(state.domainsOf(uid), true));
            return Reply.read(body);
        });
    }

    private static String valueOr(String value, String fallback) {
        return value == null ? fallback : value;
    }
}
