import type { PageKey } from './catalog-types.ts';
import type { PageText } from './pages-de.ts';

/** English content pages. */
export const PAGES_EN: Record<PageKey, PageText> = {
  shipping: {
    title: 'Shipping & delivery',
    body: `<p>We deliver to 26 countries of the European Union. Orders received by 2 pm usually leave our warehouse on the same working day. Delivery takes 1-3 working days.</p>
<h2>Shipping costs</h2>
<ul><li>Free shipping on orders from €49.</li><li>Below that we charge a flat €4.90.</li><li>Electrical appliances with a plug ship as special delivery for €4.90.</li><li>Large machines are delivered to the kerb by a freight forwarder for €49; the forwarder will arrange the date with you by phone.</li></ul>
<p>Gift cards do not count towards the free-shipping threshold. Every delivery is CO2e-compensated.</p>`,
  },
  payment: {
    title: 'Payment methods',
    body: `<p>Pay easily and securely by credit card (Visa, Mastercard, American Express), PayPal, Apple Pay, Google Pay, Klarna (invoice and instalments), SEPA direct debit, and Bancontact, iDEAL and MobilePay in their countries.</p>
<p>All payment data is encrypted; we never store card details. Your account is only charged once your order has shipped.</p>`,
  },
  returns: {
    title: 'Returns & withdrawal',
    body: `<p>You may withdraw from your order within 14 days of receipt without giving a reason. A short e-mail to <a href="mailto:service@bohnenpost.example">service@bohnenpost.example</a> is enough.</p>
<h2>How returns work</h2>
<ol><li>Tell us by e-mail and we will send you a return label.</li><li>Pack the goods safely, machines in their original box where possible.</li><li>Once the parcel arrives we refund the purchase price within 14 days to your original payment method.</li></ol>
<p>For hygiene reasons, opened coffee bags cannot be returned.</p>`,
  },
  about: {
    title: 'About us',
    body: `<p>Bohnenpost was founded by three baristas who were tired of hunting for good coffee across ten different shops. Today we offer over 2,000 products: coffee from more than 20 roasters, machines, grinders and everything that goes with them.</p>
<p>We test every appliance in our range ourselves and taste every roast before it goes online. Our service team are trained baristas and technicians who are happy to help with brewing and maintenance questions.</p>`,
  },
  benefits: {
    title: 'Your benefits',
    body: `<ul><li><strong>Fast:</strong> delivery in 1-3 working days.</li><li><strong>Affordable:</strong> free shipping from €49.</li><li><strong>Climate-conscious:</strong> every delivery is CO2e-compensated.</li><li><strong>Choice:</strong> over 2,000 products from roasters and manufacturers.</li><li><strong>Safe:</strong> 14-day right of withdrawal.</li></ul>
<p>Newsletter subscribers also receive a €5 voucher for orders from €25.</p>`,
  },
  newsletter: {
    title: 'Newsletter',
    body: `<p>Once a week: new roasts, offers and brewing tips. As a thank-you for signing up you receive a €5 voucher, valid on orders from €25, once per customer.</p>
<p>After signing up we send you an e-mail with a confirmation link. Only when you click it is your subscription complete and the voucher sent. You can unsubscribe at any time via the link at the end of every e-mail.</p>`,
  },
  'coffee-hub': {
    title: 'Coffee hub',
    body: `<p>The coffee hub is where we collect what we know: brewing guides, care tips for machines and background on growing and roasting.</p>
<p>Start with our basics on espresso extraction, choosing the right grinder or descaling your machine. New articles appear every month.</p>`,
  },
  'click-collect': {
    title: 'Click & collect',
    body: `<p>Order online and pick up your goods free of charge at our shop in Hamburg. As soon as your order is ready you will get an e-mail, usually within two hours.</p>
<p>Opening hours: Monday to Friday 10 am-7 pm, Saturday 10 am-4 pm. Please bring your order number. We keep collections for seven days.</p>`,
  },
  workshops: {
    title: 'Workshops',
    body: `<p>Learn the barista's craft with us in small groups of no more than six people.</p>
<ul><li><strong>Espresso basics</strong> (3 hours): grind, dose, extraction.</li><li><strong>Milk & latte art</strong> (3 hours): steaming, pouring, first patterns.</li><li><strong>Filter coffee</strong> (2 hours): pour-over, recipes, tasting.</li></ul>
<p>All courses take place in our training room in Hamburg. Dates and booking in the shop or by e-mail.</p>`,
  },
  co2: {
    title: 'CO2e compensation',
    body: `<p>Every delivery is CO2e-compensated. We calculate the emissions of packaging and transport for each parcel and offset them through certified reforestation and forest protection projects in coffee-growing countries.</p>
<p>We also use recycled boxes, paper filling instead of plastic and combine shipments wherever we can. The compensation costs you nothing.</p>`,
  },
  'flavour-profile': {
    title: 'The flavour profile',
    body: `<p>Every coffee comes with a flavour profile so you can quickly find the right roast:</p>
<ul><li><strong>Roast:</strong> from light to dark.</li><li><strong>Body:</strong> how full the coffee feels.</li><li><strong>Caffeine:</strong> decaffeinated, regular or high with robusta.</li><li><strong>Strength</strong> and <strong>balance</strong> between acidity and chocolate.</li><li><strong>Fruit note</strong> and <strong>crema</strong>.</li></ul>
<p>If you like it bold and chocolatey, choose a dark roast with little fruit; for fruity filter coffee, a light roast.</p>`,
  },
  terms: {
    title: 'Terms of service',
    body: `<h2>1. Scope</h2><p>These terms apply to all orders placed by consumers in our online shop.</p>
<h2>2. Contract</h2><p>By submitting your order you make a binding offer. The contract is concluded with our shipping confirmation.</p>
<h2>3. Prices and shipping</h2><p>All prices are final prices in euro including VAT. Shipping costs are listed on the Shipping &amp; delivery page.</p>
<h2>4. Withdrawal</h2><p>You have a 14-day right of withdrawal; see the Returns &amp; withdrawal page for details.</p>
<h2>5. Gift cards</h2><p>Gift cards are valid for three years and cannot be exchanged for cash.</p>`,
  },
  imprint: {
    title: 'Imprint',
    body: `<p>Bohnenpost GmbH<br>Röstereiweg 7<br>20457 Hamburg<br>Germany</p>
<p>Managing directors: Anna Kessler, Jonas Brandt<br>Register court: Amtsgericht Hamburg, HRB 184213<br>VAT ID: DE312456789</p>
<p>E-mail: <a href="mailto:service@bohnenpost.example">service@bohnenpost.example</a><br>Phone: +49 40 1234 5670 (Mon-Fri 9 am-5 pm)</p>`,
  },
  privacy: {
    title: 'Privacy policy',
    body: `<p>Protecting your data matters to us. We process personal data only as far as needed for your order, the newsletter or running the shop (Art. 6 GDPR).</p>
<h2>What we process</h2><ul><li>Order data: name, address, e-mail address, order contents.</li><li>Newsletter: your e-mail address and language, only after double opt-in confirmation.</li><li>Statistics and marketing: only with your consent via the cookie settings.</li></ul>
<h2>Your rights</h2><p>You have the right to access, rectification, erasure and objection. Write to <a href="mailto:datenschutz@bohnenpost.example">datenschutz@bohnenpost.example</a>.</p>`,
  },
  accessibility: {
    title: 'Accessibility statement',
    body: `<p>We want everyone to be able to shop with us. Our shop follows the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.</p>
<ul><li>All functions can be used with the keyboard.</li><li>Images have alternative texts and forms are labelled.</li><li>Colours meet the contrast requirements.</li></ul>
<p>Found a barrier? Write to <a href="mailto:barrierefrei@bohnenpost.example">barrierefrei@bohnenpost.example</a>; we reply within five working days.</p>`,
  },
};
