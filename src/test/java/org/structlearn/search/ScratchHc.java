package org.structlearn.search;

import org.structlearn.data.Dataset;
import org.structlearn.io.*;

public class ScratchHc {
  public static void main(String[] a) {
    Dataset d = DatasetReader.read(DataLocation.resolve("bnlearn/alarm.csv"),
        CsvOptions.builder().levels(LevelFiles.read(DataLocation.resolve("bnlearn/alarm.levels.csv"))).build());
    for (int rep = 0; rep < 3; rep++) {
      for (Optimizations opt : new Optimizations[]{Optimizations.all(), new Optimizations(true,true,false), new Optimizations(false,true,true), new Optimizations(true,false,true)}) {
        LearnResult r = new HillClimbing(SearchOptions.builder().optimizations(opt).build()).learn(d);
        System.out.println(opt + " " + r.score() + " " + r.graph().arcCount() + " " + r.elapsed().toMillis() + "ms " + r.counters());
      }
    }
    LearnResult r = new HillClimbing(SearchOptions.defaults()).learn(d);
    System.out.println(r);
  }
}
