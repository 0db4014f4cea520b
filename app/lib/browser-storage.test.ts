import { createCookieGetter } from "better-auth/cookies";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CHOSEN_KEY } from "../components/language-switcher.tsx";
import { CART_STORAGE_KEY } from "../features/shop/schema.ts";
import { PASSKEY_CHALLENGE_COOKIE } from "../platform/auth.server.ts";
import { FLASH_COOKIE } from "../platform/flash.server.ts";
import { ALL_COOKIES, BROWSER_STORAGE, PUBLIC_COOKIES, PUBLIC_LOCAL_STORAGE } from "./browser-storage.ts";

describe("the list of what the site keeps in a browser", () => {
  it("names what the code really sets", () => {
    const cookie = createCookieGetter({ baseURL: "http://localhost:3000" });
    expect(ALL_COOKIES).toEqual([cookie("session_token").name, cookie("two_factor").name, cookie(PASSKEY_CHALLENGE_COOKIE).name, FLASH_COOKIE]);
    expect(PUBLIC_LOCAL_STORAGE).toEqual([LANGUAGE_CHOSEN_KEY, CART_STORAGE_KEY]);
    // On https better-auth adds its prefix; the names are otherwise the same.
    expect(createCookieGetter({ baseURL: "https://ecurie.example" })("session_token").name).toBe(`__Secure-${cookie("session_token").name}`);
  });

  it("lets a public page set no cookie at all", () => {
    expect(PUBLIC_COOKIES).toEqual([]);
    expect(new Set(BROWSER_STORAGE.map((entry) => entry.name)).size).toBe(BROWSER_STORAGE.length);
  });
});
