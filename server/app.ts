import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import type { Response } from "express";
import { RouterContextProvider } from "react-router";
import {
  clientAddressContext,
  cspNonceContext,
  dataRequestContext,
  requestIdContext,
  servicesContext,
} from "../domain/router-context";
import type { Services } from "./services";

// The entry of the server bundle: React Router's request handler, given the process's services.
export function createRequestListener(services: Services) {
  return createRequestHandler({
    build,
    // React Router sends error stacks to the browser in any mode but production (NODE_ENV=test
    // included); only the Vite development server may show them.
    mode: services.config.nodeEnv === "development" ? "development" : "production",
    getLoadContext(request, response: Response) {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, request.ip ?? request.socket.remoteAddress ?? "");
      context.set(servicesContext, services);
      context.set(cspNonceContext, response.locals.cspNonce);
      context.set(dataRequestContext, request.path.endsWith(".data"));
      context.set(requestIdContext, response.locals.requestId);
      return context;
    },
  });
}
