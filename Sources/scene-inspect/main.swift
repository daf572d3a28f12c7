// scene-inspect: shows, checks and exercises storyboards from the command line.
// Exit status: 0 when no errors, 1 when there are errors, 2 for a usage error.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
