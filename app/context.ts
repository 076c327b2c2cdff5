import { createContext } from "react-router";
import type { Services } from "../server/services";

/** The running server's services, set for every request by server/app.ts. */
export const servicesContext = createContext<Services>();

/** The address of the client making the request (behind a trusted local proxy, the one it names). */
export const clientAddressContext = createContext<string>("");

/** The nonce that lets this response's inline scripts run under the Content-Security-Policy. */
export const cspNonceContext = createContext<string>("");

/** True for React Router's data requests (`*.data`), which get a status instead of a redirect page. */
export const dataRequestContext = createContext<boolean>(false);

/** This request's short reference, in its log lines and in any failure message it gets (server-error.ts). */
export const requestIdContext = createContext<string>("");
