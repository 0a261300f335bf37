package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.structlearn.search.Warmup;
import picocli.CommandLine;

/** {@link Main#commandLine} registers only the subcommand a process runs, without changing it. */
class MainCommandLineTest {
  private static final String[] NONE = {};

  @Test
  void theWarmUpStartsBeforeParsingOnlyForAHillClimbTabuGesOrPcStableLearn() {
    assertTrue(LearnWarmup.warmsUpEarly(new String[] {"learn", "--data", "x.csv"}));
    assertTrue(LearnWarmup.warmsUpEarly(new String[] {"learn", "--algorithm", "tabu"}));
    assertTrue(LearnWarmup.warmsUpEarly(new String[] {"learn", "--algorithm=hc", "--json"}));
    assertEquals(
        Warmup.Workload.PC_STABLE,
        LearnWarmup.earlyWorkload(new String[] {"learn", "--algorithm", "pc-stable"}));
    assertEquals(
        Warmup.Workload.SEARCH,
        LearnWarmup.earlyWorkload(new String[] {"learn", "--algorithm=tabu", "--json"}));
    assertEquals(
        Warmup.Workload.GES,
        LearnWarmup.earlyWorkload(new String[] {"learn", "--algorithm", "ges", "--json"}));
    for (String[] no :
        List.of(
            NONE,
            new String[] {"sample", "--data", "x.csv"},
            new String[] {"learn", "--no-warmup"},
            new String[] {"learn", "--spark", "local[2]"},
            new String[] {"learn", "--spark=local[2]"},
            new String[] {"learn", "--algorithm", "sgs"},
            new String[] {"learn", "--algorithm", "ges", "--no-warmup"},
            new String[] {"learn", "--algorithm", "exact"},
            new String[] {"learn", "--algorithm=mpl-hc"})) {
      assertFalse(LearnWarmup.warmsUpEarly(no), String.join(" ", no));
    }
  }

  @Test
  void fullCommandLineHasEverySubcommandAndHelp() {
    List<String> names = new ArrayList<>(Main.commandLine(NONE).getSubcommands().keySet());
    assertEquals(Main.SUBCOMMANDS.size() + 1, names.size());
    assertEquals("help", names.get(names.size() - 1));
    assertEquals(names.size(), Set.copyOf(names).size());
  }

  @Test
  void namedSubcommandIsRegisteredAloneWithTheSameUsage() {
    CommandLine full = Main.commandLine(NONE);
    for (String name : full.getSubcommands().keySet()) {
      if (name.equals("help")) {
        continue;
      }
      CommandLine lazy = Main.commandLine(new String[] {name, "--help"});
      assertEquals(Set.of(name), lazy.getSubcommands().keySet(), name);
      assertEquals(
          usage(full.getSubcommands().get(name)), usage(lazy.getSubcommands().get(name)), name);
    }
  }

  @Test
  void versionAloneNeedsNoSubcommandsAndOtherArgumentsGetThemAll() {
    assertTrue(Main.commandLine(new String[] {"--version"}).getSubcommands().isEmpty());
    assertTrue(Main.commandLine(new String[] {"-V"}).getSubcommands().isEmpty());
    int all = Main.SUBCOMMANDS.size() + 1;
    for (String[] args :
        new String[][] {{"--help"}, {"help", "learn"}, {"lern"}, {"--version", "learn"}}) {
      assertEquals(all, Main.commandLine(args).getSubcommands().size(), String.join(" ", args));
    }
  }

  @Test
  void versionAndUnknownCommandBehaveAsBefore() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    assertEquals(
        0, Main.execute(new String[] {"--version"}, new PrintWriter(out), new PrintWriter(err)));
    assertTrue(out.toString().startsWith("structlearn "), out.toString());
    out.getBuffer().setLength(0);
    assertEquals(
        2, Main.execute(new String[] {"lern"}, new PrintWriter(out), new PrintWriter(err)));
    assertTrue(err.toString().contains("learn"), err.toString()); // picocli's "did you mean"
  }

  private static String usage(CommandLine cl) {
    StringWriter s = new StringWriter();
    cl.usage(new PrintWriter(s));
    return s.toString();
  }
}
