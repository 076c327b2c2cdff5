/**
 * A refusal whose message is the whole story for whoever runs the site: what is wrong and what to do.
 * The entry points (`npm start`, `npm run admin`, `db:backup`, `db:restore`) print its message alone;
 * any other error keeps its stack, for whoever debugs it.
 */
export class ExplainedError extends Error {}
