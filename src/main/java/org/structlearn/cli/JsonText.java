package org.structlearn.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.Map;

/**
 * A command's result as one line of JSON, written with jackson-core's streaming generator.
 *
 * <p>Why not {@code ObjectMapper.writeValueAsString}: in a fresh process jackson-databind loads
 * some 470 classes and builds its serializer tables before it writes anything, which cost 0.4–0.7 s
 * of every {@code --json} command (more than some searches take). The values a command reports are
 * maps, lists, strings, numbers and booleans, for which this writes exactly the bytes {@code
 * ObjectMapper} writes (it makes the same generator calls: {@code writeNumber(double)} with
 * non-finite values quoted, map entries in iteration order, nulls written). Any other value (a
 * record, an enum, a map with non-string keys, {@code BigDecimal}, ...) is handed to a lazily
 * created {@code ObjectMapper}, so the output never depends on which path wrote it.
 */
public final class JsonText {
  private static final JsonFactory FACTORY = new JsonFactory();

  private JsonText() {}

  /** {@code value} as compact JSON, as {@code new ObjectMapper().writeValueAsString} writes it. */
  public static String of(Object value) {
    StringWriter text = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(text)) {
      write(g, value);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write JSON", e);
    }
    return text.toString();
  }

  private static void write(JsonGenerator g, Object v) throws IOException {
    if (v == null) {
      g.writeNull();
    } else if (v instanceof String s) {
      g.writeString(s);
    } else if (v instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (v instanceof Integer i) {
      g.writeNumber(i.intValue());
    } else if (v instanceof Long l) {
      g.writeNumber(l.longValue());
    } else if (v instanceof Double d) {
      g.writeNumber(d.doubleValue());
    } else if (v instanceof Float f) {
      g.writeNumber(f.floatValue());
    } else if (v instanceof Map<?, ?> m && stringKeys(m)) {
      g.writeStartObject();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        g.writeFieldName((String) e.getKey());
        write(g, e.getValue());
      }
      g.writeEndObject();
    } else if (v instanceof Collection<?> c) {
      g.writeStartArray();
      for (Object x : c) {
        write(g, x);
      }
      g.writeEndArray();
    } else if (v instanceof Object[] a) {
      g.writeStartArray();
      for (Object x : a) {
        write(g, x);
      }
      g.writeEndArray();
    } else if (v instanceof int[] a) {
      g.writeArray(a, 0, a.length);
    } else if (v instanceof long[] a) {
      g.writeArray(a, 0, a.length);
    } else if (v instanceof double[] a) {
      g.writeArray(a, 0, a.length);
    } else {
      g.writeRawValue(Mapper.INSTANCE.writeValueAsString(v));
    }
  }

  private static boolean stringKeys(Map<?, ?> m) {
    for (Object k : m.keySet()) {
      if (!(k instanceof String)) {
        return false;
      }
    }
    return true;
  }

  /** Created on first use only: most commands never need it. */
  private static final class Mapper {
    static final ObjectMapper INSTANCE = new ObjectMapper();
  }
}
