package io.chatapi.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class TableTest {
    @Test
    void columnsLineUpByCodePointsNotUtf16Units() {
        // "𝒵oë" is 3 code points but 4 UTF-16 units; "Łukasz" is 6 of both.
        List<String> lines =
                render(new Table("Name", "Role").row("𝒵oë", "admin").row("Łukasz", "agent"));

        assertThat(lines)
                .containsExactly("T (2)", "Name    Role", "------  -----", "𝒵oë     admin", "Łukasz  agent", "");
        assertThat(List.of(lines.get(1), lines.get(3), lines.get(4)))
                .allSatisfy(line -> assertThat(codePointIndexOf(line, "Role", "admin", "agent"))
                        .isEqualTo(8));
    }

    @Test
    void cellsStayOnOneLineAndLongOnesAreCutWithAnEllipsis() {
        String longText = "ж".repeat(Table.MAX_CELL + 5);

        assertThat(Table.clean("first\r\nsecond\tthird")).isEqualTo("first second third");
        assertThat(Table.clean(longText)).hasSize(Table.MAX_CELL).endsWith("…");
        assertThat(Table.clean(null)).isEqualTo("-");
        assertThat(Table.clean("  ")).isEqualTo("-");
    }

    @Test
    void aCutNeverSplitsASurrogatePair() {
        // U+1D4B5 lies outside the BMP (a surrogate pair) and takes one terminal column.
        String script = "𝒵".repeat(Table.MAX_CELL + 1);

        String cut = Table.clean(script);

        assertThat(cut.codePointCount(0, cut.length())).isEqualTo(Table.MAX_CELL);
        assertThat(cut).isEqualTo("𝒵".repeat(Table.MAX_CELL - 1) + "…");
    }

    @Test
    void eastAsianWideLettersTakeTwoColumnsSoRowsStillLineUp() {
        List<String> lines =
                render(new Table("Name", "Role").row("田中 花子", "agent").row("Sam", "admin"));

        assertThat(lines.get(1)).isEqualTo("Name       Role");
        assertThat(lines.get(3)).isEqualTo("田中 花子  agent");
        assertThat(lines.get(4)).isEqualTo("Sam        admin");
        assertThat(Table.length("田中 花子")).isEqualTo(9);
        assertThat(Table.clean("東".repeat(Table.MAX_CELL)))
                .satisfies(cut -> assertThat(Table.length(cut)).isLessThanOrEqualTo(Table.MAX_CELL));
    }

    private static List<String> render(Table table) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        table.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), "T");
        return List.of(bytes.toString(StandardCharsets.UTF_8).split("\n", -1)).subList(0, 6);
    }

    /** The code-point index of whichever of {@code needles} the line contains. */
    private static int codePointIndexOf(String line, String... needles) {
        for (String needle : needles) {
            int index = line.indexOf(needle);
            if (index >= 0) {
                return line.codePointCount(0, index);
            }
        }
        return -1;
    }
}
