package io.chatapi.examples.export;

import io.chatapi.examples.ApiTarget;
import io.chatapi.examples.CliContext;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.TargetOptions;
import io.chatapi.sdk.ChatApiException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code export-tickets}: every ticket with its conversation and client data, as JSON Lines or CSV,
 * to a file or stdout, with a progress bar on a terminal. See {@link TicketExport} for the
 * reusable part.
 */
@Command(
        name = "export-tickets",
        mixinStandardHelpOptions = true,
        description = {
            "Writes every ticket with its whole conversation and the client data the website sent, one ticket"
                    + " at a time, so memory stays flat however many tickets there are (the ticket ids are spooled"
                    + " to a temporary file, deleted afterwards).",
            "A progress bar is drawn on stderr when it is a terminal."
        })
public final class ExportCommand implements Callable<Integer> {
    @Mixin
    private TargetOptions target;

    @Spec
    private CommandSpec spec;

    @Option(
            names = "--format",
            paramLabel = "jsonl|csv",
            description = "jsonl: one JSON object per line (default); csv: one row per ticket (RFC 4180, UTF-8).")
    private TicketExport.Format format = TicketExport.Format.JSONL;

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description = "Write to FILE (default: stdout), through FILE.partial renamed when complete.")
    private Path file;

    /** Used by picocli. */
    public ExportCommand() {}

    /**
     * Exports every ticket.
     *
     * @return the {@link ExitCode}
     * @throws IOException when the output cannot be written
     */
    @Override
    public Integer call() throws IOException {
        CliContext context = CliContext.of(spec);
        Optional<ProgressBar> bar =
                context.interactive() ? Optional.of(new ProgressBar(context.err())) : Optional.empty();
        TicketExport export = new TicketExport(format);
        bar.ifPresent(export::onProgress);
        try (ApiTarget server = target.open()) {
            if (file == null) {
                Writer out = new BufferedWriter(new OutputStreamWriter(context.out(), StandardCharsets.UTF_8));
                long written = run(export, server, out, bar);
                context.err().println("Exported " + written + " tickets.");
                return ExitCode.OK;
            }
            Path partial = file.resolveSibling(file.getFileName() + ".partial");
            long written;
            try (Writer out = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
                written = run(export, server, out, bar);
            } catch (ChatApiException | IOException e) {
                context.err().println("error: export stopped: " + e.getMessage());
                context.err().println("The tickets written so far are in " + partial + " (complete records only).");
                return ExitCode.FAILED;
            }
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING);
            context.err().println("Exported " + written + " tickets to " + file + ".");
            return ExitCode.OK;
        }
    }

    private static long run(TicketExport export, ApiTarget target, Writer out, Optional<ProgressBar> bar)
            throws IOException {
        bar.ifPresent(b -> b.say("Listing tickets…"));
        try {
            long written = export.writeAll(target.client(), out);
            bar.ifPresent(b -> b.finish(written));
            return written;
        } catch (IOException | RuntimeException e) {
            bar.ifPresent(ProgressBar::abandon);
            throw e;
        }
    }
}
