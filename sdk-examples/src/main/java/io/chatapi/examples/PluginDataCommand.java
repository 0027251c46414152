package io.chatapi.examples;

import io.chatapi.sdk.clientdata.ScriptSafeJson;
import java.util.Set;

/**
 * Runs {@link PluginDataExample} from the CLI: prints the script element a shop page would embed
 * for the chat plug-in. Needs no server.
 */
final class PluginDataCommand implements Command {
    @Override
    public String name() {
        return "plugin-data";
    }

    @Override
    public String summary() {
        return "print the client-data script element a shop page hands to the plug-in (no server)";
    }

    @Override
    public String usage() {
        return """
        Usage: plugin-data

        Prints a <script type="application/json"> element with sample client data (user,
        cart, orders, recent activity, an abandoned product, a custom branch), safe to paste
        into an HTML page. Needs no server and no key.
        """;
    }

    @Override
    public Args.Spec spec() {
        return new Args.Spec(Set.of(), Set.of(), 0);
    }

    @Override
    public int run(Args args, CliContext context) {
        context.out().println(ScriptSafeJson.scriptElement(PluginDataExample.sampleClientData(), "chat-client-data"));
        return ExitCode.OK;
    }
}
