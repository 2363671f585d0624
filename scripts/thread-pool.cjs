// libuv sizes its thread pool once, from UV_THREADPOOL_SIZE, when the pool first works, and loading an ES module
// already does: so a CommonJS entry requires this first. Files, image checks, WebCrypto and password hashing share
// the pool; Node's 4 threads made the slow answers of a crowd past 300 people (decision 0053).
process.env.UV_THREADPOOL_SIZE ??= '16';
