import { createContext } from "react-router";
import type { SignedInAdmin } from "../server/auth/require-admin";
import type { Services } from "../server/services";

/** The running server's services, set for every request by server/app.ts. */
export const servicesContext = createContext<Services>();

/** The nonce that lets this response's inline scripts run under the Content-Security-Policy. */
export const cspNonceContext = createContext<string>("");

/** True for React Router's data requests (`*.data`), which get a status instead of a redirect page. */
export const dataRequestContext = createContext<boolean>(false);

/** The signed-in admin, set by the admin area's middleware for the routes behind it. */
export const adminContext = createContext<SignedInAdmin>();
