package org.structlearn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.structlearn.cli.Main;

/**
 * Runs the examples of README.md and docs/*.md as a reader would paste them: every line of a fenced
 * block that starts with {@code java -jar target/structlearn.jar} is run in this JVM through {@link
 * Main#execute} from the project root and must exit with 0 (or N when the line ends with {@code #
 * exit N}); every block fenced as {@code java} is compiled against the project's classes and its
 * {@code main} run (a block without a class is wrapped in one, its {@code import} lines kept on
 * top). Lines without that prefix are synopses ({@code learn --data X.csv ...}) and are not run.
 */
class DocsExamplesTest {
  private static final String PREFIX = "java -jar target/structlearn.jar ";

  /** One fenced block of a page. */
  record Block(Path page, int line, String language, List<String> lines) {}

  @TestFactory
  Stream<DynamicTest> commandLineExamples() throws IOException {
    Files.createDirectories(Path.of("target/docs"));
    List<DynamicTest> tests = new ArrayList<>();
    for (Block b : blocks()) {
      List<String> commands = commands(b.lines());
      for (int i = 0; i < commands.size(); i++) {
        String command = commands.get(i);
        tests.add(
            DynamicTest.dynamicTest(
                b.page() + ":" + b.line() + " " + command, () -> runCommand(command)));
      }
    }
    assertTrue(!tests.isEmpty(), "no command-line examples found in README.md and docs/");
    return tests.stream();
  }

  @TestFactory
  Stream<DynamicTest> javaExamples() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    List<String[]> examples = new ArrayList<>(); // class name, source
    for (Block b : blocks()) {
      if (b.language().equals("java")) {
        String block = String.join("\n", b.lines());
        String name = "DocsExample" + examples.size();
        String[] example =
            block.contains("class ")
                ? new String[] {className(block), block}
                : new String[] {name, wrap(name, block)};
        examples.add(example);
        tests.add(DynamicTest.dynamicTest(b.page() + ":" + b.line(), () -> runJava(example)));
      }
    }
    // One javac run for all of them (each run reads the whole test class path, seconds apiece);
    // when that fails, each example is compiled alone so that its test names its own error
    batch = compile(examples);
    return tests.stream();
  }

  /** The folder all examples were compiled into together, or null if that failed. */
  private static Path batch;

  static List<Block> blocks() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(Path.of("README.md"));
    if (Files.isDirectory(Path.of("docs"))) {
      try (Stream<Path> s = Files.list(Path.of("docs"))) {
        s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
      }
    }
    List<Block> blocks = new ArrayList<>();
    for (Path page : pages) {
      List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
      for (int i = 0; i < lines.size(); i++) {
        String l = lines.get(i).strip();
        if (l.startsWith("```")) {
          String language = l.substring(3).strip();
          int start = i + 1;
          int end = start;
          while (end < lines.size() && !lines.get(end).strip().startsWith("```")) {
            end++;
          }
          blocks.add(new Block(page, start, language, lines.subList(start, end)));
          i = end;
        }
      }
    }
    return blocks;
  }

  /** The runnable command lines of a block, continuation lines ({@code \}) joined. */
  static List<String> commands(List<String> lines) {
    List<String> commands = new ArrayList<>();
    StringBuilder current = null;
    for (String raw : lines) {
      String l = raw.strip();
      if (current == null) {
        if (!l.startsWith(PREFIX)) {
          continue;
        }
        current = new StringBuilder();
      }
      boolean continues = l.endsWith("\\");
      current.append(continues ? l.substring(0, l.length() - 1) : l).append(' ');
      if (!continues) {
        commands.add(current.toString().strip());
        current = null;
      }
    }
    return commands;
  }

  private static void runCommand(String command) {
    List<String> words = words(command.substring(PREFIX.length()));
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        Main.execute(words.toArray(String[]::new), new PrintWriter(out), new PrintWriter(err));
    // a line that ends with "# exit N" shows a refusal: it must end with that code
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("#\\s*exit\\s+(\\d+)\\s*$").matcher(command);
    int expected = m.find() ? Integer.parseInt(m.group(1)) : 0;
    assertEquals(expected, code, () -> command + "\nstdout:\n" + out + "\nstderr:\n" + err);
  }

  /** Splits a command line as a POSIX shell would for plain words and quoted strings. */
  static List<String> words(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder w = null;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          w.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        w = w == null ? new StringBuilder() : w;
      } else if (Character.isWhitespace(c)) {
        if (w != null) {
          words.add(w.toString());
          w = null;
        }
      } else if (c == '#' && w == null) {
        break; // a comment to the end of the line
      } else {
        w = w == null ? new StringBuilder() : w;
        w.append(c);
      }
    }
    if (w != null) {
      words.add(w.toString());
    }
    return words;
  }

  /** Compiles the examples ({class name, source}) into a new folder: the folder, or null. */
  private static Path compile(List<String[]> examples) throws IOException {
    Path dir = Files.createTempDirectory("docs-example");
    List<String> args = new ArrayList<>(List.of("-cp", classPath(), "-d", dir.toString()));
    for (String[] e : examples) {
      Path src = Files.createDirectories(dir.resolve("src-" + e[0])).resolve(e[0] + ".java");
      Files.writeString(src, e[1]);
      args.add(src.toString());
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int status = javac.run(null, diagnostics, diagnostics, args.toArray(String[]::new));
    return status == 0 ? dir : null;
  }

  private static void runJava(String[] example) throws Exception {
    Path dir = batch;
    if (dir == null) {
      dir = Files.createTempDirectory("docs-example");
      Path file = dir.resolve(example[0] + ".java");
      Files.writeString(file, example[1]);
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
      int status =
          javac.run(
              null,
              diagnostics,
              diagnostics,
              "-cp",
              classPath(),
              "-d",
              dir.toString(),
              file.toString());
      if (status != 0) {
        fail("the example does not compile:\n" + example[1] + "\n" + diagnostics);
      }
    }
    PrintStream stdout = System.out;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {dir.toUri().toURL()}, DocsExamplesTest.class.getClassLoader())) {
      Method main = loader.loadClass(example[0]).getMethod("main", String[].class);
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      main.invoke(null, (Object) new String[0]);
    } finally {
      System.setOut(stdout);
    }
  }

  private static String wrap(String name, String block) {
    StringBuilder imports = new StringBuilder();
    StringBuilder body = new StringBuilder();
    for (String l : block.split("\n")) {
      (l.startsWith("import ") ? imports : body).append(l).append('\n');
    }
    return imports
        + "public class "
        + name
        + " {\n public static void main(String[] args) throws Exception {\n"
        + body
        + " }\n}\n";
  }

  private static String className(String block) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("class\\s+(\\w+)").matcher(block);
    if (!m.find()) {
      throw new IllegalStateException("no class name in the example");
    }
    return m.group(1);
  }

  /** The test's class path: Surefire names it in a property when it forks with a manifest jar. */
  private static String classPath() {
    String p = System.getProperty("surefire.test.class.path");
    return p != null && !p.isBlank() ? p : System.getProperty("java.class.path", "");
  }
}
