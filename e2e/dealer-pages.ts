/**
 * What the dealers and dealer-ctas specs share: what each dealership page must show, one entry
 * per brand.
 */
import { site } from '../src/config/site.ts';

/**
 * What each dealership page must show, written out from SPEC §2 and §9 (less the ROI figures,
 * which are not shown: docs/departures.md).
 */
export const pages = [
  {
    path: '/services/indian-oil',
    name: 'Indian Oil',
    heading: 'Indian Oil dealership: an independent guide',
    outlets: { label: 'Outlets under its brand', value: '36,000+' },
    land: { site: 'Urban', figures: ['1,000 sqm', '30 m'] },
    investment: { title: 'Investment (2025)', total: '₹1.5–3 crore' },
    steps: 4,
    cta: 'Get our advice on an Indian Oil dealership',
    // The shared selection portal first, where one applies; then the brand's own website.
    portals: [
      {
        name: 'Petrol Pump Dealer Chayan (petrolpumpdealerchayan.in)',
        href: site.portals.dealerChayan,
      },
      { name: 'Indian Oil (iocl.com)', href: site.portals.indianOil },
    ],
    asOf: 'October 2025',
  },
  {
    path: '/services/nayara',
    name: 'Nayara',
    heading: 'Nayara Energy dealership: an independent guide',
    outlets: { label: 'Outlets under its brand', value: '7,000+' },
    land: { site: 'Urban (town)', figures: ['800 sqm', '25 m'] },
    investment: { title: 'Investment', total: '₹1.5–3 crore' },
    steps: 4,
    cta: 'Get our advice on a Nayara dealership',
    portals: [{ name: 'Nayara Energy (nayaraenergy.com)', href: site.portals.nayara }],
    asOf: '2025',
  },
  {
    path: '/services/bharat',
    name: 'Bharat Petroleum',
    heading: 'Bharat Petroleum dealership: an independent guide',
    outlets: { label: 'Outlets under its brand', value: '17,000+' },
    land: { site: 'Urban', figures: ['1,000–1,500 sqm'] },
    investment: { title: 'Investment', total: '₹1–2.5 crore' },
    steps: 4,
    cta: 'Get our advice on a Bharat Petroleum dealership',
    // The shared selection portal first, where one applies; then the brand's own website.
    portals: [
      {
        name: 'Petrol Pump Dealer Chayan (petrolpumpdealerchayan.in)',
        href: site.portals.dealerChayan,
      },
      { name: 'Bharat Petroleum (bharatpetroleum.in)', href: site.portals.bharat },
    ],
    asOf: '2025',
  },
  {
    path: '/services/jio',
    name: 'Jio-bp',
    heading: 'Jio-bp dealership: an independent guide',
    outlets: { label: 'Active outlets under its brand', value: '1,700+' },
    land: { site: 'Highway', figures: ['3,000 sqm', '40 m+'] },
    investment: { title: 'Investment', total: '₹15 lakh–₹5 crore' },
    steps: 5,
    cta: 'Get our advice on a Jio-bp dealership',
    portals: [{ name: 'Jio-bp (jiobp.com)', href: site.portals.jio }],
    asOf: '17 October 2025',
  },
  {
    path: '/services/hindustan',
    name: 'Hindustan Petroleum',
    heading: 'Hindustan Petroleum dealership: an independent guide',
    outlets: { label: 'Outlets under its brand', value: '16,000+' },
    land: { site: 'Rural', figures: ['800–1,200 sqm', '25–30 m'] },
    investment: { title: 'Investment', total: '₹1–2.2 crore' },
    steps: 5,
    cta: 'Get our advice on a Hindustan Petroleum dealership',
    // The shared selection portal first, where one applies; then the brand's own website.
    portals: [
      {
        name: 'Petrol Pump Dealer Chayan (petrolpumpdealerchayan.in)',
        href: site.portals.dealerChayan,
      },
      { name: 'Hindustan Petroleum (hindustanpetroleum.com)', href: site.portals.hindustan },
    ],
    asOf: '2025',
  },
] as const;
