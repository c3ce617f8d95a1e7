/** Hand-written reference data: the fictional coffee roasters. */
import { type BrandSeed, coffee } from './brand-seed-type.ts';

export const COFFEE_BRAND_SEEDS: readonly BrandSeed[] = [
  coffee('bergwerk', 'Bergwerk Rösterei', 'BWR', '#7a3e1d', 'Essen', 'DE', 2009, true, {
    de: 'Langsame Trommelröstung im ehemaligen Zechengebäude, kräftige Espressi mit viel Schokolade.',
    en: 'Slow drum roasting in a former colliery building, bold espressos with plenty of chocolate.',
    da: 'Langsom tromleristning i en tidligere minebygning, kraftige espressoer med masser af chokolade.',
  }),
  coffee('hafenkaffee', 'Hafenkaffee Hamburg', 'HKH', '#1f4e79', 'Hamburg', 'DE', 1998, true, {
    de: 'Hanseatische Kaffeetradition direkt am Hafen, ausgewogene Mischungen für jeden Tag.',
    en: 'Hanseatic coffee tradition right by the harbour, balanced blends for every day.',
    da: 'Hanseatisk kaffetradition lige ved havnen, afbalancerede blandinger til hverdagen.',
  }),
  coffee('lindner', 'Kaffeekontor Lindner & Söhne', 'KLS', '#8c1c13', 'Bremen', 'DE', 1921, true, {
    de: 'Familienrösterei in vierter Generation mit einem Faible für klassische Italo-Röstungen.',
    en: 'A fourth-generation family roastery with a soft spot for classic Italian-style roasts.',
    da: 'Familieristeri i fjerde generation med en forkærlighed for klassiske italienske ristninger.',
  }),
  coffee('muehlbach', 'Mühlbach Kaffeerösterei', 'MKR', '#3d6b35', 'Freiburg', 'DE', 2012, true, {
    de: 'Bio-zertifizierte Rohkaffees aus direktem Handel, hell und fruchtig geröstet.',
    en: 'Certified organic green coffees from direct trade, roasted light and fruity.',
    da: 'Certificeret økologisk råkaffe fra direkte handel, ristet lyst og frugtigt.',
  }),
  coffee('elbsand', 'Rösthaus Elbsand', 'REL', '#c08a3e', 'Dresden', 'DE', 2015, false, {
    de: 'Kleine Chargen, saisonale Single Origins und viel Liebe zum Filterkaffee.',
    en: 'Small batches, seasonal single origins and a great love of filter coffee.',
    da: 'Små batches, sæsonens single origins og stor kærlighed til filterkaffe.',
  }),
  coffee('nordlys', 'Nordlys Kafferisteri', 'NKR', '#2b6f8f', 'Aarhus', 'DK', 2014, true, {
    de: 'Skandinavisch helle Röstungen mit klarer Säure und blumigen Aromen.',
    en: 'Nordic light roasts with clean acidity and floral aromas.',
    da: 'Nordisk lyse ristninger med klar syre og blomstrede aromaer.',
  }),
  coffee('oesterbro', 'Kaffebrænderiet Østerbro', 'KBO', '#5b3a6e', 'København', 'DK', 2007, false, {
    de: 'Kopenhagener Nachbarschaftsrösterei, bekannt für süße, runde Espressi.',
    en: 'A Copenhagen neighbourhood roastery known for sweet, rounded espressos.',
    da: 'Kvarterets risteri på Østerbro, kendt for søde, runde espressoer.',
  }),
  coffee('caldera', 'Café Caldera', 'CCA', '#a23b2a', 'Wien', 'AT', 1987, true, {
    de: 'Wiener Kaffeehauskultur in der Tüte: vollmundige Melangen und Crema-Röstungen.',
    en: 'Viennese coffee-house culture in a bag: full-bodied melanges and crema roasts.',
    da: 'Wienerkaffehuskultur i posen: fyldige melanger og crema-ristninger.',
  }),
  coffee('santoro', 'Torrefazione Santoro', 'TSA', '#b5121b', 'Trieste', 'IT', 1952, true, {
    de: 'Triestiner Röstmeister mit dunklen, cremigen Espressomischungen mit Robusta-Anteil.',
    en: 'Roasters from Trieste with dark, creamy espresso blends that include robusta.',
    da: 'Ristemestre fra Trieste med mørke, cremede espressoblandinger med robusta.',
  }),
  coffee('isartal', 'Röstwerk Isartal', 'RWI', '#4a6fa5', 'München', 'DE', 2011, false, {
    de: 'Münchner Rösterei mit Schulungsraum und einem Händchen für Siebträger-Espresso.',
    en: 'A Munich roastery with a training room and a knack for portafilter espresso.',
    da: 'Et risteri i München med kursuslokale og sans for portafilter-espresso.',
  }),
  coffee('schwarzwald', 'Schwarzwälder Bohne', 'SWB', '#2f4f2f', 'Offenburg', 'DE', 2004, false, {
    de: 'Röstung mit Wasserkraft aus dem Schwarzwald, schonend und langsam.',
    en: 'Roasting powered by Black Forest hydro power, gentle and slow.',
    da: 'Ristning med vandkraft fra Schwarzwald, skånsomt og langsomt.',
  }),
  coffee('kompass', 'Kaffee Kompass', 'KKO', '#d07a2d', 'Köln', 'DE', 2016, false, {
    de: 'Transparente Lieferketten: zu jedem Kaffee der Preis, den die Farm erhalten hat.',
    en: 'Transparent supply chains: every coffee shows the price paid to the farm.',
    da: 'Gennemsigtige forsyningskæder: til hver kaffe prisen, som farmen har fået.',
  }),
  coffee('delvalle', 'Tostadores del Valle', 'TDV', '#9a6324', 'Bilbao', 'ES', 1979, false, {
    de: 'Baskische Rösterei mit Schwerpunkt auf Kaffees aus Kolumbien und Peru.',
    en: 'A Basque roastery focused on coffees from Colombia and Peru.',
    da: 'Baskisk risteri med fokus på kaffe fra Colombia og Peru.',
  }),
  coffee('amsel', 'Amsel Kaffeemanufaktur', 'AKM', '#333f48', 'Berlin', 'DE', 2013, true, {
    de: 'Berliner Manufaktur für Specialty Coffee mit über 86 Punkten.',
    en: 'A Berlin manufactory for specialty coffee scoring above 86 points.',
    da: 'Berlinsk manufaktur for specialty coffee med over 86 point.',
  }),
  coffee('blauetasse', 'Blaue Tasse Rösterei', 'BTR', '#1d5fa8', 'Stuttgart', 'DE', 2001, false, {
    de: 'Schwäbisch ehrliche Kaffees für Vollautomaten und Filtermaschine.',
    en: 'Honest Swabian coffees for bean-to-cup machines and filter brewers.',
    da: 'Ærlig kaffe fra Schwaben til fuldautomater og filtermaskiner.',
  }),
  coffee('huegelland', 'Hügelland Coffee Roasters', 'HCR', '#6b8e23', 'Kassel', 'DE', 2017, false, {
    de: 'Experimentelle Aufbereitungen, anaerobe Fermentation und Raritäten.',
    en: 'Experimental processing, anaerobic fermentation and rarities.',
    da: 'Eksperimenterende forarbejdning, anaerob fermentering og sjældenheder.',
  }),
  coffee('vinterhavn', 'Vinterhavn Coffee', 'VHC', '#31708e', 'Odense', 'DK', 2019, false, {
    de: 'Junge dänische Rösterei mit klaren, leichten Filterröstungen.',
    en: 'A young Danish roastery with clean, light filter roasts.',
    da: 'Ungt dansk risteri med klare, lette filterristninger.',
  }),
  coffee('feuerflamme', 'Rösterei Feuer & Flamme', 'RFF', '#c1440e', 'Hannover', 'DE', 2008, false, {
    de: 'Röstung über offener Gasflamme, dunkle Profile mit Tiefgang.',
    en: 'Roasting over an open gas flame, dark profiles with depth.',
    da: 'Ristning over åben gasflamme, mørke profiler med dybde.',
  }),
  coffee('bellavista', 'Café Bellavista', 'CBV', '#7b2d26', 'Bozen', 'IT', 1964, false, {
    de: 'Südtiroler Espressotradition zwischen Alpen und Italien.',
    en: 'South Tyrolean espresso tradition between the Alps and Italy.',
    da: 'Sydtyrolsk espressotradition mellem Alperne og Italien.',
  }),
  coffee('sommer', 'Kaffeegarten Sommer', 'KGS', '#b8860b', 'Münster', 'DE', 1994, false, {
    de: 'Milde, bekömmliche Röstungen und eine große Auswahl entkoffeinierter Kaffees.',
    en: 'Mild, gentle roasts and a large range of decaffeinated coffees.',
    da: 'Milde, skånsomme ristninger og et stort udvalg af koffeinfri kaffe.',
  }),
];
