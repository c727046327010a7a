// Prices the organisers set (issue 29): the ticket's price and currency and the sponsorship packages' currency are
// settings, checked like every other; the packages' table is site content whose prices and tiers hold in every
// language, and a sponsor applies only for a package on offer.
import { api, useAdminApp, type AdminCall, type TestApp } from './harness.js';
import { SITE_CONTENT_DEFAULTS } from '../src/content/site-content.defaults.js';

describe('test/prices.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  beforeAll(() => ({ app } = context));
  const asAdmin: AdminCall = (...args) => context.asAdmin(...args);
  const settings = (body: object) => asAdmin('PATCH', '/api/admin/conference-settings', body);
  const packagesIn = async (lang: string) => (await api(app, 'GET', `/public/site-content?lang=${lang}`)).body.sponsorship_packages;
  /** What a 400 says about the field it names (validation errors list each field with its message). */
  const said = (body: { detail: { msg: string }[] }) => body.detail.map((d) => d.msg).join('; ');
  let n = 0;
  const apply = (tier: string) =>
    api(app, 'POST', '/public/sponsorship/apply', {
      body: { company_name: 'Acme', contact_name: 'Ann', email: `ann-${n++}@acme.example`, phone: '+43 1 234', tier },
    });

  afterEach(async () => {
    await settings({ ticket_price: 299.99, ticket_currency: 'USD', sponsorship_currency: 'EUR' });
    await asAdmin('PUT', '/api/admin/site-content/sponsorship_packages', { value: SITE_CONTENT_DEFAULTS.sponsorship_packages });
    await asAdmin('PUT', '/api/admin/site-content/sponsorship_packages', { value: null, language: 'de' });
  });

  it('sets the ticket price and the currencies, and everyone reads them', async () => {
    const set = await settings({ ticket_price: 150, ticket_currency: 'chf', sponsorship_currency: 'USD' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ ticket_price: 150, ticket_currency: 'CHF', sponsorship_currency: 'USD' });
    expect((await api(app, 'GET', '/public/conference-settings')).body).toMatchObject({
      ticket_price: 150,
      ticket_currency: 'CHF',
      sponsorship_currency: 'USD',
    });
  });

  it.each([
    [{ ticket_price: 0 }, 'ticket_price must be an amount above 0 and up to 100000, with at most two decimals'],
    [{ ticket_price: 12.345 }, 'ticket_price must be an amount above 0 and up to 100000, with at most two decimals'],
    [{ ticket_price: '299.99' }, 'ticket_price must be an amount above 0 and up to 100000, with at most two decimals'],
    [{ ticket_currency: 'XYZ' }, 'ticket_currency must be a currency code with cents, such as EUR or USD'],
    [{ ticket_currency: 'JPY' }, 'ticket_currency must be a currency code with cents, such as EUR or USD'],
    [{ sponsorship_currency: 'euro' }, 'sponsorship_currency must be a currency code with cents, such as EUR or USD'],
  ])('refuses %j with a 400 that says why, and changes nothing', async (body, detail) => {
    const refused = await settings(body);
    expect(refused.status).toBe(400);
    expect(said(refused.body)).toBe(detail);
    expect((await api(app, 'GET', '/public/conference-settings')).body).toMatchObject({
      ticket_price: 299.99,
      ticket_currency: 'USD',
      sponsorship_currency: 'EUR',
    });
  });

  it('keeps the packages, their prices and tiers the same in every language; a translation gives only their words', async () => {
    expect((await packagesIn('de')).packages.map((p: { name: string }) => p.name)).toEqual(['Gold', 'Silber', 'Bronze']);
    const german = await packagesIn('de');
    // A German translation stored first, then English prices changed and bronze dropped.
    const germanWords = { ...german, packages: german.packages.map((p: object) => ({ ...p, full_price: 1 })) };
    germanWords.packages[1].speaker_slot = 'Zwanzig Minuten auf der Bühne';
    expect((await asAdmin('PUT', '/api/admin/site-content/sponsorship_packages', { value: germanWords, language: 'de' })).status).toBe(200);
    const english = structuredClone(SITE_CONTENT_DEFAULTS.sponsorship_packages);
    english.packages = english.packages.filter((p) => p.tier !== 'bronze');
    english.packages[0].full_price = 7000;
    expect((await asAdmin('PUT', '/api/admin/site-content/sponsorship_packages', { value: english })).status).toBe(200);

    const read = await packagesIn('de');
    expect(
      read.packages.map((p: { tier: string; name: string; full_price: number; speaker_slot: string }) => [p.tier, p.name, p.full_price, p.speaker_slot]),
    ).toEqual([
      ['gold', 'Gold', 7000, '30-minütiger Vortragsslot (oder eine einstündige Themen-Session)'],
      ['silver', 'Silber', 5300, 'Zwanzig Minuten auf der Bühne'],
    ]);
    expect((await packagesIn('en')).packages.map((p: { tier: string }) => p.tier)).toEqual(['gold', 'silver']);

    expect((await apply('silver')).status).toBe(201);
    const refused = await apply('bronze');
    expect(refused.status).toBe(400);
    expect(said(refused.body)).toBe('The bronze package is not offered this year; choose one of gold, silver');
  });

  it('refuses a packages table with a tier twice', async () => {
    const twice = structuredClone(SITE_CONTENT_DEFAULTS.sponsorship_packages);
    twice.packages[1].tier = 'gold';
    const refused = await asAdmin('PUT', '/api/admin/site-content/sponsorship_packages', { value: twice });
    expect(refused.status).toBe(400);
    expect(said(refused.body)).toBe('each tier may appear once');
  });
});
