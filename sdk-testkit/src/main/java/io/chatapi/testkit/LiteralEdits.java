package io.chatapi.testkit;

import java.util.List;

/**
 * The three edits as a {@link Mode#STRICT strict} server makes them: the spec lists each edit's fields
 * as the full record ({@code user/edit}: "all as in add", {@code job_title} "empty by default"), so
 * every field is written and one not sent becomes empty. Sent values are checked as on add.
 */
final class LiteralEdits {
    private final StateStore store;

    LiteralEdits(StateStore store) {
        this.store = store;
    }

    /**
     * {@code user/edit}: the agent is named by {@code uid} only; without it the update matches no
     * agent and is refused as not found. {@code name}, {@code job_title}, {@code chat} and {@code
     * status} not sent become empty. An absent {@code password} leaves the password as it is: no
     * client can read a password back to send it again, so blanking it would lock the agent out.
     */
    Reply editAgent(ApiRequest request) {
        String uid = sentOrEmpty(request, "uid");
        String name = sentOrEmpty(request, "name");
        String jobTitle = sentOrEmpty(request, "job_title");
        String chats =
                sentOrEmpty(request, "chat").isEmpty() ? "" : request.wholeNumber("chat", 0, AgentHandlers.MAX_CHATS);
        String statusText = sentOrEmpty(request, "status");
        String status =
                statusText.isEmpty() ? "" : AgentStatus.parse(statusText, true).code();
        store.write(state -> state.editAgent(uid, name, jobTitle, chats, status));
        return Reply.changed(1, "account updated");
    }

    /**
     * {@code triggers/edittriggers}: {@code name}, {@code url}, {@code msg}, {@code time} and {@code
     * domainid} not sent become empty; a trigger without a domain is listed with {@code "domains":
     * null}. The status is not an input of the edit and stays.
     */
    Reply editTrigger(ApiRequest request) {
        String id = request.required("triggerId");
        String time = sentOrEmpty(request, "time").isEmpty()
                ? ""
                : request.wholeNumber("time", 0, TriggerHandlers.MAX_SECONDS);
        store.write(state -> state.replaceTrigger(
                id,
                sentOrEmpty(request, "name"),
                sentOrEmpty(request, "url"),
                sentOrEmpty(request, "msg"),
                time,
                sentOrEmpty(request, "domainid")));
        return Reply.changed(1, "trigger updated");
    }

    /**
     * {@code alias/editalias}: {@code name} and {@code text} not sent become empty, and the alias's
     * domains are exactly the {@code domains[]} sent: none when none are.
     */
    Reply editAlias(ApiRequest request) {
        String id = request.required("id");
        List<String> sent = request.list("domains");
        List<String> domains = sent == null
                ? List.of()
                : sent.stream().filter(d -> !d.isEmpty()).toList();
        store.write(state -> state.editAlias(id, sentOrEmpty(request, "name"), sentOrEmpty(request, "text"), domains));
        return Reply.changed(1, "alias updated");
    }

    private static String sentOrEmpty(ApiRequest request, String name) {
        String value = request.optional(name);
        return value == null ? "" : value;
    }
}
