package io.chatapi.sdk.clientdata;

import io.chatapi.sdk.core.RawJson;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Equality of the client-data records over their typed components: {@code raw} says where a record came from, not what
 * it holds. Reflective, so that a component added later counts without anyone listing it.
 */
final class TypedEquality {
    private static final ClassValue<List<Method>> TYPED = new ClassValue<>() {
        @Override
        protected List<Method> computeValue(Class<?> type) {
            return Arrays.stream(type.getRecordComponents())
                    .filter(component -> component.getType() != RawJson.class)
                    .map(RecordComponent::getAccessor)
                    .toList();
        }
    };

    private TypedEquality() {}

    static boolean equal(Record self, Object other) {
        return other != null
                && other.getClass() == self.getClass()
                && typed(self).equals(typed((Record) other));
    }

    static int hash(Record self) {
        return typed(self).hashCode();
    }

    private static List<Object> typed(Record record) {
        List<Object> values = new ArrayList<>();
        for (Method accessor : TYPED.get(record.getClass())) {
            try {
                values.add(accessor.invoke(record));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("a record component could not be read", e);
            }
        }
        return values;
    }
}
