package io.chatapi.sdk.tickets.decode;

import static org.assertj.core.api.Assertions.assertThat;

import io.chatapi.sdk.core.RawJson;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Compares two decoded models field by field, raw JSON included (the client-data models leave their
 * raw JSON out of {@code equals}, so plain equality would not see a wrong slice).
 */
final class SameDecoding {
    private SameDecoding() {}

    static void assertSame(Object expected, Object actual, String path) {
        if (expected == null || actual == null) {
            assertThat(actual).as(path).isEqualTo(expected);
        } else if (expected instanceof RawJson raw) {
            assertThat(actual).as(path).isInstanceOf(RawJson.class);
            assertThat(((RawJson) actual).isPresent()).as(path + " present").isEqualTo(raw.isPresent());
            assertThat(((RawJson) actual).tree()).as(path).isEqualTo(raw.tree());
        } else if (expected instanceof Record) {
            assertThat(actual.getClass()).as(path).isEqualTo(expected.getClass());
            for (RecordComponent component : expected.getClass().getRecordComponents()) {
                assertSame(value(component, expected), value(component, actual), path + "." + component.getName());
            }
        } else if (expected instanceof Optional<?> optional) {
            assertThat(actual).as(path).isInstanceOf(Optional.class);
            assertThat(((Optional<?>) actual).isPresent()).as(path + " present").isEqualTo(optional.isPresent());
            optional.ifPresent(value -> assertSame(value, ((Optional<?>) actual).get(), path));
        } else if (expected instanceof List<?> list) {
            assertThat(actual).as(path).isInstanceOf(List.class);
            assertThat((List<?>) actual).as(path + " size").hasSize(list.size());
            for (int i = 0; i < list.size(); i++) {
                assertSame(list.get(i), ((List<?>) actual).get(i), path + "[" + i + "]");
            }
        } else if (expected instanceof Map<?, ?> map) {
            assertThat(actual).as(path).isInstanceOf(Map.class);
            List<?> keys = new ArrayList<>(map.keySet());
            assertThat(new ArrayList<>(((Map<?, ?>) actual).keySet()))
                    .as(path + " keys")
                    .isEqualTo(keys);
            for (Object key : keys) {
                assertSame(map.get(key), ((Map<?, ?>) actual).get(key), path + "[" + key + "]");
            }
        } else {
            assertThat(actual).as(path).isEqualTo(expected); // BigDecimal: same digits and same scale
        }
    }

    private static Object value(RecordComponent component, Object record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
