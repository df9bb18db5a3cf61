import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

/**
 * Closing a server without racing its keep-alive clients (docs/decisions/456-a-restart-drops-no-request.md).
 * A proxy keeps idle connections to the server and sends its next request on one of them: if the server
 * closes that connection just as the request is written, the request is lost, and a proxy does not send
 * a post again. So once closing, every answer says `Connection: close` (the client then knows not to use
 * the connection again and closes it after the answer), and an idle connection is closed by the server
 * only when `patient` is off.
 */
export interface ConnectionDrain {
  /** Called at the start of every request: its answer says `Connection: close` once the server closes. */
  track(res: ServerResponse): void;
  /**
   * Stops taking connections and resolves once every open one has ended. `patient`: idle connections are
   * left to their clients (nginx lets go after 4 s) and to the server's keep-alive timeout; otherwise they
   * are closed at once, as `server.close()` does.
   */
  close(options: { patient: boolean }): Promise<void>;
}

export function connectionDrain(server: Server): ConnectionDrain {
  let closing = false;
  const inFlight = new Set<ServerResponse>();
  const sayClose = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  };
  return {
    track(res) {
      if (closing) return sayClose(res);
      inFlight.add(res);
      res.once("close", () => inFlight.delete(res));
    },
    close({ patient }) {
      closing = true;
      // Answers still being worked on say it too; one already under way ends its connection's use after it.
      for (const res of inFlight) sayClose(res);
      inFlight.clear();
      return new Promise<void>((resolve) => {
        // http.Server's own close() also closes every idle connection at once; net.Server's only stops
        // listening, and calls back when the last connection has ended.
        if (patient) NetServer.prototype.close.call(server, () => resolve());
        else server.close(() => resolve());
      });
    },
  };
}
