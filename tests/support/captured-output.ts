/** Everything written to stdout and stderr from now until `stop` (the logger's lines among it). */
export function captureOutput() {
  let text = "";
  const undo = [process.stdout, process.stderr].map((stream) => {
    const original = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      text += String(chunk);
      return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
    return () => {
      stream.write = original;
    };
  });
  return {
    text: () => text,
    stop: () => {
      for (const restore of undo) restore();
    },
  };
}
