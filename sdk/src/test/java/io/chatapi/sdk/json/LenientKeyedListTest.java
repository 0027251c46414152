package io.chatapi.sdk.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which objects are lists keyed by id or sequence number, and what their elements are. */
class LenientKeyedListTest {

    private static JsonNode json(String text) throws Exception {
        return JsonCodec.readTree(text.replace('\'', '"'));
    }

    private static List<String> ids(String list) throws Exception {
        return Lenient.asObjectList(json(list)).stream()
                .map(record -> Lenient.text(record, "id").orElse("-"))
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
                // One record sent alone: scalars only, or scalars with its own nested objects.
                "{'id':'a','name':'n'}                                      | a",
                "{'id':'a','domains':{'uuid':'d'},'users':{'id':'u'}}       | a",
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
        assertThat(Lenient.asObjectList(json("'{\\'1\\':{\\'id\\':\\'a\\'},\\'total\\':1}'")))
                .extracting(r -> r.get("id").asText())
                .containsExactly("a");
    }

    @ParameterizedTest
    @CsvSource({"0,true", "15,true", "007,true", "-1,false", "1.5,false", "'',false", "x1,false", "' 1',false"})
    void sequence_numbers_are_digits_only(String key, boolean expected) {
        assertThat(Lenient.isSequenceNumber(key)).isEqualTo(expected);
    }
}
