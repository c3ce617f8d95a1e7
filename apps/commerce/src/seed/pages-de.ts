import type { PageKey } from './catalog-types.ts';

/** A page's text in one language; its slug comes from @shop/shop-rules, which the storefront links by. */
export interface PageText {
  title: string;
  /** HTML body. */
  body: string;
}

/** German content pages (formal "Sie"). */
export const PAGES_DE: Record<PageKey, PageText> = {
  shipping: {
    title: 'Versand & Lieferung',
    body: `<p>Wir liefern in 26 Länder der Europäischen Union. Bestellungen, die bis 14 Uhr eingehen, verlassen unser Lager in der Regel noch am selben Werktag. Die Lieferzeit beträgt 1-3 Werktage.</p>
<h2>Versandkosten</h2>
<ul><li>Ab 49 € Bestellwert liefern wir versandkostenfrei.</li><li>Darunter berechnen wir pauschal 4,90 €.</li><li>Elektrogeräte mit Stecker versenden wir als Sonderversand für 4,90 €.</li><li>Große Maschinen liefert eine Spedition bis zur Bordsteinkante; dafür berechnen wir 49 €. Die Spedition vereinbart den Termin telefonisch mit Ihnen.</li></ul>
<p>Gutscheine zählen nicht zum Bestellwert für den kostenlosen Versand. Jede Lieferung ist CO2e-kompensiert.</p>`,
  },
  payment: {
    title: 'Zahlungsarten',
    body: `<p>Sie bezahlen bequem und sicher mit Kreditkarte (Visa, Mastercard, American Express), PayPal, Apple Pay, Google Pay, Klarna (Rechnung und Ratenkauf), SEPA-Lastschrift sowie Bancontact, iDEAL und MobilePay in den jeweiligen Ländern.</p>
<p>Alle Zahlungsdaten werden verschlüsselt übertragen; wir speichern keine Kartendaten. Der Betrag wird erst belastet, wenn Ihre Bestellung versandt wird.</p>`,
  },
  returns: {
    title: 'Widerruf & Rücksendung',
    body: `<p>Sie können Ihre Bestellung innerhalb von 14 Tagen nach Erhalt ohne Angabe von Gründen widerrufen. Eine formlose E-Mail an <a href="mailto:service@bohnenpost.example">service@bohnenpost.example</a> genügt.</p>
<h2>So funktioniert die Rücksendung</h2>
<ol><li>Melden Sie den Widerruf per E-Mail; Sie erhalten ein Rücksendeetikett.</li><li>Verpacken Sie die Ware sicher, Maschinen möglichst im Originalkarton.</li><li>Nach Eingang erstatten wir den Kaufpreis innerhalb von 14 Tagen auf dem ursprünglichen Zahlungsweg.</li></ol>
<p>Geöffnete Kaffeepackungen sind aus hygienischen Gründen vom Widerruf ausgeschlossen.</p>`,
  },
  about: {
    title: 'Über uns',
    body: `<p>Bohnenpost wurde von drei Baristas gegründet, die es leid waren, guten Kaffee in zehn verschiedenen Shops zusammenzusuchen. Heute finden Sie bei uns über 2.000 Produkte: Kaffee von mehr als 20 Röstereien, Maschinen, Mühlen und alles, was dazugehört.</p>
<p>Jedes Gerät in unserem Sortiment haben wir selbst getestet, und jede Röstung verkosten wir, bevor sie in den Shop kommt. Unser Serviceteam besteht aus ausgebildeten Baristas und Technikern, die Ihnen bei Fragen zur Zubereitung und Wartung weiterhelfen.</p>`,
  },
  benefits: {
    title: 'Ihre Vorteile',
    body: `<ul><li><strong>Schnell:</strong> Lieferung in 1-3 Werktagen.</li><li><strong>Günstig:</strong> versandkostenfrei ab 49 €.</li><li><strong>Klimabewusst:</strong> jede Lieferung ist CO2e-kompensiert.</li><li><strong>Auswahl:</strong> über 2.000 Produkte von Röstereien und Herstellern.</li><li><strong>Sicher:</strong> 14 Tage Widerrufsrecht.</li></ul>
<p>Als Newsletter-Abonnent erhalten Sie außerdem einen Gutschein über 5 € ab 25 € Bestellwert.</p>`,
  },
  newsletter: {
    title: 'Newsletter',
    body: `<p>Einmal pro Woche: neue Röstungen, Angebote und Zubereitungstipps. Als Dankeschön für Ihre Anmeldung erhalten Sie einen Gutschein über 5 € – einlösbar ab 25 € Bestellwert, einmal pro Kunde.</p>
<p>Nach der Anmeldung senden wir Ihnen eine E-Mail mit einem Bestätigungslink. Erst wenn Sie diesen anklicken, ist die Anmeldung abgeschlossen und der Gutschein wird verschickt. Sie können sich jederzeit über den Link am Ende jeder E-Mail abmelden.</p>`,
  },
  'coffee-hub': {
    title: 'Kaffee-Hub',
    body: `<p>Im Kaffee-Hub sammeln wir unser Wissen: Anleitungen zur Zubereitung, Pflegetipps für Maschinen und Hintergründe zu Anbau und Röstung.</p>
<p>Beginnen Sie mit unseren Grundlagen zur Espresso-Extraktion, zur Wahl der richtigen Mühle oder zum Entkalken Ihrer Maschine. Neue Artikel erscheinen jeden Monat.</p>`,
  },
  'click-collect': {
    title: 'Click & Collect',
    body: `<p>Bestellen Sie online und holen Sie Ihre Ware kostenlos in unserem Ladengeschäft in Hamburg ab. Sobald Ihre Bestellung bereitliegt, erhalten Sie eine E-Mail – meist innerhalb von zwei Stunden.</p>
<p>Öffnungszeiten: Montag bis Freitag 10-19 Uhr, Samstag 10-16 Uhr. Bitte bringen Sie Ihre Bestellnummer mit. Wir bewahren Abholungen sieben Tage für Sie auf.</p>`,
  },
  workshops: {
    title: 'Workshops',
    body: `<p>In kleinen Gruppen von höchstens sechs Personen lernen Sie bei uns das Handwerk der Baristas.</p>
<ul><li><strong>Espresso-Grundkurs</strong> (3 Stunden): Mahlgrad, Dosis, Extraktion.</li><li><strong>Milch & Latte Art</strong> (3 Stunden): Schäumen, Gießen, erste Motive.</li><li><strong>Filterkaffee</strong> (2 Stunden): Handfilter, Rezepte, Verkostung.</li></ul>
<p>Alle Kurse finden in unserem Schulungsraum in Hamburg statt. Termine und Anmeldung im Laden oder per E-Mail.</p>`,
  },
  co2: {
    title: 'CO2e-Kompensation',
    body: `<p>Jede Lieferung ist CO2e-kompensiert. Wir berechnen die Emissionen von Verpackung und Transport jeder Sendung und gleichen sie über zertifizierte Aufforstungs- und Waldschutzprojekte in Kaffeeanbauländern aus.</p>
<p>Zusätzlich verwenden wir recycelte Kartons, Papierfüllmaterial statt Plastik und bündeln Sendungen, wo immer es geht. Die Kompensation ist für Sie kostenlos.</p>`,
  },
  'flavour-profile': {
    title: 'Das Geschmacksprofil',
    body: `<p>Zu jedem Kaffee zeigen wir ein Geschmacksprofil, damit Sie schnell die passende Röstung finden:</p>
<ul><li><strong>Röstgrad:</strong> von hell bis dunkel.</li><li><strong>Körper:</strong> wie vollmundig der Kaffee wirkt.</li><li><strong>Koffein:</strong> entkoffeiniert, normal oder hoch mit Robusta.</li><li><strong>Stärke</strong> und <strong>Balance</strong> zwischen Säure und Schokolade.</li><li><strong>Fruchtnote</strong> und <strong>Crema</strong>.</li></ul>
<p>Mögen Sie es schokoladig und kräftig, wählen Sie eine dunkle Röstung mit wenig Frucht; für fruchtigen Filterkaffee eine helle Röstung.</p>`,
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    body: `<h2>1. Geltungsbereich</h2><p>Diese Bedingungen gelten für alle Bestellungen von Verbraucherinnen und Verbrauchern in unserem Online-Shop.</p>
<h2>2. Vertragsschluss</h2><p>Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt mit unserer Versandbestätigung zustande.</p>
<h2>3. Preise und Versand</h2><p>Alle Preise sind Endpreise in Euro inklusive Mehrwertsteuer. Versandkosten entnehmen Sie der Seite Versand &amp; Lieferung.</p>
<h2>4. Widerruf</h2><p>Sie haben ein 14-tägiges Widerrufsrecht; Einzelheiten finden Sie auf der Seite Widerruf &amp; Rücksendung.</p>
<h2>5. Gutscheine</h2><p>Geschenkgutscheine sind drei Jahre gültig und nicht in bar auszahlbar.</p>`,
  },
  imprint: {
    title: 'Impressum',
    body: `<p>Bohnenpost GmbH<br>Röstereiweg 7<br>20457 Hamburg<br>Deutschland</p>
<p>Geschäftsführung: Anna Kessler, Jonas Brandt<br>Registergericht: Amtsgericht Hamburg, HRB 184213<br>USt-IdNr.: DE312456789</p>
<p>E-Mail: <a href="mailto:service@bohnenpost.example">service@bohnenpost.example</a><br>Telefon: +49 40 1234 5670 (Mo-Fr 9-17 Uhr)</p>`,
  },
  privacy: {
    title: 'Datenschutzerklärung',
    body: `<p>Der Schutz Ihrer Daten ist uns wichtig. Wir verarbeiten personenbezogene Daten nur, soweit es für Ihre Bestellung, den Newsletter oder den Betrieb des Shops erforderlich ist (Art. 6 DSGVO).</p>
<h2>Welche Daten wir verarbeiten</h2><ul><li>Bestelldaten: Name, Anschrift, E-Mail-Adresse, Bestellinhalt.</li><li>Newsletter: Ihre E-Mail-Adresse und Sprache, nur nach Bestätigung per Double-Opt-in.</li><li>Statistik und Marketing: nur mit Ihrer Einwilligung über die Cookie-Einstellungen.</li></ul>
<h2>Ihre Rechte</h2><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Widerspruch. Schreiben Sie uns an <a href="mailto:datenschutz@bohnenpost.example">datenschutz@bohnenpost.example</a>.</p>`,
  },
  accessibility: {
    title: 'Erklärung zur Barrierefreiheit',
    body: `<p>Wir möchten, dass alle Menschen bei uns einkaufen können. Unser Shop orientiert sich an den Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA.</p>
<ul><li>Alle Funktionen sind mit der Tastatur bedienbar.</li><li>Bilder haben Alternativtexte, Formulare sind beschriftet.</li><li>Farben erfüllen die Kontrastanforderungen.</li></ul>
<p>Stoßen Sie auf eine Barriere? Schreiben Sie uns an <a href="mailto:barrierefrei@bohnenpost.example">barrierefrei@bohnenpost.example</a>; wir antworten innerhalb von fünf Werktagen.</p>`,
  },
};
