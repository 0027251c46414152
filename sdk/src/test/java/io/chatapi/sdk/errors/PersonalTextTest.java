package io.chatapi.sdk.errors;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a rejection's message may quote of the server's text: its words, with contact data masked. */
class PersonalTextTest {

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "Error - user ann.lee@example.com already exist | Error - user [e-mail] already exist",
                "Error - no chat for Zoë.Müller+shop@bücher.example.de | Error - no chat for [e-mail]",
                "Error - call +48 600 123 456 first | Error - call [phone] first",
                "Error - phone +48600123456 taken | Error - phone [phone] taken",
                "Error - phone (030) 1234-5678 taken | Error - phone [phone] taken",
                "Error - phone 0171 / 555 12 34 invalid | Error - phone [phone] invalid",
                "Error - phone 600-123-456 invalid | Error - phone [phone] invalid",
            })
    void e_mail_addresses_and_phone_numbers_are_masked(String server, String shown) {
        assertThat(PersonalText.masked(server)).isEqualTo(shown);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "Error - user already exist",
                "Error - agent 5f3a9c1e-0b5d-4c1e-9a77-2d4b8e6f1c03 not found",
                "Error - trigger 1234567890 not found",
                "Error - token expired at 2024-01-15 10:00:00",
                "Error - order of 15-01-2024 12:30:00 is closed",
                "Error - limit of 5 agents (3 in use) reached",
                "Error - version 1.2.3 required",
                "Error - total 1 234.50 EUR too high",
            })
    void ids_dates_counts_and_amounts_stay_as_the_server_wrote_them(String server) {
        assertThat(PersonalText.masked(server)).isEqualTo(server);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "Error - user already exist | Error - user already exist",
                "'  Error -\n  two lines  ' | Error - two lines",
                "{\"body\":\"hello\"} | (JSON text, not quoted: see serverMessage())",
                "[1,2] | (JSON text, not quoted: see serverMessage())",
            })
    void a_rejection_quotes_a_short_message_and_describes_data(String server, String shown) {
        assertThat(ChatApiException.quote(server)).isEqualTo(shown);
    }

    @org.junit.jupiter.api.Test
    void a_long_text_is_data_and_not_quoted_even_in_part() {
        String text = "Error - " + "the shopper wrote: please call me back ".repeat(6);
        assertThat(ChatApiException.quote(text))
                .isEqualTo("(a text of " + text.strip().length() + " characters, not quoted: see serverMessage())");
        String justShort = "Error - " + "x".repeat(ChatApiException.MAX_QUOTED_CHARS - 8);
        assertThat(ChatApiException.quote(justShort)).isEqualTo(justShort);
    }
}
