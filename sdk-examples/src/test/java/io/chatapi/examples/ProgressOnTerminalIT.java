package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bar follows stderr, not stdout: run under a pseudo-terminal ({@code script} from util-linux)
 * with stdout sent to a file, where {@code System.console()} is null, it is still drawn; with stderr
 * sent to a file it is not.
 */
class ProgressOnTerminalIT {
    @TempDir
    Path folder;

    @Test
    void theBarIsDrawnWhenStderrIsATerminalEvenIfStdoutIsNot() throws Exception {
        String shown = underTerminal("> " + folder.resolve("tickets.jsonl"));

        assertThat(shown).contains("\r[##############################] 100%  4/4 tickets");
    }

    @Test
    void plainLinesWhenStderrIsAFile() throws Exception {
        Path log = folder.resolve("err.log");

        underTerminal("> /dev/null 2> " + log);

        assertThat(Files.readString(log))
                .contains("Listing tickets…\n", "Exported 4 tickets.")
                .doesNotContain("\r");
    }

    /** Runs {@code export-tickets --demo} on a pseudo-terminal with these redirections; returns what it showed. */
    private String underTerminal(String redirections) throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/script")), "needs script(1) from util-linux");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = java + " -jar " + JarRun.JAR.toAbsolutePath() + " export-tickets --demo " + redirections;
        Path typescript = folder.resolve("typescript");
        Process process = new ProcessBuilder(List.of("/usr/bin/script", "-qec", command, typescript.toString()))
                .redirectInput(ProcessBuilder.Redirect.PIPE)
                .redirectOutput(folder.resolve("shown").toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        process.getOutputStream().close();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isZero();
        return Files.readString(folder.resolve("shown"), StandardCharsets.UTF_8);
    }
}
