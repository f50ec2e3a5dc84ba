import type { CookieJar } from '../../../test/cookie-jar.ts';
import { exchangeCode, startAuthorization } from '../../../test/sign-in.ts';
import { testPublicUrl } from '../../../test/test-app.ts';
import type { startUpstreamProvider } from '../../../test/upstream-provider.ts';
import type { App } from '../../app.ts';

/** The path and query of an address on our server, as `inject` wants it. */
export const pathOf = (url: string) => {
  const parsed = new URL(url, testPublicUrl);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * A person's browser between our server (`inject`, cookies kept in a jar) and the stand-in for
 * Google (`fetch`): opens our login, follows "Sign in with Google", comes back, and collects tokens.
 */
export function googleSignInBrowser({
  app,
  upstream,
}: {
  app: App;
  upstream: Awaited<ReturnType<typeof startUpstreamProvider>>;
}) {
  /** A browser request to our server that carries and keeps the jar's cookies. */
  async function visit(jar: CookieJar, url: string) {
    const path = pathOf(url);
    const response = await app.inject({ method: 'GET', url: path, headers: { cookie: jar.header(path) } });
    jar.store(response);
    return response;
  }

  /** Opens our login interaction and follows "Sign in with Google"; returns where the browser is sent upstream. */
  async function startGoogleSignIn() {
    const { jar, uid, verifier } = await startAuthorization(app);
    if (!uid) throw new Error('authorize did not lead to the login interaction');
    const start = await visit(jar, `/connect/interaction/${uid}/federated/google`);
    if (start.statusCode !== 303) throw new Error(`the Google sign-in answered ${start.statusCode}: ${start.body}`);
    return { jar, uid, verifier, authorizationUrl: String(start.headers.location) };
  }

  /** Signs in upstream as `subject` and comes back to our callback; returns our callback's answer. */
  async function signInWithGoogle({ subject, claims }: { subject: string; claims: Record<string, unknown> }) {
    const started = await startGoogleSignIn();
    const callbackUrl = await upstream.signIn({ authorizationUrl: started.authorizationUrl, subject, claims });
    const callback = await visit(started.jar, callbackUrl);
    return { ...started, callback, resumeUrl: String(callback.headers.location) };
  }

  /** Resumes the authorization where the callback sent the browser and exchanges the code for our tokens. */
  async function tokensAfter({ jar, verifier, resumeUrl }: { jar: CookieJar; verifier: string; resumeUrl: string }) {
    const resumed = await visit(jar, resumeUrl);
    return exchangeCode(app, { location: String(resumed.headers.location), verifier });
  }

  return { visit, startGoogleSignIn, signInWithGoogle, tokensAfter };
}
