import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { renderAppInHindi } from '../../test/render-in-hindi.tsx';
import './terms-page.tsx';
import './privacy-policy-page.tsx';
import './disclaimer-page.tsx';
import './seo-dashboard-page.tsx';

const siteConfig = () =>
  jsonResponse(200, {
    contactEmail: 'help@passiton.in',
    contactPhone: '+91 80000 00000',
    paymentGateway: 'simulated',
  });

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('the information pages', () => {
  it('terms: effective 22 July 2025, with About and the tiered fee against the struck-through 20%', async () => {
    mockApi({ 'GET /api/site-config': siteConfig });
    renderApp('/terms', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Effective 22 July 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. About PassItOn' })).toBeInTheDocument();
    const fees = screen.getByRole('table', { name: "Platform fee by the seller's price of one item" });
    const rows = within(fees).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Up to ₹49920% 15% (25% off)₹300.00 + ₹45.00 fee = ₹345.00',
      '₹500 to ₹1,49920% 10% (50% off)₹800.00 + ₹80.00 fee = ₹880.00',
      'Above ₹1,49920% 5% (75% off)₹2,000.00 + ₹100.00 fee = ₹2,100.00',
    ]);
    expect(screen.getByText(/2–3 working days/)).toBeInTheDocument();
    expect(screen.getByText(/3–5 business days/)).toBeInTheDocument();
    expect(screen.getByText(/within 7 days of the order/)).toBeInTheDocument();
    expect(document.title).toBe('Terms & Conditions, Fees and About | PassItOn');
    expect(canonical()).toBe(`${window.location.origin}/terms`);
    const article = screen.getByRole('article', { name: 'Terms & Conditions' });
    expect(await within(article).findByRole('link', { name: 'help@passiton.in' })).toHaveAttribute(
      'href',
      'mailto:help@passiton.in',
    );
  });

  it('privacy policy: a 48-hour response, minimum age 16, what is stored, the contact e-mail, deleting yourself', async () => {
    mockApi({ 'GET /api/site-config': siteConfig });
    renderApp('/privacy-policy', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/We aim to respond within 48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/students aged 16 and over/)).toBeInTheDocument();
    expect(
      screen.getByText(
        /Your reviews and the ratings you gave stay only as star ratings,\s+without their words/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Everyone can also see your public profile/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '4. We never sell your data' })).toBeInTheDocument();
    expect(screen.getByText('passiton.sid')).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'help@passiton.in' })).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Your account → Delete account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(document.title).toBe('Privacy Policy | PassItOn');
    expect(canonical()).toBe(`${window.location.origin}/privacy-policy`);
  });

  it('disclaimer: its own title and canonical link', async () => {
    mockApi({ 'GET /api/site-config': siteConfig });
    renderApp('/disclaimer', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).toBeInTheDocument();
    expect(document.title).toBe('Disclaimer | PassItOn');
    expect(canonical()).toBe(`${window.location.origin}/disclaimer`);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });
});

describe('the information pages in Hindi', () => {
  it('terms: headings, paragraphs, the fee table, the date and the page title in Hindi; amounts and days as in English', async () => {
    mockApi({ 'GET /api/site-config': siteConfig });
    await renderAppInHindi('/terms', { user: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeInTheDocument();
    expect(screen.getByText('22 जुलाई 2025 से लागू')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. PassItOn के बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '7. कैंसल करना और रिफ़ंड' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'इस पेज पर' })).toBeInTheDocument();
    expect(
      screen.getByText(/^PassItOn एक मार्केटप्लेस है जहाँ भारत के स्टूडेंट्स वह सामान अगले बैच को आगे बढ़ाते हैं/),
    ).toBeInTheDocument();
    expect(screen.getByText(/ऑर्डर के 7 दिन के अंदर पूरे हो जाने चाहिए/)).toBeInTheDocument();
    expect(screen.getByText(/2–3 वर्किंग डे के अंदर बेस प्राइस/)).toBeInTheDocument();
    expect(screen.getByText(/3–5 वर्किंग डे में/)).toBeInTheDocument();

    const fees = screen.getByRole('table', { name: 'एक चीज़ के दाम के हिसाब से प्लैटफ़ॉर्म फ़ीस' });
    expect(within(fees).getAllByRole('row')[1]).toHaveTextContent(
      '₹499 तक20% 15% (25% कम)₹300.00 + ₹45.00 फ़ीस = ₹345.00',
    );
    expect(within(fees).getAllByRole('row')[3]).toHaveTextContent(
      '₹1,499 से ज़्यादा20% 5% (75% कम)₹2,000.00 + ₹100.00 फ़ीस = ₹2,100.00',
    );
    // The e-mail address stays a link inside the translated sentence.
    const contact = screen.getByText(/कोई सवाल हो तो/);
    expect(await within(contact).findByRole('link', { name: 'help@passiton.in' })).toHaveAttribute(
      'href',
      'mailto:help@passiton.in',
    );
    expect(document.title).toBe('नियम और शर्तें, फ़ीस और हमारे बारे में | PassItOn');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('(15%, 10% या 5%, ख़रीदार देता है)'),
    );
  });

  it('privacy policy: the link to delete your account and the 48-hour promise in Hindi', async () => {
    mockApi({ 'GET /api/site-config': siteConfig });
    await renderAppInHindi('/privacy-policy', { user: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'प्राइवेसी पॉलिसी' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आपका अकाउंट → अकाउंट डिलीट करें' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.getByText('हमारी कोशिश रहती है कि 48 घंटे के अंदर जवाब दें।')).toBeInTheDocument();
    expect(screen.getByText(/आपके रिव्यू और आपकी दी हुई रेटिंग सिर्फ़ स्टार रेटिंग के रूप में रहते हैं/)).toBeInTheDocument();
    expect(screen.getByText('passiton.sid')).toBeInTheDocument();
    expect(document.title).toBe('प्राइवेसी पॉलिसी | PassItOn');
  });
});

const VALID_PRODUCT_JSON_LD =
  '{"@type":"Product","name":"Casio fx-991ES","offers":{"price":"650.00","priceCurrency":"INR","availability":"https://schema.org/InStock"}}';

/** The sitemap, one listing and its server-rendered page (with `jsonLd` in its head), as the dashboard fetches them. */
function mockSeoSources(jsonLd = VALID_PRODUCT_JSON_LD) {
  const productHtml = `<!doctype html><html><head><title>Casio fx-991ES | PassItOn</title>
    <meta name="description" content="Good calculators for ₹650.00 from a student in Pune. Works perfectly, with cover.">
    <link rel="canonical" href="http://localhost:3000/product/5">
    <script type="application/ld+json">${jsonLd}</script>
    </head><body></body></html>`;
  mockApi({
    'GET /sitemap.xml': () =>
      new Response(
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/</loc></url><url><loc>/browse</loc></url><url><loc>/product/5</loc></url></urlset>',
        { headers: { 'Content-Type': 'application/xml' } },
      ),
    'GET /api/products': () => jsonResponse(200, [{ id: 5, title: 'Casio fx-991ES' }]),
    'GET /product/5': () => new Response(productHtml, { headers: { 'Content-Type': 'text/html' } }),
  });
}

describe('the SEO dashboard', () => {
  it('shows the public pages, the sitemap size and whether the product JSON-LD is valid', async () => {
    mockSeoSources();
    renderApp('/seo-dashboard', { user: null });

    const sitemap = await screen.findByRole('group', { name: 'Sitemap' });
    expect(await within(sitemap).findByText('3')).toBeInTheDocument();
    expect(within(sitemap).getByText('URLs in /sitemap.xml')).toBeInTheDocument();
    const jsonLd = screen.getByRole('group', { name: 'Product structured data' });
    expect(
      within(jsonLd).getByText('Valid: Product with name, price in INR and availability'),
    ).toBeInTheDocument();

    for (const path of ['/', '/browse', '/terms', '/privacy-policy', '/disclaimer', '/product/5']) {
      expect(screen.getByRole('article', { name: path })).toBeInTheDocument();
    }
    const product = screen.getByRole('article', { name: '/product/5' });
    expect(within(product).getByText('Casio fx-991ES | PassItOn')).toBeInTheDocument();
    expect(within(product).getByText('http://localhost:3000/product/5')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: '/terms' })).getByText(`${window.location.origin}/terms`),
    ).toBeInTheDocument();
  });

  it('speaks Hindi around the head tags, which stay in English as crawlers get them', async () => {
    mockSeoSources('{"@type": "Product",');
    await renderAppInHindi('/seo-dashboard', { user: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'SEO डैशबोर्ड' })).toBeInTheDocument();
    const sitemap = await screen.findByRole('group', { name: 'साइटमैप' });
    expect(await within(sitemap).findByText('/sitemap.xml में URL')).toBeInTheDocument();
    const jsonLd = screen.getByRole('group', { name: 'प्रोडक्ट का स्ट्रक्चर्ड डेटा' });
    expect(await within(jsonLd).findByText('/product/5 पर जाँचा गया')).toBeInTheDocument();
    expect(within(jsonLd).getByText(/^JSON-LD सही JSON नहीं है: /)).toBeInTheDocument();

    const terms = screen.getByRole('article', { name: '/terms' });
    expect(within(terms).getByText('पेज ख़ुद सेट करता है')).toBeInTheDocument();
    expect(within(terms).getByText('Terms & Conditions, Fees and About | PassItOn')).toBeInTheDocument();
    expect(within(terms).getByText('कैनोनिकल लिंक सेट है')).toBeInTheDocument();
    expect(document.title).toBe('SEO डैशबोर्ड | PassItOn');
  });
});
