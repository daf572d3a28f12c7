// scene-inspect: shows, checks and exercises storyboards from the command line.
// Exit status: 0 when no errors, 1 when there are errors, 2 for a usage error, 3 when standard
// output cannot be written.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A closed pipe is a failed write (EPIPE) that Output reports, not a silent death by SIGPIPE.
signal(SIGPIPE, SIG_IGN)
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
