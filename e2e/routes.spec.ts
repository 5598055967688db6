import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ROUTES, SPEC_PARAM_ROUTES, type RouteAuth } from '../lib/routes';
import { mayOpenScreen, personalMenu } from '../lib/account/menu';
import { roleMayOpen, type Role } from '../lib/session/permissions';
import { LANGS, localized, registerByMobile, signIn, type Lang } from './helpers';
import { BUDGET, SIGNED_IN_BUDGET, report as weightReport } from '../scripts/lib/weight-report.mjs';
import { checkSecurityHeaders } from './security-headers';

/**
 * Issue 29 items 1 and 5: every built route opens, in both languages, signed out and signed in as
 * the accounts that may open it, without the error page, a console error (CSP violations included), missing
 * security headers (the visitor's pages) or a page wider than the screen — at 1366 px (a laptop) and, on the same load
 * resized (`setViewportSize`), at 390 px (a phone). The styles are CSS media queries and no component reads the width
 * once at mount, so a page resized to 390 px lays out as one loaded at 390 px; the second walk at phone width that
 * this replaced loaded 300 pages again to prove the same (docs/TESTING.md). At 390 px (issue 48) it also fails on any
 * element that sticks out of the screen, whether or not it widens the page, unless it is inside a box that scrolls or
 * clips sideways (readPhone), and on a signed-in screen whose own content (the personal centre's screen beside its
 * menu, `data-own-content`, else its title, the first h1 of `#main`) starts below the first phone screen (844 px).
 *
 * Menus (issue 48 item 3): each signed-in account opens only the screens its role may open (`mayOpenScreen`, the rule
 * the menu and the shell read), every one of them without a refusal (the shell's `screen-denied` or a screen's own),
 * and every link its personal-centre menu shows is among them: each role's menu links open without a refusal.
 *
 * The same loads are weighed (issue 44: the separate pass of scripts/weight.mjs loaded 330 pages again): the scripts
 * and stylesheets each page loaded, from its resource timing and its tags, each file's gzip size measured once (the
 * build's files never change under a running server), summed per page; the visitor's public pages against 250 KB of
 * scripts, the signed-in screens, as the accounts that may open them, against 350 KB (scripts/lib/weight-report.mjs).
 * The router's prefetches of other pages are answered empty (as `npm run weight` refuses them): they are other
 * pages' weight and, 20–40 per load, most of the walk's server work; every page they would fetch is walked itself.
 *
 * The routes are not a hand list: they are the screen routes of the spec (../shared/spec/routes.json,
 * copied by lib/routes.ts; pages outside the spec such as /cloud/reportVerify come from lib/routes.ts)
 * intersected with the `page.tsx` files under app/[locale]. `/` is served by app/[locale]/cached-home
 * (proxy.ts rewrites it). Routes that need a record (`?id=`, `/librany/<id>`) are opened with the
 * first link to them found on the pages of the first pass, as the same account, so the ids are the
 * seed's (or whatever the account can really reach).
 *
 * Speed: one browser, one context per account and language, and a pool of tabs that take the next address as soon as
 * they are free (TABS); each address is loaded once, and not every account walks every route in both languages (langsOf).
 */

const TABS = 6;
/** Time for one pass; what is left after it is reported as not visited (a failure), never silently skipped. */
const WALK_MS = Number(process.env.E2E_ROUTES_WALK_MS || 1_200_000);
const IDLE_MS = 4_000;
/** The sign-in and registration pages a guard sends a visitor to (a path, or a whole address with its query). */
const SIGN_IN_PAGE = /\/(login|register)(\/|\?|$)/;
/** The most one address may take (its own timeouts are shorter: this catches a tab that hangs between them). */
const VISIT_MS = 75_000;
const VIEWPORTS = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Viewport = keyof typeof VIEWPORTS;
/** A script or stylesheet of the build: what a page's weight is made of. */
const ASSET = /\.(js|css)(\?|$)/;

/**
 * Console messages that are not faults of the page, each with why:
 * - none so far. A 4xx/5xx of a resource is a fault (Chromium logs it as a console error).
 */
const NOISE: RegExp[] = [];

// ---------------------------------------------------------------------------------------------
// The routes: the spec's screens ∩ the pages that exist.

const APP = path.join(process.cwd(), 'app', '[locale]');

/** Every page.tsx under app/[locale] as its route pattern (`/librany/[id]`); catch-alls are left out. */
function pagePatterns(dir = APP, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) {
      if (entry.name === 'page.tsx') out.push(prefix || '/');
      continue;
    }
    if (entry.name.startsWith('[...') || entry.name.startsWith('(') || entry.name.startsWith('_')) continue;
    out.push(...pagePatterns(path.join(dir, entry.name), `${prefix}/${entry.name}`));
  }
  return out;
}

interface SpecRoute {
  path: string;
  auth: RouteAuth;
}

function specRoutes(): SpecRoute[] {
  // lib/routes.ts: the spec's table (routes.json) with the rule the app applies (three screens ask more than the spec
  // says: tests/unit/links.test.ts lists them) and the few pages outside it, and the spec's routes with a parameter.
  // Not routes.json itself: a clean clone in CI has no spec folder beside it, and the walk must be the same there.
  return [...ROUTES, ...SPEC_PARAM_ROUTES].map((r) => ({ path: r.path, auth: r.auth }));
}

interface Target {
  /** The address without language prefix; a pattern with `[id]` for dynamic routes. */
  pattern: string;
  auth: RouteAuth;
  dynamic: boolean;
}

function targets(): Target[] {
  const pages = new Set(pagePatterns());
  if (pages.has('/cached-home/[generation]')) pages.add('/'); // proxy.ts serves `/` from the cached home page
  const out: Target[] = [];
  for (const route of specRoutes()) {
    // `/librany/{id?}`: the list at /librany and one record at /librany/[id]; `{id}` only the record.
    const param = /\/\{(\w+)(\?)?\}$/.exec(route.path);
    const base = param ? route.path.slice(0, param.index) || '/' : route.path;
    const candidates = param ? [...(param[2] ? [base] : []), `${base === '/' ? '' : base}/[${param[1]}]`] : [route.path];
    for (const candidate of candidates) {
      const match = [...pages].find((p) => p === candidate || (candidate.includes('[') && p.replace(/\[\w+\]/g, '[id]') === candidate.replace(/\[\w+\]/g, '[id]')));
      if (match && !out.some((t) => t.pattern === match)) out.push({ pattern: match, auth: route.auth, dynamic: match.includes('[') });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The accounts: who opens what.

interface Account {
  key: string;
  /** Absent: signed out. */
  role?: Role;
  /** Demo account name; absent for the visitor and the fresh registration. */
  userName?: string;
  /** The route rules this account is walked over (then narrowed by roleMayOpen, the table the server uses). */
  walks: RouteAuth[];
  /** The route rules this account is walked over in both languages at 1366 px; the rest in one language each (below). */
  both: RouteAuth[];
  /** Walked at 390 px over these rules, in English. */
  phone: RouteAuth[];
  /** Addresses with a query this account also opens (a tab the route's plain address does not show). */
  extra?: string[];
}

const ACCOUNTS: Account[] = [
  // Signed out, every route: the personal-centre ones send the visitor to /login (one language each is enough for that).
  { key: 'visitor', walks: ['public', 'user', 'company', 'admin'], both: ['public'], phone: ['public'] },
  // A user who has nothing yet (no application, no order, no address), as after a registration.
  { key: 'fresh', role: 'individual', walks: ['public', 'user'], both: ['user'], phone: [] },
  // The demo roles whose screens differ: the laboratory's orders and settlement, customer service's and
  // the administrator's consoles, the company administrator's enterprise screens.
  // (the laboratory's appointments tab holds its bookable-equipment settings table)
  { key: 'demo_lab', role: 'laboratory', userName: 'demo_lab', walks: ['user'], both: [], phone: ['user'], extra: ['/my/laboratoryOrder?tab=appointments'] },
  { key: 'demo_service', role: 'customer_service', userName: 'demo_service', walks: ['user', 'admin'], both: [], phone: ['user'] },
  // (every console customer service may open, the public administrator may open too: the consoles' phone check is its)
  { key: 'demo_public_admin', role: 'public_admin', userName: 'demo_public_admin', walks: ['admin'], both: ['admin'], phone: ['admin'] },
  { key: 'demo_admin', role: 'company_admin', userName: 'demo_admin', walks: ['company'], both: ['company'], phone: ['company'] },
  // The roles walked for their menus only (below, menuJobs): the employee's read views of the company, the expert's.
  { key: 'demo_employee', role: 'employee', userName: 'demo_employee', walks: ['company'], both: [], phone: [] },
  { key: 'demo_expert', role: 'expert', userName: 'demo_expert', walks: [], both: [], phone: [] },
];

/** Whether the account walks a route: one of its rules, and (signed in) a screen its role may open — the menu's rule. */
function mayOpen(account: Account, target: Pick<Target, 'pattern' | 'auth'>): boolean {
  if (!account.walks.includes(target.auth)) return false;
  return account.role ? roleMayOpen(account.role, target.auth) && mayOpenScreen(account.role, target.pattern) : true;
}

// ---------------------------------------------------------------------------------------------
// The walk.

interface Job {
  account: Account;
  lang: Lang;
  /** Address without language prefix. */
  address: string;
  /** Also checked at 390 px, on the same load resized. */
  phone: boolean;
  /** The route rule of the address (which weight budget applies). */
  auth: RouteAuth;
}

/** One page load's weight: the address, the account, and the build files it loaded. */
interface Weighed {
  job: Job;
  assets: string[];
}

interface Found {
  job: Job;
  problems: string[];
}

const ROUTE_TARGETS = targets();
/** Pages rendered per request that the walk would otherwise only see bare: a search with results, a matching. */
const QUERY_ADDRESSES = ['/mind/mindIndex?keyword=Q355', '/mind/gcMatchingNext?grade=Q355B&system=ASTM'];
/** Script policies seen on the visitor's pages: nonces (rendered per request) and hashes (from the cache). */
const policyKinds = { nonce: 0, hashed: 0 };
/** The five slowest loads of a pass, printed with its figures (what to look at when a pass runs out of time). */
const slowest: { ms: number; what: string }[] = [];
const checkHeaders = (job: Job) => !job.account.role;
const weighed: Weighed[] = [];
/** Addresses that sent the browser on to another page of the portal (not to sign-in). */
const forwarded = new Set<string>();
/** The visitor's loads of public-rule pages that sent it to sign-in (RequireLogin). */
const signInFirst: Job[] = [];
const sessions = new Map<string, { token: string; userName: string }>();
/** The first address with a record found for each (account, route pattern), on the pages of the same pass. */
const recordAddresses = new Map<string, Map<string, string>>();

/** The route of an address: a static page first (`/allServer/brandDetail` is not `/allServer/[id]`). */
function patternOf(pathname: string): Target | undefined {
  return (
    ROUTE_TARGETS.find((t) => !t.dynamic && t.pattern === pathname) ??
    ROUTE_TARGETS.find((t) => t.dynamic && new RegExp(`^${t.pattern.replace(/\[\w+\]/g, '[^/]+')}$`).test(pathname))
  );
}

/** Links to a record of a route: a dynamic segment, or `id`/`ids` in the query of a static one. */
function harvest(account: Account, hrefs: string[], origin: string) {
  const found = recordAddresses.get(account.key) ?? new Map<string, string>();
  recordAddresses.set(account.key, found);
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const pathname = url.pathname.replace(/^\/en(?=\/|$)/, '') || '/';
    const target = patternOf(pathname);
    if (!target || !mayOpen(account, target) || found.has(target.pattern)) continue;
    const params = new URLSearchParams(url.search);
    params.delete('cxl');
    if (target.dynamic || params.has('id') || params.has('ids')) found.set(target.pattern, `${pathname}${params.size ? `?${params}` : ''}`);
  }
}

async function contextFor(browser: Browser, baseURL: string, account: Account, lang: Lang): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORTS.desktop });
  // No wait of the walk is unbounded (Playwright's own defaults are: a tab stuck in one would hold the pass to its test timeout).
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  // A CSP violation the page reports (the event) becomes a console error, a problem like any other.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  await context.addCookies([{ name: 'lang', value: lang === 'zh' ? 'CN' : 'EN', url: baseURL }]);
  const session = sessions.get(account.key);
  if (session) {
    await context.addCookies([
      { name: 'token', value: session.token, url: baseURL },
      { name: 'userName', value: session.userName, url: baseURL },
    ]);
  }
  return context;
}

/** Opens one address in a new tab and answers what is wrong with it (nothing: []). */
/**
 * The router's prefetches of the links on a page (requests marked Next-Router-Prefetch) are answered empty: Next then
 * leaves the link to an ordinary navigation, silently. Only requests of RSC payloads (`_rsc`) are paused, through the
 * page's own DevTools session: Playwright's `route` would turn the browser's cache off for every request, and each
 * load would fetch and compile every script again (the walk ran twice as slow with it).
 */
async function answerPrefetchesEmpty(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  cdp.on('Fetch.requestPaused', (event) => {
    const prefetch = Object.keys(event.request.headers).some((name) => name.toLowerCase() === 'next-router-prefetch');
    const answer = prefetch
      ? cdp.send('Fetch.fulfillRequest', { requestId: event.requestId, responseCode: 204, body: '' })
      : cdp.send('Fetch.continueRequest', { requestId: event.requestId });
    answer.catch(() => undefined);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*_rsc=*', requestStage: 'Request' }] });
}

/**
 * The phone checks of issue 48, on the page as laid out at 390 px: the outermost elements that stick out of the screen
 * and are not inside a box that scrolls sideways or clips (a table in .data-table-wrap scrolls by design; a carousel's
 * track is clipped by its frame), whether or not they widen the page (an element inside a clipping box that itself
 * sticks out is reported as that box); and where the screen's own content starts: the personal centre's screen beside
 * its menu (`data-own-content`, components/account/my-shell.tsx), else the page's title (its first h1), else `#main`.
 */
function readPhone(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const sticking: string[] = [];
    const outside = (r: DOMRect) => r.width > 0 && r.height > 0 && (r.right > width + 1 || r.left < -1) && r.left < width && r.right > 0;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const rect = el.getBoundingClientRect();
      if (!outside(rect)) continue;
      // The outermost only: a parent that sticks out is the one reported.
      if (el.parentElement && el.parentElement !== document.body && outside(el.parentElement.getBoundingClientRect())) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      let contained = false;
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') {
          contained = true;
          break;
        }
      }
      if (contained) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}`;
      sticking.push(`${name} ${Math.round(rect.left)}…${Math.round(rect.right)} px`);
      if (sticking.length >= 4) break;
    }
    // The screen's own content: what its layout marks as such (the personal centre's screen beside its menu), else
    // where its title is (a layout of its own that put a menu or a panel first would push the title down), else #main.
    const own = document.querySelector('[data-own-content]') ?? document.querySelector('#main h1') ?? document.getElementById('main');
    return { sticking, contentTop: own ? Math.round(own.getBoundingClientRect().top + window.scrollY) : 0 };
  });
}

/** Per account: the links its personal-centre menu showed, and the screens it opened (landed on, not refused). */
const menuLinks = new Map<string, Set<string>>();
const openedScreens = new Map<string, Set<string>>();
function noteMenu(job: Job, hrefs: string[], opened: boolean) {
  const links = menuLinks.get(job.account.key) ?? new Set<string>();
  menuLinks.set(job.account.key, links);
  // The menu's screens (the /my/ links of personalMenu), not what the layout shows beside them (the VIP offer's link to
  // /subscribePay, a public page every account may open).
  for (const href of hrefs) {
    const link = href.replace(/^\/en(?=\/|$)/, '').replace(/\?.*$/, '') || '/';
    if (link.startsWith('/my/')) links.add(link);
  }
  const screens = openedScreens.get(job.account.key) ?? new Set<string>();
  openedScreens.set(job.account.key, screens);
  if (opened) screens.add(job.address.replace(/\?.*$/, ''));
}

async function visit(context: BrowserContext, job: Job, origin: string, collect: boolean): Promise<string[]> {
  const page = await context.newPage();
  await answerPrefetchesEmpty(context, page);
  const problems: string[] = [];
  // A page still busy after VISIT_MS is a problem of its own; closing it ends whatever the tab was waiting for.
  const cap = setTimeout(() => {
    problems.push(`stuck: still loading after ${VISIT_MS / 1000} s`);
    void page.close({ runBeforeUnload: false }).catch(() => undefined);
  }, VISIT_MS);
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = `${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`;
    if (!NOISE.some((re) => re.test(text))) problems.push(`console: ${text.slice(0, 400)}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message.slice(0, 400)}`));
  try {
    const response = await page.goto(localized(job.address, job.lang), { waitUntil: 'load', timeout: 30_000 });
    if (!response || response.status() >= 400) problems.push(`HTTP ${response?.status() ?? 'none'}`);
    // Every page the visitor opens carries the security headers (issue 10; was a serial loop in security.spec.ts).
    if (response && checkHeaders(job)) {
      const check = checkSecurityHeaders(await response.headersArray());
      problems.push(...check.problems.map((p) => `header: ${p}`));
      policyKinds.nonce += Number(check.nonce);
      policyKinds.hashed += Number(check.hashed);
    }
    // Client islands load their data after hydration: wait until the network is quiet, at most IDLE_MS
    // (the permission guard polls while it waits for the permission list, so a signed-out personal-centre
    // page is never idle; that is not a fault, and its console errors are caught all the same).
    await page.waitForLoadState('networkidle', { timeout: IDLE_MS }).catch(() => undefined);
    // A signed-out visitor may be sent on to /login meanwhile: read the page it ends on.
    await page.waitForLoadState('load');
    // A redirect rendered into the stream (/librany → its list) navigates on the client: wait for the page it lands on to have its head.
    await page.waitForFunction(() => document.querySelectorAll('link[rel="alternate"][hreflang]').length >= 2, null, { timeout: 5_000 }).catch(() => undefined);
    const read = (width: number) => page.evaluate((width) => {
      const doc = document.documentElement;
      const wide: string[] = [];
      if (doc.scrollWidth > window.innerWidth) {
        // The outermost elements that stick out on the right: what to fix.
        for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
          const rect = el.getBoundingClientRect();
          if (rect.right <= width + 1 || rect.width === 0) continue;
          const parent = el.parentElement?.getBoundingClientRect();
          if (parent && parent.right > width + 1) continue;
          wide.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''} →${Math.round(rect.right)}px`);
          if (wide.length >= 4) break;
        }
      }
      // Controls a screen reader (or a user scanning the form) cannot name (issue 48: three filters reading only "All"):
      // the accessible name from aria-label, aria-labelledby, a <label>, a title, a placeholder, or what the control
      // shows (a button's words, an icon's label); hidden controls and those inside something hidden from assistive
      // technology are not read.
      const unlabelled: string[] = [];
      const words = (el: Element | null | undefined) => (el ? [el.textContent ?? '', ...Array.from(el.querySelectorAll('[aria-label]'), (e) => e.getAttribute('aria-label') ?? ''), ...Array.from(el.querySelectorAll('img[alt]'), (e) => e.getAttribute('alt') ?? '')].join(' ').trim() : '');
      for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea, button, [role="combobox"], [role="switch"], [role="checkbox"], [role="radio"], [role="button"]'))) {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || el.closest('[aria-hidden="true"], [inert]') || getComputedStyle(el).visibility === 'hidden') continue;
        const labelledBy = (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean).map((id) => words(document.getElementById(id))).join(' ').trim();
        const labels = 'labels' in el ? Array.from((el as HTMLInputElement).labels ?? [], (l) => words(l)).join(' ').trim() : '';
        const shown = el.matches('button, [role="button"], [role="switch"], [role="checkbox"], [role="radio"]') ? words(el) : '';
        const name = el.getAttribute('aria-label')?.trim() || labelledBy || labels || el.getAttribute('title')?.trim() || el.getAttribute('placeholder')?.trim() || shown;
        if (name) continue;
        unlabelled.push(`${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}`);
        if (unlabelled.length >= 4) break;
      }
      return {
        unlabelled,
        lang: doc.lang,
        scrollWidth: doc.scrollWidth,
        innerWidth: window.innerWidth,
        wide,
        errorPage: !!document.querySelector('[data-testid="error-page"]'),
        notFound: !!document.querySelector('[data-testid="not-found"]'),
        alternates: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
        hrefs: Array.from(document.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? ''),
        // A screen that refuses its reader: the personal centre's shell (screen-denied), a screen's own refusal.
        refused: Array.from(document.querySelectorAll('[data-testid$="-denied"], .ant-result-403'), (el) => el.getAttribute('data-testid') ?? 'ant-result-403'),
        menu: Array.from(document.querySelectorAll('[data-testid="my-menu"] a[href]'), (a) => a.getAttribute('href') ?? ''),
        path: location.pathname,
        // What the page loaded of the build: resource timing (lazily loaded chunks, preloads, cached files included) and
        // the tags (a file the memory cache served may have no timing entry).
        assets: [
          ...performance.getEntriesByType('resource').map((e) => e.name),
          // (not the `nomodule` polyfills: a browser with modules never fetches them)
          ...Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]:not([nomodule])'), (el) => el.src),
          ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]'), (el) => el.href),
        ],
      };
    }, width);
    // A redirect (to /login) while reading: read the page it lands on (a guard may navigate twice: the login page, then its language).
    const readSettled = (width: number) =>
      read(width)
        .catch(async () => {
          await page.waitForLoadState('load');
          return read(width);
        })
        .catch(async () => {
          await page.waitForLoadState('load');
          await page.waitForLoadState('networkidle', { timeout: IDLE_MS }).catch(() => undefined);
          return read(width);
        });
    // A visitor on a screen that sends it to sign-in after hydration (RequireLogin's spinner): wait for that redirect
    // rather than read (and weigh) the page on its way out; on a slow machine networkidle can come first.
    if (!job.account.role && (await page.locator('[data-require-login]').count().catch(() => 0)) > 0) {
      await page.waitForURL(SIGN_IN_PAGE, { timeout: 15_000 }).catch(() => undefined);
      await page.waitForLoadState('load');
    }
    const state = await readSettled(VIEWPORTS.desktop.width);
    if (job.account.role && state.refused.length) problems.push(`refused its reader (${state.refused.join(', ')})`);
    if (job.account.role) noteMenu(job, state.menu, state.path === new URL(localized(job.address, job.lang), origin).pathname && !state.refused.length);
    if (state.unlabelled.length) problems.push(`controls without a name: ${state.unlabelled.join(', ')}`);
    if (state.errorPage) problems.push('the error page');
    if (state.notFound) problems.push('the 404 page');
    if (state.lang !== (job.lang === 'zh' ? 'zh-CN' : 'en')) problems.push(`<html lang="${state.lang}">`);
    if (state.alternates < 2) problems.push('no hreflang alternates');
    if (state.scrollWidth > state.innerWidth) problems.push(`${state.scrollWidth} px wide in ${state.innerWidth} px: ${state.wide.join(', ')}`);
    if (collect) harvest(job.account, state.hrefs, origin);
    // Weighed where it landed (a visitor sent to /login is not a weight of the screen asked for).
    const asked = new URL(localized(job.address, job.lang), origin).pathname;
    if (state.path === asked) {
      // (the visitor's load of a signed-in rule's page is not a public page: the accounts that may open it weigh it)
      if (job.account.role || job.auth === 'public') weighed.push({ job, assets: [...new Set(state.assets.filter((url) => url.startsWith(origin) && ASSET.test(new URL(url).pathname)))] });
    } else if (!SIGN_IN_PAGE.test(state.path)) {
      // An index address that forwards to its list by design (/other → /other/journalismList): the list is weighed itself.
      forwarded.add(asked);
    } else if (!job.account.role && job.auth === 'public') {
      // A public-rule page that asks the visitor to sign in (/custom): weighed signed in instead (weighJobs).
      signInFirst.push(job);
    } else if (job.account.role) {
      // A signed-in account sent to sign-in on a screen it may open: its session died on the way (a call answered -100).
      problems.push(`sent to sign-in (${state.path})`);
    }
    if (job.phone) {
      await page.setViewportSize(VIEWPORTS.phone);
      // Layout after the resize: two frames, and whatever a component loads for the narrow layout.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
      const narrow = await readSettled(VIEWPORTS.phone.width);
      if (narrow.errorPage) problems.push('the error page at 390 px');
      if (narrow.scrollWidth > narrow.innerWidth) problems.push(`at 390 px: ${narrow.scrollWidth} px wide in ${narrow.innerWidth} px: ${narrow.wide.join(', ')}`);
      const phone = await readPhone(page).catch(() => null);
      if (phone?.sticking.length) problems.push(`at 390 px, wider than the screen: ${phone.sticking.join(', ')}`);
      // (a visitor sent to sign-in is on the sign-in page, whose content is checked as the visitor's public page)
      if (phone && job.account.role && phone.contentTop > VIEWPORTS.phone.height) problems.push(`at 390 px the screen's own content starts ${phone.contentTop} px down, below the first ${VIEWPORTS.phone.height} px`);
    }
  } catch (error) {
    problems.push(`failed to open: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    clearTimeout(cap);
    await page.close({ runBeforeUnload: false }).catch(() => undefined);
  }
  return problems;
}

/** Runs the jobs TABS at a time; answers the addresses with problems. */
async function walk(browser: Browser, baseURL: string, jobs: Job[], collect: boolean, deadline: number): Promise<Found[]> {
  const contexts = new Map<string, BrowserContext>();
  const found: Found[] = [];
  const queue = [...jobs];
  const walkStarted = Date.now();
  let done = 0;
  const origin = new URL(baseURL).origin;
  async function tab() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      // Out of time: the rest is reported as not visited rather than lost in a test timeout.
      if (Date.now() > deadline) {
        found.push({ job, problems: ['not visited: the walk ran out of time'] });
        continue;
      }
      const key = `${job.account.key}:${job.lang}`;
      let context = contexts.get(key);
      if (!context) {
        context = await contextFor(browser, baseURL, job.account, job.lang);
        contexts.set(key, context);
      }
      const began = Date.now();
      const problems = await visit(context, job, origin, collect);
      slowest.push({ ms: Date.now() - began, what: `${job.lang} ${job.address} as ${job.account.key}` });
      slowest.sort((a, b) => b.ms - a.ms).splice(5);
      if (++done % 100 === 0) console.log(`[routes] ${done} of ${jobs.length} loads after ${((Date.now() - walkStarted) / 1000).toFixed(0)} s`);
      if (problems.length) {
        found.push({ job, problems });
        console.log(`[routes] ${job.lang} ${job.address} as ${job.account.key}: ${problems.join(' | ')}`);
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: TABS }, tab));
  } finally {
    for (const context of contexts.values()) await context.close();
  }
  return found;
}

/**
 * The languages of one address, to keep a pass short without leaving a route or a language out.
 * At 1366 px every route is walked in both languages as the account that stands for its rule (the visitor for
 * public pages, the fresh registration for a user's screens, the administrators for theirs); the other accounts
 * walk it in one language, zh and en taking turns by route (a message missing in one language only is
 * already caught by the key check of tests/unit, which holds zh and en to the same keys).
 * At 390 px what overflows a phone is a table, a row of tabs or an unbreakable word, and English words are the
 * longer ones (Chinese wraps between any two characters): every screen is checked at 390 px in English, the visitor's
 * public pages as the visitor, the signed-in screens as the accounts with the fullest lists (the laboratory, customer
 * service, the company). A table or a row of tabs that overflows does so in both languages; what overflows in one only
 * is an unbreakable English word.
 */
function langsOf(account: Account, auth: RouteAuth, index: number, viewport: Viewport): readonly Lang[] {
  if (viewport === 'phone') {
    if (!account.phone.includes(auth)) return [];
    return ['en'] as const;
  }
  return account.both.includes(auth) ? LANGS : [LANGS[index % 2]];
}

/**
 * The loads of one address: each language it is walked in at 1366 px or at 390 px (langsOf), once; a load in a
 * language of the phone rule is also checked at 390 px. Where the phone rule asks for English and the laptop rule's
 * turn gave Chinese (the laboratory, customer service), the address is loaded in both.
 */
function jobsOf(account: Account, address: string, auth: RouteAuth, index: number): Job[] {
  const desktop = langsOf(account, auth, index, 'desktop');
  const phone = langsOf(account, auth, index, 'phone');
  return LANGS.filter((lang) => desktop.includes(lang) || phone.includes(lang)).map((lang) => ({ account, lang, address, auth, phone: phone.includes(lang) }));
}

/**
 * A route no account walks in both languages at 1366 px (its rule's standing account may not open it: the laboratory's
 * orders) is walked in both by the first account that may open it, so every route is still seen in both.
 */
function bothBy(target: Target): Account | undefined {
  // (the visitor walks the signed-in rules only to be sent to sign-in)
  const openers = ACCOUNTS.filter((a) => (a.role || target.auth === 'public') && mayOpen(a, target));
  return openers.some((a) => a.both.includes(target.auth)) ? undefined : openers[0];
}

/**
 * The personal centre's screens (/my/…) are all drawn inside one shell whose guard sends a visitor to sign-in
 * (components/account/my-shell.tsx, app/[locale]/my/layout.tsx): the visitor tries every fourth of them, in turn by
 * route, which proves the guard as well as all 48 did at a quarter of the loads (each one a screen and the sign-in
 * page). Signed-in screens outside /my/ carry guards of their own and are all tried; the signed-in accounts still
 * open every screen.
 */
const MY_GUARD_EVERY = 4;
const myGuarded = ROUTE_TARGETS.filter((t) => !t.dynamic && t.auth !== 'public' && t.pattern.startsWith('/my/'));
function visitorTries(target: Target): boolean {
  const at = myGuarded.indexOf(target);
  return at < 0 || at % MY_GUARD_EVERY === 0;
}

function staticJobs(): Job[] {
  const jobs: Job[] = [];
  for (const account of ACCOUNTS) {
    ROUTE_TARGETS.forEach((target, index) => {
      if (target.dynamic || !mayOpen(account, target)) return;
      if (!account.role && !visitorTries(target)) return;
      if (bothBy(target) === account) jobs.push(...LANGS.map((lang) => ({ account, lang, address: target.pattern, auth: target.auth, phone: langsOf(account, target.auth, index, 'phone').includes(lang) })));
      else jobs.push(...jobsOf(account, target.pattern, target.auth, index));
    });
    if (!account.role) for (const address of QUERY_ADDRESSES) jobs.push(...jobsOf(account, address, 'public', 0));
    for (const address of account.extra ?? []) {
      const index = ROUTE_TARGETS.findIndex((t) => t.pattern === address.replace(/\?.*$/, ''));
      jobs.push(...jobsOf(account, address, ROUTE_TARGETS[index].auth, index));
    }
  }
  return [...jobs, ...menuJobs(jobs)];
}

/**
 * Each role's whole personal-centre menu (personalMenu, what the shell draws), in one language, where the account's
 * own rules do not walk it already: the company's members and the administrators over the screens every user has,
 * the expert over all of it. With the menu each load records (noteMenu), every role's menu links are opened.
 */
function menuJobs(walked: Job[]): Job[] {
  const seen = new Set(walked.map((j) => `${j.account.key} ${j.address}`));
  const jobs: Job[] = [];
  for (const account of ACCOUNTS) {
    if (!account.role) continue;
    for (const item of personalMenu(account.role)) {
      const index = ROUTE_TARGETS.findIndex((t) => t.pattern === item.path);
      if (index < 0 || seen.has(`${account.key} ${item.path}`)) continue;
      jobs.push({ account, lang: LANGS[index % 2], address: item.path, auth: item.auth, phone: false });
    }
  }
  return jobs;
}

/**
 * The signed-in loads that weigh the public-rule pages that ask the visitor to sign in, in each language the walk did not
 * load them in signed in, and check them at 390 px in English: as the fresh user (scripts/weight.mjs measures them
 * signed in, from lib/routes.ts's rule).
 */
function weighJobs(): Job[] {
  const fresh = ACCOUNTS.find((a) => a.key === 'fresh')!;
  const loaded = new Set(weighed.filter((w) => w.job.account.role).map((w) => `${w.job.lang} ${w.job.address}`));
  // In English also at 390 px, loaded again if need be: no signed-in account's phone rule covers a public-rule page
  // (the customisation form, 649 px wide on a phone, was never checked at 390 px signed in).
  return signInFirst.filter((job) => job.lang === 'en' || !loaded.has(`${job.lang} ${job.address}`)).map((job) => ({ ...job, account: fresh, phone: job.lang === 'en' }));
}

function recordJobs(): Job[] {
  const jobs: Job[] = [];
  for (const account of ACCOUNTS) {
    for (const [pattern, address] of recordAddresses.get(account.key) ?? []) {
      const index = ROUTE_TARGETS.findIndex((t) => t.pattern === pattern);
      jobs.push(...jobsOf(account, address, ROUTE_TARGETS[index].auth, index));
    }
  }
  return jobs;
}

/** The gzip size of each build file (zlib level 6 of its body, as scripts/lib/weight.mjs measures), fetched once. */
const gzipSizes = new Map<string, Promise<number>>();
function gzipSize(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url).then(async (res) => (res.ok ? zlib.gzipSync(Buffer.from(await res.arrayBuffer())).length : 0));
    gzipSizes.set(url, size);
  }
  return size;
}

interface WeightRow {
  lang: Lang;
  path: string;
  status: number;
  account?: string;
  budget: { js: number; css: number };
  js: number;
  css: number;
  scripts: { url: string; gz: number }[];
  sheets: { url: string; gz: number }[];
}

/**
 * The weight table of the walk's loads: per address and language the heaviest load (a public page as the visitor, a
 * signed-in screen as each account that may open it), with its budget.
 */
async function weightRows(): Promise<{ visitor: WeightRow[]; signedIn: WeightRow[] }> {
  const rows = new Map<string, WeightRow>();
  for (const { job, assets } of weighed) {
    // A public page as the visitor; any other load as the signed-in account that made it (a public-rule page that sends
    // the visitor to sign-in, such as /custom, is weighed signed in, as scripts/weight.mjs does from lib/routes.ts).
    const publicPage = !job.account.role;
    const files = await Promise.all(assets.map(async (url) => ({ url, gz: await gzipSize(url) })));
    const scripts = files.filter((f) => /\.js$/.test(new URL(f.url).pathname));
    const sheets = files.filter((f) => /\.css$/.test(new URL(f.url).pathname));
    const row: WeightRow = {
      lang: job.lang,
      path: localized(job.address, job.lang),
      status: 200,
      account: job.account.key,
      budget: publicPage ? BUDGET : SIGNED_IN_BUDGET,
      js: scripts.reduce((n, f) => n + f.gz, 0),
      css: sheets.reduce((n, f) => n + f.gz, 0),
      scripts,
      sheets,
    };
    const key = `${row.path} ${publicPage}`;
    const known = rows.get(key);
    if (!known || row.js > known.js) rows.set(key, row);
  }
  // A page the visitor was weighed on is not weighed again against the signed-in budget.
  for (const [key, row] of rows) if (row.budget !== BUDGET && rows.has(`${row.path} true`)) rows.delete(key);
  const sorted = [...rows.values()].sort((a, b) => a.path.replace(/^\/en/, '').localeCompare(b.path.replace(/^\/en/, '')) || a.lang.localeCompare(b.lang));
  return { visitor: sorted.filter((r) => r.budget === BUDGET), signedIn: sorted.filter((r) => r.budget !== BUDGET) };
}

function report(found: Found[]): string {
  return found
    .sort((a, b) => a.job.address.localeCompare(b.job.address) || a.job.account.key.localeCompare(b.job.account.key))
    .map((f) => `${f.job.lang} ${f.job.address} as ${f.job.account.key}:\n    ${f.problems.join('\n    ')}`)
    .join('\n');
}

test.describe('every built route', () => {
  // A page that fails the walk is a fault to fix; a retry would walk all of it again and hide a flaky page.
  test.describe.configure({ retries: 0 });
  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    try {
      sessions.set('fresh', await registerByMobile(context, baseURL!));
      for (const account of ACCOUNTS) {
        if (account.userName) sessions.set(account.key, { token: await signIn(context, context.request, baseURL!, account.userName), userName: account.userName });
      }
    } finally {
      await context.close();
    }
  });

  test('the route list is derived from the spec and the pages', () => {
    const patterns = ROUTE_TARGETS.map((t) => t.pattern);
    // A few anchors, so an empty or broken derivation cannot pass unnoticed.
    for (const p of ['/', '/cloud/testerSettled', '/my/administration/payOrder', '/librany/[id]']) expect(patterns).toContain(p);
    expect(patterns.length).toBeGreaterThan(80);
  });

  test(`open without the error page, console errors or sideways overflow at ${VIEWPORTS.desktop.width} and ${VIEWPORTS.phone.width} px, within the page-weight budgets`, async ({ browser, baseURL }) => {
    test.setTimeout(WALK_MS + 60_000);
    const started = Date.now();
    const deadline = started + WALK_MS;
    const jobs = staticJobs();
    const found = await walk(browser, baseURL!, jobs, true, deadline);
    const records = [...recordJobs(), ...weighJobs()];
    found.push(...(await walk(browser, baseURL!, records, false, deadline)));
    const all = [...jobs, ...records];
    console.log(`[routes] slowest loads ${slowest.map((l) => `${l.what} ${(l.ms / 1000).toFixed(1)} s`).join('; ')}`);
    console.log(
      `[routes] ${all.length} page loads (${ROUTE_TARGETS.length} routes, ${records.length} record loads; ${all.filter((j) => j.phone).length} also at ${VIEWPORTS.phone.width} px) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    // Soft: one pass reports every kind of fault (a walk costs minutes; a failed check stopped the ones after it).
    expect.soft(found.length, `pages with problems:\n${report(found)}`).toBe(0);
    // Every link of every role's menu was opened by that role, without a refusal (issue 48 item 3).
    const unopened = [...menuLinks].flatMap(([key, links]) => [...links].filter((link) => !openedScreens.get(key)?.has(link)).map((link) => `${link} as ${key}`));
    expect.soft(unopened, 'menu links their role did not open, or opened and was refused').toEqual([]);
    expect.soft(ACCOUNTS.filter((a) => a.role && !menuLinks.get(a.key)?.size).map((a) => a.key), 'signed-in accounts whose menu was never seen').toEqual([]);
    // Both kinds of script policy are exercised: prerendered pages (hashes) and pages rendered per request (a nonce).
    expect.soft(policyKinds.nonce, 'pages with a nonce').toBeGreaterThan(0);
    expect.soft(policyKinds.hashed, 'pages with hashes').toBeGreaterThan(0);

    // The page weights of the same loads (`npm run weight` measures the same in loads of its own).
    const { visitor, signedIn } = await weightRows();
    const over = [
      ...weightReport(visitor, { budget: BUDGET, title: "[weight] public pages, as the visitor (the route walk's loads)" }).over,
      ...weightReport(signedIn, { budget: SIGNED_IN_BUDGET, title: "[weight] signed-in screens, the heaviest load of the accounts that may open each (the route walk's loads)" }).over,
    ];
    // Every built route is weighed: the public ones in both languages as the visitor, the signed-in ones in both
    // languages as an account that may open them (the fresh user, the company and public administrators).
    const weighedPaths = new Set([...visitor, ...signedIn].map((r) => r.path));
    const unweighed = ROUTE_TARGETS.filter((t) => !t.dynamic).flatMap((t) => LANGS.map((lang) => localized(t.pattern, lang))).filter((p) => !weighedPaths.has(p) && !forwarded.has(p));
    expect.soft(unweighed, 'routes the walk did not weigh').toEqual([]);
    expect.soft(over.map((r) => `${r.path} as ${r.account}: JS ${(r.js / 1024).toFixed(1)} KB, CSS ${(r.css / 1024).toFixed(1)} KB`), 'pages over their weight budget').toEqual([]);
  });
});
