import { contactMessage, newsletterSignUp, postFromSite } from './site-requests';

/** The emails of the writes the API answered 201: what it promised to keep. */
export type Acknowledged = { contacts: string[]; subscribers: string[] };

export type WriteStream = {
  acknowledged: Acknowledged;
  /** Answers other than 201 while the API was up (a refused or cut connection is not one). */
  unexpected: string[];
  count(): number;
  /** Resolves once `n` writes have been acknowledged (or the stream has ended). */
  reached(n: number): Promise<void>;
  /** Asks every client to stop after its current request; resolves when all have. */
  stop(): Promise<void>;
  /** Resolves when every client has stopped, by stop() or because the API went away. */
  ended: Promise<void>;
};

/**
 * `clients` concurrent clients, each posting contact messages and newsletter sign-ups in turn (unique emails
 * under `label`) until stopped or until the API stops answering.
 */
export function streamWrites(port: number, label: string, clients: number): WriteStream {
  const acknowledged: Acknowledged = { contacts: [], subscribers: [] };
  const unexpected: string[] = [];
  let stopping = false;
  const count = () => acknowledged.contacts.length + acknowledged.subscribers.length;

  const client = async (index: number) => {
    for (let n = 0; !stopping; n++) {
      const email = `${label}-c${index}-${n}@example.org`;
      const isContact = n % 2 === 0;
      let status: number;
      try {
        ({ status } = await postFromSite(
          port,
          isContact ? '/api/contact' : '/api/newsletter/subscribe',
          isContact ? contactMessage(email) : newsletterSignUp(email),
        ));
      } catch {
        return; // The API went away mid-request: this write was never acknowledged.
      }
      if (status === 201) (isContact ? acknowledged.contacts : acknowledged.subscribers).push(email);
      else unexpected.push(`${status} for ${email}`);
    }
  };
  const ended = Promise.all(Array.from({ length: clients }, (_, index) => client(index))).then(() => undefined);
  let finished = false;
  void ended.then(() => (finished = true));

  const reached = async (n: number) => {
    while (count() < n && !finished) await new Promise((done) => setTimeout(done, 5));
  };
  const stop = async () => {
    stopping = true;
    await ended;
  };
  return { acknowledged, unexpected, count, reached, stop, ended };
}
