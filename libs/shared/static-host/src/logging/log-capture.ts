/** A destination that keeps what a logger wrote, for tests. */
export function captureLog() {
  const written: string[] = [];
  return {
    destination: { write: (line: string) => void written.push(line) },
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => written.join(''),
  };
}
