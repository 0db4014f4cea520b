import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useRouteError, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root.tsx";

/** The root's last-resort page, rendered as the server renders it, for an address of each language. */
async function lastResortPage(url: string, failure: unknown): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      ErrorBoundary: () => createElement(ErrorBoundary, { error: useRouteError() } as Parameters<typeof ErrorBoundary>[0]),
      children: [
        {
          path: "*",
          loader: () => {
            throw failure;
          },
          Component: () => null,
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
}

describe("the root's last-resort error page", () => {
  it("speaks English on an English address, with a way home", async () => {
    const html = await lastResortPage("http://site.test/news/x", new Error("database gone"));
    expect(html).toContain("<h1 class=\"text-4xl\">Something went wrong</h1>");
    expect(html).toContain("Please try again in a moment.");
    expect(html).toContain('href="/"');
    expect(html).not.toContain("error.title");
  });

  it("speaks French on a French address, its way home at /fr", async () => {
    const html = await lastResortPage("http://site.test/fr/actualites/x", new Error("database gone"));
    expect(html).toContain("Une erreur est survenue");
    expect(html).toContain("Réessayez dans un instant.");
    expect(html).toContain('href="/fr"');
  });

  it("says not found for a 404", async () => {
    expect(await lastResortPage("http://site.test/fr/x", new Response("", { status: 404 }))).toContain("Page introuvable");
    expect(await lastResortPage("http://site.test/x", new Response("", { status: 404 }))).toContain("Not found");
  });
});
