package io.chatapi.examples;

import io.chatapi.sdk.clientdata.ScriptSafeJson;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * Runs {@link PluginDataExample} from the CLI: prints the script element a shop page would embed
 * for the chat plug-in. Needs no server.
 */
@Command(
        name = "plugin-data",
        mixinStandardHelpOptions = true,
        description = {
            "Prints a <script type=\"application/json\"> element with sample client data (user, cart, orders,"
                    + " recent activity, an abandoned product, a custom branch), safe to paste into an HTML page.",
            "Needs no server and no key."
        })
final class PluginDataCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        CliContext.of(spec)
                .out()
                .println(ScriptSafeJson.scriptElement(PluginDataExample.sampleClientData(), "chat-client-data"));
        return ExitCode.OK;
    }
}
