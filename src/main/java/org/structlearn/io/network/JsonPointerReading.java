package org.structlearn.io.network;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * What the network JSON readers share: a finite number or a required field read at a JSON pointer,
 * and an error that names the file, the line and column of that pointer in the text, and the
 * problem. One instance reads one document.
 */
abstract class JsonPointerReading {
  final String text;
  final String source;

  JsonPointerReading(String text, String source) {
    this.text = text;
    this.source = source;
  }

  /** A finite number, bare or as a one-element array. */
  final double number(JsonNode node, String at) {
    JsonNode n = node.isArray() && node.size() == 1 ? node.get(0) : node;
    if (!n.isNumber() || !Double.isFinite(n.asDouble())) {
      throw error(at, "expected a finite number (or a one-element array of one), found " + node);
    }
    return n.asDouble();
  }

  /** A field that must be present and not null. */
  final JsonNode field(JsonNode parent, String at, String name) {
    JsonNode f = parent.get(name);
    if (f == null || f.isNull()) {
      throw error(at, "missing field '" + name + "'");
    }
    return f;
  }

  final JsonFormatException error(String pointer, String problem) {
    return error(pointer, problem, null);
  }

  final JsonFormatException error(String pointer, String problem, Throwable cause) {
    JsonLocation at = JsonLocations.locate(text, pointer);
    int line = at == null ? 0 : at.getLineNr();
    int column = at == null ? 0 : at.getColumnNr();
    return new JsonFormatException(source, line, column, pointer, problem, cause);
  }
}
