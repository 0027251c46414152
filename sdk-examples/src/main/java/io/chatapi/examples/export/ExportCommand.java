package io.chatapi.examples.export;

import io.chatapi.examples.ApiTarget;
import io.chatapi.examples.Args;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CliContext;
import io.chatapi.examples.Command;
import io.chatapi.examples.ExitCode;
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
import java.util.Set;

/**
 * {@code export-tickets}: every ticket with its conversation and client data, as JSON Lines or CSV,
 * to a file or stdout, with a progress bar on a terminal. See {@link TicketExport} for the
 * reusable part.
 */
public final class ExportCommand implements Command {
    @Override
    public String name() {
        return "export-tickets";
    }

    @Override
    public String summary() {
        return "export every ticket with its conversation and client data (JSON Lines or CSV)";
    }

    @Override
    public String usage() {
        return """
        Usage: export-tickets [--format jsonl|csv] [--out FILE]

        Writes every ticket with its whole conversation and the client data the website sent,
        one ticket at a time, so memory stays flat however many tickets there are (the ticket
        ids are spooled to a temporary file, deleted afterwards).

          --format jsonl  one JSON object per line (default): ticket_id, client_email,
                          client_name, domain_token, messages[], client_data, geo
          --format csv    one row per ticket (RFC 4180, UTF-8): ticket_id, client_email,
                          client_name, started_at, messages, conversation, client_data
          --out FILE      write to FILE (default: stdout). The export goes to FILE.partial and
                          is renamed to FILE only when complete.

        A progress bar is drawn on stderr when it is a terminal.
        Exit codes: 0 done, 1 a read or write failed, 2 bad input.
        """;
    }

    @Override
    public Args.Spec spec() {
        return new Args.Spec(Set.of(), Set.of("format", "out"), 0);
    }

    @Override
    public int run(Args args, CliContext context) throws IOException {
        String formatName = args.option("format").orElse("jsonl");
        TicketExport.Format format = TicketExport.Format.named(formatName)
                .orElseThrow(() -> new BadInputException("--format must be jsonl or csv, got \"" + formatName + "\""));
        Optional<Path> file = args.option("out").map(Path::of);
        Optional<ProgressBar> bar =
                context.interactive() ? Optional.of(new ProgressBar(context.err())) : Optional.empty();
        TicketExport export = new TicketExport(format);
        bar.ifPresent(export::onProgress);
        try (ApiTarget target = context.openTarget()) {
            if (file.isEmpty()) {
                Writer out = new BufferedWriter(new OutputStreamWriter(context.out(), StandardCharsets.UTF_8));
                long written = run(export, target, out, bar);
                context.err().println("Exported " + written + " tickets.");
                return ExitCode.OK;
            }
            Path partial = file.get().resolveSibling(file.get().getFileName() + ".partial");
            long written;
            try (Writer out = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
                written = run(export, target, out, bar);
            } catch (ChatApiException | IOException e) {
                context.err().println("error: export stopped: " + e.getMessage());
                context.err().println("The tickets written so far are in " + partial + " (complete records only).");
                return ExitCode.FAILED;
            }
            Files.move(partial, file.get(), StandardCopyOption.REPLACE_EXISTING);
            context.err().println("Exported " + written + " tickets to " + file.get() + ".");
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
