package io.chatapi.sdk.jackson;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.chatapi.sdk.json.JsonCodec;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Lists however the service sends them: the records they hold, and nothing else. */
class KeyedListsTest {
    /** A model of the SDK (its package makes it one). */
    record Rec(@JsonProperty("id") Optional<String> id) {}

    private static JsonNode json(String text) throws Exception {
        return JsonCodec.readTree(text.replace('\'', '"'));
    }

    private static List<String> ids(String list) throws Exception {
        return JsonCodec.list(json(list), Rec.class).stream()
                .map(record -> record.id().orElse("-"))
                .toList();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                // Keyed lists: their object values, in order; counters and arrays beside them are no records.
                "{'1':{'id':'a'},'2':{'id':'b'}}                            | a b",
                "{'1':{'id':'a'},'2':{'id':'b'},'total':2}                  | a b",
                "{'total':2,'1':{'id':'a'},'flags':[1,2],'2':{'id':'b'}}    | a b",
                "{'status':1,'u-1':{'uuid':'u-1','id':'a'},'maxUsersSub':'5'} | a",
                "{'x':{'id':'x'},'count':1}                                 | x",
                "{'k1':{'id':'a'},'k2':{'id':'b'}}                          | a b",
                "{'007':{'id':'a'},'n':1}                                   | a",
                // One record sent alone: scalars only, or scalars with its own nested objects.
                "{'id':'a','name':'n'}                                      | a",
                "{'id':'a','domains':{'uuid':'d'},'users':{'id':'u'}}       | a",
                "{'-1':{'id':'a'},'n':1}                                    | -",
                // Arrays keep their object elements.
                "[{'id':'a'},'junk',{'id':'b'}]                             | a b",
            })
    void lists_yield_their_records_only(String list, String expected) throws Exception {
        assertThat(ids(list)).containsExactly(expected.split(" "));
    }

    @Test
    void empty_and_scalar_values_are_no_records() throws Exception {
        assertThat(ids("{}")).isEmpty();
        assertThat(ids("[]")).isEmpty();
        assertThat(ids("'Access denied'")).isEmpty();
        assertThat(ids("{'total':0}")).containsExactly("-"); // scalars alone: one (empty) record, as sent
    }

    @Test
    void a_keyed_list_sent_as_json_text_is_read_the_same_way() throws Exception {
        assertThat(ids("'{\\'1\\':{\\'id\\':\\'a\\'},\\'total\\':1}'")).containsExactly("a");
    }
}
