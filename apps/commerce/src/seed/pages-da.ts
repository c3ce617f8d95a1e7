import type { PageKey } from './catalog-types.ts';
import type { PageText } from './pages-de.ts';

/** Danish content pages. */
export const PAGES_DA: Record<PageKey, PageText> = {
  shipping: {
    title: 'Fragt og levering',
    body: `<p>Vi leverer til 26 lande i Den Europæiske Union. Bestillinger, der modtages inden kl. 14, forlader normalt vores lager samme hverdag. Leveringstiden er 1-3 hverdage.</p>
<h2>Fragtpriser</h2>
<ul><li>Gratis fragt ved køb fra 49 €.</li><li>Derunder koster fragten 4,90 €.</li><li>Elektriske apparater med stik sendes som specialforsendelse for 4,90 €.</li><li>Store maskiner leveres af en fragtmand til kantstenen for 49 €; fragtmanden aftaler tidspunktet med dig telefonisk.</li></ul>
<p>Gavekort tæller ikke med i beløbet for gratis fragt. Hver levering er CO2e-kompenseret.</p>`,
  },
  payment: {
    title: 'Betalingsmetoder',
    body: `<p>Betal nemt og sikkert med kreditkort (Visa, Mastercard, American Express), PayPal, Apple Pay, Google Pay, Klarna (faktura og afbetaling), SEPA-betalingsservice samt MobilePay, Bancontact og iDEAL i de respektive lande.</p>
<p>Alle betalingsdata overføres krypteret; vi gemmer aldrig kortoplysninger. Beløbet trækkes først, når din ordre er afsendt.</p>`,
  },
  returns: {
    title: 'Fortrydelse og returnering',
    body: `<p>Du kan fortryde din bestilling inden for 14 dage efter modtagelsen uden at angive en grund. En kort e-mail til <a href="mailto:service@bohnenpost.example">service@bohnenpost.example</a> er nok.</p>
<h2>Sådan returnerer du</h2>
<ol><li>Giv os besked på e-mail, så sender vi dig en returlabel.</li><li>Pak varen forsvarligt, maskiner helst i den originale kasse.</li><li>Når pakken er modtaget, refunderer vi købsprisen inden for 14 dage via den oprindelige betalingsmetode.</li></ol>
<p>Af hygiejniske grunde kan åbnede kaffeposer ikke returneres.</p>`,
  },
  about: {
    title: 'Om os',
    body: `<p>Bohnenpost blev grundlagt af tre baristaer, der var trætte af at lede efter god kaffe i ti forskellige butikker. I dag finder du over 2.000 produkter hos os: kaffe fra mere end 20 risterier, maskiner, kværne og alt, hvad der hører til.</p>
<p>Vi tester selv hvert apparat i sortimentet og smager hver ristning, før den kommer i butikken. Vores kundeservice består af uddannede baristaer og teknikere, som gerne hjælper med spørgsmål om tilberedning og vedligeholdelse.</p>`,
  },
  benefits: {
    title: 'Dine fordele',
    body: `<ul><li><strong>Hurtigt:</strong> levering på 1-3 hverdage.</li><li><strong>Billigt:</strong> gratis fragt fra 49 €.</li><li><strong>Klimabevidst:</strong> hver levering er CO2e-kompenseret.</li><li><strong>Udvalg:</strong> over 2.000 produkter fra risterier og producenter.</li><li><strong>Trygt:</strong> 14 dages fortrydelsesret.</li></ul>
<p>Abonnenter på nyhedsbrevet får desuden en rabatkode på 5 € ved køb fra 25 €.</p>`,
  },
  newsletter: {
    title: 'Nyhedsbrev',
    body: `<p>En gang om ugen: nye ristninger, tilbud og tips til tilberedning. Som tak for tilmeldingen får du en rabatkode på 5 €, som kan bruges ved køb fra 25 €, én gang pr. kunde.</p>
<p>Efter tilmeldingen sender vi dig en e-mail med et bekræftelseslink. Først når du klikker på det, er tilmeldingen gennemført, og rabatkoden bliver sendt. Du kan altid afmelde dig via linket nederst i hver e-mail.</p>`,
  },
  'coffee-hub': {
    title: 'Kaffe-hub',
    body: `<p>I kaffe-hubben samler vi vores viden: guider til tilberedning, plejetips til maskiner og baggrund om dyrkning og ristning.</p>
<p>Begynd med vores grundlæggende artikler om espresso-ekstraktion, valg af den rigtige kværn eller afkalkning af din maskine. Der kommer nye artikler hver måned.</p>`,
  },
  'click-collect': {
    title: 'Click & collect',
    body: `<p>Bestil online, og hent dine varer gratis i vores butik i Hamburg. Så snart din ordre er klar, får du en e-mail – som regel inden for to timer.</p>
<p>Åbningstider: mandag til fredag kl. 10-19, lørdag kl. 10-16. Medbring venligst dit ordrenummer. Vi opbevarer afhentninger i syv dage.</p>`,
  },
  workshops: {
    title: 'Workshops',
    body: `<p>Lær baristaens håndværk hos os i små hold på højst seks personer.</p>
<ul><li><strong>Espresso for begyndere</strong> (3 timer): formaling, dosis, ekstraktion.</li><li><strong>Mælk og latte art</strong> (3 timer): skumning, hældning, de første motiver.</li><li><strong>Filterkaffe</strong> (2 timer): håndfilter, opskrifter, smagning.</li></ul>
<p>Alle kurser foregår i vores kursuslokale i Hamburg. Datoer og tilmelding i butikken eller på e-mail.</p>`,
  },
  co2: {
    title: 'CO2e-kompensation',
    body: `<p>Hver levering er CO2e-kompenseret. Vi beregner udledningen fra emballage og transport for hver forsendelse og udligner den gennem certificerede skovrejsnings- og skovbeskyttelsesprojekter i kaffeproducerende lande.</p>
<p>Derudover bruger vi genbrugskasser, papirfyld i stedet for plastik og samler forsendelser, hvor det er muligt. Kompensationen er gratis for dig.</p>`,
  },
  'flavour-profile': {
    title: 'Smagsprofilen',
    body: `<p>Til hver kaffe viser vi en smagsprofil, så du hurtigt finder den rigtige ristning:</p>
<ul><li><strong>Ristningsgrad:</strong> fra lys til mørk.</li><li><strong>Fylde:</strong> hvor fyldig kaffen føles.</li><li><strong>Koffein:</strong> koffeinfri, normal eller høj med robusta.</li><li><strong>Styrke</strong> og <strong>balance</strong> mellem syre og chokolade.</li><li><strong>Frugtnote</strong> og <strong>crema</strong>.</li></ul>
<p>Kan du lide det kraftigt og chokoladeagtigt, så vælg en mørk ristning med lidt frugt; til frugtig filterkaffe en lys ristning.</p>`,
  },
  terms: {
    title: 'Handelsbetingelser',
    body: `<h2>1. Anvendelsesområde</h2><p>Disse betingelser gælder for alle bestillinger fra forbrugere i vores webshop.</p>
<h2>2. Aftaleindgåelse</h2><p>Når du afsender din bestilling, afgiver du et bindende tilbud. Aftalen indgås med vores forsendelsesbekræftelse.</p>
<h2>3. Priser og fragt</h2><p>Alle priser er slutpriser i euro inklusive moms. Fragtpriserne fremgår af siden Fragt og levering.</p>
<h2>4. Fortrydelse</h2><p>Du har 14 dages fortrydelsesret; se detaljerne på siden Fortrydelse og returnering.</p>
<h2>5. Gavekort</h2><p>Gavekort er gyldige i tre år og kan ikke udbetales kontant.</p>`,
  },
  imprint: {
    title: 'Virksomhedsoplysninger',
    body: `<p>Bohnenpost GmbH<br>Röstereiweg 7<br>20457 Hamburg<br>Tyskland</p>
<p>Direktion: Anna Kessler, Jonas Brandt<br>Handelsregister: Amtsgericht Hamburg, HRB 184213<br>Momsnummer: DE312456789</p>
<p>E-mail: <a href="mailto:service@bohnenpost.example">service@bohnenpost.example</a><br>Telefon: +49 40 1234 5670 (man-fre kl. 9-17)</p>`,
  },
  privacy: {
    title: 'Privatlivspolitik',
    body: `<p>Beskyttelsen af dine data er vigtig for os. Vi behandler kun personoplysninger, i det omfang det er nødvendigt for din bestilling, nyhedsbrevet eller driften af butikken (art. 6 GDPR).</p>
<h2>Hvilke data vi behandler</h2><ul><li>Ordredata: navn, adresse, e-mailadresse, ordrens indhold.</li><li>Nyhedsbrev: din e-mailadresse og dit sprog, kun efter bekræftelse via dobbelt opt-in.</li><li>Statistik og markedsføring: kun med dit samtykke via cookie-indstillingerne.</li></ul>
<h2>Dine rettigheder</h2><p>Du har ret til indsigt, berigtigelse, sletning og indsigelse. Skriv til <a href="mailto:datenschutz@bohnenpost.example">datenschutz@bohnenpost.example</a>.</p>`,
  },
  accessibility: {
    title: 'Tilgængelighedserklæring',
    body: `<p>Vi ønsker, at alle kan handle hos os. Vores butik følger Web Content Accessibility Guidelines (WCAG) 2.2 på niveau AA.</p>
<ul><li>Alle funktioner kan betjenes med tastaturet.</li><li>Billeder har alternative tekster, og formularer er mærket.</li><li>Farverne opfylder kravene til kontrast.</li></ul>
<p>Er du stødt på en barriere? Skriv til <a href="mailto:barrierefrei@bohnenpost.example">barrierefrei@bohnenpost.example</a>; vi svarer inden for fem hverdage.</p>`,
  },
};
