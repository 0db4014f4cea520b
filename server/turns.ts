/**
 * One uncached request starts per turn of the event loop, in the order they
 * arrived (issue 17, the load on the subscription form).
 *
 * libuv accepts at most one new connection per turn of the event loop
 * (libuv#3696: a second accept() almost always finds nothing). A turn runs
 * every callback that is ready, so when fifty requests are rendered in one
 * turn, the turn lasts fifty renders, and a connection that is not yet
 * accepted waits that long for each connection before it: measured on this
 * server, fifty keep-alive connections opened at once against the home page's
 * form, the twentieth was accepted after 5.6 s, the thirtieth after 9.7 s, and
 * the connections accepted first were answered twenty times before the last
 * ones once (wrk's 10 s timeouts). With one start per turn a turn lasts about
 * one request's work, every connection is accepted within a second or two,
 * and requests are served first come, first served.
 *
 * Nothing is held: a request that waits on the database, the network or a
 * slow upload lets the next one start on the next turn. Unloaded, the cost
 * is one setImmediate.
 */
export function createTurnQueue() {
  const waiting: Array<() => void> = [];
  let scheduled = false;

  function startNext() {
    waiting.shift()?.();
    // Scheduled from inside the check phase: it runs on the next turn, after the poll phase.
    if (waiting.length > 0) setImmediate(startNext);
    else scheduled = false;
  }

  return {
    /** Resolves on the request's own turn. */
    turn(): Promise<void> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        if (!scheduled) {
          scheduled = true;
          setImmediate(startNext);
        }
      });
    },
    /** How many requests are waiting for their turn. */
    waiting: () => waiting.length,
  };
}
