/**
 * The admin screens reached without a session: signing in and its recoveries.
 * One list for the two places that must agree on it: the route table
 * (app/routes.ts) declares these screens outside the session guard's layout,
 * and the request-body gate (platform/request-body.server.ts) holds posts to
 * them to a visitor form's limits, read before the app runs.
 */
export const SIGN_IN_SCREENS = [
  { path: "login", file: "routes/admin/login.tsx" },
  { path: "login/code", file: "routes/admin/login-code.tsx" },
  // Single sign-on's start (the login screen's link to the provider): the provider's return is better-auth's.
  { path: "login/sso", file: "routes/admin/login-sso.ts" },
  { path: "two-factor", file: "routes/admin/two-factor.tsx" },
  { path: "forgot-password", file: "routes/admin/forgot-password.tsx" },
  { path: "reset-password", file: "routes/admin/reset-password.tsx" },
  // An invitation's link: the reset screen, in other words.
  { path: "accept-invite", file: "routes/admin/reset-password.tsx", id: "routes/admin/accept-invite" },
  { path: "sign-out", file: "routes/admin/sign-out.ts" },
  // The options a passkey sign-in starts from (fetched by the login page's script).
  { path: "passkey-options", file: "routes/admin/passkey-options.ts" },
] as const;

/** Their addresses: "/admin/login", "/admin/two-factor", … */
export const SIGN_IN_PATHS: ReadonlySet<string> = new Set(SIGN_IN_SCREENS.map((screen) => `/admin/${screen.path}`));
