package org.structlearn.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.structlearn.cli.CliTest.run;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.structlearn.ProgressListener;
import org.structlearn.cli.study.LatentInfluenceStudyReport;
import org.structlearn.latent.InfluenceNetworkOptions;
import org.structlearn.study.LatentInfluenceStudy;
import org.structlearn.study.LatentInfluenceStudyOptions;
import org.structlearn.study.LatentInfluenceStudyResult;

/**
 * {@code study latent-influence}: the command knows the study, and its text report shows the table,
 * the sharper variant, the bar and the claims. The quick study itself takes about a minute
 * on two cores, too long for a unit test, so the report is printed from a tiny study run through
 * the library ({@code LatentInfluenceStudyTest} checks the numbers and the JSON map).
 */
class LatentInfluenceStudyCliTest {
  @Test
  void theCommandListsTheStudy() {
    CliTest.Run r = run("study", "no-such-study");
    assertEquals(2, r.code());
    assertTrue(r.err().contains("latent-influence"), r.err());
    CliTest.Run help = run("study", "--help");
    assertEquals(0, help.code(), help.err());
    assertTrue(help.out().contains("latent-influence"), help.out());
  }

  @Test
  @Timeout(300)
  void reportShowsTheTableTheBarAndTheClaims() {
    LatentInfluenceStudyOptions o =
        LatentInfluenceStudyOptions.builder()
            .network(
                InfluenceNetworkOptions.builder()
                    .models(3)
                    .observationsPerModel(3)
                    .maxInDegree(2)
                    .arcs(2)
                    .build())
            .sampleSizes(List.of(100, 200))
            .networks(1)
            .klSamples(300)
            .sharpSize(200)
            .seed(3)
            .build();
    LatentInfluenceStudyResult r = LatentInfluenceStudy.run(o, ProgressListener.none());
    StringWriter text = new StringWriter();
    try (PrintWriter out = new PrintWriter(text)) {
      LatentInfluenceStudyReport.print(out, r, true);
    }
    String s = text.toString();
    assertTrue(s.startsWith("study latent-influence (quick): 1 truths per size"), s);
    assertTrue(s.contains("truths: 3 NBMs x 3 observations, 3 states, Dirichlet 5.0"), s);
    assertTrue(s.contains("learned structure"), s);
    assertTrue(s.contains("sharper tables (Dirichlet 0.3)"), s);
    assertTrue(s.contains("check at N=200: KL(learned) < KL(none): "), s);
    assertTrue(s.contains("the paper's claims:"), s);
    assertEquals(5, s.lines().filter(l -> l.startsWith("  [")).count(), s);
  }
}
