#!/usr/bin/env bash
# Uses structlearn as another Maven project would (docs/java.md): installs it into the local Maven
# repository (~/.m2) with `mvn -DskipTests install`, then creates a fresh Maven project in a temporary
# folder whose only dependency is org.structlearn:structlearn:<the pom's version>, pastes the README's
# Java example (the first ```java block of README.md, as it stands) into src/main/java/, compiles it with
# Maven and runs it with the class path Maven resolves. Exit code 0 when the example compiles and runs.
#   bash scripts/as-dependency.sh [--offline] [--no-install]
#     --offline     pass -o to Maven (everything must already be in ~/.m2)
#     --no-install  use the structlearn already installed in ~/.m2
# The temporary project is left in place on failure (its path is printed) and removed on success.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
offline=()
install=1
for a in "$@"; do
  case "$a" in
    --offline) offline=(-o) ;;
    --no-install) install=0 ;;
    *) echo "as-dependency.sh: unknown argument $a (use --offline, --no-install)" >&2; exit 2 ;;
  esac
done
version=$(sed -n '0,/<version>/s:.*<version>\(.*\)</version>.*:\1:p' pom.xml)
if [ "$install" = 1 ]; then
  echo "== mvn -DskipTests install (org.structlearn:structlearn:$version; log target/mvn-install.log)"
  mvn_quiet target/mvn-install.log "${offline[@]}" -DskipTests install
fi
# The README's Java example, exactly as the README shows it
example=$(awk '/^```java/{inside=1; next} inside && /^```/{exit} inside{print}' README.md)
class=$(printf '%s\n' "$example" | sed -n 's/^public class \([A-Za-z0-9_]*\).*/\1/p' | head -n 1)
if [ -z "$class" ]; then
  echo "as-dependency.sh: README.md's first java block declares no public class" >&2
  exit 1
fi
dir=$(mktemp -d)
mkdir -p "$dir/src/main/java"
printf '%s\n' "$example" >"$dir/src/main/java/$class.java"
# Plugin versions as in structlearn's pom, so that an offline run finds them in ~/.m2
cat >"$dir/pom.xml" <<POM
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>example</groupId>
  <artifactId>uses-structlearn</artifactId>
  <version>1.0</version>
  <properties>
    <maven.compiler.release>17</maven.compiler.release>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
  <dependencies>
    <dependency>
      <groupId>org.structlearn</groupId>
      <artifactId>structlearn</artifactId>
      <version>$version</version>
    </dependency>
  </dependencies>
  <build>
    <plugins>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-compiler-plugin</artifactId>
        <version>3.13.0</version>
      </plugin>
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-dependency-plugin</artifactId>
        <version>3.8.1</version>
      </plugin>
    </plugins>
  </build>
</project>
POM
echo "== a fresh Maven project in $dir: compile $class.java (the README's Java example)"
(cd "$dir" && mvn_quiet build.log "${offline[@]}" compile dependency:build-classpath -Dmdep.outputFile=cp.txt) || {
  echo "as-dependency.sh: the example did not compile; the project is left in $dir" >&2
  exit 1
}
echo "== run it (outside the structlearn project: java -cp target/classes:<Maven's class path> $class)"
(cd "$dir" && java -cp "target/classes:$(cat cp.txt)" "$class") || {
  echo "as-dependency.sh: the example failed; the project is left in $dir" >&2
  exit 1
}
rm -rf "$dir"
echo "== as-dependency: the README's Java example compiled and ran in a fresh project depending on structlearn $version"
