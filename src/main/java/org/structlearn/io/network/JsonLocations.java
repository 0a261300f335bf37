package org.structlearn.io.network;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * Finds where a field is in a JSON text, for error messages: the tree model forgets locations, so
 * the text is streamed once more, only when an error is reported.
 */
final class JsonLocations {
  private static final JsonFactory FACTORY = new JsonFactory();

  private JsonLocations() {}

  /**
   * The location of the deepest existing field on the path to {@code pointer} (the field itself if
   * it exists), or {@code null} if the text cannot be streamed.
   */
  static JsonLocation locate(String text, String pointer) {
    try (JsonParser p = FACTORY.createParser(text)) {
      JsonLocation best = null;
      int bestLength = -1;
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.END_ARRAY || t == JsonToken.END_OBJECT) {
          continue;
        }
        JsonStreamContext ctx = p.getParsingContext();
        if (t == JsonToken.START_ARRAY || t == JsonToken.START_OBJECT) {
          ctx = ctx.getParent();
        }
        String here = ctx.pathAsPointer().toString();
        boolean prefix =
            pointer.equals(here)
                || (pointer.startsWith(here) && pointer.startsWith("/", here.length()));
        if (prefix && here.length() > bestLength) {
          best = p.currentTokenLocation();
          bestLength = here.length();
        }
      }
      return best;
    } catch (IOException e) {
      return null;
    }
  }

  /** A JSON pointer for a path of field names and indices, escaping {@code ~} and {@code /}. */
  static String pointer(Object... steps) {
    StringBuilder sb = new StringBuilder();
    for (Object s : steps) {
      sb.append('/');
      String text = String.valueOf(s);
      sb.append(text.replace("~", "~0").replace("/", "~1"));
    }
    return JsonPointer.compile(sb.toString()).toString();
  }
}
