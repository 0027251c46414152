package io.chatapi.sdk.http;

import static io.chatapi.sdk.http.Endpoint.read;
import static io.chatapi.sdk.http.Endpoint.write;

import java.util.ArrayList;
import java.util.List;

/** Every endpoint of the spec; the sample form, likelier to be routed, comes first in each pair. */
public final class Endpoints {
    // Filled as the fields below are declared, so it comes first.
    private static final List<Endpoint> DECLARED = new ArrayList<>();

    private Endpoints() {}

    private static Endpoint add(Endpoint endpoint) {
        DECLARED.add(endpoint);
        return endpoint;
    }

    /** The authentication call; its key travels in the query string and is never logged. */
    public static final Endpoint AUTHENTICATE = add(read("authenticate", "developer/inicialize"));

    public static final Endpoint AGENTS_LIST = add(read("agents.list", "users/list", "users/lists"));
    public static final Endpoint AGENTS_GET = add(read("agents.get", "users/getuser/:uid", "user/:uid"));
    public static final Endpoint AGENTS_ADD = add(write("agents.add", "users/add"));
    public static final Endpoint AGENTS_EDIT = add(write("agents.edit", "user/edit"));
    public static final Endpoint AGENTS_DELETE =
            add(write("agents.delete", "POST", "users/delete/:uid", "user/delete"));
    public static final Endpoint AGENTS_SIGN_IN_HISTORY =
            add(read("agents.signInHistory", "users/logginghistory/:uid/:page", "user/logginghistory/:uid/:page"));
    public static final Endpoint AGENTS_DOMAINS =
            add(read("agents.domains", "users/getuserdomains/:uid", "user/getuserdomains/:uid"));

    public static final Endpoint DOMAINS_LIST = add(read("domains.list", "chat/list", "domains/list"));
    public static final Endpoint DOMAINS_REGISTER = add(write("domains.register", "chat/registerdomain"));
    public static final Endpoint DOMAINS_DELETE = add(write("domains.delete", "domain/delete/:id"));
    public static final Endpoint DOMAINS_ASSIGN = add(write("domains.assignAgent", "domains/adduser"));
    public static final Endpoint DOMAINS_UNASSIGN = add(write("domains.unassignAgent", "domains/removeagent"));
    public static final Endpoint DOMAINS_TOKEN = add(read("domains.pluginToken", "domains/gettoken/:id"));

    public static final Endpoint TRIGGERS_LIST = add(read("triggers.list", "triggers/list"));
    public static final Endpoint TRIGGERS_GET = add(read("triggers.get", "triggers/gettrigger/:id", "triggers/:id"));
    public static final Endpoint TRIGGERS_ADD =
            add(write("triggers.add", "POST", "triggers/addtrigger", "triggers/addtriggers"));
    public static final Endpoint TRIGGERS_EDIT = add(write("triggers.edit", "triggers/edittriggers"));
    public static final Endpoint TRIGGERS_CHANGE_STATUS =
            add(write("triggers.changeStatus", "triggers/changetriggerstatus"));
    // The spec's delete is a GET that changes state: a write all the same, never re-sent.
    public static final Endpoint TRIGGERS_DELETE =
            add(write("triggers.delete", "GET", "triggers/deletetrigger/:id", "triggers/delatetrigger/:id"));

    public static final Endpoint ALIASES_LIST = add(read("aliases.list", "aliases/index"));
    public static final Endpoint ALIASES_GET = add(read("aliases.get", "aliases/getalias/:id"));
    public static final Endpoint ALIASES_ADD = add(write("aliases.add", "aliases/addalias"));
    public static final Endpoint ALIASES_EDIT = add(write("aliases.edit", "alias/editalias"));
    public static final Endpoint ALIASES_DELETE =
            add(write("aliases.delete", "GET", "aliases/deletealias/:id", "aliases/delatealias/:id"));

    public static final Endpoint TICKETS_LIST = add(read("tickets.list", "messages/list"));
    public static final Endpoint TICKETS_GET =
            add(read("tickets.get", "messages/showmessage/:id", "messages/showmessages/:id"));

    /** Every endpoint above; declared last, after the fields it lists. */
    static final List<Endpoint> ALL = List.copyOf(DECLARED);
}
