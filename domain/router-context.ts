import { createContext } from "react-router";
/**
 * What the server gives every request's loaders and actions. Declared here empty and filled in by the
 * server (server/services.ts augments it with its container's type), so this shared room imports
 * neither side while route modules still see the whole, typed service container.
 */
// biome-ignore lint/suspicious/noEmptyInterface: completed by declaration merging in server/services.ts
export interface RequestServices {}

/** The running server's services, set for every request by server/app.ts. */
export const servicesContext = createContext<RequestServices>();

/** The address of the client making the request (behind a trusted local proxy, the one it names). */
export const clientAddressContext = createContext<string>("");

/** The nonce that lets this response's inline scripts run under the Content-Security-Policy. */
export const cspNonceContext = createContext<string>("");

/** True for React Router's data requests (`*.data`), which get a status instead of a redirect page. */
export const dataRequestContext = createContext<boolean>(false);

/** This request's short reference, in its log lines and in any failure message it gets (server-error.ts). */
export const requestIdContext = createContext<string>("");
