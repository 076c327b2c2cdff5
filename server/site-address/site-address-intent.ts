import type { ActionResult } from "../../domain/action-result";
import { siteAddressSchema } from "../../domain/site-address-schema";
import { formIntent } from "../http/form-intent";
import { confirmSiteAddress } from "./site-address";

/** The settings form that confirms the site's address for e-mailed links. */
export const siteAddressIntent = formIntent(
  siteAddressSchema,
  async (db, { address }): Promise<ActionResult<string, { origin: string }>> => {
    await confirmSiteAddress(db, address, "Settings");
    return { ok: true, origin: address, message: `Links in e-mails now open ${address}.` };
  },
);
