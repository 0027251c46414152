package io.chatapi.testkit;

import java.util.List;

/**
 * The endpoints the test server serves, each with its HTTP method and every path form it answers
 * under the base URL: the spec's description form first, then its sample form where the two differ.
 * {@code :name} marks a path parameter. Used as the key of {@link Counters} and of {@link
 * Faults#onlyOn}.
 */
public enum Endpoint {
    /** {@code GET developer/inicialize?developer_token=KEY}: starts a token chain. */
    AUTHENTICATE("GET", "developer/inicialize"),

    /** The agent list keyed by uuid. */
    LIST_AGENTS("GET", "users/lists", "users/list"),
    /** One agent with its domains. */
    GET_AGENT("GET", "user/:uid", "users/getuser/:uid"),
    /** Adds an agent from {@code login, name, job_title, password, chat, status}. */
    ADD_AGENT("POST", "users/add"),
    /** Edits the agent named by {@code uid} (or {@code id}). */
    EDIT_AGENT("POST", "user/edit"),
    /** Deletes the agent named by {@code uid} in the body, or in the path of the sample form. */
    DELETE_AGENT("POST", "user/delete", "users/delete/:uid"),
    /** One page of an agent's sign-in history; the page defaults to 1. */
    AGENT_SIGN_INS(
            "GET",
            "user/logginghistory/:uid/:page",
            "users/logginghistory/:uid/:page",
            "user/logginghistory/:uid",
            "users/logginghistory/:uid"),
    /** The domains of an agent, with their tokens. */
    AGENT_DOMAINS("GET", "user/getuserdomains/:uid", "users/getuserdomains/:uid"),

    /** The domain list keyed by sequence number. */
    LIST_DOMAINS("GET", "domains/list", "chat/list"),
    /** Registers a domain from {@code domain, shop}. */
    REGISTER_DOMAIN("POST", "chat/registerdomain"),
    /** Removes a domain and its token. */
    DELETE_DOMAIN("POST", "domain/delete/:id"),
    /** Assigns agent {@code user} to domain {@code domain}. */
    ASSIGN_AGENT("POST", "domains/adduser"),
    /** Removes agent {@code uid} from domain {@code id}. */
    REMOVE_AGENT("POST", "domains/removeagent"),
    /** The plug-in token of a domain. */
    DOMAIN_TOKEN("GET", "domains/gettoken/:id"),

    /** All triggers. */
    LIST_TRIGGERS("GET", "triggers/list"),
    /** One trigger. */
    GET_TRIGGER("GET", "triggers/:id", "triggers/gettrigger/:id"),
    /** Adds an activated trigger from {@code name, url, msg, time, domainid}. */
    ADD_TRIGGER("POST", "triggers/addtriggers", "triggers/addtrigger"),
    /** Edits trigger {@code triggerId}. */
    EDIT_TRIGGER("POST", "triggers/edittriggers"),
    /** Sets trigger {@code id} to {@code status} 0 or 1. */
    CHANGE_TRIGGER_STATUS("POST", "triggers/changetriggerstatus"),
    /** Deletes a trigger. */
    DELETE_TRIGGER("GET", "triggers/delatetrigger/:id", "triggers/deletetrigger/:id"),

    /** All aliases. */
    LIST_ALIASES("GET", "aliases/index"),
    /** One alias with {@code domainsSelected}. */
    GET_ALIAS("GET", "aliases/getalias/:id"),
    /** Adds an alias from {@code name, text, domains[]}. */
    ADD_ALIAS("POST", "aliases/addalias"),
    /** Edits alias {@code id}. */
    EDIT_ALIAS("POST", "alias/editalias"),
    /** Deletes an alias. */
    DELETE_ALIAS("GET", "aliases/delatealias/:id", "aliases/deletealias/:id"),

    /** All tickets. */
    LIST_TICKETS("GET", "messages/list"),
    /** The conversation of one ticket. */
    GET_TICKET("GET", "messages/showmessages/:id", "messages/showmessage/:id");

    private final String method;
    private final List<String> pathForms;

    Endpoint(String method, String... pathForms) {
        this.method = method;
        this.pathForms = List.of(pathForms);
    }

    /**
     * The HTTP method, {@code GET} or {@code POST}.
     *
     * @return the method
     */
    public String method() {
        return method;
    }

    /**
     * Every path form served, relative to the base URL.
     *
     * @return the forms, description form first
     */
    public List<String> pathForms() {
        return pathForms;
    }

    /**
     * Whether a request must carry the current token of a chain; false only for {@link #AUTHENTICATE}.
     *
     * @return true when a token is required
     */
    public boolean requiresToken() {
        return this != AUTHENTICATE;
    }
}
