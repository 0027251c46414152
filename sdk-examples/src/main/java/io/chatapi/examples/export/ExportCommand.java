package io.chatapi.examples.export;

import io.chatapi.examples.ApiTarget;
import io.chatapi.examples.AttachedValue;
import io.chatapi.examples.BadInputException;
import io.chatapi.examples.CliContext;
import io.chatapi.examples.ExitCode;
import io.chatapi.examples.SafeFiles;
import io.chatapi.examples.TargetOptions;
import io.chatapi.sdk.errors.ChatApiException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
            "The export holds the shoppers' personal data (e-mails, names, phones, addresses, IP addresses,"
                    + " carts, messages): --out creates it private; give --redact for a copy to hand on.",
            "Progress goes to stderr (see --progress); stdout carries only the export."
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
            preprocessor = AttachedValue.class,
            description = "Write to FILE (default: stdout), created private (mode 0600): it holds personal data."
                    + " Written to a temporary file beside it, renamed when complete; a failed export leaves what it"
                    + " wrote in FILE.partial. A symbolic link at FILE or FILE.partial is refused.")
    private Path file;

    @Option(
            names = "--no-formula-guard",
            description = "CSV: write cells exactly as sent. By default a cell starting with =, +, -, @, tab or CR"
                    + " gets a leading ' so a spreadsheet shows it as text instead of running it.")
    private boolean noFormulaGuard;

    @Option(
            names = "--redact",
            description = "For an export handed to support, by allow-list: keeps only ids, times, counts, the"
                    + " shop's token, country, time zone, known browser and system names, and the cart, orders and"
                    + " products (their web addresses without query); e-mails and client uuids become keyed hashes"
                    + " (h:…, 128 bits, so rows still join); everything else (names, phones, addresses, IPs, message"
                    + " bodies, any field the shop added) is dropped, as is a kept text holding an e-mail, phone or"
                    + " IP. Hashes are keyed by " + Redaction.KEY_VARIABLE + " when set (stable across exports; at"
                    + " least 32 random characters, e.g. `openssl rand -base64 32`, a weak one is refused), else by a"
                    + " random key for this export alone.")
    private boolean redact;

    @Option(names = "--bom", description = "CSV: start with a UTF-8 byte order mark, so Excel reads the accents.")
    private boolean bom;

    @Option(
            names = "--progress",
            paramLabel = "auto|bar|plain|none",
            description = "On stderr: auto (default) draws a bar when stderr is a terminal and prints a line every"
                    + " few seconds otherwise.")
    private ProgressMode progress = ProgressMode.AUTO;

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
        if (bom && format != TicketExport.Format.CSV) {
            throw new BadInputException("--bom is for --format csv; JSON Lines must not start with one");
        }
        CliContext context = CliContext.of(spec);
        Path partial = file == null ? null : file.resolveSibling(file.getFileName() + ".partial");
        if (file != null) {
            // Before anything is sent: a link planted at either path is refused, the tickets go nowhere.
            SafeFiles.refuseUnsafeTarget(file);
            SafeFiles.refuseUnsafeTarget(partial);
        }
        ProgressReport report = progress.open(context.err(), context.interactive());
        TicketExport export =
                new TicketExport(format).formulaGuard(!noFormulaGuard).onProgress(report);
        if (redact) {
            export.redact(Redaction.keyedBy(context.env().get(Redaction.KEY_VARIABLE)));
        }
        try (ApiTarget server = target.open()) {
            if (file == null) {
                return toStdout(export, server, context, report);
            }
            return toFile(export, server, partial, context, report);
        }
    }

    /**
     * Writes to stdout. A failure there cannot be undone (a pipe has taken what was written), so it is said on
     * stderr that stdout holds an incomplete export, and the exit code is not 0. A stdout that could not be
     * written (a closed pipe, a full disk behind a redirect) is such a failure too: the JDK's print stream
     * swallows that error, so it is asked for.
     */
    private int toStdout(TicketExport export, ApiTarget server, CliContext context, ProgressReport report)
            throws IOException {
        Writer out = new BufferedWriter(new OutputStreamWriter(context.out(), StandardCharsets.UTF_8));
        long written;
        try {
            written = run(export, server, out, report);
            out.flush();
        } catch (ChatApiException | IOException e) {
            context.err().println("error: export stopped: " + e.getMessage());
            flushQuietly(out);
            incompleteOnStdout(context);
            return ExitCode.FAILED;
        } catch (RuntimeException e) {
            // Unexpected: the error handler reports it; stdout's state is said here, where it is known.
            flushQuietly(out);
            incompleteOnStdout(context);
            throw e;
        }
        if (context.out().checkError()) {
            context.err().println("error: export stopped: stdout could not be written");
            incompleteOnStdout(context);
            return ExitCode.FAILED;
        }
        context.err().println("Exported " + written + " tickets.");
        return ExitCode.OK;
    }

    private static void incompleteOnStdout(CliContext context) {
        context.err()
                .println("The export on stdout is INCOMPLETE (complete records only, the rest missing):"
                        + " do not use it as a full export. Run again, or give --out FILE to keep what was written in"
                        + " FILE.partial.");
    }

    /**
     * Writes to a private temporary file beside {@code file}, renamed to {@code file} when complete; a failed
     * export renames what it wrote (whole records only) to {@code partial}, still private.
     */
    private int toFile(TicketExport export, ApiTarget server, Path partial, CliContext context, ProgressReport report)
            throws IOException {
        long written;
        try (SafeFiles.Staged staged = SafeFiles.stage(file)) {
            Writer out = new BufferedWriter(new OutputStreamWriter(staged.output(), StandardCharsets.UTF_8));
            try {
                written = run(export, server, out, report);
                out.flush();
            } catch (ChatApiException | IOException e) {
                context.err().println("error: export stopped: " + e.getMessage());
                flushQuietly(out);
                staged.moveTo(partial);
                context.err().println("The tickets written so far are in " + partial + " (complete records only).");
                return ExitCode.FAILED;
            }
            staged.publish();
        }
        // An earlier failed export's partial file is stale now.
        Files.deleteIfExists(partial);
        context.err().println("Exported " + written + " tickets to " + file + ".");
        return ExitCode.OK;
    }

    private static void flushQuietly(Writer out) {
        try {
            out.flush();
        } catch (IOException e) {
            // What could not be written is not in the partial file; whole records before it are.
        }
    }

    private long run(TicketExport export, ApiTarget server, Writer out, ProgressReport report) throws IOException {
        if (bom) {
            out.write('\uFEFF');
        }
        report.say("Listing tickets…");
        try {
            long written = export.writeAll(server.client(), out);
            report.finish(written);
            return written;
        } catch (IOException | RuntimeException e) {
            report.abandon();
            throw e;
        }
    }
}
