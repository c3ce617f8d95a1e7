import type { ArticleText } from './content-types.ts';

/** Danish knowledge and tutorial articles. */
export const ARTICLES_DA: Record<string, ArticleText> = {
  'espresso-extraction': {
    slug: 'espresso-ekstraktion',
    title: 'Sådan ekstraherer du espresso korrekt',
    summary:
      'Dosis, formaling og tid: Brug denne opskrift som udgangspunkt, og find din espresso trin for trin.',
    body: `<p>En god espresso er ikke et tilfælde. Tre størrelser afgør resultatet: mængden af malet kaffe (dosis), mængden af espresso i koppen (udbytte) og bryggetiden.</p>
<h2>Grundopskriften</h2><ul><li>18 g malet kaffe i en dobbelt si</li><li>36 g espresso i koppen (forhold 1:2)</li><li>25 til 30 sekunders bryggetid ved cirka 93 °C</li></ul>
<h2>Justér efter smag</h2><p>Smager espressoen syrlig og tynd, er den underekstraheret: Mal finere, eller forlæng tiden. Smager den bitter og tør, er den overekstraheret: Mal grovere. Ændr kun én størrelse ad gangen, og vej dosis og udbytte på en kaffevægt.</p>
<p>Fordel kaffen jævnt i sien, og tamp lige, så vandet ikke finder kanaler.</p>`,
  },
  'grinder-choice': {
    slug: 'valg-af-kaffekvaern',
    title: 'Find den rigtige kaffekværn',
    summary:
      'Konisk eller flad kværn, manuel eller elektrisk: hvad der virkelig betyder noget, når du køber.',
    body: `<p>Kværnen påvirker smagen mere end maskinen. Det afgørende er en jævn formaling, for partikler, der er for fine eller for grove, ekstraheres med forskellig hastighed.</p>
<h2>Konisk eller flad?</h2><p>Koniske kværne arbejder stille og langsomt og tilgiver små fejl – ideelt til begyndere og fuldautomater. Store flade kværnskiver giver en særligt ensartet formaling og fremhæver klarheden i lyse ristninger.</p>
<h2>Espresso eller filter?</h2><p>Espresso kræver fin, helst trinløs justering. Til filterkaffe tæller en grovere formaling med få fine partikler. Brygger du begge dele, så vælg en kværn med hurtig og præcis justering – eller to kværne.</p>
<h2>Manuel eller elektrisk?</h2><p>En god håndkværn maler til én kop på cirka 30 sekunder og er perfekt på rejsen. Laver du flere espressoer om dagen, kan en elektrisk kværn betale sig.</p>`,
  },
  descaling: {
    slug: 'afkalkning-af-kaffemaskine',
    title: 'Sådan afkalker du din kaffemaskine',
    summary: 'Hvor ofte, med hvad og i hvilke trin du afkalker portafilter- og fuldautomatiske maskiner.',
    body: `<p>Kalk er den hyppigste årsag til reparationer. Den tilstopper rør, isolerer varmelegemer og forskyder bryggetemperaturen.</p>
<h2>Hvor ofte?</h2><p>Det afhænger af vandets hårdhed. Ved hårdt vand (over 14 °dH) anbefaler vi hver fjerde uge, ved blødt vand hver tredje måned. Et vandfilter forlænger intervallerne betydeligt.</p>
<h2>Trin for trin</h2><ol><li>Brug et afkalkningsmiddel baseret på mælke- eller citronsyre, aldrig eddike.</li><li>Opløs det i vandtanken efter anvisningen.</li><li>Lad opløsningen løbe gennem bryggehoved og damprør i portioner, og lad den virke i 20 minutter.</li><li>Skyl efter med to fulde tanke frisk vand.</li></ol>
<p>Ved dobbeltkedelmaskiner med messingkedler skal du altid følge producentens anvisninger – nogle må kun afkalkes af et serviceværksted.</p>`,
  },
  'milk-frothing': {
    slug: 'skum-maelk',
    title: 'Sådan skummer du mælk perfekt',
    summary: 'Fra den rigtige kande til et hjerte i koppen: sådan bliver mælkeskummet fint og blankt.',
    body: `<p>Godt mælkeskum er blankt, flydende og uden synlige bobler. Begynd med kold sødmælk i en kold kande, der højst er fyldt en tredjedel op.</p>
<h2>To faser</h2><ol><li><strong>Luft:</strong> Hold damprøret lige under overfladen, til du hører en svag hvislen. Så kommer der luft i mælken, indtil volumen er vokset med cirka en tredjedel.</li><li><strong>Rul:</strong> Sænk røret lidt, og lad mælken hvirvle, til kanden bliver for varm at holde på (cirka 60-65 °C).</li></ol>
<p>Bank kanden let, sving mælken rundt, og hæld uden tøven. Kander med spids tud er bedst til latte art. Havre-baristadrikke skummer på samme måde, men skal have lidt mindre luft.</p>`,
  },
  'storing-beans': {
    slug: 'opbevaring-af-kaffeboenner',
    title: 'Sådan opbevarer du kaffebønner',
    summary: 'Ilt, lys, varme og fugt er aromaens fjender. Sådan holder din kaffe sig frisk.',
    body: `<p>Friskristet kaffe udvikler sin bedste aroma cirka en uge efter ristningen og er i topform i omkring seks uger, efter at posen er åbnet.</p>
<h2>De fire regler</h2><ul><li><strong>Lufttæt:</strong> Luk posen med aromaventilen, eller brug en opbevaringsdåse.</li><li><strong>Mørkt:</strong> Lys får olierne til at harske.</li><li><strong>Køligt:</strong> Stuetemperatur er ideel – ikke ved siden af komfuret eller maskinen.</li><li><strong>Tørt:</strong> aldrig i køleskabet, hvor kaffen trækker fugt og lugte til sig.</li></ul>
<p>Større mængder kan fryses lufttæt i portioner og males direkte fra frost. Hele bønner holder sig meget længere end malet kaffe, så mal så tæt på tilberedningen som muligt.</p>`,
  },
  'filter-ratios': {
    slug: 'filterkaffe-forhold',
    title: 'Filterkaffe: det rette forhold',
    summary: '60 gram kaffe pr. liter som udgangspunkt – og hvordan du justerer opskrift, formaling og vand.',
    body: `<p>Den vigtigste opskrift på filterkaffe er et forhold: cirka 60 g kaffe til 1 liter vand. Til en stor kop er det 15 g kaffe og 250 g vand.</p>
<h2>Trin for trin med håndfilter</h2><ol><li>Skyl filterpapiret med varmt vand.</li><li>Mal 15 g kaffe mellemfint, omtrent som groft salt.</li><li>Hæld 30-40 g vand ved 92-96 °C på, og lad kaffen blomstre i 30 sekunder.</li><li>Hæld op til 250 g i to eller tre omgange.</li><li>Den samlede bryggetid bør være 2:30 til 3:30 minutter.</li></ol>
<h2>Finjustering</h2><p>Smager kaffen vandet, så øg dosis til 65 g pr. liter, eller mal finere. Er den bitter, så mal grovere. Blødt, filtreret vand fremhæver frugten i lyse ristninger bedst.</p>`,
  },
  'water-quality': {
    slug: 'vand-til-kaffe',
    title: 'Det rigtige vand til kaffe',
    summary:
      'Kaffe består af 98 procent vand. Sådan præger hårdhed og mineraler smagen og beskytter din maskine.',
    body: `<p>Kaffe består af cirka 98 procent vand, så det er ikke underligt, at vandet påvirker smagen meget. For hårdt vand gør kaffen flad og bitter og får kalk til at vokse i maskinen. For blødt vand fremhæver syren for meget.</p>
<h2>Målværdier</h2><ul><li>Samlet hårdhed: cirka 4-8 °dH</li><li>Karbonathårdhed: cirka 3-5 °dH</li><li>Neutral smag, ingen lugt af klor</li></ul>
<h2>Sådan når du dem</h2><p>Spørg dit vandværk om hårdheden, eller mål den med teststrimler. Ved hårdt vand hjælper en filterkande eller en filterpatron i tanken. Skift patronerne jævnligt, ellers afgiver de det, de har opsamlet.</p>
<p>Destilleret vand er uegnet: Uden mineraler smager kaffen tom, og nogle maskiner kan ikke længere registrere vandstanden.</p>`,
  },
  'cold-brew': {
    slug: 'cold-brew-derhjemme',
    title: 'Sådan laver du cold brew',
    summary: 'Mild, sød og forfriskende: koldekstraheret kaffe lavet med enkelt udstyr.',
    body: `<p>Cold brew brygges ikke varmt, men ekstraheres med koldt vand over mange timer. Resultatet er mildt, chokoladeagtigt og med lav syre – perfekt til varme dage.</p>
<h2>Opskriften</h2><ol><li>Mal 100 g kaffe groft, omtrent som til stempelkande.</li><li>Hæld 1 liter koldt, filtreret vand over, og rør rundt.</li><li>Lad det trække tildækket i køleskabet i 12 til 16 timer.</li><li>Si det gennem et papirfilter.</li></ol>
<p>Lukket holder koncentratet sig cirka en uge i køleskabet. Fortynd det efter smag med vand eller mælk i forholdet 1:1, og server det på is. Chokoladeagtige kaffer fra Brasilien eller Colombia er særligt velegnede.</p>`,
  },
};
