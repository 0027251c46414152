package io.chatapi.sdk.http;

import java.util.List;

/**
 * Every endpoint of the spec, with both path forms. The sample form comes first in each pair: it is
 * what the service's own sample queries call, so it is the likelier to be routed.
 */
public final class Endpoints {
    private Endpoints() {}

    /** The authentication call; its key travels in the query string and is never logged. */
    public static final Endpoint AUTHENTICATE = Endpoint.read("authenticate", "developer/inicialize");

    public static final Endpoint AGENTS_LIST = Endpoint.read("agents.list", "users/list", "users/lists");
    public static final Endpoint AGENTS_GET = Endpoint.read("agents.get", "users/getuser/:uid", "user/:uid");
    public static final Endpoint AGENTS_ADD = Endpoint.write("agents.add", "users/add");
    public static final Endpoint AGENTS_EDIT = Endpoint.write("agents.edit", "user/edit");
    public static final Endpoint AGENTS_DELETE =
            Endpoint.write("agents.delete", "POST", "users/delete/:uid", "user/delete");
    public static final Endpoint AGENTS_SIGN_IN_HISTORY =
            Endpoint.read("agents.signInHistory", "users/logginghistory/:uid/:page", "user/logginghistory/:uid/:page");
    public static final Endpoint AGENTS_DOMAINS =
            Endpoint.read("agents.domains", "users/getuserdomains/:uid", "user/getuserdomains/:uid");

    public static final Endpoint DOMAINS_LIST = Endpoint.read("domains.list", "chat/list", "domains/list");
    public static final Endpoint DOMAINS_REGISTER = Endpoint.write("domains.register", "chat/registerdomain");
    public static final Endpoint DOMAINS_DELETE = Endpoint.write("domains.delete", "domain/delete/:id");
    public static final Endpoint DOMAINS_ASSIGN = Endpoint.write("domains.assignAgent", "domains/adduser");
    public static final Endpoint DOMAINS_UNASSIGN = Endpoint.write("domains.unassignAgent", "domains/removeagent");
    public static final Endpoint DOMAINS_TOKEN = Endpoint.read("domains.pluginToken", "domains/gettoken/:id");

    public static final Endpoint TRIGGERS_LIST = Endpoint.read("triggers.list", "triggers/list");
    public static final Endpoint TRIGGERS_GET =
            Endpoint.read("triggers.get", "triggers/gettrigger/:id", "triggers/:id");
    public static final Endpoint TRIGGERS_ADD =
            Endpoint.write("triggers.add", "POST", "triggers/addtrigger", "triggers/addtriggers");
    public static final Endpoint TRIGGERS_EDIT = Endpoint.write("triggers.edit", "triggers/edittriggers");
    public static final Endpoint TRIGGERS_CHANGE_STATUS =
            Endpoint.write("triggers.changeStatus", "triggers/changetriggerstatus");
    // The spec's delete is a GET that changes state: a write all the same, never re-sent.
    public static final Endpoint TRIGGERS_DELETE =
            Endpoint.write("triggers.delete", "GET", "triggers/deletetrigger/:id", "triggers/delatetrigger/:id");

    public static final Endpoint ALIASES_LIST = Endpoint.read("aliases.list", "aliases/index");
    public static final Endpoint ALIASES_GET = Endpoint.read("aliases.get", "aliases/getalias/:id");
    public static final Endpoint ALIASES_ADD = Endpoint.write("aliases.add", "aliases/addalias");
    public static final Endpoint ALIASES_EDIT = Endpoint.write("aliases.edit", "alias/editalias");
    public static final Endpoint ALIASES_DELETE =
            Endpoint.write("aliases.delete", "GET", "aliases/deletealias/:id", "aliases/delatealias/:id");

    public static final Endpoint TICKETS_LIST = Endpoint.read("tickets.list", "messages/list");
    public static final Endpoint TICKETS_GET =
            Endpoint.read("tickets.get", "messages/showmessage/:id", "messages/showmessages/:id");

    /** Every endpoint above; declared last, after the fields it lists. */
    static final List<Endpoint> ALL = List.of(
            AUTHENTICATE,
            AGENTS_LIST,
            AGENTS_GET,
            AGENTS_ADD,
            AGENTS_EDIT,
            AGENTS_DELETE,
            AGENTS_SIGN_IN_HISTORY,
            AGENTS_DOMAINS,
            DOMAINS_LIST,
            DOMAINS_REGISTER,
            DOMAINS_DELETE,
            DOMAINS_ASSIGN,
            DOMAINS_UNASSIGN,
            DOMAINS_TOKEN,
            TRIGGERS_LIST,
            TRIGGERS_GET,
            TRIGGERS_ADD,
            TRIGGERS_EDIT,
            TRIGGERS_CHANGE_STATUS,
            TRIGGERS_DELETE,
            ALIASES_LIST,
            ALIASES_GET,
            ALIASES_ADD,
            ALIASES_EDIT,
            ALIASES_DELETE,
            TICKETS_LIST,
            TICKETS_GET);
}
