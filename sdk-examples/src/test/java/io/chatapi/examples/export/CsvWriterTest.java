package io.chatapi.examples.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class CsvWriterTest {
    @Test
    void plainAndNonAsciiTextIsWrittenAsIs() {
        assertThat(CsvWriter.field("plain")).isEqualTo("plain");
        assertThat(CsvWriter.field("Zoë Müller 東京")).isEqualTo("Zoë Müller 東京");
        // An empty text alone in a row is quoted, so the row is not read back as a blank line.
        assertThat(CsvWriter.field("")).isEqualTo("\"\"");
        assertThat(CsvWriter.field(null)).isEmpty();
    }

    @Test
    void commasQuotesAndEdgeSpacesAreQuotedWithQuotesDoubled() {
        assertThat(CsvWriter.field("a,b")).isEqualTo("\"a,b\"");
        assertThat(CsvWriter.field("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(CsvWriter.field(" padded")).isEqualTo("\" padded\"");
        assertThat(CsvWriter.field("padded ")).isEqualTo("\"padded \"");
    }

    @Test
    void lineBreaksInsideAFieldAreQuotedAndRowsEndWithCrLf() throws IOException {
        StringWriter out = new StringWriter();

        new CsvWriter(out).row("1", "first line\nsecond line", "cr\rhere", null, "東京, \"本店\"");

        assertThat(out.toString()).isEqualTo("1,\"first line\nsecond line\",\"cr\rhere\",,\"東京, \"\"本店\"\"\"\r\n");
    }
}
