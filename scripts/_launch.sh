# Shared by the launchers: finds the built runnable jar from any working
# directory, or says how to build it. Sourced, not run.
here=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[1]}")")" && pwd)
root=$(dirname "$here")
JAR=${GPUTERASORT_JAR:-$root/app/target/gputerasort.jar}
if [ ! -f "$JAR" ]; then
  echo "gputerasort is not built yet: run 'mvn -B -q package -DskipTests' in $root" >&2
  exit 1
fi
JAVA=${JAVA:-java}
if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then JAVA="$JAVA_HOME/bin/java"; fi
