package io.chatapi.testkit;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The endpoint table: every path form of every {@link Endpoint}, matched segment by segment. When two
 * forms match (say {@code triggers/list} and {@code triggers/:id}) the one with more literal segments
 * wins.
 */
final class Router {
    /** A routed request: its endpoint, handler and decoded path parameters. */
    record Match(Endpoint endpoint, Handler handler, Map<String, String> pathParams) {}

    private record Route(Endpoint endpoint, String[] segments, int literals) {}

    private final Map<Endpoint, Handler> handlers;
    private final List<Route> routes = new ArrayList<>();

    Router(Map<Endpoint, Handler> handlers) {
        this.handlers = new EnumMap<>(handlers);
        for (Endpoint endpoint : Endpoint.values()) {
            if (!handlers.containsKey(endpoint)) {
                throw new IllegalArgumentException("no handler for " + endpoint);
            }
            for (String form : endpoint.pathForms()) {
                String[] segments = form.split("/");
                int literals = 0;
                for (String segment : segments) {
                    literals += segment.startsWith(":") ? 0 : 1;
                }
                routes.add(new Route(endpoint, segments, literals));
            }
        }
    }

    /** The table of the test server; in {@link Mode#STRICT} the three edits are {@link LiteralEdits}. */
    static Router of(StateStore store, Authentication authentication, Mode mode) {
        AgentHandlers agents = new AgentHandlers(store);
        DomainHandlers domains = new DomainHandlers(store);
        TriggerHandlers triggers = new TriggerHandlers(store);
        AliasHandlers aliases = new AliasHandlers(store);
        TicketHandlers tickets = new TicketHandlers(store);
        Map<Endpoint, Handler> table = new EnumMap<>(Endpoint.class);
        table.put(Endpoint.AUTHENTICATE, authentication::authenticate);
        table.put(Endpoint.LIST_AGENTS, agents::list);
        table.put(Endpoint.GET_AGENT, agents::get);
        table.put(Endpoint.ADD_AGENT, agents::add);
        table.put(Endpoint.EDIT_AGENT, agents::edit);
        table.put(Endpoint.DELETE_AGENT, agents::delete);
        table.put(Endpoint.AGENT_SIGN_INS, agents::signIns);
        table.put(Endpoint.AGENT_DOMAINS, agents::domains);
        table.put(Endpoint.LIST_DOMAINS, domains::list);
        table.put(Endpoint.REGISTER_DOMAIN, domains::register);
        table.put(Endpoint.DELETE_DOMAIN, domains::delete);
        table.put(Endpoint.ASSIGN_AGENT, domains::assign);
        table.put(Endpoint.REMOVE_AGENT, domains::unassign);
        table.put(Endpoint.DOMAIN_TOKEN, domains::token);
        table.put(Endpoint.LIST_TRIGGERS, triggers::list);
        table.put(Endpoint.GET_TRIGGER, triggers::get);
        table.put(Endpoint.ADD_TRIGGER, triggers::add);
        table.put(Endpoint.EDIT_TRIGGER, triggers::edit);
        table.put(Endpoint.CHANGE_TRIGGER_STATUS, triggers::changeStatus);
        table.put(Endpoint.DELETE_TRIGGER, triggers::delete);
        table.put(Endpoint.LIST_ALIASES, aliases::list);
        table.put(Endpoint.GET_ALIAS, aliases::get);
        table.put(Endpoint.ADD_ALIAS, aliases::add);
        table.put(Endpoint.EDIT_ALIAS, aliases::edit);
        table.put(Endpoint.DELETE_ALIAS, aliases::delete);
        table.put(Endpoint.LIST_TICKETS, tickets::list);
        table.put(Endpoint.GET_TICKET, tickets::show);
        if (mode == Mode.STRICT) {
            LiteralEdits literal = new LiteralEdits(store);
            table.put(Endpoint.EDIT_AGENT, literal::editAgent);
            table.put(Endpoint.EDIT_TRIGGER, literal::editTrigger);
            table.put(Endpoint.EDIT_ALIAS, literal::editAlias);
        }
        return new Router(table);
    }

    /**
     * The route of {@code method} and {@code path}.
     *
     * @param path relative to the base URL, raw (percent-encoded), without leading or trailing slash
     */
    Optional<Match> match(String method, String path) {
        String[] segments = path.split("/", -1);
        Route best = null;
        for (Route route : routes) {
            if (route.endpoint().method().equals(method)
                    && matches(route, segments)
                    && (best == null || route.literals() > best.literals())) {
                best = route;
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        Map<String, String> params = new LinkedHashMap<>();
        for (int i = 0; i < segments.length; i++) {
            if (best.segments()[i].startsWith(":")) {
                params.put(best.segments()[i].substring(1), decode(segments[i]));
            }
        }
        return Optional.of(new Match(best.endpoint(), handlers.get(best.endpoint()), params));
    }

    /** Whether any endpoint serves {@code path} with some method. */
    boolean knowsPath(String path) {
        String[] segments = path.split("/", -1);
        return routes.stream().anyMatch(route -> matches(route, segments));
    }

    private static boolean matches(Route route, String[] segments) {
        if (route.segments().length != segments.length) {
            return false;
        }
        for (int i = 0; i < segments.length; i++) {
            String expected = route.segments()[i];
            boolean parameter = expected.startsWith(":");
            if (parameter ? segments[i].isEmpty() : !expected.equals(segments[i])) {
                return false;
            }
        }
        return true;
    }

    /** Percent-decoding of a path segment, where {@code +} stays a plus. */
    private static String decode(String segment) {
        try {
            return URLDecoder.decode(segment.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return segment;
        }
    }
}
