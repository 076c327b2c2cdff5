// Names the booking form and its server share, with no server code behind them.

/** A field no human fills: hidden from sight and from assistive technology. */
export const HONEYPOT_FIELD = "website";

export const NO_SLOT_MESSAGE = "Please select a time slot";
