# Shared by the scripts: Maven without its noise. Debian's Maven 3.8 writes colour-reset escapes ("[0m")
# even in batch mode and with output redirected; they are stripped here.
#   mvn_quiet LOG ARGS...   runs mvn -B -ntp ARGS with all output in LOG (escapes stripped); on failure it
#                           prints Maven's error lines (without its generic advice) and returns mvn's status
#                           (whether or not the caller has set -e or pipefail)
mvn_quiet() {
  local log=$1 status
  shift
  mkdir -p "$(dirname "$log")"
  { mvn -B -ntp -Dstyle.color=never "$@" 2>&1 && echo 0 >"$log.status" || echo $? >"$log.status"; } |
    sed -E 's/\x1b\[[0-9;]*m//g' >"$log"
  status=$(cat "$log.status")
  rm -f "$log.status"
  if [ "$status" -ne 0 ]; then
    grep -E '^\[ERROR\]' "$log" |
      grep -vE 'Re-run Maven|full stack trace|Help 1\]|^\[ERROR\] *$|For more information|^\[ERROR\] -> ' |
      head -n 80 >&2 || true
    echo "mvn $* failed (exit $status); the full output is in $log" >&2
  fi
  return "$status"
}
