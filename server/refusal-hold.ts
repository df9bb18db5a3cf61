import type { ServerResponse } from "node:http";

/**
 * A flood's refusals, answered after a hold (decision 430). A flooding client opens a new connection as soon
 * as its last one is answered, so however cheap a refusal is, the server's speed at refusing sets the flood's
 * rate, and each refused post still costs a connection and a parse. Held, each of its connections makes one
 * post a hold: the hold, not the server, sets the pace. The connection is paused meanwhile, so what the client
 * still sends waits in its own buffers. Held connections are capped: past the cap a refusal is answered at once,
 * so a flood from many addresses cannot make the holds themselves its weapon.
 */
export interface RefusalHold {
  /** Runs `answer` once the hold is over, or at once if `capacity` connections are already held. */
  hold(res: ServerResponse, answer: () => void): void;
  /** How many connections are held now. */
  readonly held: number;
}

export function refusalHold({ holdMs, capacity }: { holdMs: number; capacity: number }): RefusalHold {
  let held = 0;
  return {
    get held() {
      return held;
    },
    hold(res, answer) {
      if (held >= capacity) return answer();
      held += 1;
      res.req.pause();
      const release = () => {
        clearTimeout(timer);
        res.off("close", release);
        held -= 1;
      };
      // A client that gives up during the hold frees its place; it gets no answer.
      res.once("close", release);
      const timer = setTimeout(() => {
        release();
        answer();
      }, holdMs);
    },
  };
}
