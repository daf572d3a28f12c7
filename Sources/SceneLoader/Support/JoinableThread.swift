#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work that runs on a thread of its own (``JoinableThread``): a subclass overrides ``run()``.
class ThreadJob: @unchecked Sendable {
    /// The thread's work.
    func run() {}
}

/// A POSIX thread running one ``ThreadJob``, joined exactly once.
///
/// Not a task of Swift's cooperative pool, nor a block on a Dispatch queue: the caller waits for
/// it with `pthread_join`, and a pool thread that waits for work queued behind itself on the same
/// pool can wait forever (a bundle loads its files on every pool thread at once). The thread holds
/// a reference to its job until `run()` returns.
struct JoinableThread: ~Copyable {
    #if canImport(Glibc)
    private typealias Handle = pthread_t
    #else
    private typealias Handle = pthread_t?
    #endif
    private let thread: Handle

    /// Starts `job` on a new thread; nil when none can be made (the caller then does the work).
    static func start(_ job: ThreadJob) -> JoinableThread? {
        let context = Unmanaged.passRetained(job).toOpaque()
        var thread = Handle()
        let status = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<ThreadJob>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ThreadJob>.fromOpaque(context).release()
            return nil
        }
        return JoinableThread(thread: thread)
    }

    private init(thread: Handle) {
        self.thread = thread
    }

    /// Waits for the job's `run()` to return; everything it wrote is then visible to the caller.
    consuming func join() {
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
    }
}

/// A value computed on a thread of its own while the caller goes on; ``value()`` waits for it.
/// Without a thread (none could be made), ``value()`` computes it on the caller's thread.
final class ThreadedValue<Value>: ThreadJob, @unchecked Sendable {
    private let body: @Sendable () -> Value
    /// Written by the thread before it ends; read after the join.
    private var result: Value?
    private var thread: JoinableThread?

    /// Starts computing `body()`.
    init(_ body: @escaping @Sendable () -> Value) {
        self.body = body
        super.init()
        thread = JoinableThread.start(self)
    }

    override func run() {
        result = body()
    }

    /// The value: waits for the thread, once; later calls return the same value.
    func value() -> Value {
        if let thread = thread.take() { thread.join() }
        if let result { return result }
        let computed = body()
        result = computed
        return computed
    }
}
